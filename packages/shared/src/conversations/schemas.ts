import { z } from 'zod';
import { ZId } from '../common/api';
import { zNumberOr } from '../common/number-schemas';
import { pageRule } from '../common/numbers';
import { ZImage } from '../surfboards/schemas';
import { messageKey } from '../i18n/messages';
import {
  CONVERSATION_LIMITS,
  MESSAGE_ID_PATTERN,
  MESSAGE_KINDS,
  OFFER_LIMITS,
  OFFER_STATUSES,
} from './limits';
import { MESSAGE_RISKS } from './safety';
import { ZMeeting } from '../meetings/schemas';
import { LISTING_KINDS } from '../listings/kinds';

// Conversations (issue 43): one thread per board and buyer, messages both ways, read only by its
// two participants. A message is stored as typed (only the ends trimmed): HTML is text, emoji and
// mixed Hebrew/Latin/numbers come back exactly. Each participant has a last-seen pointer: the
// unread counts and "נקרא" under a message are made of it.

export {
  CONVERSATION_LIMITS,
  MESSAGE_ID_PATTERN,
  MESSAGE_KINDS,
  OFFER_LIMITS,
  OFFER_STATUSES,
  REPLY_TIME_RULE,
  compareMessageIds,
  type TMessageKind,
  type TOfferStatus,
} from './limits';

/** A message id: a positive whole number as decimal text; later messages have larger ids. */
export const ZMessageId = z.string().regex(MESSAGE_ID_PATTERN, 'Invalid message id');

const ZBody = z
  .string({ error: messageKey('conversation.bodyRequired') })
  .trim()
  .min(CONVERSATION_LIMITS.minLength, messageKey('conversation.bodyRequired'))
  .max(CONVERSATION_LIMITS.maxLength, messageKey('conversation.bodyMax'));

/** POST /api/conversations: open the thread about a board (or continue mine) with a message. */
export const ZOpenConversationInput = z.object({ boardId: ZId, body: ZBody }).strict();
export type TOpenConversationInput = z.input<typeof ZOpenConversationInput>;

/** POST /api/conversations/:id/messages */
export const ZSendMessageInput = z.object({ body: ZBody }).strict();
export type TSendMessageInput = z.input<typeof ZSendMessageInput>;

/** POST /api/conversations/:id/seen: I have seen the thread up to this message (never back). */
export const ZSeenInput = z.object({ upTo: ZMessageId }).strict();
export type TSeenInput = z.input<typeof ZSeenInput>;

/** GET /api/conversations/:id/messages: the page before a message (the newest without it). */
export const ZMessagesQuery = z.object({
  before: ZMessageId.optional(),
  limit: zNumberOr(pageRule(CONVERSATION_LIMITS.maxPageSize), CONVERSATION_LIMITS.pageSize),
});
export type TMessagesQuery = z.input<typeof ZMessagesQuery>;

export const CONVERSATION_ROLES = ['buyer', 'seller'] as const;
export type TConversationRole = (typeof CONVERSATION_ROLES)[number];

/**
 * POST /api/conversations/:id/offers: a price offer in whole shekels. The buyer offers; the
 * seller only counters an open offer of the buyer's (the service says who may when).
 */
export const ZOfferInput = z
  .object({
    amount: z
      .number({ error: messageKey('offer.amount') })
      .int(messageKey('offer.amount'))
      .min(OFFER_LIMITS.minAmount, messageKey('offer.amount'))
      .max(OFFER_LIMITS.maxAmount, messageKey('offer.amount')),
  })
  .strict();
export type TOfferInput = z.input<typeof ZOfferInput>;

/** What an offer to everyone who liked a board did (issue 55 §4). */
export const ZLikersOfferResult = z.object({
  /** The likers who got it, each in a thread of their own. */
  sent: z.number().int(),
  /** Likers already bargaining (an open offer in their thread), who keep that offer. */
  skipped: z.number().int(),
  /** Until when each of the offers holds. */
  validUntil: z.string(),
  /** The soonest the next offer to this board's likers may be sent. */
  nextAt: z.string(),
});
export type TLikersOfferResult = z.infer<typeof ZLikersOfferResult>;

/** The params of an offer's answer: the thread and the offer. */
export const ZOfferParams = z.object({ id: ZId, offerId: ZId });

/**
 * The board as the thread shows it: 'available' while anyone may buy it, 'sold', or
 * 'unavailable' (archived, waiting for approval, rejected, hidden).
 */
export const THREAD_BOARD_STATUSES = ['available', 'sold', 'unavailable'] as const;
export type TThreadBoardStatus = (typeof THREAD_BOARD_STATUSES)[number];

export const ZMessage = z.object({
  _id: ZMessageId,
  /** Null once its sender deleted their account: the web shows 'הודעה נמחקה'. */
  senderId: ZId.nullable(),
  /** Null when deleted (the sender's account was deleted). */
  body: z.string().nullable(),
  kind: z.enum(MESSAGE_KINDS),
  /**
   * What in the text looks like the start of a scam (conversations/safety.ts): its recipient
   * sees the safe-deal card beside it. Empty for an ordinary message.
   */
  risks: z.array(z.enum(MESSAGE_RISKS)),
  /** On an offer and on the answer to one: the offer as it stands now. */
  offer: z
    .object({
      _id: ZId,
      amount: z.number().int(),
      status: z.enum(OFFER_STATUSES),
      /** Who made it: the buyer offers, the seller counters. */
      fromRole: z.enum(['buyer', 'seller']),
      /** An offer the seller sent to everyone who liked the board holds until then. */
      validUntil: z.string().optional(),
    })
    .optional(),
  /** On a meeting's proposal and on its acceptance: the meeting as it stands now. */
  meeting: ZMeeting.optional(),
  createdAt: z.string(),
});
export type TMessage = z.infer<typeof ZMessage>;

