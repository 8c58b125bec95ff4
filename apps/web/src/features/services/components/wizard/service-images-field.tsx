import { SERVICE_LIMITS } from '@galim/shared/services/options';
import { ImagePicker } from '../../../../components/images/image-picker';
import { servicesTexts } from '../../../../i18n/he/services';
import type { ServiceImages } from './use-service-images';

const t = servicesTexts;

/** The service's photos, with the boards' picker: the same Hebrew control, limits and checks. */
export function ServiceImagesField({ images }: { images: ServiceImages }) {
  return (
    <section aria-labelledby="svc-images-title">
      <h3 id="svc-images-title" className="text-sm font-semibold text-slate-800">
        {t.imagesLabel}
      </h3>
      <ImagePicker
        value={images.gallery}
        onChange={images.setGallery}
        limits={SERVICE_LIMITS}
        label={t.imagesLabel}
      />
    </section>
  );
}
