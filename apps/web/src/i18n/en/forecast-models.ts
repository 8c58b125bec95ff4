import type * as he from '../he/forecast-models';
import type { Translation } from '@galim/shared/i18n/translation';

// The models side by side, in English.

export const forecastModelsTexts: Translation<typeof he.forecastModelsTexts> = {
  rows: {
    title: 'The models side by side',
    description:
      'What each model forecasts for the same hours: wave height, period and direction, and the wind with its gusts. When the models agree, the forecast is surer.',
    day: 'Day',
    caption: (day: string) => `The models for ${day}, every three hours`,
    model: 'Model',
    galim: 'Galim (median)',
    galimLean: (model: string) => `Galim (after ${model})`,
    confidence: 'Confidence',
    waves: 'Waves',
    wind: 'Wind',
    failed: 'Not available now',
    missing: 'No data',
    beyond: '–',
    seconds: (n: string) => `${n} s`,
    kph: (wind: string, gusts: string | null) =>
      gusts === null ? `${wind} km/h` : `${wind} (${gusts}) km/h`,
    level: { high: 'High', medium: 'Medium', low: 'Low' },
    oneModel: 'One model',
  },
};
