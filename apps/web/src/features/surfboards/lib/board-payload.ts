import { newImageToken } from '@galim/shared/images';
import type { TBoardInput, TBoardUpdate } from '@galim/shared/surfboards/form';
import type { TSurfboard } from '@galim/shared/surfboards/schemas';
import type { GalleryValue } from '../../../components/images/image-picker';

// What the board form sends: the multipart publish request, the JSON edit, and the gallery's
// new layout when the images changed (ZImageLayout).

/** A board's images as the picker holds them (empty for a new board). */
export function galleryOf(board?: TSurfboard): GalleryValue {
  return {
    items: (board?.images ?? []).map((image) => ({ kind: 'existing', id: image.key, image })),
    cover: board?.coverIndex ?? 0,
  };
}

/** Multipart fields for publishing: only what has a value (ids and numbers only when valid). */
export function publishFormData(input: TBoardInput, gallery: GalleryValue): FormData {
  const form = new FormData();
  for (const [key, value] of Object.entries(input)) {
    if (value === undefined || value === null) continue;
    // Multipart carries text: the location point goes as its JSON.
    form.append(key, typeof value === 'object' ? JSON.stringify(value) : String(value));
  }
  for (const item of gallery.items) {
    if (item.kind === 'new') form.append('images', item.file, item.file.name);
  }
  form.append('coverIndex', String(gallery.cover));
  return form;
}

/** The edit: every field; an empty title asks for a generated one, empty references clear. */
export function editPayload(input: TBoardInput): TBoardUpdate {
  return {
    ...input,
    title: input.title ?? '',
    model: input.model ?? null,
    technology: input.technology ?? null,
  };
}

/** Whether the images, their order or the cover differ from the saved board's. */
export function galleryChanged(board: TSurfboard, gallery: GalleryValue): boolean {
  const before = galleryOf(board);
  return (
    gallery.cover !== before.cover ||
    gallery.items.map((i) => i.id).join() !== before.items.map((i) => i.id).join()
  );
}

/** The new gallery (kept keys and new files in order, the cover), or nothing when unchanged. */
export function imagesFormData(board: TSurfboard, gallery: GalleryValue): FormData | undefined {
  if (!galleryChanged(board, gallery)) return undefined;
  const form = new FormData();
  let n = 0;
  const layout = gallery.items.map((item) => {
    if (item.kind === 'existing') return item.image.key;
    form.append('images', item.file, item.file.name);
    return newImageToken(n++);
  });
  form.append('layout', JSON.stringify(layout));
  form.append('coverIndex', String(gallery.cover));
  return form;
}
