import { Link } from 'react-router';
import { LISTING_KINDS } from '@galim/shared/listings/kinds';
import { gearLinksTexts } from '../../../i18n/he/gear-links';
import { gearListPath } from '../lib/gear-route';

/** The way from the board list to every other kind of gear's list (issue 53). */
export function GearKindLinks() {
  return (
    <nav aria-label={gearLinksTexts.heading} className="mt-3">
      <ul className="flex flex-wrap gap-2 text-sm">
        {LISTING_KINDS.filter((kind) => kind !== 'board').map((kind) => (
          <li key={kind}>
            <Link
              to={gearListPath(kind)}
              className="inline-flex min-h-6 items-center rounded-full bg-sky-50 px-3 py-1 font-medium text-sky-900 ring-1 ring-sky-200 hover:bg-sky-100"
            >
              {gearLinksTexts.kinds[kind]}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
