import { imageUrl, newImageIndex, newImageToken } from '@galim/shared/images';
import { heServices } from '../../../../i18n/services';
import type { ServiceImages } from './use-service-images';

const t = heServices;

/** The images input, its error, and a tile per image to make it the cover or remove it. */
export function ServiceImagesField({ images }: { images: ServiceImages }) {
  const { kept, newImages, cover, setCover } = images;
  return (
    <div>
      <label htmlFor="svc-images" className="text-sm font-semibold text-slate-800">
        {t.imagesLabel}
      </label>
      <p className="text-sm text-slate-600">{t.imagesHint}</p>
      <input
        id="svc-images"
        type="file"
        accept="image/png,image/jpeg,image/gif,image/webp"
        multiple
        className="mt-2 block w-full text-sm file:me-3 file:rounded-lg file:border-0 file:bg-sky-100 file:px-3 file:py-2 file:text-sky-900"
        onChange={(e) => {
          // Copied first: clearing the input empties its list.
          void images.addFiles(Array.from(e.target.files ?? []));
          e.target.value = '';
        }}
      />
      {images.error && (
        <p role="alert" className="mt-1 text-sm text-red-700">
          {images.error}
        </p>
      )}
      <ul className="mt-3 grid grid-cols-2 gap-3 sm:grid-cols-4">
        {kept.map((img) => (
          <ImageTile
            key={img.key}
            src={imageUrl(img, 320)}
            isCover={cover === img.key}
            onCover={() => setCover(img.key)}
            onRemove={() => images.removeKept(img.key)}
          />
        ))}
        {newImages.map((img, i) => (
          <ImageTile
            key={img.url}
            src={img.url}
            isCover={
              cover === newImageToken(i) ||
              (kept.length === 0 && i === 0 && newImageIndex(cover) === null)
            }
            onCover={() => setCover(newImageToken(i))}
            onRemove={() => images.removeNew(i)}
          />
        ))}
      </ul>
    </div>
  );
}

function ImageTile({
  src,
  isCover,
  onCover,
  onRemove,
}: {
  src: string;
  isCover: boolean;
  onCover: () => void;
  onRemove: () => void;
}) {
  return (
    <li
      className={`overflow-hidden rounded-xl ring-2 ${isCover ? 'ring-sky-600' : 'ring-slate-200'}`}
    >
      <img src={src} alt="" className="aspect-[4/3] w-full object-cover" />
      <div className="flex flex-col gap-1 p-2">
        {isCover ? (
          <span className="text-center text-xs font-semibold text-sky-800">{t.cover}</span>
        ) : (
          <button
            type="button"
            onClick={onCover}
            className="min-h-6 text-xs text-sky-800 underline"
          >
            {t.setCover}
          </button>
        )}
        <button type="button" onClick={onRemove} className="min-h-6 text-xs text-red-700 underline">
          {t.removeImage}
        </button>
      </div>
    </li>
  );
}
