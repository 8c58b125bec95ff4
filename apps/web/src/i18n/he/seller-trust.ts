// "About the seller" on the board page and the public profile (issue 33): facts Galim records.

import { plural } from './plural';

export const sellerTrustTexts = {
  title: 'על המוכר',
  memberSince: (monthYear: string) => `בגלים מאז ${monthYear}`,
  boardsSold: (n: number) =>
    n === 0
      ? 'עדיין אין מכירות בגלים'
      : plural(n, {
          one: 'גלשן אחד נמכר בגלים',
          two: 'שני גלשנים נמכרו בגלים',
          other: '# גלשנים נמכרו בגלים',
        }),
  googleVerified: 'חשבון Google מאומת',
  /** The median time to answer buyers' questions in Galim. */
  replyTime: (minutes: number) =>
    `עונה בדרך כלל להודעות תוך ${
      minutes <= 60
        ? 'שעה'
        : minutes < 24 * 60
          ? plural(Math.ceil(minutes / 60), { one: 'שעה', two: 'שעתיים', other: '# שעות' })
          : plural(Math.ceil(minutes / (24 * 60)), { one: 'יום', two: 'יומיים', other: '# ימים' })
    }`,
  /**
   * The seller's reply rate (issue 55) as its band, a floor: "at least 85%" (the rule on the
   * privacy page).
   */
  replyRate: (band: number) =>
    band >= 100 ? 'עונה לכל ההודעות' : `עונה לפחות ל־${band}% מההודעות`,
  /** The reviews of the seller's services (Galim's reviews are of services). */
  reviews: (average: number, n: number) =>
    `דירוג ${average.toFixed(1)} מתוך 5, לפי ${plural(n, {
      one: 'ביקורת אחת',
      two: 'שתי ביקורות',
      other: '# ביקורות',
    })} על השירותים בגלים`,
  /** Reviews by buyers of the seller's boards (issue 43), shown whatever the profile switches say. */
  sellerReviews: (average: number, n: number) =>
    `דירוג ${average.toFixed(1)} מתוך 5 מקונים בגלים (${plural(n, {
      one: 'ביקורת אחת',
      two: 'שתי ביקורות',
      other: '# ביקורות',
    })})`,
} as const;
