// The notification settings' validation messages (the folder's rule is in common.ts).

/** Quiet hours: a window from a time to the same time is no window at all. */
export const ALERT_MESSAGES = {
  quietSame: 'שעת הסיום של השעות השקטות חייבת להיות שונה משעת ההתחלה',
} as const;
