import type {
  TConversationRole,
  TConversationSummary,
  TMessage,
} from '@galim/shared/conversations/schemas';
import type { TOfferMessageKind } from '@galim/shared/conversations/limits';
import { coverImage } from '@galim/shared/images';
import { notificationTexts } from '../../i18n/he/notifications';
import type { BoardRecord } from '../surfboards/repo';
import type * as offersRepo from './offers-repo';
import type * as meetingsRepo from './meetings-repo';
import type { TMeeting } from '@galim/shared/meetings/schemas';
import type { Language } from '@galim/shared/i18n/languages';
import { toPlace } from '../meetings/places';
import type * as repo from './repo';

// A conversation's rows as the shared answers say them (a thread's summary, a message with its
// offer), and the small rules both the conversations and the offers services read.

const iso = (d: Date) => d.toISOString();

/**
 * A message; an offer's message and its answer's carry the offer as it stands now, a meeting's
 * and its acceptance's the meeting.
 */
export function toMessage(
  m: repo.MessageRecord,
  offer?: { record: offersRepo.OfferRecord; buyerId: string | null },
  meeting?: TMeeting,
): TMessage {
  return {
    _id: String(m.id),
    senderId: m.senderId,
    body: m.body,
    kind: m.kind,
    risks: m.risks,
    ...(offer
      ? {
          offer: {
            _id: offer.record.id,
            amount: offer.record.amount,
            status: offer.record.status,
            fromRole: offerMaker(offer.record.fromUserId, offer.buyerId),
            ...(offer.record.validUntil ? { validUntil: iso(offer.record.validUntil) } : {}),
          },
        }
      : {}),
    ...(meeting ? { meeting } : {}),
    createdAt: iso(m.createdAt),
  };
}

/** A meeting as a message carries it, its place in the reader's language. */
export function toMeeting(
  r: { meeting: meetingsRepo.MeetingRecord; place: meetingsRepo.MeetingPlaceRecord },
  buyerId: string | null,
  language: Language,
): TMeeting {
  return {
    _id: r.meeting.id,
    place: toPlace(r.place, language),
    at: iso(r.meeting.at),
    status: r.meeting.status,
    fromRole: offerMaker(r.meeting.fromUserId, buyerId),
  };
}

/**
 * Who made an offer (or proposed a meeting). A deleted account's offer has no maker left: it was the side whose account
 * is gone (the thread goes once both are).
 */
export function offerMaker(fromUserId: string | null, buyerId: string | null): TConversationRole {
  if (fromUserId === null) return buyerId === null ? 'buyer' : 'seller';
  return fromUserId === buyerId ? 'buyer' : 'seller';
}

/** The reservation, while it holds (it lapses by itself at `reservedUntil`). */
export function reservationOf(b: Pick<BoardRecord, 'reservedForUserId' | 'reservedUntil'>) {
  return b.reservedUntil && b.reservedUntil.getTime() > Date.now() && b.reservedForUserId
    ? { buyerId: b.reservedForUserId, until: b.reservedUntil }
    : null;
}

/**
 * The text an offer's message and its answer store, in Hebrew (an export, a moderator's view of
 * a reported thread). What a reader sees is worded in their language from the message's kind
 * and amount: the web's inbox and thread, the notification (alerts' `offerLine`).
 */
export const offerText = (kind: TOfferMessageKind, amount: number) =>
  notificationTexts.offerLine(kind, amount);

export function boardStatus(b: NonNullable<repo.ThreadRow['board']>, sellerBlocked: boolean) {
  if (b.moderationStatus !== 'approved' || b.archived || sellerBlocked) return 'unavailable';
  if (b.isSold) return 'sold';
  // An approved board's clock runs: its expiresAt is its term's end (decision 058).
  if (b.expiresAt.getTime() <= Date.now()) return 'unavailable';
  return b.availability ? 'available' : 'unavailable';
}

export function roleOf(thread: repo.ThreadRecord, userId: string): TConversationRole {
  return thread.buyerId === userId ? 'buyer' : 'seller';
}

export function toSummary(
  r: repo.ThreadRow,
  userId: string,
  last: repo.MessageRecord | undefined,
): TConversationSummary {
  const myRole = roleOf(r.thread, userId);
  const sellerBlocked = myRole === 'buyer' && Boolean(r.other?.blockedAt);
  const reserved = r.board ? reservationOf(r.board) : null;
  return {
    _id: r.thread.id,
    board: r.board
      ? {
          _id: r.board.id,
          kind: r.board.kind,
          title: r.board.title,
          price: r.board.price,
          image: coverImage(r.board),
          status: boardStatus(r.board, sellerBlocked),
          reservedUntil: reserved ? iso(reserved.until) : null,
          reservedForThisBuyer: reserved !== null && reserved.buyerId === r.thread.buyerId,
          locationText: r.board.locationText,
          lat: r.board.lat,
          lng: r.board.lng,
        }
      : null,
    other: r.other
      ? {
          _id: r.other.id,
          name: r.other.firstName || r.other.displayName,
          image: r.other.profileImage,
        }
      : null,
    myRole,
    blockedByMe: Boolean(r.blockedByMe),
    lastMessage: last ? toMessage(last) : null,
    unreadCount: r.unread,
    updatedAt: iso(r.thread.lastMessageAt),
  };
}

/** The message id of a request (validated digits) as the column's number. */
export const idNumber = (id: string) => Number(id);
