// The conversations' validation messages (the folder's rule is in common.ts).

/** A message in a thread about a board. */
export const CONVERSATION_MESSAGES = {
  bodyRequired: 'יש לכתוב הודעה',
  bodyMax: 'ההודעה יכולה להכיל עד 2,000 תווים',
} as const;

/** A meeting place (admin) and a meeting at one (issue 56 §3). */
export const MEETING_MESSAGES = {
  text: 'שם וכתובת של מקום מפגש הם בין 2 ל-120 תווים',
  city: 'יש לבחור עיר מהרשימה',
  point: 'מיקום המקום צריך להיות בתחומי ישראל',
  at: 'יש לבחור יום ושעה למפגש',
} as const;

/** A price offer in a thread: whole shekels from 1 to 50,000. */
export const OFFER_MESSAGES = {
  amount: 'הצעת מחיר היא סכום שלם בשקלים, מ-1 עד 50,000',
} as const;
