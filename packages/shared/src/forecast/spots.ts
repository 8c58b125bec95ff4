// The ten built-in Israeli surf spots with their tuning profiles.
//
// Angles are compass bearings in degrees (0 = north, 90 = east), like Open-Meteo's directions:
// - `coastlineAngle` is the bearing the beach FACES, i.e. from the shore out to open sea. Wind
//   blowing from that bearing comes off the sea (onshore); wind from the opposite bearing blows
//   off the land (offshore).
// - `optimalSwellMin`..`optimalSwellMax` is the range of swell directions (where the swell comes
//   FROM) that reach the spot, read clockwise from min to max; it may wrap through 0/360
//   (Bat Galim: 290..10).
// - `swellModifiers` soften the score in the edges of that range (a band is read clockwise too).
// - `windProtection`: a breakwater or headland that shelters the spot from winds coming from
//   around `shelteringDirection` while they stay under `maxWindKph` (25..35).

import { spotImage } from './spot-images';

export interface SwellModifierBand {
  from: number;
  to: number;
  multiplier: number;
}

export interface WindProtection {
  shelteringDirection: number;
  maxWindKph: number;
}

export interface SpotTuning {
  spotId: string;
  coastlineAngle: number;
  optimalSwellMin: number;
  optimalSwellMax: number;
  swellModifiers: SwellModifierBand[];
  windProtection?: WindProtection;
}

export interface SurfSpot {
  id: string;
  /** Latin name (searchable, used in URLs' readable form). */
  name: string;
  nameHe: string;
  lat: number;
  lng: number;
  /** Its picture, 640 px wide (the web app draws it from art/spots/{id}.svg); see spotImage. */
  image: string;
  /** Short Hebrew note on when the spot works best. */
  optimalConditionsHe: string;
  tuning: SpotTuning;
}

function spot(
  s: Omit<SurfSpot, 'image' | 'tuning'> & { tuning: Omit<SpotTuning, 'spotId'> },
): SurfSpot {
  return { ...s, image: spotImage(s.id, 640), tuning: { spotId: s.id, ...s.tuning } };
}

