// The installed app's start screen in English.

import type * as he from '../splash';
import type { Translation } from '../translation';

export const splashTexts: Translation<typeof he.splashTexts> = {
  name: 'Galim',
  tagline: 'Surfboards, surf services and wave forecasts',
};
