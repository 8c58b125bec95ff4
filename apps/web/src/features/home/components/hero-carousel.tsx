import { useEffect, useState, useSyncExternalStore, type ReactNode } from 'react';
import { homeTexts } from '../../../i18n/he/home';

// Four hero pictures drawn in SVG (no downloads): the same sea at dawn, noon, sunset and night.

const SLIDE_MS = 6000;

const SCENES = [
  { sky: ['#fbcfe8', '#fde68a'], sea: ['#38bdf8', '#0369a1'], sun: '#fb923c', sunY: 62 },
  { sky: ['#7dd3fc', '#e0f2fe'], sea: ['#0ea5e9', '#075985'], sun: '#fef9c3', sunY: 18 },
  { sky: ['#f97316', '#7c3aed'], sea: ['#6d28d9', '#1e1b4b'], sun: '#fdba74', sunY: 55 },
  { sky: ['#0f172a', '#1e3a8a'], sea: ['#1e40af', '#020617'], sun: '#f8fafc', sunY: 20 },
] as const;

function Scene({ index }: { index: number }) {
  const s = SCENES[index]!;
  const id = `hero-${index}`;
  return (
    <svg
      viewBox="0 0 1200 500"
      preserveAspectRatio="xMidYMid slice"
      aria-hidden="true"
      className="absolute inset-0 size-full"
    >
      <defs>
        <linearGradient id={`${id}-sky`} x1="0" x2="0" y1="0" y2="1">
          <stop offset="0" stopColor={s.sky[0]} />
          <stop offset="1" stopColor={s.sky[1]} />
        </linearGradient>
        <linearGradient id={`${id}-sea`} x1="0" x2="0" y1="0" y2="1">
          <stop offset="0" stopColor={s.sea[0]} />
          <stop offset="1" stopColor={s.sea[1]} />
        </linearGradient>
      </defs>
      <rect width="1200" height="500" fill={`url(#${id}-sky)`} />
      <circle cx={300 + index * 180} cy={s.sunY * 4} r="60" fill={s.sun} opacity="0.9" />
      <path
        d="M0 290 Q 150 260 300 290 T 600 290 T 900 290 T 1200 290 V 500 H 0 Z"
        fill={`url(#${id}-sea)`}
      />
      <path
        d="M0 340 C 200 300 260 380 420 340 S 700 300 820 350 S 1080 320 1200 345 V 500 H 0 Z"
        fill="#fff"
        opacity="0.12"
      />
      <path
        d="M0 400 C 180 360 300 440 480 400 S 780 360 900 410 S 1100 380 1200 400 V 500 H 0 Z"
        fill="#fff"
        opacity="0.18"
      />
      <path
        d="M760 330 C 800 300 880 300 930 320 C 900 330 820 340 760 330 Z"
        fill="#fde047"
        stroke="#0f172a"
        strokeOpacity="0.4"
      />
    </svg>
  );
}

const reducedMotionQuery = '(prefers-reduced-motion: reduce)';
function subscribeReducedMotion(onChange: () => void) {
  const mq = window.matchMedia(reducedMotionQuery);
  mq.addEventListener('change', onChange);
  return () => mq.removeEventListener('change', onChange);
}
// Guarded: there is no window where the server draws the page.
const prefersReducedMotion = () =>
  typeof window !== 'undefined' && window.matchMedia(reducedMotionQuery).matches;

/**
 * The hero: four pictures changing every 6 seconds, paused while the pointer or focus is on
 * it, and not changing by itself at all for people who ask for reduced motion.
 */
export function HeroCarousel({ children }: { children: ReactNode }) {
  const [active, setActive] = useState(0);
  const [paused, setPaused] = useState(false);
  const reduced = useSyncExternalStore(subscribeReducedMotion, prefersReducedMotion, () => false);
  const t = homeTexts;

  useEffect(() => {
    if (reduced || paused) return;
    const timer = window.setInterval(() => setActive((i) => (i + 1) % SCENES.length), SLIDE_MS);
    return () => window.clearInterval(timer);
  }, [reduced, paused]);

  return (
    <section
      aria-roledescription="carousel"
      aria-label={t.carouselLabel}
      className="relative -mx-4 -mt-6 overflow-hidden px-4 py-16 text-white sm:rounded-b-3xl"
      onMouseEnter={() => setPaused(true)}
      onMouseLeave={() => setPaused(false)}
      onFocus={() => setPaused(true)}
      onBlur={() => setPaused(false)}
    >
      {SCENES.map((_, i) => (
        <div
          key={i}
          role="group"
          aria-roledescription="slide"
          aria-label={`${t.slideLabel(i + 1, SCENES.length)}: ${t.slides[i]}`}
          aria-hidden={i !== active}
          className={`absolute inset-0 transition-opacity duration-1000 motion-reduce:transition-none ${i === active ? 'opacity-100' : 'opacity-0'}`}
        >
          <Scene index={i} />
        </div>
      ))}
      {/* Dark enough for white text to meet WCAG AA (4.5:1) on the palest sky (noon, dawn). */}
      <div className="absolute inset-0 bg-slate-950/55" aria-hidden="true" />
      <div className="relative">{children}</div>
      <div className="relative mt-8 flex justify-center">
        {SCENES.map((_, i) => (
          // A 24 px target (WCAG 2.2, 2.5.8) around the small visible dot.
          <button
            key={i}
            type="button"
            onClick={() => setActive(i)}
            aria-label={t.showSlide(i + 1)}
            aria-current={i === active}
            className="group flex h-6 min-w-6 items-center justify-center px-1"
          >
            <span
              aria-hidden="true"
              className={`h-2.5 rounded-full transition-all ${i === active ? 'w-8 bg-white' : 'w-2.5 bg-white/60 group-hover:bg-white/80'}`}
            />
          </button>
        ))}
      </div>
    </section>
  );
}
