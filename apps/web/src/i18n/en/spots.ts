// A surf spot's name and when it works, as the English pages show them.

import type * as he from '../he/spots';

export const spotTexts: typeof he.spotTexts = {
  name: (spot) => spot.name,
  otherName: (spot) => ({ text: spot.nameHe, lang: 'he' }),
  conditions: (spot) => spot.optimalConditions,
};
