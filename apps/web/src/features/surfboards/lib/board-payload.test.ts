import { describe, expect, it } from 'vitest';
import { ZImageLayout } from '@galim/shared/surfboards/form';
import type { TSurfboard } from '@galim/shared/surfboards/schemas';
import { galleryOf, imagesFormData } from './board-payload';

const image = (key: string) => ({ key, widths: [320], width: 320, height: 240 });
const board = {
  images: [image('a'.repeat(32)), image('b'.repeat(32))],
  coverIndex: 0,
} as TSurfboard; // only the gallery is read

describe('the edited gallery', () => {
  it('sends nothing when the images and the cover are as they were', () => {
    expect(imagesFormData(board, galleryOf(board))).toBeUndefined();
  });

  it('sends kept keys and new files in order, in the layout the API reads', () => {
    const file = new File(['x'], 'new.jpg', { type: 'image/jpeg' });
    const [first, second] = galleryOf(board).items;
    const form = imagesFormData(board, {
      items: [second!, { kind: 'new', id: 'n1', file, preview: '' }, first!],
      cover: 1,
    })!;
    const layout = JSON.parse(String(form.get('layout')));
    expect(layout).toEqual(['b'.repeat(32), 'new:0', 'a'.repeat(32)]);
    expect(ZImageLayout.parse({ layout, coverIndex: 1 }).layout).toEqual(layout);
    expect(form.get('coverIndex')).toBe('1');
    expect(form.getAll('images')).toHaveLength(1);
  });
});
