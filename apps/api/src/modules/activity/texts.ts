// The Hebrew lines of the admins' activity feed that the API writes itself, in one place.
// (Lines about a board or service name it by its title; those need no words of ours.)

const TARGET = { surfboard: 'גלשן', service: 'שירות' } as const;

export const activityTexts = {
  signedUp: (name: string) => `${name} הצטרף/ה לגלים`,
  contactMessage: (subject: string) => `פנייה חדשה: ${subject}`,
  reportFiled: (target: keyof typeof TARGET, reason: string) =>
    `דיווח על ${TARGET[target]}: ${reason}`,
  reportResolved: (target: keyof typeof TARGET, reason: string) =>
    `דיווח על ${TARGET[target]} טופל: ${reason}`,
  /** What a deleted account's lines say instead of its details. */
  deletedAccount: 'חשבון שנמחק',
} as const;
