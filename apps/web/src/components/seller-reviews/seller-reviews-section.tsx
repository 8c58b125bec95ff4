import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { formatDate } from '../../i18n/he/format';
import { SELLER_REVIEW_LIMITS } from '@galim/shared/seller-reviews/limits';
import type { TSellerReview } from '@galim/shared/seller-reviews/schemas';
import { listingPath } from '@galim/shared/listings/kinds';
import { sellerReviewsTexts as t } from '../../i18n/he/seller-reviews';
import { useReplyToSellerReview, useSellerReviews } from '../../lib/queries/seller-reviews';
import { validationMessageLater } from '../../lib/validation-message-later';
import { LazyReportDialog } from '../reports/lazy-report-dialog';
import { Stars } from '../services/service-price';
import { Button } from '../ui/button';
import { Textarea } from '../ui/form/input';
import { Skeleton } from '../ui/skeleton';
import { useToast } from '../ui/toast';

/**
 * Reviews of a seller by buyers of their boards (issue 43), on the public profile: the count and
 * mean, each review with its stars, text, board and the seller's reply, a report button; the
 * seller (`isOwner`) answers each review once. Shown whatever the profile's switches say.
 */
export function SellerReviewsSection({ userId, isOwner }: { userId: string; isOwner: boolean }) {
  const list = useSellerReviews(userId);
  const [reporting, setReporting] = useState<string | null>(null);
  const pages = list.data?.pages ?? [];
  const summary = pages[0]?.summary ?? null;
  const reviews = pages.flatMap((p) => p.reviews);

  return (
    <section
      id="reviews"
      aria-labelledby="seller-reviews-title"
      className="rounded-2xl bg-white p-5 ring-1 ring-slate-200"
    >
      <h2 id="seller-reviews-title" className="text-xl font-bold text-slate-900">
        {t.title}
      </h2>
      {summary && (
        <p className="mt-1 flex items-center gap-2 text-slate-700">
          <Stars rating={summary.average} />
          <span>{t.summary(summary.average, summary.count)}</span>
        </p>
      )}
      <p className="mt-1 text-xs text-slate-600">{t.note}</p>

      {list.isPending ? (
        <Skeleton className="mt-3 h-20" />
      ) : list.isError ? (
        <p role="alert" className="mt-3 text-red-800">
          {t.loadError}
        </p>
      ) : reviews.length === 0 ? (
        <p className="mt-3 text-slate-600">{t.none}</p>
      ) : (
        <ul className="mt-3 flex flex-col gap-4">
          {reviews.map((r) => (
            <ReviewItem
              key={r._id}
              review={r}
              userId={userId}
              isOwner={isOwner}
              onReport={() => setReporting(r._id)}
            />
          ))}
        </ul>
      )}
      {list.hasNextPage && (
        <Button
          variant="secondary"
          size="sm"
          className="mt-3"
          disabled={list.isFetchingNextPage}
          onClick={() => void list.fetchNextPage()}
        >
          {t.more}
        </Button>
      )}
      <LazyReportDialog
        targetType="seller_review"
        targetId={reporting ?? ''}
        open={reporting !== null}
        onClose={() => setReporting(null)}
      />
    </section>
  );
}

function ReviewItem({
  review: r,
  userId,
  isOwner,
  onReport,
}: {
  review: TSellerReview;
  userId: string;
  isOwner: boolean;
  onReport: () => void;
}) {
  return (
    <li className="border-b border-slate-100 pb-4 last:border-0">
      <div className="flex flex-wrap items-center gap-2">
        <span className="font-semibold text-slate-900">
          <bdi>{r.buyer.name}</bdi>
        </span>
        <Stars rating={r.rating} />
        <span className="sr-only">{t.stars(r.rating)}</span>
        <time dateTime={r.createdAt} className="text-xs text-slate-600">
          {formatDate(r.createdAt)}
        </time>
      </div>
      <p className="mt-0.5 text-sm text-slate-600">
        {t.bought}{' '}
        {r.board ? (
          <Link to={listingPath(r.board.kind, r.board._id)} className="text-sky-800 underline">
            <bdi>{r.board.title}</bdi>
          </Link>
        ) : (
          t.boardGone
        )}
      </p>
      <p dir="auto" className="mt-1 whitespace-pre-line text-slate-800 text-match-parent">
        {r.body}
      </p>
      {r.reply ? (
        <div className="ms-4 mt-2 rounded-lg bg-slate-50 p-3">
          <p className="text-sm font-medium text-slate-700">{t.sellerReply}</p>
          <p dir="auto" className="mt-1 whitespace-pre-line text-slate-800 text-match-parent">
            {r.reply.body}
          </p>
        </div>
      ) : (
        isOwner && <ReplyForm reviewId={r._id} userId={userId} />
      )}
      <Button
        variant="ghost"
        size="sm"
        className="mt-1"
        aria-label={t.reportLabel(r.buyer.name)}
        onClick={onReport}
      >
        {t.report}
      </Button>
    </li>
  );
}

/** The seller's one reply to a review (the API checks it with the shared schema). */
function ReplyForm({ reviewId, userId }: { reviewId: string; userId: string }) {
  const reply = useReplyToSellerReview(userId);
  const toast = useToast();
  const [error, setError] = useState<string | null>(null);
  const id = `reply-${reviewId}`;

  function submit(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    const body = String(new FormData(e.currentTarget).get('body') ?? '').trim();
    if (!body) {
      void validationMessageLater('sellerReview.replyRequired').then(setError);
      return;
    }
    // The promise, not mutate()'s callbacks: the refreshed review shows its reply in place of
    // this form, and mutate()'s callbacks would never run once the form is gone.
    reply.mutateAsync({ id: reviewId, body }).then(
      () => toast.success(t.replySaved),
      (err: Error) => setError(err.message),
    );
  }

  return (
    <form onSubmit={submit} className="ms-4 mt-2 flex flex-col gap-2">
      <label htmlFor={id} className="text-sm font-medium text-slate-700">
        {t.replyLabel}
      </label>
      <Textarea
        id={id}
        name="body"
        dir="auto"
        rows={2}
        maxLength={SELLER_REVIEW_LIMITS.replyMax}
        aria-describedby={`${id}-hint`}
        aria-invalid={error ? true : undefined}
        onChange={() => setError(null)}
      />
      <p id={`${id}-hint`} className="text-xs text-slate-600">
        {t.replyOnce}
      </p>
      {error && (
        <p role="alert" className="text-sm font-medium text-red-700">
          {error}
        </p>
      )}
      <Button type="submit" size="sm" className="self-start" disabled={reply.isPending}>
        {t.replySend}
      </Button>
    </form>
  );
}
