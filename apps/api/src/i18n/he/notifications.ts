import type { Translation } from '@galim/shared/i18n/translation';
import type {
  TBoardNoticeKind,
  TMeetingMessageKind,
  TOfferMessageKind,
} from '@galim/shared/conversations/limits';
import { israelCalendar, israelTime } from '@galim/shared/israel-time';
import { formatPrice } from '@galim/shared/format';
import type { TListingKind } from '@galim/shared/listings/kinds';

// Every text a notification carries (in the centre and by push), in one place: what the API
// itself sends to people, in the language each person chose (Hebrew here, English in
// i18n/en/notifications.ts; modules/alerts/texts.ts picks one). The API's other answers are codes the web app words.

const BEACH_SIZES = {
  knee: 'בגובה הברכיים',
  waist: 'בגובה המותניים',
  chest: 'בגובה החזה',
  head: 'בגובה הראש',
  overhead: 'מעל הראש',
};
const BEACH_SURFACES = {
  glassy: 'חלק',
  textured: 'מעט מרקם',
  choppy: 'קצוץ',
  'blown-out': 'סוער מרוח',
};
const BEACH_CROWDS = { empty: 'ריק במים', few: 'מעטים במים', crowded: 'עמוס במים' };

/**
 * A listing as a notice names it, by its kind (issue 53): "the" and "a" forms, the plural of a
 * saved search's name, and the gender (or plural) its verbs agree with: "החליפה נמכרה".
 */
const KIND: Record<TListingKind, { the: string; a: string; many: string; g: 'm' | 'f' | 'p' }> = {
  board: { the: 'הגלשן', a: 'גלשן', many: 'גלשנים', g: 'm' },
  wetsuit: { the: 'החליפה', a: 'חליפה', many: 'חליפות', g: 'f' },
  fins: { the: 'הסנפירים', a: 'סנפירים', many: 'סנפירים', g: 'p' },
  leash: { the: 'הליש', a: 'ליש', many: 'לישים', g: 'm' },
  bag: { the: 'התיק', a: 'תיק', many: 'תיקים לגלשנים', g: 'm' },
  traction: { the: 'הגריפ', a: 'גריפ', many: 'גריפים', g: 'm' },
  rack: { the: 'הגגון', a: 'גגון', many: 'גגונים', g: 'm' },
  other: { the: 'הפריט', a: 'פריט', many: 'ציוד גלישה', g: 'm' },
};
/** The form that agrees with the kind's noun: masculine, feminine or plural. */
const agree = (kind: TListingKind, m: string, f: string, p: string) => ({ m, f, p })[KIND[kind].g];
const sold = (kind: TListingKind) => agree(kind, 'נמכר', 'נמכרה', 'נמכרו');

const WEEKDAYS = ['א׳', 'ב׳', 'ג׳', 'ד׳', 'ה׳', 'ו׳', 'ש׳'];

