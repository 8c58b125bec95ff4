import type { TGearInput } from '@galim/shared/listings/form';
import type { GalleryValue } from '../../../components/images/image-picker';

// What the gear form sends to POST /api/listings: multipart text fields (the attributes and the
// location point as JSON), the new photos and the cover's place.

export function listingFormData(input: TGearInput, gallery: GalleryValue): FormData {
  const form = new FormData();
  for (const [key, value] of Object.entries(input)) {
    if (value === undefined || value === null) continue;
    form.append(key, typeof value === 'object' ? JSON.stringify(value) : String(value));
  }
  for (const item of gallery.items) {
    if (item.kind === 'new') form.append('images', item.file, item.file.name);
  }
  form.append('coverIndex', String(gallery.cover));
  return form;
}
