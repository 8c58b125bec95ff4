import { useEffect, useId, useRef, useState } from 'react';
import { imageUrl, type TImage } from '@galim/shared/images';
import { surfboardsManageTexts } from '../../i18n/he/surfboards-manage';
import { downscaleImage } from '../../lib/downscale';
import { ARROWS } from '../ui/arrows';

const t = surfboardsManageTexts.images;

/** A gallery entry: an image already stored, or a picked file with its preview. */
export type PickedImage =
  | { kind: 'existing'; id: string; image: TImage }
  | { kind: 'new'; id: string; file: File; preview: string };

export interface GalleryValue {
  items: PickedImage[];
  cover: number;
}

let counter = 0;

/**
 * A gallery being edited: add pictures (downscaled in the browser, checked for type and size),
 * reorder them, remove them and choose the cover, within the given limits.
 */
export function ImagePicker({
  value,
  onChange,
  limits,
  label = t.label,
}: {
  value: GalleryValue;
  onChange: (next: GalleryValue) => void;
  limits: { maxImages: number; maxImageBytes: number };
  /** What the list of pictures is called (a board's by default). */
  label?: string;
}) {
  const inputId = useId();
  const [error, setError] = useState<string | null>(null);
  const [preparing, setPreparing] = useState(false);
  // Object URLs of previews are revoked when the picker goes away.
  const previews = useRef(new Set<string>());
  useEffect(() => {
    const urls = previews.current;
    return () => urls.forEach((u) => URL.revokeObjectURL(u));
  }, []);

  async function add(files: FileList | null) {
    if (!files?.length) return;
    setError(null);
    const room = limits.maxImages - value.items.length;
    const chosen = Array.from(files);
    if (chosen.some((f) => !f.type.startsWith('image/'))) setError(t.notImage);
    const images = chosen.filter((f) => f.type.startsWith('image/'));
    if (images.length > room) setError(t.tooMany);
    setPreparing(true);
    const added: PickedImage[] = [];
    for (const file of images.slice(0, Math.max(room, 0))) {
      const small = await downscaleImage(file);
      if (!small) {
        setError(t.unreadable(file.name));
        continue;
      }
      if (small.size > limits.maxImageBytes) {
        setError(t.tooLarge);
        continue;
      }
      const preview = URL.createObjectURL(small);
      previews.current.add(preview);
      added.push({ kind: 'new', id: `new-${++counter}`, file: small, preview });
    }
    setPreparing(false);
    onChange({ items: [...value.items, ...added], cover: value.cover });
  }

  function move(index: number, delta: -1 | 1) {
    const items = [...value.items];
    const target = index + delta;
    if (target < 0 || target >= items.length) return;
    [items[index], items[target]] = [items[target]!, items[index]!];
    const coverId = value.items[value.cover]?.id;
    onChange({
      items,
      cover: Math.max(
        0,
        items.findIndex((i) => i.id === coverId),
      ),
    });
  }

  function remove(index: number) {
    const item = value.items[index];
    if (item?.kind === 'new') {
      URL.revokeObjectURL(item.preview);
      previews.current.delete(item.preview);
    }
    const coverId = value.items[value.cover]?.id;
    const items = value.items.filter((_, i) => i !== index);
    onChange({
      items,
      cover: Math.max(
        0,
        items.findIndex((i) => i.id === coverId),
      ),
    });
  }

  const full = value.items.length >= limits.maxImages;
  return (
    <div>
      <p className="text-sm text-slate-600" id={`${inputId}-hint`}>
        {t.hint}
      </p>
      {value.items.length > 0 && (
        <ul className="mt-3 grid grid-cols-2 gap-3 sm:grid-cols-4" aria-label={label}>
          {value.items.map((item, index) => {
            const src = item.kind === 'new' ? item.preview : imageUrl(item.image, 320);
            const isCover = index === value.cover;
            return (
              <li
                key={item.id}
                className={`relative overflow-hidden rounded-xl bg-slate-100 ring-2 ${isCover ? 'ring-sky-600' : 'ring-transparent'}`}
              >
                <img
                  src={src}
                  alt={t.alt(index + 1)}
                  className="aspect-square w-full object-cover"
                />
                {isCover && (
                  <span className="absolute start-1 top-1 rounded-md bg-sky-700 px-2 py-0.5 text-xs font-semibold text-white">
                    {t.cover}
                  </span>
                )}
                <div className="flex flex-wrap justify-between gap-1 bg-white/95 p-1">
                  <button
                    type="button"
                    className="min-h-6 min-w-6 rounded p-1 text-xs text-slate-700 hover:bg-slate-100 disabled:opacity-40"
                    onClick={() => move(index, -1)}
                    disabled={index === 0}
                    aria-label={`${t.moveEarlier} (${t.alt(index + 1)})`}
                  >
                    {ARROWS.back}
                  </button>
                  {!isCover && (
                    <button
                      type="button"
                      className="min-h-6 min-w-6 rounded px-1 text-xs text-sky-800 hover:bg-sky-50"
                      onClick={() => onChange({ items: value.items, cover: index })}
                      aria-label={`${t.makeCover} (${t.alt(index + 1)})`}
                    >
                      {t.cover}
                    </button>
                  )}
                  <button
                    type="button"
                    className="min-h-6 min-w-6 rounded p-1 text-xs text-red-700 hover:bg-red-50"
                    onClick={() => remove(index)}
                    aria-label={`${t.remove} (${t.alt(index + 1)})`}
                  >
                    ✕
                  </button>
                  <button
                    type="button"
                    className="min-h-6 min-w-6 rounded p-1 text-xs text-slate-700 hover:bg-slate-100 disabled:opacity-40"
                    onClick={() => move(index, 1)}
                    disabled={index === value.items.length - 1}
                    aria-label={`${t.moveLater} (${t.alt(index + 1)})`}
                  >
                    {ARROWS.onward}
                  </button>
                </div>
              </li>
            );
          })}
        </ul>
      )}
      <label
        htmlFor={inputId}
        className={`mt-3 flex cursor-pointer items-center justify-center rounded-xl border-2 border-dashed border-sky-300 px-4 py-6 font-medium text-sky-800 hover:bg-sky-50 ${full ? 'pointer-events-none opacity-50' : ''}`}
      >
        {preparing ? t.preparing : t.add}
      </label>
      <input
        id={inputId}
        type="file"
        accept="image/*"
        multiple
        disabled={full}
        aria-describedby={`${inputId}-hint`}
        className="sr-only"
        onChange={(e) => {
          void add(e.target.files);
          e.target.value = '';
        }}
      />
      {error && (
        <p role="alert" className="mt-2 text-sm text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}
