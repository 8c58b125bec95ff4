// The pages of gear other than boards (issue 53): a kind's list and a listing's page. The
// kinds, attributes and options come worded from the API; these are the pages' own words.

import { formatPriceRange } from './format';
import { plural } from './plural';

export const gearPagesTexts = {
  listText: 'כל המודעות שאושרו לפרסום, עם חיפוש וסינון.',
  resultsHeading: 'המודעות שנמצאו',
  filtersHeading: 'סינון',
  search: 'חיפוש',
  searchPlaceholder: 'מותג, דגם, מילה מהתיאור',
  price: 'מחיר',
  min: 'מ-',
  max: 'עד',
  minOf: (label: string) => `${label}: מינימום`,
  maxOf: (label: string) => `${label}: מקסימום`,
  any: 'הכול',
  sort: 'מיון',
  sorts: {
    newest: 'החדשות ביותר',
    'price-asc': 'מחיר: מהזול ליקר',
    'price-desc': 'מחיר: מהיקר לזול',
  },
  apply: 'סינון',
  clear: 'ניקוי הסינונים',
  resultCount: (n: number) => plural(n, { one: 'מודעה אחת', two: 'שתי מודעות', other: '# מודעות' }),
  noneFound: 'לא נמצאו מודעות',
  noneFoundText: 'נסו לשנות את החיפוש או לנקות חלק מהסינונים.',
  loadError: 'לא הצלחנו לטעון את המודעות. נסו שוב.',
  retry: 'נסו שוב',
  loadMore: 'טען עוד',
  unknownKind: 'אין כאן סוג ציוד כזה.',
  yes: 'כן',
  no: 'לא',
  details: 'פרטים',
  condition: 'מצב',
  place: 'מיקום',
  seller: 'מוכר',
  description: 'תיאור',
  noDescription: 'המוכר לא הוסיף תיאור.',
  sold: 'נמכר',
  soldNote: 'הפריט הזה כבר נמכר.',
  expired: 'המודעה פגה',
  expiredNote: 'תוקף המודעה הסתיים והיא כבר לא מוצגת ברשימות.',
  back: 'חזרה לרשימה',
  goBack: 'חזרה',
  publishedOn: (date: string) => `פורסמה: ${date}`,
  notPublic: 'המודעה אינה מוצגת לציבור כרגע.',
  soldOn: (date: string) => `תאריך מכירה: ${date}`,
  /** A sold or expired listing's way to others of its kind: "לחליפות למכירה". */
  similar: (labelMany: string) => `ל${labelMany} למכירה`,
  priceRange: (low: number, high: number, basedOn: number) =>
    `פריטים דומים נמכרו ב־${formatPriceRange(low, high)} (לפי ${basedOn} פריטים)`,
  /** The page to its seller: no message to themselves, their listing's management a tap away. */
  own: {
    title: 'המודעה שלכם',
    manage: 'ניהול המודעה במודעות שלי',
  },
} as const;
