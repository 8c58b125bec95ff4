// "מתאים לי" on the wetsuit and fin lists and pages (issue 53): the rider's measures, asked
// where they are wanted and kept privately. The reasons themselves ("מתאים לגובה 178 ומשקל 75")
// are the gear table's (i18n/he/gear.ts, `fit`), which the API shares.

export const gearFitTexts = {
  toggle: 'מתאים לי',
  signIn: 'התחברו כדי לראות מה מתאים לכם',
  setUp: {
    wetsuit: 'כדי למצוא חליפה במידה שלכם, ספרו לנו מה הגובה והמשקל שלכם (והיקף החזה, אם ידוע)',
    fins: 'כדי למצוא סנפירים בגודל שלכם, ספרו לנו מה המשקל שלכם',
  },
  height: 'גובה (ס״מ)',
  weight: 'משקל (ק״ג)',
  chest: 'היקף חזה (ס״מ, לא חובה)',
  save: 'שמירה',
  change: 'עדכון המידות',
  cancel: 'ביטול',
  private: 'פרטי: נשמר בחשבון שלכם בלבד ולא מוצג לאחרים',
  measureError: {
    height: (min: number, max: number) => `יש להזין גובה במספר שלם בין ${min} ל־${max} ס״מ`,
    weight: (min: number, max: number) => `יש להזין משקל במספר שלם בין ${min} ל־${max} ק״ג`,
    chest: (min: number, max: number) => `יש להזין היקף חזה במספר שלם בין ${min} ל־${max} ס״מ`,
  },
  /** On a page whose size the chart does not know (a kids' size in a men's cut, no size given). */
  unknown: 'אין לנו טבלת מידות לפריט הזה',
  checkOnPage: 'בדקו אם זה מתאים לכם',
};
