// The score of a forecast hour explained, in English.

import type * as he from '../he/forecast-score';
import type { Translation } from '@galim/shared/i18n/translation';

const n = (v: number, digits = 1) => String(Number(v.toFixed(digits)));

export const forecastScoreTexts: Translation<typeof he.forecastScoreTexts> = {
  title: (hour: string) => `What made the score at ${hour}`,
  close: 'Close',
  total: (score: number) => `Score ${score} out of 100`,
  /** A factor as the score uses it: ×1.0, ×0.82, ×0. */
  times: (f: number) => `×${f === 0 ? '0' : Number.isInteger(f) ? f.toFixed(1) : n(f, 2)}`,
  points: (p: number) => `+${n(p)} pts`,
  size: (height: string, full: string) => `Height: ${height} (full score from ${full})`,
  period: (s: number) => `Period: ${n(s)} s (full from 10 s)`,
  periodAssumed: (s: number) => `Period: no data, assuming ${n(s)} s`,
  direction: (name: string, deg: number) => `Swell direction: from ${name} (${deg}°)`,
  directionAssumed: (name: string, deg: number) =>
    `Swell direction: no data, assuming from ${name} (${deg}°)`,
  place: {
    open: "within the spot's swell window",
    edge: "at the edge of the spot's swell window",
    outside: (min: number, max: number) => `outside the spot's swell window (${min}°–${max}°)`,
  },
  secondary: (height: string, period: string, from: string) =>
    `Secondary swell: ${height}${period ? ` ${period}` : ''}${from ? ` from ${from}` : ''}`,
  secondaryNone: "doesn't reach the spot, adds nothing",
  windWaves: (height: string) => `Wind waves: ${height}`,
  windWavesFree: 'no effect up to 0.3 m',
  windWavesChop: 'choppy sea',
  wind: (relation: string, kph: number) => `Wind: ${relation}, ${Math.round(kph)} km/h`,
  windGlassy: 'Wind: none, glassy sea',
  windSheltered: (from: string, kph: number) =>
    `Wind: from ${from}, ${Math.round(kph)} km/h, the spot is sheltered from it`,
  windNone: 'Wind: no data',
  tide: (state: string) => `Tide: ${state}`,
  tideNone: 'Tide: no data',
  how: 'The score: height × period × direction (up to 100), plus the secondary swell, times wind waves, wind and tide.',
};
