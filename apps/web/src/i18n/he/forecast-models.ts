// The models side by side and the accuracy page, in Hebrew (issue 54, decision 056): loaded with
// their own code, not with the forecast page's first screen.

const percent = (share: number) => `${Math.round(share * 100)}%`;

export const forecastModelsTexts = {
  rows: {
    title: 'המודלים זה לצד זה',
    description:
      'מה כל מודל חוזה לאותן שעות: גובה הגל, המחזור והכיוון, והרוח עם המשבים. כשהמודלים מסכימים, התחזית בטוחה יותר.',
    day: 'יום',
    caption: (day: string) => `המודלים ליום ${day}, כל שלוש שעות`,
    model: 'מודל',
    galim: 'גלים (החציון)',
    galimLean: (model: string) => `גלים (לפי ${model})`,
    confidence: 'ודאות',
    waves: 'גלים',
    wind: 'רוח',
    failed: 'לא זמין כרגע',
    missing: 'אין נתונים',
    beyond: '–',
    seconds: (n: string) => `${n} ש׳`,
    kph: (wind: string, gusts: string | null) =>
      gusts === null ? `${wind} קמ״ש` : `${wind} (${gusts}) קמ״ש`,
    level: { high: 'גבוהה', medium: 'בינונית', low: 'נמוכה' },
    oneModel: 'מודל אחד',
  },
  accuracy: {
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
  },
} as const;
