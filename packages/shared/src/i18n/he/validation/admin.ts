// The admin forms' validation messages (the folder's rule is in common.ts).

/** The admin's FAQ editor. */
export const FAQ_MESSAGES = {
  questionRequired: 'יש למלא שאלה',
  questionMax: 'השאלה יכולה להכיל עד 300 תווים',
  answerRequired: 'יש למלא תשובה',
  answerMax: 'התשובה יכולה להכיל עד 5,000 תווים',
  categoryMax: 'הקטגוריה יכולה להכיל עד 60 תווים',
  order: 'מספר הסדר צריך להיות בין ‎-1,000,000 ל-1,000,000',
} as const;

/** The admin's reference tables (categories, brands, models, technologies). */
export const REFERENCE_MESSAGES = {
  titleRequired: 'יש למלא שם',
  titleMax: 'השם יכול להכיל עד 100 תווים',
  descriptionMax: 'התיאור יכול להכיל עד 1000 תווים',
  logo: 'כתובת הלוגו צריכה להיות כתובת אינטרנט מלאה',
  brandRating: 'דירוג המותג צריך להיות מספר שלם בין 1 ל-5',
  kinds: 'יש לבחור לפחות סוג ציוד אחד, כל סוג פעם אחת',
} as const;
