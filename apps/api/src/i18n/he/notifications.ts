import type { Translation } from '@galim/shared/i18n/translation';
import type {
  TBoardNoticeKind,
  TMeetingMessageKind,
  TOfferMessageKind,
} from '@galim/shared/conversations/limits';
import { israelCalendar, israelTime } from '@galim/shared/israel-time';
import { formatPrice } from '@galim/shared/format';

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

const WEEKDAYS = ['א׳', 'ב׳', 'ג׳', 'ד׳', 'ה׳', 'ו׳', 'ש׳'];

export const notificationTexts = {
  /** A surf spot's name, as the reader's language writes it. */
  spot: (spot: { name: string; nameHe: string }) => spot.nameHe,
  boardApproved: 'הגלשן שלכם אושר ופורסם',
  boardRejected: 'הגלשן שלכם לא אושר',
  reportActed: 'טיפלנו בדיווח שלכם',
  reportRemoved: (title: string) => `${title}: המודעה הוסרה מהאתר. תודה על הדיווח.`,
  reportKept: (title: string) => `${title}: בדקנו את המודעה והיא נשארת באתר. תודה על הדיווח.`,
  messageToSeller: 'הודעה חדשה על הגלשן שלכם',
  messageToBuyer: 'הודעה חדשה מהמוכר',
  /** The board of a thread whose board was deleted. */
  deletedBoard: 'גלשן שנמחק',
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
  /** A notice of the board in the buyer's thread, as its message stores it (export, moderation). */
  boardNotice: (kind: TBoardNoticeKind): string =>
    ({
      board_sold: 'המוכר סימן שהגלשן נמכר לך. אפשר עכשיו לכתוב חוות דעת על המוכר.',
      reservation_released: 'המוכר ביטל את השמירה של הגלשן עבורך. הגלשן חזר להיות זמין לכולם.',
      board_sold_elsewhere: 'הגלשן כבר נמכר למישהו אחר.',
      board_archived: 'המוכר הוריד את הגלשן מהמכירה.',
    })[kind],
  serviceApproved: 'השירות שלכם אושר ופורסם',
  serviceRejected: 'השירות שלכם לא אושר',
  newReview: 'ביקורת חדשה על השירות שלכם',
  newSellerReview: 'ביקורת חדשה מקונה של גלשן שלכם',
  savedSearchMatch: (search: string) => `גלשן חדש לחיפוש "${search}"`,
  /** The name of a saved search whose user named it not, nor searched for words. */
  savedSearchName: 'חיפוש גלשנים',
  boardWithPrice: (title: string, price: number) => `${title} · ${formatPrice(price)}`,
  priceDrop: 'ירידת מחיר בגלשן שאהבת',
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