export const notificationTexts = {
  /** A surf spot's name, as the reader's language writes it. */
  spot: (spot: { name: string; nameHe: string }) => spot.nameHe,
  boardApproved: (kind: TListingKind) =>
    `${KIND[kind].the} שלכם ${agree(kind, 'אושר ופורסם', 'אושרה ופורסמה', 'אושרו ופורסמו')}`,
  boardRejected: (kind: TListingKind) =>
    `${KIND[kind].the} שלכם לא ${agree(kind, 'אושר', 'אושרה', 'אושרו')}`,
  reportActed: 'טיפלנו בדיווח שלכם',
  reportRemoved: (title: string) => `${title}: המודעה הוסרה מהאתר. תודה על הדיווח.`,
  reportKept: (title: string) => `${title}: בדקנו את המודעה והיא נשארת באתר. תודה על הדיווח.`,
  messageToSeller: (kind: TListingKind) => `הודעה חדשה על ${KIND[kind].the} שלכם`,
  messageToBuyer: 'הודעה חדשה מהמוכר',
  /** The listing of a thread whose listing was deleted (its kind went with it). */
  deletedBoard: 'מודעה שנמחקה',
  /** A message itself, cut to a notification's length. */
  quote: (title: string, text: string) =>
    `${title}: ${text.length > 120 ? `${text.slice(0, 119)}…` : text}`,
  /** An offer or its answer, as its message says it. */
  offerLine: (kind: TOfferMessageKind, amount: number) =>
    kind === 'offer'
      ? `הצעת מחיר: ${formatPrice(amount)}`
      : `ההצעה של ${formatPrice(amount)} ${kind === 'offer_accepted' ? 'התקבלה' : 'נדחתה'}`,
  /** A meeting proposed or set, as its notice and its stored message say it. */
  meetingLine: (kind: TMeetingMessageKind, place: { he: string; en: string }, at: Date) => {
    const d = israelCalendar(at);
    const when = `${d.day}.${d.month + 1} בשעה ${israelTime(at)}`;
    return kind === 'meeting'
      ? `הצעה להיפגש: ${place.he}, ${when}`
      : `המפגש נקבע: ${place.he}, ${when}`;
  },
  /**
   * A notice of the listing in the buyer's thread, as its message stores it (export,
   * moderation), named by the listing's kind.
   */
  boardNotice: (notice: TBoardNoticeKind, kind: TListingKind = 'board'): string => {
    const the = KIND[kind].the;
    return {
      board_sold: `המוכר סימן ש${the} ${sold(kind)} לך. אפשר עכשיו לכתוב חוות דעת על המוכר.`,
      reservation_released: `המוכר ביטל את השמירה של ${the} עבורך. ${the} ${agree(kind, 'חזר להיות זמין', 'חזרה להיות זמינה', 'חזרו להיות זמינים')} לכולם.`,
      board_sold_elsewhere: `${the} כבר ${sold(kind)} למישהו אחר.`,
      board_archived: `המוכר הוריד את ${the} מהמכירה.`,
    }[notice];
  },
  serviceApproved: 'השירות שלכם אושר ופורסם',
  serviceRejected: 'השירות שלכם לא אושר',
  newReview: 'ביקורת חדשה על השירות שלכם',
  newSellerReview: (kind: TListingKind) => `ביקורת חדשה מקונה של ${KIND[kind].a} שלכם`,
  savedSearchMatch: (kind: TListingKind, search: string) =>
    `${KIND[kind].a} ${agree(kind, 'חדש', 'חדשה', 'חדשים')} לחיפוש "${search}"`,
  /** The name of a saved search whose user named it not, nor searched for words. */
  savedSearchName: (kind: TListingKind = 'board') => `חיפוש ${KIND[kind].many}`,
  boardWithPrice: (title: string, price: number) => `${title} · ${formatPrice(price)}`,
  priceDrop: (kind: TListingKind) => `ירידת מחיר ב${KIND[kind].a} שאהבת`,
  priceDropBody: (title: string, oldPrice: number, newPrice: number) =>
    `${title}: ${formatPrice(oldPrice)} ← ${formatPrice(newPrice)}`,
  /** A listing's term ends soon (issue 55): the seller's three answers come with it. */
  stillForSale: 'עדיין למכירה?',
  stillForSaleBody: (title: string, days: number) =>
    `${title}: המודעה תרד מהאתר ${days <= 1 ? 'מחר' : days === 2 ? 'בעוד יומיים' : `בעוד ${days} ימים`}. אפשר לחדש אותה ל-60 יום, לסמן שנמכר או להעביר לארכיון.`,
  surfAlert: (spot: string) => `התראת גלים: ${spot}`,
  beachReport: (spot: string) => `דיווח מהחוף: ${spot}`,
  /** A best window (issue 54, item 5): "חלון גלישה: הילטון". */
  bestWindow: (spot: string) => `חלון גלישה: ${spot}`,
  /** The morning digest of the day's windows. */
  windowDigest: 'חלונות הגלישה של היום',
  /** "מחר 07:00–10:00, 3 שעות: ★★★★ 1.2 מ׳ 10 שנ׳" */
  windowLine: (when: string, from: string, to: string, hours: number, best: string) =>
    `${when} ${from}–${to}, ${hours === 2 ? 'שעתיים' : `${hours} שעות`}: ${best}`,
  /** After the window: how to stop these (one tap, on the spot's page the notice opens). */
  windowStop: 'לא רוצים עוד התראות כאלה? מכבים בלחיצה בעמוד החוף.',
  /** "בגובה הראש, חלק, מעטים במים · מהחוף" */
  beachReportBody(r: { size: string; surface: string; crowd: string; onBeach: boolean }): string {
    const size = BEACH_SIZES[r.size as keyof typeof BEACH_SIZES] ?? r.size;
    const surface = BEACH_SURFACES[r.surface as keyof typeof BEACH_SURFACES] ?? r.surface;
    const crowd = BEACH_CROWDS[r.crowd as keyof typeof BEACH_CROWDS] ?? r.crowd;
    return `${size}, ${surface}, ${crowd}${r.onBeach ? ' · מהחוף' : ''}`;
  },
  /** "היום", "מחר", "מחרתיים", else "ביום ה׳" (the date's weekday). */
  day(offset: number, date: string): string {
    if (offset === 0) return 'היום';
    if (offset === 1) return 'מחר';
    if (offset === 2) return 'מחרתיים';
    return `ביום ${WEEKDAYS[new Date(`${date}T00:00:00Z`).getUTCDay()]}`;
  },
  metres: (m: number) => `${m.toFixed(1)} מ׳`,
  seconds: (s: number) => `${Math.round(s)} שנ׳`,
} as const;

/** The words of a notification: one language's table (the same shape in every language). */
export type NotificationTexts = Translation<typeof notificationTexts>;
