// What a request that got no answer tells the user (lib/api.ts): the network is off, failed, or
// the answer took too long. Part of every page's script, so it is said offline too; what the
// server answers is worded in server-errors.ts, loaded when needed.

export const connectionErrorsTexts = {
  NETWORK: 'בעיית תקשורת. בדקו את החיבור ונסו שוב.',
  OFFLINE: 'אין חיבור לאינטרנט, ולכן הפעולה לא נשלחה ולא נשמרה. התחברו לרשת ונסו שוב.',
  TIMEOUT: 'הבקשה ארכה יותר מדי. נסו שוב.',
  /** An error answer whose wording could not be loaded. */
  failed: 'הפעולה לא הצליחה. נסו שוב.',
} as const;
