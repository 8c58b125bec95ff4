// Offers and the reservation in a thread, and "sold to whom" (issue 43). Loaded only with the
// thread page and the owner's management dialog, never with the board page or lists.

import type { TListingKind } from '@galim/shared/listings/kinds';
import { kindWords } from './kind-words';

/** "Held for you", agreeing with the listing's kind (issue 53): "החליפה שמורה", "הסנפירים שמורים". */
const RESERVED: Record<TListingKind, string> = {
  board: 'הגלשן שמור',
  wetsuit: 'החליפה שמורה',
  fins: 'הסנפירים שמורים',
  leash: 'הליש שמור',
  bag: 'התיק שמור',
  traction: 'הגריפ שמור',
  rack: 'הגגון שמור',
  other: 'הפריט שמור',
};

export const offersTexts = {
  offer: 'הצעת מחיר',
  counter: 'הצעה נגדית',
  amountLabel: 'הסכום (₪)',
  amountHint: 'בשקלים שלמים, עד 50,000',
  send: 'שליחת ההצעה',
  sending: 'שולחים…',
  cancel: 'ביטול',
  card: (amount: string) => `הצעה: ${amount}`,
  fromBuyer: 'הצעת הקונה',
  fromSeller: 'הצעת המוכר',
  /** The seller's offer to everyone who liked the listing (issue 55), named by its kind. */
  toLikers: (kind: TListingKind = 'board') =>
    `הצעה מיוחדת למי שסימן את ${kindWords[kind].the} כמועדף`,
  validUntil: (date: string) => `בתוקף עד ${date}`,
  lapsed: 'תוקף ההצעה פג',
  status: {
    open: 'ממתינה לתשובה',
    accepted: 'התקבלה',
    declined: 'נדחתה',
    superseded: 'הוחלפה בהצעה חדשה',
    withdrawn: 'בוטלה',
  },
  accept: 'קבלה',
  decline: 'דחייה',
  acceptedNote: (amount: string) => `ההצעה של ${amount} התקבלה`,
  declinedNote: (amount: string) => `ההצעה של ${amount} נדחתה`,
  // The plural address of the whole interface (the draft said 'עבורך').
  reservedForYou: (date: string, kind: TListingKind = 'board') =>
    `${RESERVED[kind]} עבורכם עד ${date}`,
  reservedFor: (name: string, date: string) => `שמור עבור ${name} עד ${date}`,
  release: 'שחרור',
  released: 'השמירה שוחררה',
  error: 'הפעולה לא הצליחה: ',
} as const;

const until = new Intl.DateTimeFormat('he-IL', {
  weekday: 'short',
  day: 'numeric',
  month: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  timeZone: 'Asia/Jerusalem',
});

/** The reservation's end as the thread says it ("יום ה׳, 28.11, 14:30"). */
export const reservedUntilText = (iso: string) => until.format(new Date(iso));
