import { lazy, Suspense } from 'react';
import { Link } from 'react-router';
import { HeroCarousel } from '../components/hero-carousel';
import { BestSpotsPlaceholder } from '../../../components/forecast/best-spots-frame';
import { ProfileCompletionModal } from '../../../components/profile/profile-completion-modal';
import { buttonClasses } from '../../../components/ui/button';
import { Skeleton } from '../../../components/ui/skeleton';
import { homeTexts } from '../../../i18n/he/home';
import { commonTexts } from '../../../i18n/he/shell';
import { useAuth } from '../../../lib/auth/auth-context';
import { useDocumentTitle } from '../../../lib/document-title';
import { useShownWhenNear } from '../../../lib/use-shown-when-near';
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

const HomeBoards = lazy(() => import('../components/home-boards'));
// Below a phone's first screen: its list's code loads when the section comes near.
const BestSpotsNow = lazy(() =>
  import('../../../components/forecast/best-spots-now').then((m) => ({ default: m.BestSpotsNow })),
);

// The sections below the fold of a phone (the best spots, the board list) were drawn during the
// load, on idle or when their data came, and were the largest main-thread tasks after the first
// paint; they wait to be scrolled to instead (useShownWhenNear). The server draws them as they
// start, in their place (decision 037): a drawn page that held every board and spot measured TBT
// 330–380 ms in Lighthouse, from parsing and laying it out.

/** Stands in for the board list until it loads; below the fold, so its height moves nothing. */
function BoardsPlaceholder() {
  return (
    <div role="status" className="grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-3">
      <span className="sr-only">{commonTexts.loading}</span>
      {Array.from({ length: 6 }, (_, i) => (
        <Skeleton key={i} className="h-72 rounded-2xl" />
      ))}
    </div>
  );
}

export default function HomePage() {
  const { status } = useAuth();
  useDocumentTitle();
  const [spotsRef, spotsNear] = useShownWhenNear<HTMLDivElement>();
  const [boardsRef, boardsNear] = useShownWhenNear<HTMLElement>();
  return (
    <>
      <HeroCarousel>
        <div className="mx-auto max-w-3xl text-center">
          <h1 className="text-4xl font-extrabold leading-tight drop-shadow sm:text-5xl">
            {homeTexts.heroTitle}
          </h1>
          <p className="mt-4 text-lg text-white drop-shadow">{homeTexts.heroText}</p>
          <div className="mt-8 flex flex-wrap justify-center gap-3">
            {status === 'signed-in' ? (
              <a href="#boards" className={buttonClasses('secondary', 'lg')}>
                {homeTexts.letsStart}
              </a>
            ) : (
              <Link to="/auth" className={buttonClasses('secondary', 'lg')}>
                {homeTexts.letsStart}
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
              {homeTexts.forecast}
            </a>
          </div>
        </div>
      </HeroCarousel>

      <section aria-labelledby="categories-title" className="mt-10">
        <h2 id="categories-title" className="mb-4 text-2xl font-bold text-slate-900">
          {homeTexts.categoriesTitle}
        </h2>
        <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-6">
          {TILES.map((t) => (
            <li key={t.key}>
              <Link
                to={t.to}
                className="flex h-full flex-col items-center gap-2 rounded-2xl bg-white p-4 text-center font-semibold text-slate-800 shadow-sm ring-1 ring-slate-200 hover:ring-sky-400"
              >
                <t.Icon className="size-9 text-sky-700" />
                {homeTexts.categories[t.key]}
              </Link>
            </li>
          ))}
        </ul>
      </section>

      <div ref={spotsRef}>
        {spotsNear ? (
          <Suspense fallback={<BestSpotsPlaceholder />}>
            <BestSpotsNow />
          </Suspense>
        ) : (
          <BestSpotsPlaceholder />
        )}
      </div>

      <section
        id="boards"
        ref={boardsRef}
        aria-labelledby="boards-title"
        className="mt-10 scroll-mt-20"
      >
        <div className="mb-4 flex flex-wrap items-baseline justify-between gap-2">
          <h2 id="boards-title" className="text-2xl font-bold text-slate-900">
            {homeTexts.boardsTitle}
          </h2>
          <Link to="/surfboards" className="font-medium text-sky-800 hover:underline">
            {homeTexts.allBoards}
          </Link>
        </div>
        {boardsNear ? (
          <Suspense fallback={<BoardsPlaceholder />}>
            <HomeBoards />
          </Suspense>
        ) : (
          <BoardsPlaceholder />
        )}
      </section>

      <ProfileCompletionModal />
    </>
  );
}
