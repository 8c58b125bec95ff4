import { useSyncExternalStore } from 'react';
import { paginationWindow } from '@galim/shared/pagination';
import { paginationTexts } from '../../i18n/he/shell';

const NARROW = '(max-width: 639px)';
function subscribe(callback: () => void) {
  const mql = window.matchMedia(NARROW);
  mql.addEventListener('change', callback);
  return () => mql.removeEventListener('change', callback);
}
// Guarded: there is no window where the server draws the page.
const isNarrow = () => typeof window !== 'undefined' && window.matchMedia(NARROW).matches;

/** Previous, next and page numbers: ±2 around the current page (±1 under 640 px). */
export function Pagination({
  page,
  totalPages,
  onChange,
}: {
  page: number;
  totalPages: number;
  onChange: (page: number) => void;
}) {
  const narrow = useSyncExternalStore(subscribe, isNarrow, () => false);
  if (totalPages <= 1) return null;
  const items = paginationWindow(page, totalPages, narrow ? 1 : 2);
  const base = 'min-w-10 rounded-lg px-3 py-2 text-sm';
  return (
    <nav aria-label={paginationTexts.label} className="mt-6 flex justify-center">
      <ul className="flex flex-wrap items-center gap-1">
        <li>
          <button
            type="button"
            className={`${base} ring-1 ring-slate-200 disabled:opacity-50`}
            disabled={page <= 1}
            onClick={() => onChange(page - 1)}
          >
            {paginationTexts.previous}
          </button>
        </li>
        {items.map((item, i) =>
          item === 'ellipsis' ? (
            <li key={`e${i}`} aria-hidden="true" className="px-2 text-slate-500">
              …
            </li>
          ) : (
            <li key={item}>
              <button
                type="button"
                aria-label={paginationTexts.page(item)}
                aria-current={item === page ? 'page' : undefined}
                className={`${base} ${item === page ? 'bg-sky-700 text-white' : 'ring-1 ring-slate-200 hover:bg-slate-100'}`}
                onClick={() => onChange(item)}
              >
                {item}
              </button>
            </li>
          ),
        )}
        <li>
          <button
            type="button"
            className={`${base} ring-1 ring-slate-200 disabled:opacity-50`}
            disabled={page >= totalPages}
            onClick={() => onChange(page + 1)}
          >
            {paginationTexts.next}
          </button>
        </li>
      </ul>
    </nav>
  );
}
