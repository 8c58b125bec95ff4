// The profile forms' validation messages (the folder's rule is in common.ts).

/** The profile: completing it after sign-in and editing it. */
export const PROFILE_MESSAGES = {
  firstNameRequired: 'יש למלא שם פרטי',
  firstNameMax: 'השם הפרטי יכול להכיל עד 50 תווים',
  lastNameRequired: 'יש למלא שם משפחה',
  lastNameMax: 'שם המשפחה יכול להכיל עד 50 תווים',
  phoneRequired: 'יש למלא מספר טלפון',
  phoneFormat: 'מספר הטלפון אינו תקין',
  dateOfBirth: 'תאריך הלידה אינו תקין',
  dateOfBirthFuture: 'תאריך הלידה לא יכול להיות בעתיד',
  slugLength: 'השם צריך להכיל 3 עד 40 תווים באנגלית, ספרות או מקפים',
  bioMax: 'הטקסט יכול להכיל עד 500 תווים',
  weight: 'משקל בין 30 ל־150 ק״ג, במספר שלם',
  height: 'גובה בין 90 ל־220 ס״מ, במספר שלם',
  chest: 'היקף חזה בין 50 ל־160 ס״מ, במספר שלם',
} as const;
