import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { TImage } from '@galim/shared/images';
import { surfboardsManageTexts } from '../../../../i18n/he/surfboards-manage';
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

const png = (name: string, bytes = 1) =>
  new File([new Uint8Array(bytes)], name, { type: 'image/png' });
const p = surfboardsManageTexts.images;

describe('ServiceImagesField', () => {
  it("is the boards' Hebrew picker, with the boards' 10MB limit", async () => {
    const user = userEvent.setup();
    render(<Harness />);
    // A labelled Hebrew control, not the browser's untranslated file button.
    const input = screen.getByLabelText(p.add);
    expect(input).toHaveClass('sr-only');
    expect(screen.getByText(p.hint)).toBeInTheDocument();
    await user.upload(input, [png('nine.png', 9 * 1024 * 1024)]);
    expect(await screen.findAllByRole('listitem')).toHaveLength(1);
    await user.upload(input, [png('eleven.png', 11 * 1024 * 1024)]);
    expect(await screen.findByRole('alert')).toHaveTextContent(p.tooLarge);
    expect(screen.getAllByRole('listitem')).toHaveLength(1);
  });

  it('names a new cover new:N and keeps it on its image when an earlier one goes', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.upload(screen.getByLabelText(p.add), [png('a.png'), png('b.png')]);
    expect(await screen.findAllByRole('listitem')).toHaveLength(2);
    expect(screen.getByLabelText('cover')).toHaveTextContent('new:0');

    await user.click(screen.getByRole('button', { name: `${p.makeCover} (${p.alt(2)})` }));
    expect(screen.getByLabelText('cover')).toHaveTextContent('new:1');

    await user.click(screen.getByRole('button', { name: `${p.remove} (${p.alt(1)})` }));
    expect(screen.getAllByRole('listitem')).toHaveLength(1);
    expect(screen.getByLabelText('cover')).toHaveTextContent('new:0');
    expect(screen.getByText(p.cover)).toBeInTheDocument();
  });

  it('keeps an existing cover by its key, and falls back to the first new file', async () => {
    const user = userEvent.setup();
    const key = 'a'.repeat(32);
    render(<Harness existing={[{ key, widths: [320], width: 320, height: 240 }]} />);
    expect(screen.getByLabelText('cover')).toHaveTextContent(key);
    await user.click(screen.getByRole('button', { name: `${p.remove} (${p.alt(1)})` }));
    expect(screen.getByLabelText('cover')).toHaveTextContent('new:0');
  });

  it('keeps kept photos before new ones, the order the API stores them in', async () => {
    const user = userEvent.setup();
    const key = 'b'.repeat(32);
    render(<Harness existing={[{ key, widths: [320], width: 320, height: 240 }]} />);
    await user.upload(screen.getByLabelText(p.add), [png('a.png')]);
    expect(await screen.findAllByRole('listitem')).toHaveLength(2);
    await user.click(screen.getByRole('button', { name: `${p.moveEarlier} (${p.alt(2)})` }));
    await user.click(screen.getByRole('button', { name: `${p.makeCover} (${p.alt(2)})` }));
    expect(screen.getByLabelText('cover')).toHaveTextContent('new:0');
  });
});
