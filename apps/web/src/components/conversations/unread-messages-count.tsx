import { conversationsTexts } from '../../i18n/he/conversations';
import { useConversations } from '../../lib/queries/conversations';

/** Unread messages across my threads, as a small count beside a "messages" link. */
export function UnreadMessagesCount() {
  const unread = useConversations().data?.totalUnread ?? 0;
  if (!unread) return null;
  return (
    <span className="ms-2 inline-flex h-5 min-w-5 items-center justify-center rounded-full bg-red-600 px-1 text-xs font-bold text-white">
      <span aria-hidden="true">{unread > 99 ? '99+' : unread}</span>
      <span className="sr-only">{conversationsTexts.inbox.unread(unread)}</span>
    </span>
  );
}
