// Hebrew interface strings, one module per area so that a page loads only the strings it
// shows (decision 031). Texts the spec gives in Hebrew are verbatim; texts it gives in English
// are written here in natural Hebrew.

import { plural } from './plural';

// Board search filters and sorting (the board list and the home page)
export const boardFiltersTexts = {
  title: 'סינון ומיון',
  toggle: 'סינון',
  activeCount: (n: number) =>
    plural(n, { one: 'מסנן פעיל אחד', two: 'שני מסננים פעילים', other: '# מסננים פעילים' }),
  search: 'חיפוש חופשי',
  // Short enough to be read whole in a phone's search field (issue 51, item 22).
  searchPlaceholder: 'מותג, דגם, צבע, מילה…',
  searchButton: 'חיפוש',
  more: 'עוד סינונים',
  brand: 'מותג',
  model: 'דגם',
  category: 'קטגוריה',
  technology: 'טכנולוגיה',
  condition: 'מצב',
  skillLevel: 'רמת גולש',
  sellerType: 'סוג מוכר',
  finSystem: 'מערכת סנפירים',
  price: 'מחיר (₪)',
  length: 'אורך (רגל)',
  volume: 'נפח (ליטר)',
  min: 'מ-',
  max: 'עד',
  minOf: (label: string) => `${label} מינימום`,
  maxOf: (label: string) => `${label} מקסימום`,
  minAboveMax: 'המינימום גבוה מהמקסימום: אין גלשנים בטווח הזה',
  location: 'מיקום',
  locationPlaceholder: 'עיר או חוף',
  any: 'הכול',
  sort: 'מיון',
  clear: 'ניקוי סינונים',
  sorts: {
    'createdAt-desc': 'החדשים ביותר',
    'createdAt-asc': 'הוותיקים ביותר',
    'price-asc': 'מחיר: מהזול ליקר',
    'price-desc': 'מחיר: מהיקר לזול',
    'length-asc': 'אורך: מהקצר לארוך',
    'length-desc': 'אורך: מהארוך לקצר',
    'volume-asc': 'נפח: מהקטן לגדול',
    'volume-desc': 'נפח: מהגדול לקטן',
    'viewCount-desc': 'הנצפים ביותר',
    'distance-asc': 'מרחק: מהקרוב לרחוק',
  },
} as const;
