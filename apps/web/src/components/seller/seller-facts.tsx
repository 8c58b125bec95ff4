import { formatMonthYear } from '../../i18n/he/format';
import type { TSellerReviewSummary, TSellerTrust } from '@galim/shared/users/trust';
import { sellerTrustTexts as t } from '../../i18n/he/seller-trust';

/**
 * "About the seller": facts Galim records (issue 33), as the server sent them. The server
 * leaves them out when the seller's profile is hidden; then nothing is drawn.
 */
export function SellerFacts({
  trust,
  sellerReviews,
  memberSince = true,
}: {
  trust: TSellerTrust | undefined;
  /** Buyers' reviews of the seller (issue 43): shown even when the profile hides the rest. */
  sellerReviews?: TSellerReviewSummary;
  /** False where the page already says it (the public profile's header). */
  memberSince?: boolean;
}) {
  if (!trust && !sellerReviews) return null;
  return (
    <section
      aria-labelledby="seller-facts-title"
      className="rounded-xl bg-white p-3 shadow-sm ring-1 ring-slate-200"
    >
      <h2 id="seller-facts-title" className="text-base font-bold text-slate-900">
        {t.title}
      </h2>
      <ul className="mt-1 space-y-1 text-sm text-slate-700">
        {sellerReviews && (
          <li className="flex items-center gap-1">
            <span aria-hidden="true" className="text-amber-700">
              ★
            </span>
            {t.sellerReviews(sellerReviews.average, sellerReviews.count)}
          </li>
        )}
        {trust && memberSince && (
          <li>{t.memberSince(formatMonthYear(new Date(trust.memberSince)))}</li>
        )}
        {trust && <li>{t.boardsSold(trust.boardsSold)}</li>}
        {trust?.reviews && (
          <li className="flex items-center gap-1">
            <span aria-hidden="true" className="text-amber-700">
              ★
            </span>
            {t.reviews(trust.reviews.average, trust.reviews.count)}
          </li>
        )}
        {trust?.replyMinutes !== undefined && <li>{t.replyTime(trust.replyMinutes)}</li>}
        {trust?.replyRate != null && <li>{t.replyRate(trust.replyRate)}</li>}
        {trust?.googleVerified && (
          <li className="flex items-center gap-1">
            <span aria-hidden="true" className="font-bold text-emerald-700">
              ✓
            </span>
            {t.googleVerified}
          </li>
        )}
      </ul>
    </section>
  );
}
