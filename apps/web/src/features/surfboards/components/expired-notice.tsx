import { Link } from 'react-router';
import type { TSurfboard } from '@galim/shared/surfboards/schemas';
import { RenewListingButton } from '../../../components/boards/still-for-sale';
import { buttonClasses } from '../../../components/ui/button';
import { listingExpiryTexts } from '../../../i18n/he/listing-expiry';

const t = listingExpiryTexts;

/**
 * An expired listing's page (issue 55): a visitor reads plainly that it expired, with boards like
 * it (its category, and every board for sale); its seller reads that buyers no longer see it,
 * and renews it here.
 */
export function ExpiredNotice({ board, own }: { board: TSurfboard; own: boolean }) {
  if (own) {
    return (
      <div
        role="status"
        className="mt-3 flex flex-wrap items-center justify-between gap-3 rounded-xl bg-amber-50 p-4 text-amber-950 ring-1 ring-amber-200"
      >
        <p>{t.ownerNote}</p>
        <RenewListingButton boardId={board._id} />
      </div>
    );
  }
  return (
    <div role="status" className="mt-3 rounded-xl bg-slate-800 p-4 text-white">
      <p className="flex flex-wrap items-center gap-3">
        <span className="rounded-full bg-amber-300 px-3 py-1 font-bold text-slate-950">
          {t.pageNotice}
        </span>
        <span>{t.pageNote}</span>
      </p>
      <div className="mt-3 flex flex-wrap gap-2">
        {board.category && board.categoryTitle && (
          <Link
            to={`/surfboards?category=${encodeURIComponent(board.category)}`}
            className={buttonClasses('secondary', 'sm')}
          >
            {t.similarIn(board.categoryTitle)}
          </Link>
        )}
        <Link to="/surfboards" className={buttonClasses('secondary', 'sm')}>
          {t.similarAll}
        </Link>
      </div>
    </div>
  );
}
