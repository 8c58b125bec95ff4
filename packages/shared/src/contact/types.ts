// The contact form's options without zod: the public contact page imports these at once and
// loads the schema only when the form is first validated.
export const CONTACT_TYPES = ['general', 'support', 'business', 'feedback', 'report'] as const;
export type TContactType = (typeof CONTACT_TYPES)[number];

/** The longest message the contact form takes (the form counts towards it as one types). */
export const CONTACT_MESSAGE_MAX = 5000;
