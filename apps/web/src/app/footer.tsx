import { Link } from 'react-router';
import { he } from '../i18n/he';
import { usePublicConfig } from '../lib/public-config';

const LINKS = [
  { to: '/', label: he.footer.home },
  { to: '/forecast', label: he.footer.forecast },
  { to: '/profile', label: he.footer.profile },
  { to: '/profile/upload-surfboard', label: he.footer.uploadBoard },
  { to: '/about', label: he.footer.about },
  { to: '/privacy-policy', label: he.footer.privacy },
  { to: '/terms', label: he.footer.terms },
  { to: '/contact', label: he.footer.contact },
];

export function Footer({ roomForAddButton = false }: { roomForAddButton?: boolean }) {
  const { data: config } = usePublicConfig();
  return (
    // On phones the floating add button sits over the page's last lines: leave room under them.
    <footer
      className={`mt-16 bg-slate-900 text-slate-200 ${roomForAddButton ? 'pb-24 sm:pb-0' : ''}`}
    >
      <div className="mx-auto grid max-w-6xl gap-8 px-4 py-10 sm:grid-cols-3">
        <div>
          <p className="text-2xl font-extrabold text-white">{he.app.name}</p>
          <p className="mt-2 text-sm text-slate-300">{he.app.tagline}</p>
        </div>
        <nav aria-label={he.footer.linksLabel}>
          <ul className="grid grid-cols-2 gap-2 text-sm">
            {LINKS.map((l) => (
              <li key={l.to}>
                <Link to={l.to} className="hover:text-white hover:underline">
                  {l.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <div className="text-sm">
          <p className="font-semibold text-white">{he.footer.followUs}</p>
          <ul className="mt-2 flex gap-4">
            <li>
              <a
                href="https://www.instagram.com/galim.surf"
                rel="noopener noreferrer"
                target="_blank"
                className="hover:text-white hover:underline"
              >
                {he.footer.instagram}
              </a>
            </li>
            <li>
              <a
                href="https://www.facebook.com/galim.surf"
                rel="noopener noreferrer"
                target="_blank"
                className="hover:text-white hover:underline"
              >
                {he.footer.facebook}
              </a>
            </li>
          </ul>
          {config?.contactEmail && (
            <p className="mt-4">
              {he.footer.mailUs}:{' '}
              <a
                href={`mailto:${config.contactEmail}`}
                className="underline hover:text-white"
                dir="ltr"
              >
                {config.contactEmail}
              </a>
            </p>
          )}
        </div>
      </div>
      <p className="border-t border-slate-800 py-4 text-center text-xs text-slate-400">
        {he.footer.rights(new Date().getFullYear())}
      </p>
    </footer>
  );
}
