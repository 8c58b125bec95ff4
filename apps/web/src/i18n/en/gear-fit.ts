// "Fits me" on the wetsuit and fin lists and pages (issue 53), in English: the twin of
// i18n/he/gear-fit.ts. The reasons are the gear table's (i18n/en/gear.ts, `fit`).

import type * as he from '../he/gear-fit';
import type { Translation } from '@galim/shared/i18n/translation';

export const gearFitTexts: Translation<typeof he.gearFitTexts> = {
  toggle: 'Fits me',
  signIn: 'Sign in to see what fits you',
  setUp: {
    wetsuit:
      'To find a wetsuit in your size, tell us your height and weight (and chest, if you know it)',
    fins: 'To find fins in your size, tell us your weight',
  },
  height: 'Height (cm)',
  weight: 'Weight (kg)',
  chest: 'Chest (cm, optional)',
  save: 'Save',
  change: 'Change my measures',
  cancel: 'Cancel',
  private: 'Private: kept in your account only, never shown to others',
  measureError: {
    height: (min: number, max: number) =>
      `Enter a height from ${min} to ${max} cm, as a whole number`,
    weight: (min: number, max: number) =>
      `Enter a weight from ${min} to ${max} kg, as a whole number`,
    chest: (min: number, max: number) =>
      `Enter a chest from ${min} to ${max} cm, as a whole number`,
  },
  unknown: 'We have no size chart for this item',
  checkOnPage: 'Check whether it fits you',
};
