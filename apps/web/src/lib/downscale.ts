// Client-side downscale before upload: phone photos of 4000+ px become at most 2000 px JPEGs,
// which uploads faster on a beach connection. The server re-encodes anyway.

import { decodeImage } from './image-file';

export const MAX_EDGE_PX = 2000;
const SMALL_ENOUGH_BYTES = 1.5 * 1024 * 1024;

/** The file ready to upload, or null when the browser cannot decode it as an image. */
export async function downscaleImage(file: File, maxEdge = MAX_EDGE_PX): Promise<File | null> {
  if (typeof createImageBitmap !== 'function' || typeof document === 'undefined') return file;
  const bitmap = await decodeImage(file);
  if (!bitmap) return null;
  const scale = Math.min(1, maxEdge / Math.max(bitmap.width, bitmap.height));
  if (scale === 1 && file.size <= SMALL_ENOUGH_BYTES) {
    bitmap.close();
    return file;
  }
  const canvas = document.createElement('canvas');
  canvas.width = Math.round(bitmap.width * scale);
  canvas.height = Math.round(bitmap.height * scale);
  canvas.getContext('2d')?.drawImage(bitmap, 0, 0, canvas.width, canvas.height);
  bitmap.close();
  const blob = await new Promise<Blob | null>((resolve) =>
    canvas.toBlob(resolve, 'image/jpeg', 0.86),
  );
  if (!blob || blob.size >= file.size) return file;
  return new File([blob], file.name.replace(/\.[^.]+$/, '') + '.jpg', { type: 'image/jpeg' });
}
