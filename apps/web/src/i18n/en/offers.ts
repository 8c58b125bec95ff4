// Offers and the reservation in a thread, and "sold to whom", in English.

import type * as he from '../he/offers';
import type { Translation } from '@galim/shared/i18n/translation';
import { LOCALE } from './locale';
import type { TListingKind } from '@galim/shared/listings/kinds';
import { agree, kindWords } from './kind-words';

/** "Held for you", by the listing's kind (issue 53): "This wetsuit is", "These fins are". */
const RESERVED: Record<TListingKind, string> = {
  board: 'This board is',
  wetsuit: 'This wetsuit is',
  fins: 'These fins are',
  leash: 'This leash is',
  bag: 'This board bag is',
  traction: 'This traction pad is',
  rack: 'This rack is',
  other: 'This item is',
};

export const offersTexts: Translation<typeof he.offersTexts> = {
  offer: 'Offer',
  counter: 'Counter-offer',
  amountLabel: 'Amount (₪)',
  amountHint: 'Whole shekels, up to ₪50,000',
  send: 'Send offer',
  sending: 'Sending…',
  cancel: 'Cancel',
  card: (amount: string) => `Offer: ${amount}`,
  fromBuyer: "Buyer's offer",
  fromSeller: "Seller's offer",
  toLikers: (kind: TListingKind = 'board') =>
    `A special offer for those who liked ${agree(kind, 'this', 'this', 'these')} ${kindWords[kind].noun}`,
  validUntil: (date: string) => `Valid until ${date}`,
  lapsed: 'This offer has expired',
  status: {
    open: 'Awaiting reply',
    accepted: 'Accepted',
    declined: 'Declined',
    superseded: 'Replaced by a new offer',
    withdrawn: 'Withdrawn',
  },
  accept: 'Accept',
  decline: 'Decline',
  acceptedNote: (amount: string) => `The offer of ${amount} was accepted`,
  declinedNote: (amount: string) => `The offer of ${amount} was declined`,
  reservedForYou: (date: string, kind: TListingKind = 'board') =>
    `${RESERVED[kind]} reserved for you until ${date}`,
  reservedFor: (name: string, date: string) => `Reserved for ${name} until ${date}`,
  release: 'Release',
  released: 'Reservation released',
  error: 'Something went wrong: ',
};

const until = new Intl.DateTimeFormat(LOCALE, {
  weekday: 'short',
  day: 'numeric',
  month: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  timeZone: 'Asia/Jerusalem',
});

/** The reservation's end as the thread says it ("Thu, 28/11, 14:30"). */
export const reservedUntilText: typeof he.reservedUntilText = (iso) => until.format(new Date(iso));
