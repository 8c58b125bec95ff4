import { useState } from 'react';
import { newImageToken, type TImage } from '@galim/shared/images';
import type { GalleryValue } from '../../../../components/images/image-picker';

/** Kept images first, then new files: the order in which the API stores a service's images. */
function inApiOrder(next: GalleryValue): GalleryValue {
  const items = [
    ...next.items.filter((i) => i.kind === 'existing'),
    ...next.items.filter((i) => i.kind === 'new'),
  ];
  const coverId = next.items[next.cover]?.id;
  return {
    items,
    cover: Math.max(
      0,
      items.findIndex((i) => i.id === coverId),
    ),
  };
}

/**
 * The wizard's images, held as the boards' picker holds them, and read as the API takes them:
 * the kept keys, the new files, and the cover, an existing key or `new:N` (newImageToken).
 */
export function useServiceImages(existing: TImage[] = [], existingCover?: string) {
  const [gallery, setGalleryState] = useState<GalleryValue>(() => ({
    items: existing.map((image) => ({ kind: 'existing', id: image.key, image })),
    cover: Math.max(
      0,
      existing.findIndex((i) => i.key === existingCover),
    ),
  }));
  const setGallery = (next: GalleryValue) => setGalleryState(inApiOrder(next));

  const kept: TImage[] = [];
  const newImages: { file: File }[] = [];
  for (const item of gallery.items) {
    if (item.kind === 'existing') kept.push(item.image);
    else newImages.push({ file: item.file });
  }
  const coverItem = gallery.items[gallery.cover];
  const cover =
    coverItem?.kind === 'existing'
      ? coverItem.image.key
      : newImageToken(coverItem ? gallery.cover - kept.length : 0);

  return { gallery, setGallery, kept, newImages, cover };
}

export type ServiceImages = ReturnType<typeof useServiceImages>;
