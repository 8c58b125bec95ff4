import { Link } from 'react-router';
import { appTexts } from '../../i18n/he/shell';
import { ARROWS } from './arrows';

export interface Crumb {
  label: string;
  to?: string;
  /** A user's words (a board's or service's title): kept in their own direction. */
  written?: boolean;
}

export function Breadcrumb({
  items,
  label = appTexts.breadcrumb,
}: {
  items: Crumb[];
  label?: string;
}) {
  return (
    <nav aria-label={label} className="mb-4 text-sm text-slate-600">
      <ol className="flex flex-wrap items-center gap-1">
        {items.map((item, i) => (
          <li key={`${item.label}-${i}`} className="flex items-center gap-1">
            {i > 0 && <span aria-hidden="true">{ARROWS.crumb}</span>}
            {item.to && i < items.length - 1 ? (
              <Link
                to={item.to}
                className="inline-flex min-h-6 items-center hover:text-sky-800 hover:underline"
              >
                {item.written ? <bdi>{item.label}</bdi> : item.label}
              </Link>
            ) : (
              <span aria-current={i === items.length - 1 ? 'page' : undefined}>
                {item.written ? <bdi>{item.label}</bdi> : item.label}
              </span>
            )}
          </li>
        ))}
      </ol>
    </nav>
  );
}
