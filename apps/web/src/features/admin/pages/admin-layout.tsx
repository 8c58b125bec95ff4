import { NavLink, Outlet, useLocation } from 'react-router';
import { adminTexts } from '../../../i18n/he/admin';
import { useDocumentTitle } from '../../../lib/document-title';

type Section = keyof typeof adminTexts.menu;
const GROUPS: { label: string; items: Section[] }[] = [
  { label: adminTexts.groups.overview, items: ['analytics', 'jobs'] },
  {
    label: adminTexts.groups.moderation,
    items: ['surfboard-moderation', 'service-moderation', 'reports', 'messages', 'users'],
  },
  { label: adminTexts.groups.content, items: ['faq', 'meeting-places'] },
  { label: adminTexts.groups.reference, items: ['categories', 'brands', 'models', 'technologies'] },
];

export default function AdminLayout() {
  const section = useLocation().pathname.split('/')[2] as Section | undefined;
  const label = section && adminTexts.menu[section];
  useDocumentTitle(label ? `${label} – ${adminTexts.title}` : adminTexts.title);
  return (
    <section>
      <h1 className="mb-6 text-3xl font-bold text-slate-900">{adminTexts.title}</h1>
      <div className="flex flex-col gap-6 lg:flex-row">
        <nav aria-label={adminTexts.menuLabel} className="shrink-0 lg:w-56">
          {/* A scrolling row on phones, a side menu on wide screens. */}
          <ul className="-mx-4 flex gap-2 overflow-x-auto px-4 pb-2 lg:mx-0 lg:flex-col lg:gap-4 lg:overflow-visible lg:px-0">
            {GROUPS.map((g) => (
              <li key={g.label} className="contents lg:block">
                <span className="hidden px-3 text-xs font-semibold tracking-wide text-slate-500 lg:block">
                  {g.label}
                </span>
                <ul className="contents lg:mt-1 lg:flex lg:flex-col lg:gap-1">
                  {g.items.map((item) => (
                    <li key={item} className="shrink-0">
                      <NavLink
                        to={`/admin/${item}`}
                        className={({ isActive }) =>
                          `block rounded-xl px-3 py-2 text-sm font-medium whitespace-nowrap ${
                            isActive
                              ? 'bg-sky-700 text-white'
                              : 'bg-white text-slate-700 ring-1 ring-slate-200 hover:bg-slate-50 lg:bg-transparent lg:ring-0'
                          }`
                        }
                      >
                        {adminTexts.menu[item]}
                      </NavLink>
                    </li>
                  ))}
                </ul>
              </li>
            ))}
          </ul>
        </nav>
        {/* data-page: its heading gets focus after a move (app/page-focus). */}
        <div data-page className="min-w-0 flex-1">
          <Outlet />
        </div>
      </div>
    </section>
  );
}
