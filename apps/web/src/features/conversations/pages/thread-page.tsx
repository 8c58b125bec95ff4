import { useEffect, useRef, useState } from 'react';
import { Link, useParams } from 'react-router';
import { compareMessageIds, isBoardNotice, isReserved } from '@galim/shared/conversations/limits';
import type { TMessage } from '@galim/shared/conversations/schemas';
import type { TMeeting } from '@galim/shared/meetings/schemas';
import type { TMessageReportReason } from '@galim/shared/reports/schemas';
import { formatPrice } from '../../../i18n/he/format';
import { MessageForm } from '../../../components/conversations/message-form';
import { ReportDialog } from '../../../components/reports/report-dialog';
import { Button } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';
import { Skeleton } from '../../../components/ui/skeleton';
import { conversationsTexts } from '../../../i18n/he/conversations';
import { offersTexts, reservedUntilText } from '../../../i18n/he/offers';
import { ApiError } from '../../../lib/api';
import { PendingSellerReviews } from '../../../components/seller-reviews/pending-seller-reviews';
import { useAuth } from '../../../lib/auth/auth-context';
import {
  threadMessages,
  useConversations,
  useMarkSeen,
  useSendMessage,
  useThreadMessages,
} from '../../../lib/queries/conversations';
import { useAnswerOffer, useMakeOffer, useReleaseReservation } from '../api/offers';
import { OfferAnswer, OfferCard } from '../components/offer-card';
import { OfferForm } from '../components/offer-form';
import { useAcceptMeeting, useProposeMeeting } from '../api/meetings';
import { MeetingCard, MeetingSet, type MeetingMessage } from '../components/meeting-card';
import { MeetingForm } from '../components/meeting-form';
import { meetingsTexts } from '../../../i18n/he/meetings';
import { meetNear } from '../../../lib/queries/meeting-places';
import { BlockControl } from '../components/block-control';
import { BoardNotice } from '../components/board-notice';
import { listingPath } from '@galim/shared/listings/kinds';
import { MessageBubble } from '../components/message-bubble';
import { threadWarnings } from '../components/risk-card';

const t = conversationsTexts.thread;

type OfferMessage = TMessage & { offer: NonNullable<TMessage['offer']> };
const hasOffer = (m: TMessage): m is OfferMessage => m.offer !== undefined;
const hasMeeting = (m: TMessage): m is MeetingMessage => m.meeting !== undefined;

