import type * as he from '../he/forecast-accuracy';
import type { Translation } from '@galim/shared/i18n/translation';

// How good the forecast is at a spot, in English.

const percent = (share: number) => `${Math.round(share * 100)}%`;

export const forecastAccuracyTexts: Translation<typeof he.forecastAccuracyTexts> = {
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
};
