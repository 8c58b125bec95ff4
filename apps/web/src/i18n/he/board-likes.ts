// Hebrew interface strings, one module per area so that a page loads only the strings it
// shows (decision 031). Texts the spec gives in Hebrew are verbatim; texts it gives in English
// are written here in natural Hebrew.

import { plural } from './plural';

// Likes of boards: the heart on board cards and pages, and likes kept while offline
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
  count: (n: number) => plural(n, { one: 'מועדף אחד', two: 'שני מועדפים', other: '# מועדפים' }),
} as const;
