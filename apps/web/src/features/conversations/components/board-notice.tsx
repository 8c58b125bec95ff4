import type { TBoardNoticeKind } from '@galim/shared/conversations/limits';
import type { TListingKind } from '@galim/shared/listings/kinds';
import type { TConversationRole, TMessage } from '@galim/shared/conversations/schemas';
import { timeAgo } from '../../../i18n/he/alerts';
import { conversationsTexts } from '../../../i18n/he/conversations';

const t = conversationsTexts.thread;

/**
 * A notice the seller's act wrote in the thread (the board sold to this buyer, the reservation
 * released), worded for the reader's side in their language; `children` follow it (the review
 * the buyer may now write).
 */
export function BoardNotice({
  message,
  kind,
  listingKind,
  myRole,
  children,
}: {
  message: TMessage;
  kind: TBoardNoticeKind;
  /** The kind of the listing the thread is about: the notice names it ("the wetsuit"). */
  listingKind: TListingKind;
  myRole: TConversationRole;
  children?: React.ReactNode;
}) {
  const sold = kind === 'board_sold';
  return (
    <li className="flex flex-col items-center gap-2">
      <p
        className={`rounded-2xl px-3 py-2 text-center text-sm font-medium ${
          sold ? 'bg-emerald-100 text-emerald-900' : 'bg-amber-50 text-amber-900'
        }`}
      >
        {t.notice[myRole](kind, listingKind)} ·{' '}
        <time dateTime={message.createdAt}>{timeAgo(message.createdAt)}</time>
      </p>
      {children && <div className="w-full">{children}</div>}
    </li>
  );
}
