import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import { BoardFilters } from '../../../components/boards/board-filters';
import { BoardResults } from '../../../components/boards/board-results';
import type { TBoardFilters } from '../../../components/boards/board-search';
import { HeroCarousel } from '../components/hero-carousel';
import { BestSpotsNow } from '../../../components/forecast/best-spots-now';
import { ProfileCompletionModal } from '../../../components/profile/profile-completion-modal';
import { buttonClasses } from '../../../components/ui/button';
import { heHome } from '../../../i18n/home';
import { useAuth } from '../../../lib/auth/auth-context';
import {
  ArticleIcon,
  CameraIcon,
  InstructorIcon,
  SchoolIcon,
  ShopIcon,
  SurfboardIcon,
} from '../../../components/ui/icons';

const TILES = [
  { key: 'boards', to: '/surfboards', Icon: SurfboardIcon },
  { key: 'instructors', to: '/services?type=surf-instructor', Icon: InstructorIcon },
  { key: 'photographers', to: '/services?type=surf-photographer', Icon: CameraIcon },
  // Surf schools teach beginners: the instructors who take them. (A text search for "school"
  // found nobody: instructors do not call themselves that.)
  { key: 'schools', to: '/services?type=surf-instructor&skill=beginner', Icon: SchoolIcon },
  { key: 'shops', to: '/stores', Icon: ShopIcon },
  // There is no magazine; the tile names what it opens: the guides and questions page.
  { key: 'blogs', to: '/faq', Icon: ArticleIcon },
] as const;

/** True once the element is near the viewport or the browser is idle: the list loads lazily. */
function useLoadWhenSeenOrIdle() {
  const ref = useRef<HTMLElement>(null);
  const [ready, setReady] = useState(false);
  useEffect(() => {
    if (ready) return;
    const el = ref.current;
    const observer =
      el && 'IntersectionObserver' in window
        ? new IntersectionObserver(
            (entries) => {
              if (entries.some((e) => e.isIntersecting)) setReady(true);
            },
            { rootMargin: '300px' },
          )
        : null;
    if (el) observer?.observe(el);
    // Safari has no requestIdleCallback: a short timer stands in.
    const hasIdle = typeof window.requestIdleCallback === 'function';
    const idle = hasIdle
      ? window.requestIdleCallback(() => setReady(true), { timeout: 3000 })
      : setTimeout(() => setReady(true), 1500);
    return () => {
      observer?.disconnect();
      if (hasIdle) window.cancelIdleCallback(idle as number);
      else clearTimeout(idle);
    };
  }, [ready]);
  return [ref, ready] as const;
}

export default function HomePage() {
  const { status } = useAuth();
  const [filters, setFilters] = useState<TBoardFilters>({});
  const [boardsRef, boardsReady] = useLoadWhenSeenOrIdle();
  return (
    <>
      <HeroCarousel>
        <div className="mx-auto max-w-3xl text-center">
          <h1 className="text-4xl font-extrabold leading-tight drop-shadow sm:text-5xl">
            {heHome.heroTitle}
          </h1>
          <p className="mt-4 text-lg text-white drop-shadow">{heHome.heroText}</p>
          <div className="mt-8 flex flex-wrap justify-center gap-3">
            {status === 'signed-in' ? (
              <a href="#boards" className={buttonClasses('secondary', 'lg')}>
                {heHome.letsStart}
              </a>
            ) : (
              <Link to="/auth" className={buttonClasses('secondary', 'lg')}>
                {heHome.letsStart}
              </Link>
            )}
            <a
              href="/forecast"
              target="_blank"
              rel="noopener"
              className={buttonClasses(
                'ghost',
                'lg',
                'bg-slate-950/30 text-white ring-1 ring-white/80 hover:bg-white/10',
              )}
            >
              {heHome.forecast}
            </a>
          </div>
        </div>
      </HeroCarousel>

      <section aria-labelledby="categories-title" className="mt-10">
        <h2 id="categories-title" className="mb-4 text-2xl font-bold text-slate-900">
          {heHome.categoriesTitle}
        </h2>
        <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-6">
          {TILES.map((t) => (
            <li key={t.key}>
              <Link
                to={t.to}
                className="flex h-full flex-col items-center gap-2 rounded-2xl bg-white p-4 text-center font-semibold text-slate-800 shadow-sm ring-1 ring-slate-200 hover:ring-sky-400"
              >
                <t.Icon className="size-9 text-sky-700" />
                {heHome.categories[t.key]}
              </Link>
            </li>
          ))}
        </ul>
      </section>

      <BestSpotsNow />

      <section
        id="boards"
        ref={boardsRef}
        aria-labelledby="boards-title"
        className="mt-10 scroll-mt-20"
      >
        <div className="mb-4 flex flex-wrap items-baseline justify-between gap-2">
          <h2 id="boards-title" className="text-2xl font-bold text-slate-900">
            {heHome.boardsTitle}
          </h2>
          <Link to="/surfboards" className="font-medium text-sky-800 hover:underline">
            {heHome.allBoards}
          </Link>
        </div>
        <BoardFilters filters={filters} onChange={setFilters} />
        <div className="mt-6">
          <BoardResults filters={filters} enabled={boardsReady} />
        </div>
      </section>

      <ProfileCompletionModal />
    </>
  );
}
