import type * as he from '../he/forecast-models';
import type { Translation } from '@galim/shared/i18n/translation';

// The models side by side and the accuracy page, in English.

const percent = (share: number) => `${Math.round(share * 100)}%`;

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
  accuracy: {
    title: (spot: string) => `How good is the forecast at ${spot}?`,
    intro:
      'Every report from the beach is checked against what each model forecast for that hour, as it was issued before it: was the wave size it forecast (knee, waist, chest, head, overhead) what the beach saw, or was it too big or too small?',
    back: 'Back to the forecast',
    window: (days: number) => `The last ${days} days`,
    reports: (n: number) => (n === 1 ? 'One report from the beach' : `${n} reports from the beach`),
    model: 'Model',
    checked: 'Reports checked',
    matched: 'Size right',
    bias: 'Bias',
    tooBig: 'Too big',
    tooSmall: 'Too small',
    tooFew: (n: number, min: number) => `Too few reports (${n} of at least ${min})`,
    percent,
    biasText: (bias: number) =>
      Math.abs(bias) < 0.05
        ? 'Spot on'
        : bias > 0
          ? `${bias.toFixed(1)} sizes too big`
          : `${Math.abs(bias).toFixed(1)} sizes too small`,
    lean: (model: string) => `${model} has proved itself here: Galim's forecast line leans on it.`,
    median: "Galim's forecast line is the models' median until one model proves itself here.",
    galim: 'Galim',
    loadError: 'Could not load the figures',
  },
};
