import { useState } from 'react';
import { newImageIndex, newImageToken, type TImage } from '@galim/shared/images';
import { SERVICE_LIMITS } from '@galim/shared/services/options';
import { heServices } from '../../../../i18n/services';
import { isReadableImage } from '../../../../lib/image-file';

const t = heServices;

export interface NewImage {
  file: File;
  url: string;
}

/**
 * The wizard's images: the service's kept ones, the new files (with preview URLs) and the cover,
 * an existing key or `new:N` (newImageToken), as the API takes them.
 */
export function useServiceImages(existing: TImage[] = [], existingCover?: string) {
  const [newImages, setNewImages] = useState<NewImage[]>([]);
  const [kept, setKept] = useState<TImage[]>(existing);
  const [cover, setCover] = useState<string>(existingCover ?? newImageToken(0));
  const [error, setError] = useState<string | null>(null);

  async function addFiles(files: File[]) {
    setError(null);
    const accepted: NewImage[] = [];
    for (const file of files) {
      if (!file.type.startsWith('image/') || !(await isReadableImage(file))) {
        setError(t.imageNotImage(file.name));
        continue;
      }
      if (file.size > SERVICE_LIMITS.maxImageBytes) {
        setError(t.imageTooLarge(file.name));
        continue;
      }
      accepted.push({ file, url: URL.createObjectURL(file) });
    }
    const room = SERVICE_LIMITS.maxImages - kept.length - newImages.length;
    if (accepted.length > room) setError(t.tooManyImages);
    accepted.slice(room).forEach((a) => URL.revokeObjectURL(a.url));
    setNewImages((all) => [...all, ...accepted.slice(0, Math.max(room, 0))]);
  }

  function removeKept(key: string) {
    setKept((all) => all.filter((k) => k.key !== key));
    if (cover === key) setCover(newImageToken(0));
  }

  function removeNew(i: number) {
    const img = newImages[i];
    if (img) URL.revokeObjectURL(img.url);
    setNewImages((all) => all.filter((_, j) => j !== i));
    const coverN = newImageIndex(cover);
    if (coverN === i) setCover(kept[0]?.key ?? newImageToken(0));
    else if (coverN !== null && coverN > i) setCover(newImageToken(coverN - 1));
  }

  /** The previews' URLs freed (after a save). */
  function release() {
    newImages.forEach((img) => URL.revokeObjectURL(img.url));
  }

  return { kept, newImages, cover, setCover, error, addFiles, removeKept, removeNew, release };
}

export type ServiceImages = ReturnType<typeof useServiceImages>;
