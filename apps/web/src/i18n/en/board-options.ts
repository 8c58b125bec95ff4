// Option labels in English, shared by board lists, filters, forms and the admin.

import type * as he from '../he/board-options';
import type { Translation } from '@galim/shared/i18n/translation';

export const boardOptionsTexts: Translation<typeof he.boardOptionsTexts> = {
  condition: {
    new: 'New',
    excellent: 'Like new',
    good: 'Used, good condition',
    fair: 'Used, fair condition',
    poor: 'Needs repair',
  },
  skillLevel: {
    beginner: 'Beginner',
    intermediate: 'Intermediate',
    advanced: 'Advanced',
    expert: 'Expert',
  },
  finSystem: { 'FCS II': 'FCS II', Futures: 'Futures' },
  sellerType: { private: 'Private', shop: 'Shop', dealer: 'Dealer' },
  region: {
    north: 'North',
    'tel-aviv': 'Tel Aviv',
    center: 'Central',
    south: 'South',
    jerusalem: 'Jerusalem',
  },
  surfingLevel: {
    beginner: 'Beginner',
    intermediate: 'Intermediate',
    advanced: 'Advanced',
    pro: 'Pro',
  },
  moderationStatus: {
    pending: 'Awaiting approval',
    approved: 'Approved',
    rejected: 'Rejected',
    flagged: 'Flagged for review',
  },
  availability: { true: 'Available', false: 'Not available' },
  /** A card's volume, short: "32 L". */
  litresShort: (litres: number | string) => `${litres} L`,
};