/** /profile/messages/:id: one conversation about a board, its messages and a reply. */
export default function ThreadPage() {
  const { id = '' } = useParams();
  const { user } = useAuth();
  const thread = useConversations().data?.items.find((item) => item._id === id);
  const pages = useThreadMessages(id);
  const send = useSendMessage(id);
  const markSeen = useMarkSeen(id);
  const [reporting, setReporting] = useState<{
    id: string;
    reason?: TMessageReportReason;
  } | null>(null);
  const makeOffer = useMakeOffer(id);
  const answerOffer = useAnswerOffer(id);
  const release = useReleaseReservation();
  const [offering, setOffering] = useState(false);
  const [offerError, setOfferError] = useState<string | null>(null);
  const proposeMeeting = useProposeMeeting(id);
  const acceptMeeting = useAcceptMeeting(id);
  // The meeting form, open for a new proposal (null meeting) or to change one.
  const [meetingForm, setMeetingForm] = useState<{ current: TMeeting | null } | null>(null);
  const messages = threadMessages(pages.data?.pages);
  const warnings = threadWarnings(messages, user?._id);
  const newest = messages.at(-1);
  const seenByOther = pages.data?.pages[0]?.seenByOtherUpTo ?? null;
  // "נקרא" under my last message the other side has seen.
  const lastSeenMine = [...messages]
    .reverse()
    .find(
      (m) =>
        m.senderId === user?._id &&
        seenByOther !== null &&
        compareMessageIds(m._id, seenByOther) <= 0,
    );

  // Opening the thread, and each new message while it is open, marks it seen.
  const markedUpTo = useRef<string | null>(null);
  const { mutate: mark } = markSeen;
  useEffect(() => {
    if (!newest || newest._id === markedUpTo.current) return;
    if (typeof document !== 'undefined' && document.visibilityState === 'hidden') return;
    markedUpTo.current = newest._id;
    mark(newest._id);
  }, [newest, mark]);

  // The newest message in view when it comes (the page opens at the end of the thread).
  const end = useRef<HTMLDivElement>(null);
  const newestId = newest?._id;
  useEffect(() => {
    if (newestId) end.current?.scrollIntoView({ block: 'nearest' });
  }, [newestId]);

  if (pages.isError) {
    const missing = pages.error instanceof ApiError && pages.error.status === 404;
    return missing ? (
      <EmptyState title={t.notFound} text={t.notFoundText} />
    ) : (
      <p className="text-red-700">{t.error}</p>
    );
  }

  const board = thread?.board;
  const myRole = thread?.myRole;
  const reservedHere = board?.reservedUntil && board.reservedForThisBuyer ? board : null;
  // The board's real state: a board for sale that an accepted offer holds says "שמור".
  const boardState =
    board?.status === 'available' && isReserved(board.reservedUntil) ? 'reserved' : board?.status;
  // The buyer may review the seller once the board is sold to them: under the thread's notice
  // of the sale when there is one, else above the message box.
  const canReview = board?.status === 'sold' && myRole === 'buyer';
  const soldNotice = canReview ? messages.findLast((m) => m.kind === 'board_sold') : undefined;
  // The buyer offers on a board for sale and not yet reserved for them. The seller counters
  // from the buyer's open offer card only, where accept and decline are: a second button under
  // the thread said 'הצעה נגדית' twice, one under the other.
  const canOffer = myRole === 'buyer' && board?.status === 'available' && !reservedHere;
  // Either side proposes a safe place to meet while the board is for sale.
  const canMeet = Boolean(myRole) && board?.status === 'available';
  const acceptMeetingNow = (meetingId: string) => {
    setOfferError(null);
    acceptMeeting.mutate(meetingId, {
      onError: (err) => setOfferError(meetingsTexts.error + err.message),
    });
  };
  const answer = (offerId: string, what: 'accept' | 'decline') => {
    setOfferError(null);
    answerOffer.mutate(
      { offerId, answer: what },
      { onError: (err) => setOfferError(offersTexts.error + err.message) },
    );
  };

  return (
    <section aria-labelledby="thread-title" className="flex flex-col gap-4">
      <div>
        <Link to="/profile/messages" className="text-sm font-medium text-sky-800 underline">
          {t.back}
        </Link>
        <h2 id="thread-title" className="mt-2 text-2xl font-bold text-slate-900">
          {thread?.other ? <bdi>{thread.other.name}</bdi> : conversationsTexts.inbox.someone}
        </h2>
        {board && (
          <p className="mt-1 text-sm text-slate-700">
            {t.aboutBoard(board.kind)}:{' '}
            <Link
              to={listingPath(board.kind, board._id)}
              className="font-medium text-sky-800 underline"
            >
              <bdi>{board.title}</bdi>
            </Link>{' '}
            · {formatPrice(board.price)} · {t.status(boardState ?? board.status, board.kind)}
          </p>
        )}
        {reservedHere?.reservedUntil && (
          <p
            role="status"
            className="mt-2 flex flex-wrap items-center gap-2 rounded-xl bg-emerald-50 px-3 py-2 font-medium text-emerald-900"
          >
            {myRole === 'buyer'
              ? offersTexts.reservedForYou(
                  reservedUntilText(reservedHere.reservedUntil),
                  board?.kind,
                )
              : offersTexts.reservedFor(
                  thread?.other?.name ?? conversationsTexts.inbox.someone,
                  reservedUntilText(reservedHere.reservedUntil),
                )}
            {myRole === 'seller' && (
              <Button
                size="sm"
                variant="secondary"
                disabled={release.isPending}
                onClick={() => release.mutate(reservedHere._id)}
              >
                {offersTexts.release}
              </Button>
            )}
          </p>
        )}
      </div>

      {pages.hasNextPage && (
        <Button
          variant="secondary"
          size="sm"
          className="self-center"
          disabled={pages.isFetchingNextPage}
          onClick={() => void pages.fetchNextPage()}
        >
          {t.loadOlder}
        </Button>
      )}

      {pages.isPending ? (
        <div role="status" className="flex flex-col gap-2">
          <span className="sr-only">{t.loading}</span>
          <Skeleton className="h-12 w-2/3 rounded-2xl" />
          <Skeleton className="h-12 w-1/2 self-end rounded-2xl" />
        </div>
      ) : (
        <ol aria-label={conversationsTexts.inbox.title} className="flex flex-col gap-3">
          {messages.map((message) =>
            isBoardNotice(message.kind) && myRole ? (
              <BoardNotice
                key={message._id}
                message={message}
                kind={message.kind}
                listingKind={board?.kind ?? 'other'}
                myRole={myRole}
              >
                {message === soldNotice && board && <PendingSellerReviews boardId={board._id} />}
              </BoardNotice>
            ) : hasMeeting(message) && myRole ? (
              message.kind === 'meeting' ? (
                <MeetingCard
                  key={message._id}
                  message={message}
                  myRole={myRole}
                  busy={acceptMeeting.isPending}
                  changing={meetingForm !== null}
                  onAccept={acceptMeetingNow}
                  onChange={(current) => setMeetingForm({ current })}
                />
              ) : (
                <MeetingSet key={message._id} message={message} />
              )
            ) : hasOffer(message) && myRole ? (
              message.kind === 'offer' ? (
                <OfferCard
                  key={message._id}
                  message={message}
                  myRole={myRole}
                  busy={answerOffer.isPending}
                  countering={offering}
                  onAccept={(offerId) => answer(offerId, 'accept')}
                  onDecline={(offerId) => answer(offerId, 'decline')}
                  onCounter={() => setOffering(true)}
                  listingKind={board?.kind}
                />
              ) : (
                <OfferAnswer key={message._id} message={message} />
              )
            ) : (
              <MessageBubble
                key={message._id}
                message={message}
                mine={message.senderId === user?._id}
                seen={message === lastSeenMine}
                warning={warnings.get(message._id)}
                onReport={(reason) => setReporting({ id: message._id, reason })}
              />
            ),
          )}
        </ol>
      )}
      <div ref={end} />
      {offerError && (
        <p role="alert" className="text-red-700">
          {offerError}
        </p>
      )}

      {thread?.blockedByMe ? null : offering ? (
        <OfferForm
          title={myRole === 'seller' ? offersTexts.counter : offersTexts.offer}
          onSend={async (amount) => {
            await makeOffer.mutateAsync(amount);
            setOffering(false);
          }}
          onCancel={() => setOffering(false)}
        />
      ) : (
        canOffer && (
          <Button variant="secondary" className="self-start" onClick={() => setOffering(true)}>
            {offersTexts.offer}
          </Button>
        )
      )}

      {thread?.blockedByMe || !board ? null : meetingForm ? (
        <MeetingForm
          key={meetingForm.current?._id ?? 'new'}
          title={meetingForm.current ? meetingsTexts.changeTitle : meetingsTexts.formTitle}
          near={meetNear(board)}
          current={meetingForm.current ?? undefined}
          onSend={async (proposal) => {
            await proposeMeeting.mutateAsync(proposal);
            setMeetingForm(null);
          }}
          onCancel={() => setMeetingForm(null)}
        />
      ) : (
        canMeet && (
          <Button
            variant="secondary"
            className="self-start"
            onClick={() => setMeetingForm({ current: null })}
          >
            {meetingsTexts.propose}
          </Button>
        )
      )}

      {canReview && !soldNotice && <PendingSellerReviews boardId={board._id} />}

      {thread?.blockedByMe ? (
        <p role="status" className="rounded-xl bg-slate-100 p-3 text-slate-800">
          {t.blocked}
        </p>
      ) : (
        <MessageForm label={t.label} onSend={(body) => send.mutateAsync(body)} />
      )}
      {thread?.other && (
        <div className="flex justify-end">
          <BlockControl
            userId={thread.other._id}
            name={thread.other.name}
            blocked={thread.blockedByMe}
          />
        </div>
      )}
      {reporting && (
        <ReportDialog
          targetType="message"
          targetId={reporting.id}
          initialReason={reporting.reason}
          open
          onClose={() => setReporting(null)}
        />
      )}
    </section>
  );
}
