// The installed app's start screen in English.

import type * as he from '../he/splash';
import type { Translation } from '@galim/shared/i18n/translation';

export const splashTexts: Translation<typeof he.splashTexts> = {
  name: 'Galim',
  tagline: 'Surfboards, surf services and wave forecasts',
};
