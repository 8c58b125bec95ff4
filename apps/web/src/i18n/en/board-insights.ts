// The price estimate, the price badge and "boards that fit me", in English.

import { groupDigits } from '@galim/shared/format-number';
import type { TSkillLevel } from '@galim/shared/surfboards/options';
import type * as he from '../he/board-insights';
import type { Translation } from '@galim/shared/i18n/translation';

const levelPhrase: Record<TSkillLevel, string> = {
  beginner: 'beginner',
  intermediate: 'intermediate',
  advanced: 'advanced',
  expert: 'expert',
};

const whole = (n: number) => (Number.isFinite(n) && n > 0 ? Math.round(n) : 0);

/** "₪2,200–3,000", low to high; equal ends give one price. */
function priceRange(low: number, high: number): string {
  const [a, b] = [whole(low), whole(high)].sort((x, y) => x - y) as [number, number];
  return a === b ? `₪${groupDigits(a)}` : `₪${groupDigits(a)}–${groupDigits(b)}`;
}

export const boardInsights: Translation<typeof he.boardInsights> = {
  price: {
    range: (low: number, high: number, basedOn: number) =>
      `Similar boards sold for ${priceRange(low, high)} (based on ${basedOn} boards)`,
    notEnough: (basedOn: number) =>
      basedOn === 0
        ? 'No similar boards yet to estimate a price'
        : `Not enough similar boards yet to estimate a price (found ${basedOn})`,
    loading: 'Checking prices of similar boards…',
    good: 'Good price',
    high: 'Above market range',
    showRange: 'Show the price range',
  },
  fit: {
    board: (min: number, max: number, level: TSkillLevel) =>
      `Suits ${levelPhrase[level]} surfers of ${min}–${max} kg`,
    toggle: 'Fits me',
    toggleHint: (kg: number, level: TSkillLevel) =>
      `Based on ${kg} kg and ${levelPhrase[level]} level`,
    setUp: 'To see boards that fit you, tell us your weight and level',
    level: 'Surfing level',
    save: 'Save and show boards that fit',
    private: 'Private: kept in your account only, never shown to others',
    weightError: (min: number, max: number) =>
      `Enter your weight as a whole number from ${min} to ${max} kg`,
    signIn: 'Sign in to see boards that fit you',
  },
  profile: {
    section: 'Board fit (private, not shown to others)',
    weight: 'Weight (kg)',
  },
};
