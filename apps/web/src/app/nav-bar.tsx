import { lazy, Suspense, useState } from 'react';
import { Link, NavLink, useLocation } from 'react-router';
import { appTexts, navTexts } from '../i18n/he/shell';
import { useAuth } from '../lib/auth/auth-context';
import { buttonClasses } from '../components/ui/button';
import { floatingAddKind, showsAddBoardButton } from './add-board-button';
import { LanguageSwitch } from './language-switch';

// Only a signed-in visitor has notifications: their query and strings load with the badge.
const UnreadBadge = lazy(() => import('./unread-badge').then((m) => ({ default: m.UnreadBadge })));
const MessagesMenuItem = lazy(() =>
  import('./unread-badge').then((m) => ({ default: m.MessagesMenuItem })),
);

const LINKS = [
  { to: '/', label: navTexts.home, end: true },
  { to: '/surfboards', label: navTexts.surfboards },
  { to: '/services', label: navTexts.services },
  { to: '/forecast', label: navTexts.forecast },
  { to: '/map', label: navTexts.map },
  { to: '/stores', label: navTexts.stores },
  { to: '/contact', label: navTexts.contact },
];

const linkClass = ({ isActive }: { isActive: boolean }) =>
  `rounded-lg px-3 py-2 font-medium ${isActive ? 'bg-sky-100 text-sky-900' : 'text-slate-700 hover:bg-slate-100'}`;

