// The reservation an accepted offer makes, as board cards and the board page say it, in English.

import type * as he from '../he/reservation';
import type { Translation } from '@galim/shared/i18n/translation';

export const reservationTexts: Translation<typeof he.reservationTexts> = {
  badge: 'Reserved',
  /** On the board page, to its buyer. */
  forYou: 'Reserved for you',
};
