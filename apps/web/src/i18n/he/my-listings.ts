// "My listings" when the seller sells gear too (issue 53): the page's words, and the manage
// dialog's words for a listing that is not a board, worded for any item ("המודעה"), so a wetsuit
// is never told "הגלשן סומן כנמכר".

import type { TListingKind } from '@galim/shared/listings/kinds';
import { plural } from './plural';

export const myListingsTexts = {
  page: {
    title: 'המודעות שלי',
    text: 'המודעות הפעילות שלכם, גלשנים וציוד: ממתינות לאישור ומפורסמות.',
    archivedText: 'מודעות שהועברו לארכיון מוסתרות מהחיפושים. אפשר להחזיר אותן בכל עת.',
    count: (n: number) => plural(n, { one: 'מודעה אחת', two: 'שתי מודעות', other: '# מודעות' }),
    listLabel: 'רשימת המודעות',
    kindsLabel: 'סינון לפי סוג',
    every: 'הכול',
    kinds: {
      board: 'גלשנים',
      wetsuit: 'חליפות',
      fins: 'סנפירים',
      leash: 'לישים',
      bag: 'תיקים',
      traction: 'גריפים',
      rack: 'גגונים ומתקנים',
      other: 'ציוד נוסף',
    } satisfies Record<TListingKind, string>,
    /** The page's words where a seller of gear too is not told of boards only. */
    add: 'פרסום מודעה',
    uploadNew: 'פרסום מודעה חדשה',
    emptyArchived: 'אין מודעות בארכיון',
    emptyActive: 'אין לכם כרגע מודעות פעילות',
    emptyActiveText: (archived: number, sold: number) =>
      [
        archived > 0 &&
          `${plural(archived, { one: 'מודעה אחת נמצאת', two: 'שתי מודעות נמצאות', other: '# מודעות נמצאות' })} בארכיון. משם אפשר להחזיר לפעילות בלחיצה אחת.`,
        sold > 0 &&
          `${plural(sold, { one: 'מודעה אחת מופיעה', two: 'שתי מודעות מופיעות', other: '# מודעות מופיעות' })} ברשימת הנמכרים.`,
      ]
        .filter(Boolean)
        .join(' '),
    toSold: 'למודעות שנמכרו',
  },
  /** Several at once, when the selection holds gear (POST /api/listings/bulk/…). */
  bulk: {
    title: (n: number) =>
      plural(n, {
        one: 'פעולות על מודעה אחת',
        two: 'פעולות על שתי מודעות',
        other: 'פעולות על # מודעות',
      }),
    confirmDelete: (n: number) =>
      `${plural(n, { one: 'למחוק מודעה אחת', two: 'למחוק שתי מודעות', other: 'למחוק # מודעות' })} לצמיתות? אי אפשר לבטל את הפעולה.`,
    bulkArchived: (n: number) =>
      plural(n, {
        one: 'מודעה אחת הועברה לארכיון בהצלחה',
        two: 'שתי מודעות הועברו לארכיון בהצלחה',
        other: '# מודעות הועברו לארכיון בהצלחה',
      }),
    bulkDeleted: (n: number) =>
      plural(n, {
        one: 'מודעה אחת נמחקה בהצלחה',
        two: 'שתי מודעות נמחקו בהצלחה',
        other: '# מודעות נמחקו בהצלחה',
      }),
    bulkSold: (n: number) =>
      plural(n, {
        one: 'מודעה אחת סומנה כנמכרה בהצלחה',
        two: 'שתי מודעות סומנו כנמכרות בהצלחה',
        other: '# מודעות סומנו כנמכרות בהצלחה',
      }),
  },
  /** A listing of gear in the manage dialog: what differs from a board's words. */
  manage: {
    title: 'ניהול המודעה',
    soldTitle: 'סימון המודעה כנמכרה',
    soldThroughWebsite: 'נמכר דרך האתר',
    archiveText: 'המודעה תוסתר מהחיפושים. אפשר להחזיר אותה מהארכיון בכל עת.',
    deleteTitle: 'למחוק את המודעה?',
    reservedNote: 'הפריט שמור לקונה שהצעתו התקבלה. אפשר לשחרר את השמירה.',
  },
  soldTo: {
    reserved: 'הפריט שמור כעת לקונה הזה',
    noBuyers: 'עדיין אף אחד לא כתב לכם על המודעה הזו בגלים.',
    onlyReserved:
      'הפריט שמור לקונה שהצעתו התקבלה. כדי למכור למישהו אחר, קודם בטלו את השמירה (הקונה יקבל על כך הודעה).',
  },
  /** The offer to those who liked it, for a listing that is not a board (issue 53). */
  likersOffer: {
    title: 'הצעת מחיר למי שאהב את המודעה',
    text: 'כל מי שסימן את המודעה כמועדפת יקבל את ההצעה בשיחה משלו, בתוקף ל-48 שעות. מי שיקבל אותה ראשון — הפריט יישמר עבורו. אפשר לשלוח הצעה כזו פעם בשבוע.',
    noneSent: 'כל מי שסימן את המודעה כבר נמצא במשא ומתן איתכם, לכן לא נשלחה הצעה חדשה',
  },
  toasts: {
    soldError: 'שגיאה בסימון המודעה כנמכרה: ',
    deleteError: 'שגיאה במחיקת המודעה: ',
    statusError: 'שגיאה בעדכון סטטוס המודעה: ',
    sold: 'המודעה סומנה כנמכרה!',
    deleted: 'המודעה נמחקה!',
    archived: 'המודעה הועברה לארכיון!',
    unarchived: 'המודעה הוחזרה מהארכיון!',
    unsold: 'המודעה חזרה לזמינות!',
    unsoldError: 'שגיאה בביטול המכירה. נסו שוב.',
  },
};
