import type { TBeachReportSize, TBeachReportSurface } from '@galim/shared/beach-reports/options';
import type { TMeetingMessageKind, TOfferMessageKind } from '@galim/shared/conversations/limits';
import type { TListingKind } from '@galim/shared/listings/kinds';

// Every domain event, in one place: what a service says happened (its name) and what it tells
// (its payload). Services publish them through `app.events` (bus.ts); the modules that care
// subscribe in their plugin. A payload is stored as JSON in the outbox, so it holds only plain
// data (strings, numbers, booleans, arrays, objects), never a Date or a class.

/** A report from the beach as its push tells it. */
export interface BeachReportNotice {
  reportId: string;
  userId: string;
  spotId: string;
  size: TBeachReportSize;
  surface: TBeachReportSurface;
  crowd: string;
  onBeach: boolean;
}

/** An offer's message as its notice words it: what happened, at what price. */
export interface OfferLine {
  kind: TOfferMessageKind;
  amount: number;
}

/** A meeting's message as its notice words it: the place (in both languages) and the time. */
export interface MeetingLine {
  kind: TMeetingMessageKind;
  place: { he: string; en: string };
  /** ISO time. */
  at: string;
}

/** A message as its notice names it: who hears of it, the thread, the board, the text. */
export interface MessageNotice {
  conversationId: string;
  userId: string;
  /** Whether the one told is the board's seller (the title says who wrote). */
  toSeller: boolean;
  /** Null when the board was deleted. */
  boardTitle: string | null;
  /** The listing's kind, for the notice to name it ("your wetsuit"); absent in older events. */
  boardKind?: TListingKind;
  text: string;
  /** An offer or its answer: worded in the reader's language, not quoted from the text. */
  offer?: OfferLine;
  /** A meeting proposed or accepted: worded in the reader's language. */
  meeting?: MeetingLine;
  /** The time window the message falls in: one notice a thread a window. */
  window: number;
}

/** A buyer's review of the seller of a board they bought (issue 43). */
export interface SellerReviewPosted {
  reviewId: string;
  sellerId: string;
  rating: number;
  boardTitle: string;
  /** The listing's kind, for the notice to name it; absent in older events (a board). */
  boardKind?: TListingKind;
  /** The seller's public address, where they read and answer it; null without one. */
  sellerSlug: string | null;
}

/** Event name -> payload. */
export interface DomainEvents {
  /**
   * A board may just have become public again (restored from the archive or from a sale, or its
   * expired listing renewed).
   */
  'listing.maybePublic': { boardId: string };
  /**
   * An owner lowered a board's price, at `at` (ISO time; absent in events stored before it was
   * carried, read as the time of delivery).
   */
  'listing.priceLowered': { boardId: string; oldPrice: number; newPrice: number; at?: string };
  /**
   * A public listing's term ends within 7 days, at `expiresAt` (ISO time): its seller is asked
   * whether it is still for sale (issue 55). Once a term.
   */
  'listing.expiring': { boardId: string; expiresAt: string };
  /**
   * A moderator decided on a board (approve, reject or flag); `reporterIds` are the signed-in
   * users whose open reports of it the decision resolved (none for a flag).
   */
  'listing.moderated': {
    boardId: string;
    action: 'approve' | 'reject' | 'flag';
    notes?: string;
    reporterIds: string[];
  };
  /** A moderator approved or rejected a service. */
  'service.moderated': { serviceId: string; status: 'approved' | 'rejected'; notes?: string };
  /** A user reviewed a service. */
  'service.reviewed': { serviceId: string; reviewId: string; rating: number };
  /** A buyer reviewed the seller of a board they bought. */
  'seller.reviewed': SellerReviewPosted;
  /** A surfer posted a report from the beach. */
  'beachReport.posted': BeachReportNotice;
  /** The forecast was fetched anew from Open-Meteo. */
  'forecast.refreshed': Record<string, never>;
  /** A message (or an offer, or its answer) was written in a conversation. */
  'message.sent': MessageNotice;
  /**
   * A user opened a conversation: what it said is read. `otherId` is the other side (null
   * once their account is gone), whose open pages show the "seen" mark.
   */
  'conversation.seen': { userId: string; conversationId: string; otherId: string | null };
  /**
   * The seller's act on a board (the reservation released, the board sold to them) was written
   * in the buyer's thread as a notice (issue 51).
   */
  'conversation.noticed': { conversationId: string; buyerId: string };
  /** An admin renamed a brand, model, category or technology that boards are found by. */
  'reference.renamed': {
    kind: 'brands' | 'models' | 'categories' | 'technologies';
    id: string;
  };
}

export type EventName = keyof DomainEvents;
