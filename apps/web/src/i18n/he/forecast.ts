// Hebrew interface strings, one module per area so that a page loads only the strings it
// shows (decision 031). Texts the spec gives in Hebrew are verbatim; texts it gives in English
// are written here in natural Hebrew.

import { forecastSummaryTexts } from './forecast-summary';
import { numberRange } from '@galim/shared/format-number';

/** The words of a spot's share line, as the server writes it into the page's preview. */
export { shareLineWords } from '@galim/shared/i18n/he/share-line';

// Wave forecast
export const forecastTexts = {
  title: 'תחזית גלים בישראל',
  intro:
    'תחזית ל־7 ימים לחופי הגלישה מראש הנקרה ועד זיקים, עם דירוג גלים שמותאם לכל חוף לפי כיוון הסוול, הרוח והגאות.',
  demoTitle: 'נתוני דוגמה',
  demoText:
    'השרת אינו מחובר כרגע לשירות התחזית, ולכן מוצגים נתוני דוגמה בלבד. אין להסתמך עליהם ליציאה לים.',
  stale: (time: string) => `לא הצלחנו לרענן את התחזית. מוצגים נתונים שנשמרו בשעה ${time}.`,
  noMarineData: 'תחזית ימית אינה זמינה למיקום זה, בחרו חוף אחר',
  loadError: 'שגיאה בטעינת התחזית',
  /** A spot page's title, as the server writes it in its head ("… | גלים" is added). */
  spotTitle: (spot: string) => `תחזית גלים – ${spot}`,
  /** Under "the page was not found", for an address of a spot that is not on the list. */
  allSpots: 'לתחזית של כל החופים',
  picker: {
    label: 'בחירת חוף',
    search: 'חיפוש חוף',
    searchPlaceholder: 'למשל: הרצליה, Dado, חוף זבולון',
    noResults: 'לא נמצא חוף בשם הזה',
    selected: 'החוף הנבחר',
  },
  units: forecastSummaryTexts.units,
  now: (time: string) => `עכשיו (${time})`,
  cards: {
    title: 'התנאים עכשיו',
    waveHeight: 'גובה גלים',
    period: 'מחזור גל',
    seconds: (n: string) => `${n} שנ׳`,
    waveDirection: 'כיוון הגלים',
    seaTemp: 'טמפרטורת המים',
    airTemp: 'טמפרטורת האוויר',
    wind: 'רוח',
    sunrise: 'זריחה',
    sunset: 'שקיעה',
    firstLight: (time: string) => `אור ראשון ${time}`,
    lastLight: (time: string) => `אור אחרון ${time}`,
    wear: (suit: string) => `ללבוש: ${suit}`,
    uv: 'מדד UV',
    bestToday: 'הזמן הטוב ביותר היום',
    noBestToday: 'אין היום שעה מומלצת',
    degrees: (n: number) => `${n}°`,
    celsius: (n: number) => `${n}°C`,
    fromDirection: (name: string) => `מ${name}`,
  },
  chart: {
    title: 'גובה הגלים ב־7 הימים הקרובים',
    description:
      'גובה הגלים בשעות 08:00, 12:00 ו־18:00 בכל יום. הנתונים המלאים מופיעים בטבלאות שלמטה.',
    loading: 'טוען את התרשים...',
    slot: (hour: string) => `${hour}`,
    empty: 'אין מספיק נתונים לתרשים.',
    day: 'יום',
    /** The whisker over each bar: the lowest and highest wave model at that hour. */
    band: 'טווח המודלים',
    /** A faint bar: the models disagree there. */
    faint: 'ודאות נמוכה',
    range: (low: number, high: number) => `(המודלים: ${low}–${high})`,
  },
  table: {
    title: 'תחזית לפי שעות',
    waveRange: (low: string, high: string, unit: string) =>
      low === high ? `גלים ${low} ${unit}` : `גלים ${numberRange(low, high)} ${unit}`,
    caption: (day: string) => `תחזית ל${day}, כל 3 שעות בין 06:00 ל־21:00`,
    hour: 'שעה',
    waveHeight: 'גובה גלים',
    period: 'מחזור',
    waveDirection: 'כיוון גל',
    wind: 'רוח (קמ״ש)',
    tide: 'גאות',
    rating: 'דירוג',
    noData: 'אין נתונים ליום זה',
    best: 'הכי טוב',
    scrollHint: 'גללו הצידה לרוח, לכיוון ולגאות',
    gusts: (n: string) => `משבים ${n}`,
    partsOf: (hour: string) => `הים ב־${hour} לפי חלקיו`,
    explain: (hour: string) => `מה קבע את הציון של ${hour}`,
  },
  parts: {
    swell: 'סוול ראשי',
    secondarySwell: 'סוול משני',
    windWaves: 'גלי רוח',
  },
  approach: { straight: 'ישר לחוף', angled: 'באלכסון', side: 'מהצד' },
  day: {
    seaTemp: 'טמפ׳ מים',
    firstLight: 'אור ראשון',
    sunrise: 'זריחה',
    sunset: 'שקיעה',
    lastLight: 'אור אחרון',
  },
  wetsuit: {
    boardshorts: 'בגד ים או לייקרה',
    '2mm': 'חליפה 2 מ״מ',
    '3/2': 'חליפה 3/2',
    '4/3': 'חליפה 4/3',
  },
  tideCurve: {
    title: 'גאות ושפל',
    note: 'הגאות והשפל בים התיכון קטנים, עשרות סנטימטרים: נתון של מודל',
    high: 'גאות',
    low: 'שפל',
    cm: (n: number) => `${n > 0 ? '+' : n < 0 ? '−' : ''}${Math.abs(n)} ס״מ`,
    curveLabel: (day: string) => `עקומת גובה פני הים ל${day}, לפי מודל`,
    none: 'אין נתוני גאות ליום זה',
  },
  stars: forecastSummaryTexts.stars,
  score: (n: number) => `ציון ${n}`,
  kph: (n: string) => `${n} קמ״ש`,
  windClass: { glassy: 'שקטה (גלאסי)', light: 'קלה', moderate: 'בינונית', strong: 'חזקה' },
  windRelation: { offshore: 'מהיבשה', cross: 'רוח צד', onshore: 'מהים' },
  sheltered: 'החוף מוגן מהרוח הזו',
  tide: { rising: 'עולה', falling: 'יורדת', slack: 'מים עומדים' },
  compass: {
    N: 'צפון',
    NNE: 'צפון־צפון־מזרח',
    NE: 'צפון־מזרח',
    ENE: 'מזרח־צפון־מזרח',
    E: 'מזרח',
    ESE: 'מזרח־דרום־מזרח',
    SE: 'דרום־מזרח',
    SSE: 'דרום־דרום־מזרח',
    S: 'דרום',
    SSW: 'דרום־דרום־מערב',
    SW: 'דרום־מערב',
    WSW: 'מערב־דרום־מערב',
    W: 'מערב',
    WNW: 'מערב־צפון־מערב',
    NW: 'צפון־מערב',
    NNW: 'צפון־צפון־מערב',
  },
  today: 'היום',
  tomorrow: 'מחר',
  best: forecastSummaryTexts.best,
  attribution: 'נתוני ים ומזג אוויר:',
  attributionLicense: 'רישיון CC BY 4.0',
  optimal: 'מתי החוף עובד:',
  updated: (time: string) => `עודכן ב־${time}`,
  /** How sure a day is, beside its stars (decision 056): the models' agreement. */
  confidence: {
    high: 'ודאות גבוהה',
    medium: 'ודאות בינונית',
    low: 'ודאות נמוכה',
    oneModel: 'ודאות נמוכה: מודל אחד בלבד',
  },
  accuracyLink: 'עד כמה התחזית טובה כאן?',
  // Weekday names as Intl writes them for he-IL (0 = Sunday): written out, because each
  // Intl.DateTimeFormat costs a page its construction, and the first one loads ICU's data.
  weekdaysLong: [
    'יום ראשון',
    'יום שני',
    'יום שלישי',
    'יום רביעי',
    'יום חמישי',
    'יום שישי',
    'יום שבת',
  ],
  weekdaysShort: ['יום א׳', 'יום ב׳', 'יום ג׳', 'יום ד׳', 'יום ה׳', 'יום ו׳', 'שבת'],
} as const;
