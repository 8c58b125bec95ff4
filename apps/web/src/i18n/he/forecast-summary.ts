// Hebrew interface strings (decision 031): the forecast's summary that other pages show too (the
// home page's best spots, star ratings, height units), apart from the forecast page's own
// strings so that those pages load only these.

import { plural } from './plural';

export const forecastSummaryTexts = {
  units: {
    label: 'יחידות גובה',
    m: 'מטרים',
    ft: 'רגל',
    // Geresh, not an apostrophe; feet in full (רג׳ is not how Israelis write it).
    mShort: 'מ׳',
    ftShort: 'רגל',
  },
  best: {
    title: 'איפה הכי טוב לגלוש עכשיו',
    text: 'עשרת החופים מדורגים לפי הציון הגבוה ביותר בהמשך היום, עם חלון הזמן הטוב לכל חוף.',
    window: (from: string, to: string) => `${from} עד ${to}`,
    tomorrow: 'מחר',
    flat: 'אין היום גלים מתאימים בחוף הזה',
    noMarine: 'אין נתוני ים',
    unavailable: 'התחזית לא זמינה',
    rank: (n: number) => `מקום ${n}`,
    toForecast: 'לתחזית המלאה',
    error: 'לא הצלחנו לטעון את הדירוג.',
    demo: 'נתוני דוגמה',
  },
  stars: (n: number) => plural(n, { one: 'כוכב אחד מתוך 5', other: '# מתוך 5 כוכבים' }),
} as const;
