import type {
  TBeachReportCrowd,
  TBeachReportSize,
  TBeachReportSurface,
} from '@galim/shared/beach-reports/options';

// Hebrew interface strings of reports from the beach (issue 44, item 8): the spot page's section,
// its form, and the reporter's history in the profile. "לפני 20 דק׳" and "מהחוף" are the spec's.

export const beachReportsTexts = {
  title: 'דיווחים מהחוף',
  intro: 'מה גולשים ראו בחוף בשלוש השעות האחרונות, ולידו התחזית לאותה שעה.',
  none: 'עוד אין דיווחים מהשעות האחרונות. היו הראשונים לדווח!',
  loadError: 'לא הצלחנו לטעון את הדיווחים',
  post: 'דווחו מה אתם רואים',
  signIn: 'התחברו כדי לדווח מה אתם רואים בחוף',
  signInLink: 'התחברות',
  formTitle: (spot: string) => `דיווח מהחוף: ${spot}`,
  size: 'גובה הגלים ביחס לגוף',
  surface: 'פני המים',
  crowd: 'כמה אנשים במים',
  sizes: {
    knee: 'ברכיים',
    waist: 'מותניים',
    chest: 'חזה',
    head: 'ראש',
    overhead: 'מעל הראש',
  } satisfies Record<TBeachReportSize, string>,
  surfaces: {
    glassy: 'חלק',
    textured: 'מעט מרקם',
    choppy: 'קצוץ',
    'blown-out': 'סוער מרוח',
  } satisfies Record<TBeachReportSurface, string>,
  crowds: {
    empty: 'ריק',
    few: 'מעטים',
    crowded: 'עמוס',
  } satisfies Record<TBeachReportCrowd, string>,
  photo: 'תמונה (לא חובה)',
  photoChoose: 'בחירת תמונה',
  photoChange: 'החלפת התמונה',
  photoNote: 'נשמור עותק חדש של התמונה, בלי המיקום ושאר הפרטים שהמצלמה כותבת בה.',
  text: 'כמה מילים (לא חובה)',
  count: (n: number, max: number) => `${n}/${max}`,
  share: 'שתפו מיקום לאישור מהחוף',
  shareNote: 'המיקום נבדק פעם אחת מול החוף ולא נשמר.',
  choose: 'יש לבחור גובה, פני מים וכמה אנשים במים',
  send: 'שליחת הדיווח',
  sending: 'שולחים…',
  cancel: 'ביטול',
  close: 'סגירה',
  sent: 'הדיווח נשלח, תודה!',
  sentNoPhoto: (why: string) => `הדיווח נשלח, אבל התמונה לא צורפה: ${why}`,
  noLocation: 'לא קיבלנו את המיקום, הדיווח נשלח בלי אישור מהחוף',
  failed: 'שליחת הדיווח נכשלה',
  ago: (minutes: number) =>
    minutes < 1 ? 'ממש עכשיו' : minutes < 60 ? `לפני ${minutes} דק׳` : agoHours(minutes),
  onBeach: 'מהחוף',
  onBeachTitle: 'נשלח מטווח של עד 3 ק״מ מהחוף',
  forecastAt: (hour: string) => `התחזית ל־${hour}:`,
  noForecast: 'אין תחזית לשעה הזו',
  thank: 'תודה',
  thanks: (n: number) => `תודה (${n})`,
  thankLabel: (name: string, n: number) => `להודות ל${name} על הדיווח (${n} תודות עד עכשיו)`,
  thankSignIn: 'התחברו כדי להודות על דיווח',
  report: 'דיווח על בעיה',
  reportLabel: (name: string) => `דיווח על בעיה בדיווח של ${name}`,
  photoAlt: (spot: string, ago: string) => `תמונה מהחוף ב${spot}, ${ago}`,
  push: 'שלחו לי פוש כשמדווחים כאן על גלים בגובה הראש ומעלה וים חלק או מעט מרקם',
  /** Beside each surf alert in the profile's settings. */
  pushOnReport: 'גם פוש על דיווח מהחוף: גלים מגובה הראש, ים חלק או מעט מרקם',
  pushNeedsAlert: 'רוצים פוש כשמדווחים כאן על גלים טובים? הגדירו התראת גלים לחוף הזה.',
  pushOn: 'נשלח לכם פוש על דיווח טוב מהחוף הזה',
  pushOff: 'לא נשלח פוש על דיווחים מהחוף הזה',
  history: {
    title: 'הדיווחים שלי מהחוף',
    none: 'עוד לא דיווחתם מהחוף. אפשר לדווח מדף התחזית של כל חוף.',
    thanks: (n: number) => (n === 1 ? 'תודה אחת' : `${n} תודות`),
  },
} as const;

function agoHours(minutes: number): string {
  const hours = Math.floor(minutes / 60);
  if (hours < 24)
    return hours === 1 ? 'לפני שעה' : hours === 2 ? 'לפני שעתיים' : `לפני ${hours} שעות`;
  const days = Math.floor(hours / 24);
  return days === 1 ? 'אתמול' : `לפני ${days} ימים`;
}
