// Conversions and colour bands of the forecast.

export const FEET_PER_METRE = 3.28084;
/** m/s to km/h. */
export const WIND_FACTOR = 3.6;

export type HeightUnit = 'm' | 'ft';

export function metresToFeet(m: number): number {
  return m * FEET_PER_METRE;
}

export function msToKph(ms: number): number {
  return ms * WIND_FACTOR;
}

/** A wave height in the chosen unit, one decimal (e.g. 1.2 m, 3.9 ft). */
export function formatHeight(m: number, unit: HeightUnit): string {
  const v = unit === 'ft' ? metresToFeet(m) : m;
  return v.toFixed(1);
}

export type WindColour = 'green' | 'orange' | 'red';

/** Wind colour by km/h: under 15 green, under 22 orange, otherwise red. */
export function windColour(kph: number): WindColour {
  if (kph < 15) return 'green';
  if (kph < 22) return 'orange';
  return 'red';
}

/** Band edges in metres: <1, 1-2, 2-3, 3-4, 4-6, 6-8, 8+. */
export const WAVE_HEIGHT_BANDS = [1, 2, 3, 4, 6, 8] as const;
export const WAVE_HEIGHT_COLOURS = [
  '#7dd3fc', // under 1 m: sky
  '#38bdf8',
  '#0ea5e9',
  '#0369a1',
  '#6d28d9',
  '#be123c',
  '#7f1d1d', // 8 m and more
] as const;

/** 0..6: how many band edges the height has reached (edges belong to the upper band). */
export function waveHeightBand(m: number): number {
  return WAVE_HEIGHT_BANDS.filter((edge) => m >= edge).length;
}

export function waveHeightColour(m: number): string {
  return WAVE_HEIGHT_COLOURS[waveHeightBand(m)]!;
}

/** The 16-point compass name of a bearing (N, NNE, ...), for labels. */
const COMPASS = [
  'N',
  'NNE',
  'NE',
  'ENE',
  'E',
  'ESE',
  'SE',
  'SSE',
  'S',
  'SSW',
  'SW',
  'WSW',
  'W',
  'WNW',
  'NW',
  'NNW',
] as const;
export type CompassPoint = (typeof COMPASS)[number];

export function compassPoint(deg: number): CompassPoint {
  const i = Math.round((((deg % 360) + 360) % 360) / 22.5) % 16;
  return COMPASS[i]!;
}