export const SPOTS: readonly SurfSpot[] = [
  spot({
    id: 'ashdod-lido',
    name: 'Ashdod Lido',
    nameHe: 'אשדוד – הלידו',
    lat: 31.8046,
    lng: 34.6335,
    optimalConditionsHe: 'גל מערבי עד צפון־מערבי, רוח מזרחית קלה בבוקר',
    tuning: {
      coastlineAngle: 295,
      optimalSwellMin: 240,
      optimalSwellMax: 330,
      swellModifiers: [
        { from: 240, to: 260, multiplier: 0.8 },
        { from: 315, to: 330, multiplier: 0.85 },
      ],
      windProtection: { shelteringDirection: 0, maxWindKph: 25 },
    },
  }),
  spot({
    id: 'nitzanim',
    name: 'Nitzanim',
    nameHe: 'ניצנים',
    lat: 31.7338,
    lng: 34.5938,
    optimalConditionsHe: 'חוף פתוח שתופס כל גל מערבי, הכי טוב בבוקר לפני רוח הים',
    tuning: {
      coastlineAngle: 298,
      optimalSwellMin: 230,
      optimalSwellMax: 340,
      swellModifiers: [
        { from: 230, to: 250, multiplier: 0.75 },
        { from: 320, to: 340, multiplier: 0.8 },
      ],
    },
  }),
  spot({
    id: 'ashkelon-delilah',
    name: 'Ashkelon Delilah',
    nameHe: 'אשקלון – דלילה',
    lat: 31.6835,
    lng: 34.5571,
    optimalConditionsHe: 'שוברי הגלים מסדרים את הגל בסוול מערבי עד צפון־מערבי',
    tuning: {
      coastlineAngle: 300,
      optimalSwellMin: 245,
      optimalSwellMax: 335,
      swellModifiers: [
        { from: 245, to: 265, multiplier: 0.8 },
        { from: 320, to: 335, multiplier: 0.85 },
      ],
      windProtection: { shelteringDirection: 20, maxWindKph: 28 },
    },
  }),
  spot({
    id: 'tel-aviv-hilton',
    name: 'Tel Aviv Hilton',
    nameHe: 'תל אביב – הילטון',
    lat: 32.0895,
    lng: 34.7689,
    optimalConditionsHe: 'הריף והמרינה יוצרים גל עקבי בסוול מערבי עד צפון־מערבי',
    tuning: {
      coastlineAngle: 285,
      optimalSwellMin: 240,
      optimalSwellMax: 330,
      swellModifiers: [
        { from: 240, to: 260, multiplier: 0.8 },
        { from: 310, to: 330, multiplier: 0.85 },
      ],
      windProtection: { shelteringDirection: 10, maxWindKph: 30 },
    },
  }),
  spot({
    id: 'tel-aviv-maravi',
    name: 'Tel Aviv Maravi',
    nameHe: 'תל אביב – חוף המערבי',
    lat: 32.0712,
    lng: 34.7616,
    optimalConditionsHe: 'גל קצר ליד שובר הגלים, עובד בסוול מערבי',
    tuning: {
      coastlineAngle: 282,
      optimalSwellMin: 250,
      optimalSwellMax: 320,
      swellModifiers: [
        { from: 250, to: 265, multiplier: 0.8 },
        { from: 305, to: 320, multiplier: 0.85 },
      ],
    },
  }),
  spot({
    id: 'tel-aviv-dolphinarium',
    name: 'Tel Aviv Dolphinarium',
    nameHe: 'תל אביב – הדולפינריום',
    lat: 32.0766,
    lng: 34.7637,
    optimalConditionsHe: 'הגל שובר על הריף ליד המזח, הכי טוב בסוול צפון־מערבי',
    tuning: {
      coastlineAngle: 283,
      optimalSwellMin: 250,
      optimalSwellMax: 335,
      swellModifiers: [
        { from: 250, to: 265, multiplier: 0.75 },
        { from: 320, to: 335, multiplier: 0.9 },
      ],
      windProtection: { shelteringDirection: 200, maxWindKph: 25 },
    },
  }),
  spot({
    id: 'haifa-bat-galim',
    name: 'Haifa Bat Galim',
    nameHe: 'חיפה – בת גלים',
    lat: 32.8336,
    lng: 34.9792,
    optimalConditionsHe: 'פונה צפונה: עובד בסוול צפון־מערבי עד צפוני, מוגן מרוח דרום־מערבית',
    tuning: {
      coastlineAngle: 335,
      optimalSwellMin: 290,
      optimalSwellMax: 10,
      swellModifiers: [
        { from: 290, to: 305, multiplier: 0.8 },
        { from: 355, to: 10, multiplier: 0.85 },
      ],
      windProtection: { shelteringDirection: 225, maxWindKph: 35 },
    },
  }),
  spot({
    id: 'bat-yam',
    name: 'Bat Yam',
    nameHe: 'בת ים',
    lat: 32.0203,
    lng: 34.7421,
    optimalConditionsHe: 'חופים פתוחים עם שוברי גלים, טוב בסוול מערבי עד צפון־מערבי',
    tuning: {
      coastlineAngle: 288,
      optimalSwellMin: 240,
      optimalSwellMax: 330,
      swellModifiers: [
        { from: 240, to: 255, multiplier: 0.8 },
        { from: 315, to: 330, multiplier: 0.85 },
      ],
    },
  }),
  spot({
    id: 'mikhmoret',
    name: 'Mikhmoret',
    nameHe: 'מכמורת',
    lat: 32.4068,
    lng: 34.8697,
    optimalConditionsHe: 'ריף ומפרץ קטן, תופס סוול מערבי וצפון־מערבי',
    tuning: {
      coastlineAngle: 280,
      optimalSwellMin: 245,
      optimalSwellMax: 335,
      swellModifiers: [
        { from: 245, to: 260, multiplier: 0.8 },
        { from: 320, to: 335, multiplier: 0.85 },
      ],
    },
  }),
  spot({
    id: 'caesarea',
    name: 'Caesarea',
    nameHe: 'קיסריה',
    lat: 32.5005,
    lng: 34.8895,
    optimalConditionsHe: 'ליד הנמל העתיק, הכי טוב בסוול צפון־מערבי ורוח מזרחית',
    tuning: {
      coastlineAngle: 278,
      optimalSwellMin: 250,
      optimalSwellMax: 340,
      swellModifiers: [
        { from: 250, to: 265, multiplier: 0.75 },
        { from: 325, to: 340, multiplier: 0.9 },
      ],
      windProtection: { shelteringDirection: 190, maxWindKph: 25 },
    },
  }),
];

/** Shown when no spot is chosen. */
export const FALLBACK_SPOT_ID = 'tel-aviv-hilton';

export function findSpot(id: string): SurfSpot | undefined {
  return SPOTS.find((s) => s.id === id);
}

/** Case-insensitive search on the Hebrew and Latin names (and the id). */
export function searchSpots(query: string): SurfSpot[] {
  const q = query.trim().toLowerCase();
  if (!q) return [...SPOTS];
  const plain = (s: string) => s.toLowerCase().replace(/[–\-\s]+/g, ' ');
  return SPOTS.filter(
    (s) =>
      plain(s.nameHe).includes(plain(q)) ||
      plain(s.name).includes(plain(q)) ||
      s.id.includes(q.replace(/\s+/g, '-')),
  );
}
