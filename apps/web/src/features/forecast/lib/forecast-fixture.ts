import type { TForecastSlot } from '@galim/shared/forecast/schemas';

// Forecast pieces for component and unit tests: a slot with only its time and wave height
// mattering, and a day without sun times.

export function slot(time: string, waveHeight: number): TForecastSlot {
  return {
    time,
    waveHeight,
    period: 8,
    waveDirection: 280,
    swellHeight: null,
    seaTemp: null,
    airTemp: null,
    windSpeed: null,
    windDirection: null,
    windGusts: null,
    swell: null,
    secondarySwell: null,
    windWaves: null,
    seaLevel: null,
    windClass: null,
    windRelation: null,
    sheltered: false,
    tide: null,
    score: 50,
    stars: 3,
  };
}

export const day = (date: string) => ({
  date,
  sunrise: null,
  sunset: null,
  uvIndexMax: null,
  best: null,
});
