import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import type { TNotification, TNotificationType } from '@galim/shared/alerts/schemas';
import { stillForSaleBoardId } from '@galim/shared/surfboards/expiry';
import { SOLD_ANSWER, StillForSaleAnswers } from '../../../components/boards/still-for-sale';
import { EmptyState } from '../../../components/ui/empty-state';
import { ANSWERS_OF_ANY_KIND } from '../api/listing-answers';
import { Button } from '../../../components/ui/button';
import { alertsTexts, timeAgo } from '../../../i18n/he/alerts';
import {
  useMarkAllRead,
  useMarkRead,
  useMarkSeen,
  useNotificationPages,
} from '../../../lib/queries/alerts';

const ICONS: Record<TNotificationType, string> = {
  'saved-search-match': '🏄',
  'price-drop': '💸',
  'board-approved': '✅',
  'board-rejected': '⚠️',
  'service-approved': '✅',
  'service-rejected': '⚠️',
  'new-review': '⭐',
  'surf-alert': '🌊',
  'report-acted': '🛡️',
  'board-question': '💬',
  'question-answered': '💬',
  message: '💬',
  'listing-expiring': '⏳',
};

/** /profile/notifications: the notification centre. */
export default function ProfileNotificationsPage() {
  const t = alertsTexts.centre;
  const list = useNotificationPages();
  const markRead = useMarkRead();
  const markAll = useMarkAllRead();
  const navigate = useNavigate();
  const { mutate: markSeen } = useMarkSeen();

  // Opening the centre is seeing what is in it: the badge clears (the items stay unread).
  useEffect(() => markSeen(), [markSeen]);

  function open(n: TNotification) {
    if (!n.readAt) markRead.mutate(n._id);
    void navigate(n.url);
  }

  /** "Still for sale?" answered here: the notice is read; a sale is recorded on "my boards". */
  function answered(n: TNotification, sold = false) {
    if (!n.readAt) markRead.mutate(n._id);
    if (sold) void navigate(n.url, { state: SOLD_ANSWER });
  }

  const pages = list.data?.pages;
  const data = pages && {
    items: pages.flatMap((p) => p.items),
    unread: pages[0]?.unread ?? 0,
  };
  return (
    <section>
      <div className="mb-4 flex flex-wrap items-center justify-between gap-2">
        <h2 className="text-2xl font-bold text-slate-900">{t.title}</h2>
        {data && data.unread > 0 && (
          <Button variant="secondary" size="sm" onClick={() => markAll.mutate()}>
            {t.markAll}
          </Button>
        )}
      </div>
      {list.isError && <p className="text-red-700">{t.error}</p>}
      {data && data.items.length === 0 && <EmptyState title={t.empty} text={t.emptyText} />}
      <ul className="flex flex-col gap-2">
        {data?.items.map((n) => (
          <li
            key={n._id}
            className={`flex items-start gap-3 rounded-2xl p-4 ring-1 ${
              n.readAt ? 'bg-white ring-slate-200' : 'bg-sky-50 ring-sky-200'
            }`}
          >
            <span aria-hidden="true" className="text-2xl">
              {ICONS[n.type]}
            </span>
            <div className="min-w-0 flex-1">
              <button
                type="button"
                onClick={() => open(n)}
                className="text-start font-semibold text-slate-900 hover:underline"
              >
                {/* Worded when sent, in the account's language then (push needs its words). */}
                <bdi>{n.title}</bdi>
              </button>
              {n.body && (
                <p
                  dir="auto"
                  className="mt-0.5 whitespace-pre-line text-slate-700 text-match-parent"
                >
                  {n.body}
                </p>
              )}
              {n.type === 'listing-expiring' && stillForSaleBoardId(n.url) && (
                <div className="mt-2">
                  <StillForSaleAnswers
                    base={ANSWERS_OF_ANY_KIND}
                    boardId={stillForSaleBoardId(n.url)!}
                    onSold={() => answered(n, true)}
                    onAnswered={() => answered(n)}
                  />
                </div>
              )}
              <p className="mt-1 text-sm text-slate-600">
                <time dateTime={n.createdAt}>{timeAgo(n.createdAt)}</time>
                {!n.readAt && <span className="ms-2 font-semibold text-sky-800">· {t.unread}</span>}
              </p>
            </div>
            {!n.readAt && (
              <Button variant="ghost" size="sm" onClick={() => markRead.mutate(n._id)}>
                {t.markRead}
              </Button>
            )}
          </li>
        ))}
      </ul>
      {list.hasNextPage && (
        <div className="mt-4 text-center">
          <Button
            variant="secondary"
            disabled={list.isFetchingNextPage}
            onClick={() => void list.fetchNextPage()}
          >
            {t.loadMore}
          </Button>
        </div>
      )}
    </section>
  );
}
