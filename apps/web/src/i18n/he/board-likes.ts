// Hebrew interface strings, one module per area so that a page loads only the strings it
// shows (decision 031). Texts the spec gives in Hebrew are verbatim; texts it gives in English
// are written here in natural Hebrew.

import type { TListingKind } from '@galim/shared/listings/kinds';
import { agree, kindWords } from './kind-words';
import { plural } from './plural';

// Likes of boards and all gear: the heart on cards and pages, and likes kept while offline
export const boardLikesTexts = {
  add: 'הוספה למועדפים',
  remove: 'הסרה מהמועדפים',
  loginRequired: 'התחברו, והגלשן יישמר במועדפים שלכם',
  failed: 'שגיאה בעדכון סטטוס המועדף',
  queued: (like: boolean) =>
    like
      ? 'אין חיבור לאינטרנט — הלייק יישלח כשהחיבור יחזור'
      : 'אין חיבור לאינטרנט — ההסרה מהמועדפים תישלח כשהחיבור יחזור',
  sent: (like: boolean) =>
    like ? 'החיבור חזר: הגלשן נוסף למועדפים' : 'החיבור חזר: הגלשן הוסר מהמועדפים',
  /** The same for a listing of any kind (issue 53): "התחברו, והחליפה תישמר במועדפים שלכם". */
  kind: {
    loginRequired: (kind: TListingKind) =>
      `התחברו, ו${kindWords[kind].the} ${agree(kind, 'יישמר', 'תישמר', 'יישמרו')} במועדפים שלכם`,
    sent: (like: boolean, kind: TListingKind) =>
      like
        ? `החיבור חזר: ${kindWords[kind].the} ${agree(kind, 'נוסף', 'נוספה', 'נוספו')} למועדפים`
        : `החיבור חזר: ${kindWords[kind].the} ${agree(kind, 'הוסר', 'הוסרה', 'הוסרו')} מהמועדפים`,
  },
  count: (n: number) => plural(n, { one: 'מועדף אחד', two: 'שני מועדפים', other: '# מועדפים' }),
} as const;
