// How good the forecast is at a spot, in Hebrew (issue 54, decision 056): the accuracy page's
// own texts, loaded with its code only.

const percent = (share: number) => `${Math.round(share * 100)}%`;

export const forecastAccuracyTexts = {
  title: (spot: string) => `עד כמה התחזית טובה ב${spot}?`,
  intro:
    'כל דיווח מהחוף נבדק מול מה שכל מודל חזה לאותה שעה, כפי שפורסם לפניה: האם גודל הגל שחזה (ברך, מותניים, חזה, ראש, מעל הראש) הוא מה שנראה בחוף, או שחזה גדול או קטן מדי.',
  back: 'חזרה לתחזית',
  window: (days: number) => `${days} הימים האחרונים`,
  reports: (n: number) => (n === 1 ? 'דיווח אחד מהחוף' : `${n} דיווחים מהחוף`),
  model: 'מודל',
  checked: 'דיווחים שנבדקו',
  matched: 'פגע בגודל',
  bias: 'נטייה',
  tooBig: 'גדול מדי',
  tooSmall: 'קטן מדי',
  tooFew: (n: number, min: number) => `מעט מדי דיווחים (${n} מתוך ${min} לפחות)`,
  percent,
  biasText: (bias: number) =>
    Math.abs(bias) < 0.05
      ? 'מדויק'
      : bias > 0
        ? `גדול ב־${bias.toFixed(1)} דרגות`
        : `קטן ב־${Math.abs(bias).toFixed(1)} דרגות`,
  lean: (model: string) => `כאן הוכיח את עצמו ${model}: קו התחזית של גלים נשען עליו.`,
  median: 'קו התחזית של גלים הוא החציון של המודלים, עד שמודל אחד יוכיח את עצמו כאן.',
  galim: 'גלים',
  loadError: 'לא הצלחנו לטעון את הנתונים',
} as const;
