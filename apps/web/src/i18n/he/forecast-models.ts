// The models side by side, in Hebrew (issue 54, decision 056): loaded with
// their own code, not with the forecast page's first screen.

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
} as const;
