// "About the seller" in English, on the board page and the public profile: facts Galim records.

import type * as he from '../he/seller-trust';
import type { Translation } from '@galim/shared/i18n/translation';
import { plural } from './plural';

const reviewCount = (n: number) => plural(n, { one: '1 review', other: '# reviews' });

export const sellerTrustTexts: Translation<typeof he.sellerTrustTexts> = {
  title: 'About the seller',
  memberSince: (monthYear: string) => `On Galim since ${monthYear}`,
  boardsSold: (n: number) =>
    n === 0
      ? 'No sales on Galim yet'
      : plural(n, { one: '1 board sold on Galim', other: '# boards sold on Galim' }),
  googleVerified: 'Verified Google account',
  /** The median time to answer buyers' questions in Galim. */
  replyTime: (minutes: number) =>
    `Usually replies within ${
      minutes <= 60
        ? 'an hour'
        : minutes < 24 * 60
          ? plural(Math.ceil(minutes / 60), { one: 'an hour', other: '# hours' })
          : plural(Math.ceil(minutes / (24 * 60)), { one: 'a day', other: '# days' })
    }`,
  /** The seller's reply rate as its band, a floor (the rule on the privacy page). */
  replyRate: (band: number) =>
    band >= 100 ? 'Replies to every message' : `Replies to at least ${band}% of messages`,
  /** The reviews of the seller's services (Galim's reviews are of services). */
  reviews: (average: number, n: number) =>
    `Rated ${average.toFixed(1)} out of 5 from ${reviewCount(n)} of their services on Galim`,
  /** Reviews by buyers of the seller's boards, shown whatever the profile switches say. */
  sellerReviews: (average: number, n: number) =>
    `Rated ${average.toFixed(1)} out of 5 by buyers on Galim (${reviewCount(n)})`,
};
