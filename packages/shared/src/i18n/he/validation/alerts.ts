// The alerts' validation messages: notification settings and surf alerts (the folder's rule is
// in common.ts).

/** Quiet hours: a window from a time to the same time is no window at all; a surf window's
 * hours and ranges (issue 54, item 5); a spot outside our list. */
export const ALERT_MESSAGES = {
  quietSame: 'שעת הסיום של השעות השקטות חייבת להיות שונה משעת ההתחלה',
  windowHours: 'חלון גלישה הוא בין שעתיים ל־12 שעות ברצף',
  heightRange: 'גובה הגל העליון צריך להיות לפחות כמו התחתון',
  periodRange: 'המחזור העליון צריך להיות לפחות כמו התחתון',
  spot: 'אין חוף כזה ברשימת החופים',
} as const;
