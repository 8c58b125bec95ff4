import { lazy, Suspense, useEffect, useSyncExternalStore } from 'react';
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

/**
 * The boards whose review form is open, kept outside the item that draws it. A thread draws its
 * prompt at the end until the "sold to you" notice arrives, then under that notice: when the
 * service worker first shows the thread as it kept it, the notice can arrive a moment after the
 * buyer tapped "write a review", and the form must stay open where the prompt moves. Closed when
 * sent or cancelled, or once no item of that board is drawn any more.
 */
const openForms = new Set<string>();
const drawn = new Map<string, number>();
const listeners = new Set<() => void>();

function setFormOpen(id: string, open: boolean) {
  if (open === openForms.has(id)) return;
  if (open) openForms.add(id);
  else openForms.delete(id);
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => void listeners.delete(listener);
}

function useFormOpen(id: string): [boolean, (open: boolean) => void] {
  const open = useSyncExternalStore(
    subscribe,
    () => openForms.has(id),
    () => false,
  );
  useEffect(() => {
    drawn.set(id, (drawn.get(id) ?? 0) + 1);
    return () => {
      const left = drawn.get(id)! - 1;
      if (left) drawn.set(id, left);
      else drawn.delete(id);
      // A prompt that moves is drawn again in the same commit: only one gone for good closes.
      setTimeout(() => {
        if (!drawn.has(id)) setFormOpen(id, false);
      });
    };
  }, [id]);
  return [open, (next) => setFormOpen(id, next)];
}

function PendingItem({ item }: { item: TPendingSellerReview }) {
  const [open, setOpen] = useFormOpen(item.board._id);
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
