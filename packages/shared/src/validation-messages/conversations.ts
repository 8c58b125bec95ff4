// The conversations' validation messages (the folder's rule is in common.ts).

/** A message in a thread about a board. */
export const CONVERSATION_MESSAGES = {
  bodyRequired: 'יש לכתוב הודעה',
  bodyMax: 'ההודעה יכולה להכיל עד 2,000 תווים',
} as const;
