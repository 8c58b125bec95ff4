// The reservation an accepted offer makes, as board cards and the board page say it, in English.

import type * as he from '../reservation';
import type { Translation } from '../translation';

export const reservationTexts: Translation<typeof he.reservationTexts> = {
  badge: 'Reserved',
  /** On the board page, to its buyer. */
  forYou: 'Reserved for you',
};
