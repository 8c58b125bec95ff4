import { Link } from 'react-router';
import { imageUrl } from '@galim/shared/images';
import { isBoardNotice } from '@galim/shared/conversations/limits';
import type { TConversationSummary } from '@galim/shared/conversations/schemas';
import { EmptyState } from '../../../components/ui/empty-state';
import { Skeleton } from '../../../components/ui/skeleton';
import { timeAgo } from '../../../i18n/he/alerts';
import { formatPrice } from '../../../i18n/he/format';
import { conversationsTexts } from '../../../i18n/he/conversations';
import { meetingsTexts } from '../../../i18n/he/meetings';
import { sellerReviewsTexts } from '../../../i18n/he/seller-reviews';
import { PendingSellerReviews } from '../../../components/seller-reviews/pending-seller-reviews';
import { useConversations } from '../../../lib/queries/conversations';
import { BlockedList } from '../components/block-control';

const t = conversationsTexts.inbox;

function ThreadRow({ thread }: { thread: TConversationSummary }) {
  const last = thread.lastMessage;
  const fromMe = last !== null && last.senderId !== null && last.senderId !== thread.other?._id;
  const image = thread.board?.image ?? null;
  return (
    <li>
      <Link
        to={`/profile/messages/${thread._id}`}
        className="flex items-center gap-3 rounded-2xl bg-white p-3 ring-1 ring-slate-200 hover:ring-sky-400"
      >
        {image ? (
          <img
            src={imageUrl(image, 160)}
            alt=""
            width={64}
            height={48}
            className="h-12 w-16 shrink-0 rounded-lg object-cover"
          />
        ) : (
          <span className="h-12 w-16 shrink-0 rounded-lg bg-slate-100" aria-hidden="true" />
        )}
        <span className="min-w-0 flex-1">
          <span className="flex items-baseline justify-between gap-2">
            <span
              dir="auto"
              className="line-clamp-2 break-words font-semibold text-slate-900 text-match-parent"
            >
              <bdi>{thread.board?.title ?? t.boardGone}</bdi>
            </span>
            {last && (
              <time dateTime={last.createdAt} className="shrink-0 text-xs text-slate-600">
                {timeAgo(last.createdAt)}
              </time>
            )}
          </span>
          <span className="block text-sm text-slate-600">
            {thread.other ? <bdi>{thread.other.name}</bdi> : t.someone} ·{' '}
            {thread.myRole === 'seller' ? t.buyer : t.seller}
          </span>
          {last && (
            <span
              className={`block truncate text-sm ${thread.unreadCount ? 'font-semibold text-slate-900' : 'text-slate-600'}`}
            >
              {fromMe && t.you}
              {last.body === null ? (
                <em>{conversationsTexts.thread.deleted}</em>
              ) : isBoardNotice(last.kind) ? (
                // A deleted listing's kind went with it: "the item".
                t.noticeLine(last.kind, thread.board?.kind ?? 'other')
              ) : last.kind === 'meeting' || last.kind === 'meeting_accepted' ? (
                last.meeting ? (
                  meetingsTexts.line[last.kind](last.meeting.place.name)
                ) : (
                  <bdi>{last.body}</bdi>
                )
              ) : last.kind !== 'text' && last.offer ? (
                t.offerLine[last.kind](formatPrice(last.offer.amount))
              ) : (
                <bdi>{last.body}</bdi>
              )}
            </span>
          )}
        </span>
        {thread.unreadCount > 0 && (
          <span
            aria-label={t.unread(thread.unreadCount)}
            className="flex h-6 min-w-6 shrink-0 items-center justify-center rounded-full bg-sky-700 px-1.5 text-xs font-bold text-white"
          >
            {thread.unreadCount}
          </span>
        )}
      </Link>
    </li>
  );
}

/** /profile/messages: my conversations about boards, newest activity first. */
export default function InboxPage() {
  const list = useConversations();
  return (
    <section>
      <h2 className="text-2xl font-bold text-slate-900">{t.title}</h2>
      {list.data && list.data.totalUnread > 0 && (
        <p role="status" className="mt-2 font-medium text-sky-900">
          {t.unread(list.data.totalUnread)}
        </p>
      )}
      <div className="mt-4 empty:hidden">
        <PendingSellerReviews title={sellerReviewsTexts.pendingTitle} />
      </div>
      {list.isPending && (
        <div className="mt-4 flex flex-col gap-3" role="status">
          <span className="sr-only">{conversationsTexts.thread.loading}</span>
          {Array.from({ length: 3 }, (_, i) => (
            <Skeleton key={i} className="h-20 rounded-2xl" />
          ))}
        </div>
      )}
      {list.isError && <p className="mt-3 text-red-700">{t.error}</p>}
      {list.data && list.data.items.length === 0 && (
        <div className="mt-4">
          <EmptyState title={t.empty} text={t.emptyText} />
        </div>
      )}
      {list.data && list.data.items.length > 0 && (
        <ul className="mt-4 flex flex-col gap-3">
          {list.data.items.map((thread) => (
            <ThreadRow key={thread._id} thread={thread} />
          ))}
        </ul>
      )}
      <BlockedList />
    </section>
  );
}