export const ZConversationSummary = z.object({
  _id: ZId,
  /** Null when the board itself was deleted (with its seller's account). */
  board: z
    .object({
      _id: ZId,
      /** The listing's kind: its page's address, and how its notices name it. */
      kind: z.enum(LISTING_KINDS),
      title: z.string(),
      price: z.number(),
      /** The cover image (the web builds its address as for board cards), or null. */
      image: ZImage.nullable(),
      status: z.enum(THREAD_BOARD_STATUSES),
      /** While an accepted offer holds the board (48 hours), its end; else null. */
      reservedUntil: z.string().nullable(),
      /** The reservation is this thread's buyer's (else another buyer's, or none). */
      reservedForThisBuyer: z.boolean(),
      /** Where the board is (its place's name, and its point rounded to 0.01°, or null): the
       * meeting places offered in the thread are the nearest to it. */
      locationText: z.string(),
      lat: z.number().nullable(),
      lng: z.number().nullable(),
    })
    .nullable(),
  /** The other participant; null when their account was deleted. */
  other: z
    .object({
      _id: ZId,
      name: z.string(),
      /** Their profile picture's address, or null. */
      image: z.string().nullable(),
    })
    .nullable(),
  myRole: z.enum(CONVERSATION_ROLES),
  /** I blocked the other side: no messages either way until I unblock them. */
  blockedByMe: z.boolean(),
  lastMessage: ZMessage.nullable(),
  /** Messages of the other side after my last-seen pointer. */
  unreadCount: z.number().int(),
  updatedAt: z.string(),
});
export type TConversationSummary = z.infer<typeof ZConversationSummary>;

/** GET /api/conversations: my threads, newest activity first. */
export const ZConversationList = z.object({
  items: z.array(ZConversationSummary),
  /** Unread messages across all my threads (the menu badge). */
  totalUnread: z.number().int(),
});
export type TConversationList = z.infer<typeof ZConversationList>;

/** POST /api/conversations: the thread (new or continued) and the message just sent. */
export const ZConversationOpened = z.object({
  conversation: ZConversationSummary,
  message: ZMessage,
  /** True when this message opened a new thread. */
  created: z.boolean(),
});
export type TConversationOpened = z.infer<typeof ZConversationOpened>;

/** GET /api/conversations/:id/messages */
export const ZMessagesPage = z.object({
  /** Oldest first. */
  items: z.array(ZMessage),
  /** Pass as `before` for the older page; null at the thread's first message. */
  nextBefore: ZMessageId.nullable(),
  /** The other side's last-seen pointer: my messages up to it are 'נקרא'. */
  seenByOtherUpTo: ZMessageId.nullable(),
});
export type TMessagesPage = z.infer<typeof ZMessagesPage>;

/** POST /api/conversations/:id/seen: my pointer after the call, and what is left unread. */
export const ZSeenResult = z.object({
  seenUpTo: ZMessageId.nullable(),
  totalUnread: z.number().int(),
});
export type TSeenResult = z.infer<typeof ZSeenResult>;

/** PUT/DELETE /api/blocks/:id: block or unblock a user; GET /api/blocks: whom I blocked. */
export const ZBlockedUser = z.object({
  _id: ZId,
  name: z.string(),
  image: z.string().nullable(),
  blockedAt: z.string(),
});
export type TBlockedUser = z.infer<typeof ZBlockedUser>;
export const ZBlockList = z.object({ items: z.array(ZBlockedUser) });
export type TBlockList = z.infer<typeof ZBlockList>;

/**
 * GET /api/admin/conversations/:id: a thread as the moderator reads it, only once one of its
 * messages was reported; the reported messages are marked.
 */
export const ZReportedThread = z.object({
  _id: ZId,
  board: z.object({ _id: ZId, title: z.string(), kind: z.enum(LISTING_KINDS) }).nullable(),
  buyer: z.object({ _id: ZId, name: z.string() }).nullable(),
  seller: z.object({ _id: ZId, name: z.string() }).nullable(),
  /** Oldest first (at most 1,000). */
  messages: z.array(ZMessage),
  reportedMessageIds: z.array(ZMessageId),
});
export type TReportedThread = z.infer<typeof ZReportedThread>;

/** PUT/DELETE /api/blocks/:id answer. */
export const ZBlocked = z.object({ blocked: z.boolean() });
export type TBlocked = z.infer<typeof ZBlocked>;
/** GET /api/surfboards/:id/buyers: who wrote to the seller about the board ("sold to whom"). */
export const ZBoardBuyer = z.object({
  _id: ZId,
  name: z.string(),
  /** Their profile picture's address, or null. */
  image: z.string().nullable(),
  lastMessageAt: z.string(),
  /** The amount of their accepted offer (the sale price by default), or null. */
  acceptedOfferAmount: z.number().int().nullable(),
  /** The board is reserved for them now. */
  reserved: z.boolean(),
});
export type TBoardBuyer = z.infer<typeof ZBoardBuyer>;
export const ZBoardBuyers = z.object({ items: z.array(ZBoardBuyer) });
export type TBoardBuyers = z.infer<typeof ZBoardBuyers>;
