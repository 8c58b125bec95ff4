// The contact form's validation messages (the folder's rule is in common.ts).

/** The contact form: every field required, the e-mail checked. */
export const CONTACT_MESSAGES = {
  type: 'יש לבחור סוג פנייה',
  name: 'יש למלא שם מלא',
  email: 'יש למלא כתובת אימייל',
  emailFormat: 'כתובת האימייל אינה תקינה',
  subject: 'יש למלא נושא',
  message: 'יש לכתוב הודעה',
  nameMax: 'השם יכול להכיל עד 100 תווים',
  emailMax: 'כתובת האימייל יכולה להכיל עד 200 תווים',
  subjectMax: 'הנושא יכול להכיל עד 200 תווים',
  messageMax: 'ההודעה יכולה להכיל עד 5,000 תווים',
} as const;