export function NavBar() {
  const { status, user, leave } = useAuth();
  const { pathname } = useLocation();
  const [menuOpen, setMenuOpen] = useState(false);
  const [userMenuOpen, setUserMenuOpen] = useState(false);
  const signedIn = status === 'signed-in' && user;

  async function logout() {
    setUserMenuOpen(false);
    await leave('/');
  }

  return (
    <>
      <header className="sticky top-0 z-40 border-b border-slate-200 bg-white/95 backdrop-blur">
        <div className="mx-auto flex max-w-6xl items-center justify-between gap-3 px-4 py-3">
          <Link to="/" className="flex items-center gap-2 text-2xl font-extrabold text-sky-800">
            <svg viewBox="0 0 64 64" className="size-8" aria-hidden="true">
              <path d="M4 40c8 0 8-8 16-8s8 8 16 8 8-8 16-8 8 8 8 8v20H4z" fill="currentColor" />
            </svg>
            {appTexts.name}
          </Link>

          <nav aria-label={navTexts.mainLabel} className="hidden md:block">
            <ul className="flex items-center gap-1">
              {LINKS.map((l) => (
                <li key={l.to}>
                  <NavLink to={l.to} end={l.end} className={linkClass}>
                    {l.label}
                  </NavLink>
                </li>
              ))}
            </ul>
          </nav>

          <div className="flex items-center gap-2">
            <LanguageSwitch className="hidden px-2 text-sm text-slate-700 md:flex" />
            {signedIn ? (
              <>
                <Link
                  to="/profile/upload-surfboard"
                  className={buttonClasses('primary', 'sm', 'hidden sm:inline-flex')}
                >
                  + {navTexts.addBoard}
                </Link>
                <div className="relative">
                  <button
                    type="button"
                    aria-haspopup="menu"
                    aria-expanded={userMenuOpen}
                    aria-label={navTexts.userMenu}
                    onClick={() => setUserMenuOpen((o) => !o)}
                    className="flex size-10 items-center justify-center overflow-hidden rounded-full bg-sky-100 font-bold text-sky-900 ring-2 ring-white"
                  >
                    {user.profileImage ? (
                      <img src={user.profileImage} alt="" className="size-full object-cover" />
                    ) : (
                      <bdi>{(user.firstName ?? user.displayName ?? '?').slice(0, 1)}</bdi>
                    )}
                  </button>
                  <Suspense fallback={null}>
                    <UnreadBadge />
                  </Suspense>
                  {userMenuOpen && (
                    <ul
                      role="menu"
                      className="absolute end-0 mt-2 w-48 overflow-hidden rounded-xl bg-white py-1 shadow-lg ring-1 ring-slate-200"
                    >
                      <li role="none">
                        <Link
                          role="menuitem"
                          to="/profile"
                          className="block px-4 py-2 hover:bg-slate-100"
                          onClick={() => setUserMenuOpen(false)}
                        >
                          {navTexts.profile}
                        </Link>
                      </li>
                      <li role="none">
                        <Suspense fallback={null}>
                          <MessagesMenuItem onClick={() => setUserMenuOpen(false)} />
                        </Suspense>
                      </li>
                      <li role="none">
                        <Link
                          role="menuitem"
                          to="/profile/settings"
                          className="block px-4 py-2 hover:bg-slate-100"
                          onClick={() => setUserMenuOpen(false)}
                        >
                          {navTexts.settings}
                        </Link>
                      </li>
                      <li role="none">
                        <button
                          role="menuitem"
                          type="button"
                          className="block w-full px-4 py-2 text-start hover:bg-slate-100"
                          onClick={logout}
                        >
                          {navTexts.logout}
                        </button>
                      </li>
                    </ul>
                  )}
                </div>
              </>
            ) : (
              <Link to="/login" className={buttonClasses('secondary', 'sm')}>
                {navTexts.login}
              </Link>
            )}
            <button
              type="button"
              className="rounded-lg p-2 text-slate-700 hover:bg-slate-100 md:hidden"
              aria-expanded={menuOpen}
              aria-controls="mobile-menu"
              aria-label={menuOpen ? navTexts.closeMenu : navTexts.openMenu}
              onClick={() => setMenuOpen((o) => !o)}
            >
              <svg viewBox="0 0 24 24" className="size-6" aria-hidden="true">
                <path
                  d="M3 6h18M3 12h18M3 18h18"
                  stroke="currentColor"
                  strokeWidth="2"
                  strokeLinecap="round"
                />
              </svg>
            </button>
          </div>
        </div>

        {menuOpen && (
          <nav
            id="mobile-menu"
            aria-label={navTexts.mainLabel}
            className="border-t border-slate-200 md:hidden"
          >
            <ul className="flex flex-col p-2">
              {LINKS.map((l) => (
                <li key={l.to}>
                  <NavLink
                    to={l.to}
                    end={l.end}
                    className={(s) => `block ${linkClass(s)}`}
                    onClick={() => setMenuOpen(false)}
                  >
                    {l.label}
                  </NavLink>
                </li>
              ))}
              <li>
                <NavLink
                  to={signedIn ? '/profile' : '/login'}
                  className={(s) => `block ${linkClass(s)}`}
                  onClick={() => setMenuOpen(false)}
                >
                  {signedIn ? navTexts.profile : navTexts.login}
                </NavLink>
              </li>
              <li className="border-t border-slate-100 px-3 py-2">
                <LanguageSwitch onSwitch={() => setMenuOpen(false)} />
              </li>
            </ul>
          </nav>
        )}
      </header>

      {/* Outside the header: its backdrop filter would make it the box a fixed element sits in.
          It steps aside while filters are open on a phone (marked data-hides-floating-add): they
          run below the screen, under it. Toasts rise above it (components/ui/toast). */}
      {signedIn && showsAddBoardButton(pathname) && (
        <Link
          {...(floatingAddKind(pathname) === 'service'
            ? { to: '/services/create', 'aria-label': navTexts.addService }
            : { to: '/profile/upload-surfboard', 'aria-label': navTexts.addBoard })}
          data-floating-add
          className="fixed bottom-6 start-6 z-40 flex size-14 items-center justify-center rounded-full bg-sky-700 text-3xl text-white shadow-lg hover:bg-sky-800 sm:hidden [body:has([data-hides-floating-add])_&]:hidden"
        >
          +
        </Link>
      )}
    </>
  );
}
