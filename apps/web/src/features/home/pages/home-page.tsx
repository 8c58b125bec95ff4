import { Link } from 'react-router';
import { BestSpotsNow } from '../../../components/forecast/best-spots-now';
import { ProfileCompletionModal } from '../../../components/profile/profile-completion-modal';
import { buttonClasses } from '../../../components/ui/button';
import { he } from '../../../i18n/he';
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
  {
    key: 'schools',
    to: '/services?type=surf-instructor&q=%D7%91%D7%99%D7%AA+%D7%A1%D7%A4%D7%A8',
    Icon: SchoolIcon,
  },
  { key: 'shops', to: '/stores', Icon: ShopIcon },
  { key: 'blogs', to: '/faq', Icon: ArticleIcon },
] as const;

export default function HomePage() {
  const { status } = useAuth();
  return (
    <>
      <section className="relative -mx-4 -mt-6 overflow-hidden bg-gradient-to-b from-sky-800 to-sky-600 px-4 py-16 text-white sm:rounded-b-3xl">
        <div className="mx-auto max-w-3xl text-center">
          <h1 className="text-4xl font-extrabold leading-tight sm:text-5xl">{he.home.heroTitle}</h1>
          <p className="mt-4 text-lg text-sky-50">{he.home.heroText}</p>
          <div className="mt-8 flex flex-wrap justify-center gap-3">
            {status === 'signed-in' ? (
              <a href="#boards" className={buttonClasses('secondary', 'lg')}>
                {he.home.letsStart}
              </a>
            ) : (
              <Link to="/auth" className={buttonClasses('secondary', 'lg')}>
                {he.home.letsStart}
              </Link>
            )}
            <a
              href="/forecast"
              target="_blank"
              rel="noopener"
              className={buttonClasses(
                'ghost',
                'lg',
                'text-white ring-1 ring-white/70 hover:bg-white/10',
              )}
            >
              {he.home.forecast}
            </a>
          </div>
        </div>
      </section>

      <section aria-labelledby="categories-title" className="mt-10">
        <h2 id="categories-title" className="mb-4 text-2xl font-bold text-slate-900">
          {he.home.categoriesTitle}
        </h2>
        <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-6">
          {TILES.map((t) => (
            <li key={t.key}>
              <Link
                to={t.to}
                className="flex h-full flex-col items-center gap-2 rounded-2xl bg-white p-4 text-center font-semibold text-slate-800 shadow-sm ring-1 ring-slate-200 hover:ring-sky-400"
              >
                <t.Icon className="size-9 text-sky-700" />
                {he.home.categories[t.key]}
              </Link>
            </li>
          ))}
        </ul>
      </section>

      <BestSpotsNow />

      <section id="boards" aria-labelledby="boards-title" className="mt-10 scroll-mt-20">
        <h2 id="boards-title" className="mb-4 text-2xl font-bold text-slate-900">
          {he.home.boardsTitle}
        </h2>
      </section>

      <ProfileCompletionModal />
    </>
  );
}
