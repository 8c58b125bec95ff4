import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { TImage } from '@galim/shared/images';
import { heServices as t } from '../../../../i18n/services';
import { ServiceImagesField } from './service-images-field';
import { useServiceImages } from './use-service-images';

// The wizard's images step: the cover it sends is an existing key or the shared `new:N` token,
// and it follows its image when an earlier new one is removed.

// jsdom has no object URLs.
const { createObjectURL, revokeObjectURL } = URL;
beforeEach(() => {
  let n = 0;
  URL.createObjectURL = () => `blob:${++n}`;
  URL.revokeObjectURL = vi.fn();
});
afterEach(() => {
  URL.createObjectURL = createObjectURL;
  URL.revokeObjectURL = revokeObjectURL;
});

function Harness({ existing }: { existing?: TImage[] }) {
  const images = useServiceImages(existing, existing?.[0]?.key);
  return (
    <>
      <ServiceImagesField images={images} />
      <output aria-label="cover">{images.cover}</output>
    </>
  );
}

const png = (name: string) => new File(['x'], name, { type: 'image/png' });

describe('ServiceImagesField', () => {
  it('names a new cover new:N and keeps it on its image when an earlier one goes', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.upload(screen.getByLabelText(t.imagesLabel), [png('a.png'), png('b.png')]);
    expect(await screen.findAllByRole('listitem')).toHaveLength(2);
    expect(screen.getByLabelText('cover')).toHaveTextContent('new:0');

    await user.click(screen.getByRole('button', { name: t.setCover }));
    expect(screen.getByLabelText('cover')).toHaveTextContent('new:1');

    await user.click(screen.getAllByRole('button', { name: t.removeImage })[0]!);
    expect(screen.getAllByRole('listitem')).toHaveLength(1);
    expect(screen.getByLabelText('cover')).toHaveTextContent('new:0');
    expect(screen.getByText(t.cover)).toBeInTheDocument();
  });

  it('keeps an existing cover by its key, and falls back to the first new file', async () => {
    const user = userEvent.setup();
    const key = 'a'.repeat(32);
    render(<Harness existing={[{ key, widths: [320], width: 320, height: 240 }]} />);
    expect(screen.getByLabelText('cover')).toHaveTextContent(key);
    await user.click(screen.getByRole('button', { name: t.removeImage }));
    expect(screen.getByLabelText('cover')).toHaveTextContent('new:0');
  });
});
