// Conversations about a board (issue 43): the board page's message to the seller, the inbox
// and a thread. The user is addressed in the plural, as everywhere.

import type { TListingKind } from '@galim/shared/listings/kinds';
import type { TBoardNoticeKind } from '@galim/shared/conversations/limits';
import { agree, kindWords as KIND } from './kind-words';
import { plural } from './plural';

const sold = (kind: TListingKind) => agree(kind, 'נמכר', 'נמכרה', 'נמכרו');

export const conversationsTexts = {
  /** The message to the seller on a listing's page, worded by its kind ("על החליפה"). */
  board: {
    title: 'הודעה למוכר',
    intro: (kind: TListingKind) =>
      `כתבו למוכר על ${KIND[kind].the}. רק אתם והמוכר רואים את השיחה, והתשובות מגיעות אליכם בהתראות.`,
    label: 'ההודעה שלכם',
    placeholder: (kind: TListingKind) =>
      kind === 'board'
        ? 'למשל: יש בו תיקונים? אפשר לראות אותו בסוף השבוע?'
        : `למשל: באיזה מצב ${agree(kind, 'הוא', 'היא', 'הם')}? אפשר לראות ${agree(kind, 'אותו', 'אותה', 'אותם')} בסוף השבוע?`,
    send: 'שליחת הודעה',
    sent: 'ההודעה נשלחה למוכר',
    signIn: 'התחברות ושליחת הודעה למוכר',
    signInText: (kind: TListingKind) =>
      `רוצים לשאול משהו על ${KIND[kind].the}? התחברו וכתבו למוכר כאן.`,
    ownBoard: (kind: TListingKind) =>
      `קונים יכולים לכתוב לכם על ${KIND[kind].the} ${agree(kind, 'הזה', 'הזאת', 'האלה')}. השיחות נמצאות בהודעות.`,
    ownBoardLink: 'להודעות שלי',
    continue: 'לשיחה עם המוכר',
    earlier: (kind: TListingKind) =>
      `כבר כתבתם למוכר על ${KIND[kind].the} ${agree(kind, 'הזה', 'הזאת', 'האלה')}.`,
  },
  inbox: {
    title: 'הודעות',
    empty: 'עדיין אין שיחות',
    emptyText: 'בעמוד של כל גלשן אפשר לכתוב למוכר. כשקונים יכתבו לכם על גלשן, השיחה תופיע כאן.',
    error: 'לא הצלחנו לטעון את השיחות',
    /** A thread's last line when it was an offer or its answer (the price written already). */
    offerLine: {
      offer: (price: string) => `הצעת מחיר: ${price}`,
      offer_accepted: (price: string) => `ההצעה של ${price} התקבלה`,
      offer_declined: (price: string) => `ההצעה של ${price} נדחתה`,
    },
    /** A thread's last line when it was a notice of the listing, named by its kind. */
    noticeLine: (notice: TBoardNoticeKind, kind: TListingKind) =>
      ({
        board_sold: `${KIND[kind].the} ${sold(kind)}`,
        reservation_released: 'השמירה בוטלה',
        board_sold_elsewhere: `${KIND[kind].the} ${sold(kind)} למישהו אחר`,
        board_archived: `${KIND[kind].the} ${agree(kind, 'הורד', 'הורדה', 'הורדו')} מהמכירה`,
      })[notice],
    unread: (n: number) =>
      plural(n, {
        one: 'הודעה אחת שלא נקראה',
        two: 'שתי הודעות שלא נקראו',
        other: '# הודעות שלא נקראו',
      }),
    you: 'אתם: ',
    buyer: 'קונה',
    seller: 'מוכר',
    boardGone: 'המודעה הוסרה',
    someone: 'משתמש שמחק את החשבון',
  },
  thread: {
    back: 'לכל ההודעות',
    loadOlder: 'להודעות קודמות',
    loading: 'טוענים את השיחה…',
    error: 'לא הצלחנו לטעון את השיחה',
    notFound: 'השיחה לא נמצאה',
    notFoundText: 'ייתכן שהקישור שגוי, או שהשיחה אינה שלכם.',
    label: 'הודעה',
    send: 'שליחה',
    sending: 'שולחים…',
    seen: 'נקרא',
    deleted: 'הודעה נמחקה',
    mine: 'אתם',
    /** The listing's state beside its title, agreeing with its kind ("זמינה"). */
    status: (status: 'available' | 'reserved' | 'sold' | 'unavailable', kind: TListingKind) =>
      ({
        available: agree(kind, 'זמין', 'זמינה', 'זמינים'),
        reserved: agree(kind, 'שמור', 'שמורה', 'שמורים'),
        sold: sold(kind),
        unavailable: agree(kind, 'לא מוצג כרגע', 'לא מוצגת כרגע', 'לא מוצגים כרגע'),
      })[status],
    /** A notice the seller's act wrote in the thread, as each side reads it, by the kind. */
    notice: {
      buyer: (notice: TBoardNoticeKind, kind: TListingKind) => {
        const the = KIND[kind].the;
        return {
          board_sold: `${the} ${sold(kind)} לכם! עכשיו אפשר לכתוב חוות דעת על המוכר.`,
          reservation_released: `המוכר ביטל את השמירה של ${the} עבורכם. ${the} ${agree(kind, 'חזר להיות זמין', 'חזרה להיות זמינה', 'חזרו להיות זמינים')} לכולם.`,
          board_sold_elsewhere: `${the} כבר ${sold(kind)} למישהו אחר. תודה על ההתעניינות!`,
          board_archived: `המוכר הוריד את ${the} מהמכירה, כך שלא תתקבל כאן תשובה על ${the} ${agree(kind, 'הזה', 'הזאת', 'האלה')}.`,
        }[notice];
      },
      seller: (notice: TBoardNoticeKind, kind: TListingKind) => {
        const the = KIND[kind].the;
        return {
          board_sold: `סימנתם ש${the} ${sold(kind)} לקונה הזה. הוא יכול עכשיו לכתוב עליכם חוות דעת.`,
          reservation_released: `ביטלתם את השמירה של ${the}. הקונה קיבל על כך הודעה.`,
          board_sold_elsewhere: `סימנתם ש${the} ${sold(kind)} למישהו אחר. הקונה הזה קיבל על כך הודעה.`,
          board_archived: `הורדתם את ${the} מהמכירה. הקונה הזה קיבל על כך הודעה.`,
        }[notice];
      },
    },
    writeReview: 'לכתיבת חוות דעת',
    aboutBoard: (kind: TListingKind) => `על ${KIND[kind].the}`,
    tooShort: 'כתבו הודעה',
    tooLong: (max: number) => `אפשר לכתוב עד ${max} תווים`,
    /** A link in a message: its domain first, the address and the way out after a tap. */
    linkTo: 'קישור ל-',
    linkOpen: 'פתיחת הקישור',
    linkWarning: 'הקישור יוצא מגלים. פתחו אותו רק אם אתם סומכים על מי ששלח אותו.',
    report: 'דיווח',
    reportLabel: 'דיווח על ההודעה',
    more: 'אפשרויות נוספות',
    block: (name: string) => `חסימת ${name}`,
    unblock: (name: string) => `ביטול החסימה של ${name}`,
    blockConfirmTitle: 'לחסום?',
    blockConfirm:
      'לא תוכלו לשלוח הודעות זה לזה, והגלשנים של המשתמש הזה לא יופיעו לכם ברשימות. אפשר לבטל את החסימה בכל זמן.',
    blockAction: 'חסימה',
    cancel: 'ביטול',
    blocked: 'חסמתם את המשתמש הזה: אי אפשר לשלוח הודעות ביניכם.',
    blockedToast: 'המשתמש נחסם',
    unblockedToast: 'החסימה בוטלה',
    blockFailed: 'לא הצלחנו לעדכן את החסימה. נסו שוב.',
    blockedTitle: 'משתמשים שחסמתם',
  },
  /**
   * The safe-deal card beside a message that asks for payment ahead or moves the deal off Galim
   * (shared/conversations/safety.ts), shown to its recipient only.
   */
  risk: {
    title: 'רגע לפני שממשיכים',
    payment: 'ההודעה מבקשת תשלום באפליקציה או בהעברה. שלמו רק אחרי שראיתם את הגלשן בעיניים.',
    payment_link:
      'הקישור נראה כמו דף תשלום של ביט, פייבוקס או פייפאל, אבל הוא לא באתר שלהם. אל תזינו בו פרטי כרטיס או חשבון.',
    deposit: 'ההודעה מבקשת מקדמה או תשלום מראש. לעולם אל תעבירו מקדמה על גלשן שלא ראיתם.',
    bank_details: 'ההודעה כוללת פרטי חשבון בנק. אל תעבירו כסף לחשבון של אדם שלא פגשתם.',
    identity: 'ההודעה מבקשת תעודה מזהה או פרטים אישיים. אין שום סיבה לשלוח אותם כדי לקנות גלשן.',
    off_platform:
      'ההודעה מציעה לעבור לאפליקציה אחרת. כאן, בגלים, אנחנו יכולים להזהיר אתכם ולעזור אם משהו משתבש.',
    safeDeal: 'קנייה בטוחה: מה כדאי לבדוק',
    report: 'זה נראה כמו הונאה? דווחו לנו',
    /** Under a later message of a kind already explained by a card above. */
    marked: 'גם ההודעה הזו נראית חשודה',
    toWarning: 'לאזהרה',
  },
} as const;
