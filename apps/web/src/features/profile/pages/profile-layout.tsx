import { useState } from 'react';
import { NavLink, Outlet, useLocation } from 'react-router';
import { Breadcrumb } from '../../../components/ui/breadcrumb';
import { ButtonLink } from '../../../components/ui/button';
import { profileTexts } from '../../../i18n/he/profile';
import { commonTexts, pagesTexts, profileMenuTexts } from '../../../i18n/he/shell';
import { useDocumentTitle } from '../../../lib/document-title';
import { useMe } from '../../../lib/queries/me';
import { isGear, useMyListings } from '../../../lib/queries/my-listings';
import { UnreadMessagesCount } from '../../../components/conversations/unread-messages-count';
import { ProfileSummaryCard } from '../components/profile-summary-card';

type MenuKey = keyof typeof profileMenuTexts;

const MY_LISTINGS = '/profile/my-surfboards';

/** Every link of the profile's side menu, grouped. */
const MENU: { group: keyof typeof profileTexts.groups; links: { to: string; label: string }[] }[] =
  [
    { group: 'profile', links: item(['edit', 'analytics']) },
    {
      group: 'surfboards',
      links: item([
        'upload-surfboard',
        'my-surfboards',
        'sold-surfboards',
        'archived',
        'favorites',
        'messages',
      ]),
    },
    {
      group: 'services',
      links: [{ to: '/services/create', label: profileTexts.addService }, ...item(['my-services'])],
    },
    { group: 'settings', links: item(['notifications', 'settings']) },
  ];

function item(keys: MenuKey[]) {
  return keys.map((key) => ({ to: `/profile/${key}`, label: profileMenuTexts[key] }));
}

const QUICK_ACTIONS = [
  { to: '/profile/upload-surfboard', label: profileTexts.quickActions.upload, primary: true },
  { to: MY_LISTINGS, label: profileTexts.quickActions.myBoards },
  { to: '/services/create', label: profileTexts.quickActions.addService },
  { to: '/profile/favorites', label: profileTexts.quickActions.favorites },
];

/**
 * A seller of gear too (issue 53) has listings, not only boards: "הגלשנים שלי" is then
 * "המודעות שלי", in the menu, the quick actions and the page's title alike.
 */
function useMyListingsLabel(): (to: string, label: string) => string {
  const mine = useMyListings('all');
  const sellsGear = Boolean(mine.data?.some(isGear));
  return (to, label) => (sellsGear && to === MY_LISTINGS ? profileTexts.myListings : label);
}

function currentTitle(
  pathname: string,
  labelOf: (to: string, label: string) => string,
): string | null {
  const key = pathname.replace(/^\/profile\/?/, '').split('/')[0] || 'edit';
  return key in profileMenuTexts
    ? labelOf(`/profile/${key}`, profileMenuTexts[key as MenuKey])
    : null;
}

export default function ProfileLayout() {
  const t = profileTexts;
  const location = useLocation();
  const me = useMe();
  const [menuOpen, setMenuOpen] = useState(false);
  const labelOf = useMyListingsLabel();
  const title = currentTitle(location.pathname, labelOf);
  const isIndex = location.pathname.replace(/\/$/, '') === '/profile';
  // A conversation takes a phone's whole screen, as messaging apps do (issue 51): the profile's
  // title, actions, card and menu are left out there (the thread links back to the list).
  const inThread = /^\/profile\/messages\/[^/]+/.test(location.pathname);
  const chrome = inThread ? 'max-md:hidden' : '';
  useDocumentTitle(title ?? pagesTexts.profile);

  return (
    <section>
      <div className={chrome}>
        <Breadcrumb
          items={[
            { label: commonTexts.home, to: '/' },
            { label: t.breadcrumb, to: '/profile' },
            ...(title ? [{ label: title }] : []),
          ]}
        />
      </div>
      <div className={`flex items-center justify-between gap-3 ${chrome}`}>
        {/* One line on a phone: the heading keeps its words together, the menu button says
            only "תפריט" (its name says whose). */}
        <h1 className="text-2xl font-bold whitespace-nowrap text-slate-900 sm:text-3xl">
          {pagesTexts.profile}
        </h1>
        <button
          type="button"
          className="shrink-0 rounded-xl px-3 py-2 text-sky-900 ring-1 ring-sky-200 md:hidden"
          aria-expanded={menuOpen}
          aria-controls="profile-menu"
          aria-label={t.menuToggle}
          onClick={() => setMenuOpen((open) => !open)}
        >
          <span aria-hidden="true">☰ </span>
          {t.menuToggleShort}
        </button>
      </div>

      <nav aria-label={t.quickActionsLabel} className={`mt-4 ${chrome}`}>
        <ul className="flex flex-wrap gap-2">
          {QUICK_ACTIONS.map((a) => (
            <li key={a.to}>
              <ButtonLink to={a.to} size="sm" variant={a.primary ? 'primary' : 'secondary'}>
                {labelOf(a.to, a.label)}
              </ButtonLink>
            </li>
          ))}
        </ul>
      </nav>

      <div className={`grid gap-6 md:mt-6 md:grid-cols-[17rem_1fr] ${inThread ? '' : 'mt-6'}`}>
        <aside className={`flex flex-col gap-4 ${chrome}`}>
          {/* On a phone the card would push a sub-page's content below the first screen. */}
          <ProfileSummaryCard me={me.data} collapsible={!isIndex} />
          <nav
            id="profile-menu"
            aria-label={t.menuLabel}
            className={`${menuOpen ? 'block' : 'hidden'} rounded-2xl bg-white p-3 ring-1 ring-slate-200 md:block`}
          >
            {MENU.map((section) => (
              <div key={section.group} className="mb-2 last:mb-0">
                <h2 className="px-3 pt-2 pb-1 text-xs font-semibold tracking-wide text-slate-600">
                  {t.groups[section.group]}
                </h2>
                <ul>
                  {section.links.map((link) => (
                    <li key={link.to}>
                      <NavLink
                        to={link.to}
                        onClick={() => setMenuOpen(false)}
                        className={({ isActive }) =>
                          `block rounded-lg px-3 py-2 ${
                            isActive ||
                            (link.to === '/profile/edit' && location.pathname === '/profile')
                              ? 'bg-sky-100 font-semibold text-sky-900'
                              : 'text-slate-700 hover:bg-slate-100'
                          }`
                        }
                      >
                        {labelOf(link.to, link.label)}
                        {link.to === '/profile/messages' && <UnreadMessagesCount />}
                      </NavLink>
                    </li>
                  ))}
                </ul>
              </div>
            ))}
          </nav>
        </aside>
        {/* data-page: its heading gets focus after a move (app/page-focus). */}
        <div data-page className="min-w-0">
          <Outlet />
        </div>
      </div>
    </section>
  );
}
