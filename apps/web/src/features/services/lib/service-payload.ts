import { hasGroupSize } from '@galim/shared/services/options';
import type { TServiceInput } from '@galim/shared/services/schemas';

// What the service wizard sends: multipart fields, objects and lists as JSON text,
// the new files, the kept images (on edit) and the cover (an existing key or `new:N`, newImageToken).

const isEmpty = (v: unknown) =>
  v === undefined ||
  v === null ||
  v === '' ||
  (Array.isArray(v) && v.length === 0) ||
  (typeof v === 'number' && Number.isNaN(v));

/** Drops empty strings inside objects (contact info) so they are not sent. */
function compact(v: unknown): unknown {
  if (v && typeof v === 'object' && !Array.isArray(v)) {
    return Object.fromEntries(
      Object.entries(v as Record<string, unknown>).filter(([, x]) => !isEmpty(x)),
    );
  }
  return v;
}

/** The create or update request from the checked wizard values and its images. */
export function serviceFormData(
  data: TServiceInput,
  images: { editing: boolean; files: File[]; kept: string[]; cover: string },
): FormData {
  const fd = new FormData();
  for (const [key, value] of Object.entries(data)) {
    if (key === 'serviceType' || key === 'currency') continue;
    // The wizard's default group size belongs to the kinds that ask for it (#42 item 25).
    if (key === 'groupSize' && !hasGroupSize(data.serviceType)) continue;
    const v = compact(value);
    // Empty values stay out, but on edit an emptied list is sent, so that it clears.
    if (isEmpty(v) && !(images.editing && Array.isArray(v))) continue;
    fd.append(key, typeof v === 'object' ? JSON.stringify(v) : String(v));
  }
  images.files.forEach((file) => fd.append('images', file, file.name));
  if (images.editing) fd.append('existingImages', JSON.stringify(images.kept));
  fd.append('coverImage', images.cover);
  return fd;
}
