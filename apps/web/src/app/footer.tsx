import { Link } from 'react-router';
import { appTexts, footerTexts } from '../i18n/he/shell';
import { usePublicConfig } from '../lib/queries/public-config';
import { LanguageSwitch } from './language-switch';

const LINKS = [
  { to: '/', label: footerTexts.home },
  { to: '/forecast', label: footerTexts.forecast },
  { to: '/profile', label: footerTexts.profile },
  { to: '/profile/upload-surfboard', label: footerTexts.uploadBoard },
  { to: '/about', label: footerTexts.about },
  { to: '/privacy-policy', label: footerTexts.privacy },
  { to: '/terms', label: footerTexts.terms },
  { to: '/contact', label: footerTexts.contact },
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
          <p className="text-2xl font-extrabold text-white">{appTexts.name}</p>
          <p className="mt-2 text-sm text-slate-300">{appTexts.tagline}</p>
        </div>
        <nav aria-label={footerTexts.linksLabel}>
          <ul className="grid grid-cols-2 gap-2 text-sm">
            {LINKS.map((l) => (
              <li key={l.to}>
                <Link
                  to={l.to}
                  className="inline-flex min-h-6 items-center hover:text-white hover:underline"
                >
                  {l.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <div className="text-sm">
          <LanguageSwitch className="mb-4 hover:text-white" />
          <p className="font-semibold text-white">{footerTexts.followUs}</p>
          <ul className="mt-2 flex gap-4">
            <li>
              <a
                href="https://www.instagram.com/galim.surf"
                rel="noopener noreferrer"
                target="_blank"
                className="inline-flex min-h-6 items-center hover:text-white hover:underline"
              >
                {footerTexts.instagram}
              </a>
            </li>
            <li>
              <a
                href="https://www.facebook.com/galim.surf"
                rel="noopener noreferrer"
                target="_blank"
                className="inline-flex min-h-6 items-center hover:text-white hover:underline"
              >
                {footerTexts.facebook}
              </a>
            </li>
          </ul>
          {config?.contactEmail && (
            <p className="mt-4">
              {footerTexts.mailUs}:{' '}
              <a
                href={`mailto:${config.contactEmail}`}
                className="inline-flex min-h-6 items-center underline hover:text-white"
                dir="ltr"
              >
                {config.contactEmail}
              </a>
            </p>
          )}
        </div>
      </div>
      <p className="border-t border-slate-800 py-4 text-center text-xs text-slate-400">
        {footerTexts.rights(new Date().getFullYear())}
      </p>
    </footer>
  );
}
