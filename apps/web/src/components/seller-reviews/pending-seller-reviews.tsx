import { lazy, Suspense, useState } from 'react';
import { formatDate } from '../../i18n/he/format';
import type { TPendingSellerReview } from '@galim/shared/seller-reviews/schemas';
import { sellerReviewsTexts as t } from '../../i18n/he/seller-reviews';
import { useAuth } from '../../lib/auth/auth-context';
import { usePendingSellerReviews } from '../../lib/queries/seller-reviews';
import { Button } from '../ui/button';

// The form (react-hook-form and the zod schema) loads when the buyer opens it.
const SellerReviewForm = lazy(() => import('./seller-review-form'));

/**
 * "איך היה לקנות מ…?": the boards sold to the signed-in buyer whose sellers they may still
 * review, each with its form behind a button. `boardId` keeps only that board (a thread's).
 * Draws nothing when there is none.
 */
export function PendingSellerReviews({ boardId, title }: { boardId?: string; title?: string }) {
  const { user } = useAuth();
  const pending = usePendingSellerReviews(Boolean(user));
  const items = (pending.data?.pending ?? []).filter((p) => !boardId || p.board._id === boardId);
  if (items.length === 0) return null;
  return (
    <section
      aria-label={title ?? t.pendingTitle}
      className="flex flex-col gap-3 rounded-2xl bg-white p-4 ring-1 ring-sky-200"
    >
      {title !== undefined && <h3 className="text-lg font-bold text-slate-900">{title}</h3>}
      <ul className="flex flex-col gap-3">
        {items.map((item) => (
          <PendingItem key={item.board._id} item={item} />
        ))}
      </ul>
    </section>
  );
}

function PendingItem({ item }: { item: TPendingSellerReview }) {
  const [open, setOpen] = useState(false);
  return (
    <li className="flex flex-col gap-2">
      {open ? (
        <Suspense fallback={null}>
          <SellerReviewForm
            boardId={item.board._id}
            sellerName={item.seller.name}
            onDone={() => setOpen(false)}
            onCancel={() => setOpen(false)}
          />
        </Suspense>
      ) : (
        <div className="flex flex-wrap items-center justify-between gap-2">
          <p className="text-slate-800">
            <span className="font-semibold">{t.ask(item.seller.name)}</span>{' '}
            <span className="text-sm text-slate-600">
              {t.boardLabel[item.board.kind]}: <bdi>{item.board.title}</bdi> ·{' '}
              {t.until(formatDate(item.deadline))}
            </span>
          </p>
          <Button size="sm" onClick={() => setOpen(true)}>
            {t.write}
          </Button>
        </div>
      )}
    </li>
  );
}
