// The forecast summary other pages show too (the home page's best spots, star ratings, height
// units), in English.

import type * as he from '../he/forecast-summary';
import type { Translation } from '@galim/shared/i18n/translation';
import { plural } from './plural';

export const forecastSummaryTexts: Translation<typeof he.forecastSummaryTexts> = {
  units: {
    label: 'Height units',
    m: 'Metres',
    ft: 'Feet',
    mShort: 'm',
    ftShort: 'ft',
  },
  best: {
    title: 'Where to surf right now',
    text: 'The top ten spots ranked by their best score for the rest of the day, with the best time window at each.',
    window: (from: string, to: string) => `${from}–${to}`,
    tomorrow: 'Tomorrow',
    flat: 'No surfable waves at this spot today',
    noMarine: 'No sea data',
    unavailable: 'Forecast unavailable',
    rank: (n: number) => `Rank ${n}`,
    toForecast: 'Full forecast',
    error: 'We could not load the ranking.',
    demo: 'Sample data',
  },
  stars: (n: number) => plural(n, { one: '1 star out of 5', other: '# out of 5 stars' }),
};
