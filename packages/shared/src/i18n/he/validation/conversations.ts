// The conversations' validation messages (the folder's rule is in common.ts).

/** A message in a thread about a board. */
export const CONVERSATION_MESSAGES = {
  bodyRequired: 'יש לכתוב הודעה',
  bodyMax: 'ההודעה יכולה להכיל עד 2,000 תווים',
} as const;

/** A price offer in a thread: whole shekels from 1 to 50,000. */
export const OFFER_MESSAGES = {
  amount: 'הצעת מחיר היא סכום שלם בשקלים, מ-1 עד 50,000',
} as const;
