// Reviews of sellers in English: the buyer's form, the list on the public profile, the seller's
// reply and the boards still waiting for a review.

import type * as he from '../he/seller-reviews';
import type { Translation } from '@galim/shared/i18n/translation';
import { plural } from './plural';

export const sellerReviewsTexts: Translation<typeof he.sellerReviewsTexts> = {
  title: 'Buyer reviews',
  none: 'No buyer reviews yet.',
  loadError: 'We could not load the reviews',
  more: 'More reviews',
  note: 'Only people who bought through Galim can write reviews.',
  /** The summary line: "4.5 out of 5 · 3 reviews". */
  summary: (average: number, n: number) =>
    `${average.toFixed(1)} out of 5 · ${plural(n, { one: '1 review', other: '# reviews' })}`,
  stars: (n: number) => plural(n, { one: '1 star', other: '# stars' }),
  // Followed by the board's title as a link.
  bought: 'Bought',
  boardGone: 'a listing that was deleted',
  sellerReply: "Seller's reply",
  report: 'Report',
  reportLabel: (name: string) => `Report ${name}'s review`,
  reply: 'Reply',
  replyLabel: 'Your reply to the review',
  replySend: 'Post reply',
  replyOnce: 'You can reply once, and everyone will see your reply.',
  replySaved: 'Your reply was posted',
  ask: (seller: string) => `How was buying from ${seller}?`,
  boardLabel: {
    board: 'Board',
    wetsuit: 'Wetsuit',
    fins: 'Fins',
    leash: 'Leash',
    bag: 'Board bag',
    traction: 'Traction pad',
    rack: 'Rack',
    other: 'Item',
  },
  rating: 'Rating',
  body: 'What should the next buyers know?',
  bodyHint: "Your review will appear with your name on the seller's profile and listings.",
  send: 'Post review',
  sent: 'Thanks! Your review was posted',
  until: (date: string) => `You can write it until ${date}`,
  pendingTitle: 'Reviews to write',
  write: 'Write a review',
  cancel: 'Cancel',
};
