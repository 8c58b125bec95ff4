import { useEffect, useRef, useState, type KeyboardEvent, type PointerEvent } from 'react';
import { imageSrcSet, imageUrl, type TImage } from '@galim/shared/images';
import { SurfboardIcon } from '../../../components/ui/icons';
import { boardDetailTexts } from '../../../i18n/he/board-detail';

const t = boardDetailTexts;
const SWIPE_PX = 50;

/**
 * The previous and next arrows: a dark disc with a white rim, so one of them stands out (3:1 at
 * least) on a light photo and on a dark one; 48 px, a finger's size.
 */
const ARROW =
  'absolute top-1/2 flex size-12 -translate-y-1/2 items-center justify-center rounded-full bg-slate-900/85 text-white shadow-lg ring-2 ring-white hover:bg-slate-900 focus-visible:outline-4 focus-visible:outline-offset-2 focus-visible:outline-sky-400';

/**
 * An arrow pointing outwards, to the side its button sits on: "previous" at the start (the right
 * in Hebrew) points right. Drawn, not a ‹ › character: the browser mirrors those in right-to-left
 * text, which turned both arrows inwards.
 */
function Chevron({ toward }: { toward: 'start' | 'end' }) {
  return (
    <svg
      viewBox="0 0 24 24"
      aria-hidden="true"
      className={`size-7 ${toward === 'start' ? 'rtl:-scale-x-100' : 'ltr:-scale-x-100'}`}
    >
      {/* Points left; mirrored where that side is the other one. */}
      <path
        d="M15 5l-7 7 7 7"
        fill="none"
        stroke="currentColor"
        strokeWidth="3"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}

/**
 * Gallery with thumbnails and a full-screen view. Arrow keys move between photos (in a
 * right-to-left page the left arrow goes forward), Escape closes, and a swipe moves too.
 */
export function BoardGallery({
  images,
  coverIndex,
  alt,
}: {
  images: TImage[];
  coverIndex: number;
  alt: string;
}) {
  const [index, setIndex] = useState(() => Math.min(Math.max(coverIndex, 0), images.length - 1));
  const [fullScreen, setFullScreen] = useState(false);
  const dialogRef = useRef<HTMLDialogElement>(null);
  const swipeStart = useRef<number | null>(null);

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    if (fullScreen && !dialog.open) dialog.showModal();
    if (!fullScreen && dialog.open) dialog.close();
  }, [fullScreen]);

  if (!images.length) {
    return (
      <div className="flex aspect-[4/3] items-center justify-center rounded-2xl bg-slate-100 text-slate-400">
        <SurfboardIcon className="size-20" />
        <span className="sr-only">{t.noPhotos}</span>
      </div>
    );
  }

  const count = images.length;
  const go = (step: number) => setIndex((i) => (i + step + count) % count);
  const current = images[index] ?? images[0]!;

  const onKeyDown = (e: KeyboardEvent) => {
    if (e.key === 'ArrowLeft') {
      e.preventDefault();
      go(1);
    } else if (e.key === 'ArrowRight') {
      e.preventDefault();
      go(-1);
    }
  };
  const swipe = {
    onPointerDown: (e: PointerEvent) => {
      swipeStart.current = e.clientX;
    },
    onPointerUp: (e: PointerEvent) => {
      if (swipeStart.current === null) return;
      const dx = e.clientX - swipeStart.current;
      swipeStart.current = null;
      if (Math.abs(dx) >= SWIPE_PX) go(dx > 0 ? 1 : -1);
    },
  };

  const arrows = () =>
    count > 1 && (
      <>
        <button
          type="button"
          onClick={() => go(-1)}
          aria-label={t.previous}
          className={`start-2 ${ARROW}`}
        >
          <Chevron toward="start" />
        </button>
        <button
          type="button"
          onClick={() => go(1)}
          aria-label={t.next}
          className={`end-2 ${ARROW}`}
        >
          <Chevron toward="end" />
        </button>
      </>
    );

  return (
    // The arrow keys come from the focused photo or thumbnail buttons inside.
    // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions
    <section aria-label={t.gallery} onKeyDown={onKeyDown}>
      <div className="relative overflow-hidden rounded-2xl bg-slate-900 touch-pan-y" {...swipe}>
        <button
          type="button"
          onClick={() => setFullScreen(true)}
          className="block w-full cursor-zoom-in"
          aria-label={`${t.openFullScreen} – ${t.photo(index + 1, count)}`}
        >
          <img
            src={imageUrl(current, 1600)}
            srcSet={imageSrcSet(current)}
            sizes="(max-width: 1024px) 100vw, 60vw"
            alt={`${alt} – ${t.photo(index + 1, count)}`}
            width={current.width}
            height={current.height}
            fetchPriority="high"
            className="mx-auto aspect-[4/3] max-h-[min(70vh,900px)] w-full object-contain"
          />
        </button>
        {arrows()}
        <p className="absolute bottom-2 start-2 rounded-lg bg-slate-900/70 px-2 py-0.5 text-sm text-white">
          {t.photo(index + 1, count)}
        </p>
      </div>

      {count > 1 && (
        <ul className="mt-3 flex gap-2 overflow-x-auto pb-1">
          {images.map((img, i) => (
            <li key={img.key} className="shrink-0">
              <button
                type="button"
                onClick={() => setIndex(i)}
                aria-label={t.showPhoto(i + 1)}
                aria-current={i === index}
                className={`block overflow-hidden rounded-lg ring-2 ${i === index ? 'ring-sky-600' : 'ring-transparent hover:ring-slate-300'}`}
              >
                <img
                  src={imageUrl(img, 320)}
                  alt=""
                  loading="lazy"
                  width={96}
                  height={72}
                  className="h-18 w-24 object-cover"
                />
              </button>
            </li>
          ))}
        </ul>
      )}

      <dialog
        ref={dialogRef}
        onClose={() => setFullScreen(false)}
        aria-label={t.fullScreenTitle}
        className="m-0 h-dvh max-h-none w-screen max-w-none bg-slate-950 p-0 backdrop:bg-slate-950"
      >
        {fullScreen && (
          <div className="relative flex h-full items-center justify-center touch-pan-y" {...swipe}>
            <img
              src={imageUrl(current, 1600)}
              srcSet={imageSrcSet(current)}
              sizes="100vw"
              alt={`${alt} – ${t.photo(index + 1, count)}`}
              className="max-h-full max-w-full object-contain"
            />
            {arrows()}
            <p className="absolute bottom-4 start-1/2 -translate-x-1/2 rounded-lg bg-black/60 px-3 py-1 text-white rtl:translate-x-1/2">
              {t.photo(index + 1, count)}
            </p>
            <button
              type="button"
              onClick={() => setFullScreen(false)}
              aria-label={t.closeFullScreen}
              className="absolute end-4 top-4 flex size-12 items-center justify-center rounded-full bg-slate-900/85 text-3xl leading-none text-white ring-2 ring-white hover:bg-slate-900"
              // eslint-disable-next-line jsx-a11y/no-autofocus
              autoFocus
            >
              ×
            </button>
          </div>
        )}
      </dialog>
    </section>
  );
}
