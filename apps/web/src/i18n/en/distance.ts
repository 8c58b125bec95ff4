// How far a listing is from the list's place, on its card, in English.

import type { Translation } from '@galim/shared/i18n/translation';
import type * as he from '../he/distance';

export const distanceTexts: Translation<typeof he.distanceTexts> = {
  short: (km: number) => (km < 1 ? 'under 1 km' : `${km} km`),
  spoken: (km: number) => (km < 1 ? 'less than a kilometre away' : `${km} km away`),
};
