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
    /** Several at once are boards' (their bulk actions take boards only). */
    boardsOnlySelect: 'בחירה מרובה זמינה לגלשנים בלבד',
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
