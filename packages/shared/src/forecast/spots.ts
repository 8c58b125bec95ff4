// The built-in Israeli surf spots with their tuning profiles for the score (names, places and
// pictures are in spot-list.ts; the other names surfers use in spot-aliases.ts).
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
//
// Where the figures come from (written beside each spot):
// - `coastlineAngle`: the bearing of the shore between two points a few km apart (given beside
//   it, north end first) plus 90 (the sea lies west). The points were read off the map, not yet
//   surveyed; re-measure on OpenStreetMap's coastline before trusting a degree.
// - Swell window: an open beach sees the coastline angle +-90 minus the land. Off Israel that is:
//   to the south-west the Sinai and Nile-delta coast 150-250 km away (short fetch below ~240-250,
//   a soft edge), to the north-west Cyprus 250-300 km away (roughly 305-345, a soft edge), to the
//   north the Carmel and Lebanese coasts (nothing past ~340-350, or ~10 at Bat Galim which faces
//   north). Edges inside the window are softened by `swellModifiers`.

import { FALLBACK_SPOT_ID, SPOT_LIST, searchSpots, type SpotInfo } from './spot-list';

export { FALLBACK_SPOT_ID, searchSpots };

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

export interface SurfSpot extends SpotInfo {
  tuning: SpotTuning;
}

/** Each spot's tuning by its id (SPOT_LIST), each figure beside where it came from. */
const TUNINGS: Readonly<Record<string, Omit<SpotTuning, 'spotId'>>> = {
  'rosh-hanikra': {
    // Shore 33.090,35.1045 -> 33.049,35.1015 runs 184°, so the beach faces 274°.
    coastlineAngle: 274,
    // Open beach, 274 ± 90 minus the land: the Carmel headland and the short Sinai fetch to
    // the south-west, Cyprus to the north-west, the Lebanese coast north of ~340.
    optimalSwellMin: 225,
    optimalSwellMax: 325,
    swellModifiers: [
      { from: 225, to: 250, multiplier: 0.75 }, // behind the Carmel, short fetch
      { from: 305, to: 325, multiplier: 0.85 }, // in Cyprus's shadow
    ],
    // The cliff of Rosh HaNikra stands right to the north of the beach: shelters N winds.
    windProtection: { shelteringDirection: 0, maxWindKph: 30 },
  },
  achziv: {
    // North of Akko the coast runs about N-S and faces 265-275° (the team's coastal bearings);
    // our map points (33.070,35.105 -> 33.020,35.094) give 280: measure on OSM.
    coastlineAngle: 275,
    // Open beach, 275 ± 90 minus the land (as Rosh HaNikra).
    optimalSwellMin: 225,
    optimalSwellMax: 325,
    swellModifiers: [
      { from: 225, to: 250, multiplier: 0.75 }, // behind the Carmel, short fetch
      { from: 305, to: 325, multiplier: 0.85 }, // in Cyprus's shadow
    ],
  },
  nahariya: {
    // North of Akko the coast faces 265-275° (the team's coastal bearings); our map points
    // (33.040,35.100 -> 32.980,35.079) give 286: measure on OSM.
    coastlineAngle: 275,
    // Open beach, 275 ± 90 minus the land (as Rosh HaNikra).
    optimalSwellMin: 230,
    optimalSwellMax: 325,
    swellModifiers: [
      { from: 230, to: 250, multiplier: 0.75 }, // behind the Carmel, short fetch
      { from: 305, to: 325, multiplier: 0.85 }, // in Cyprus's shadow
    ],
  },
  'haifa-bat-galim': {
    // On the north side of the Carmel headland the beach faces the bay, N-NW.
    coastlineAngle: 335,
    // Open to the bay: 335 ± 90 minus the Carmel to the south-west and Akko's shore to the
    // north-east.
    optimalSwellMin: 290,
    optimalSwellMax: 10,
    swellModifiers: [
      { from: 290, to: 305, multiplier: 0.8 },
      { from: 355, to: 10, multiplier: 0.85 },
    ],
    // The Carmel headland and the Stella Maris ridge, south-west: shelter SW winds.
    windProtection: { shelteringDirection: 225, maxWindKph: 35 },
  },
  'haifa-dado': {
    // Shore 32.815,34.958 -> 32.770,34.953 runs 185°, so the beach faces 275°.
    coastlineAngle: 275,
    // Open beach, 275 ± 90 minus the land: the Carmel headland 3 km NNW closes the window
    // at ~335, the Sinai's short fetch softens the south-west.
    optimalSwellMin: 240,
    optimalSwellMax: 335,
    swellModifiers: [
      { from: 240, to: 255, multiplier: 0.8 }, // short fetch from the Sinai
      { from: 315, to: 335, multiplier: 0.8 }, // Cyprus's shadow, then the headland
    ],
    // The Carmel headland at Stella Maris, 3-4 km NNW: shelters NNW winds.
    windProtection: { shelteringDirection: 340, maxWindKph: 25 },
  },
  atlit: {
    // Shore 32.740,34.944 -> 32.690,34.931 runs 192°, so the beach faces 282°.
    coastlineAngle: 282,
    // Open beach, 282 ± 90 minus the land (Sinai to the SW, Cyprus and the Carmel to the N).
    optimalSwellMin: 245,
    optimalSwellMax: 335,
    swellModifiers: [
      { from: 245, to: 260, multiplier: 0.75 }, // the castle's headland hides it
      { from: 320, to: 335, multiplier: 0.85 }, // in Cyprus's shadow
    ],
    // The castle's promontory, just to the south-west: shelters SW winds.
    windProtection: { shelteringDirection: 215, maxWindKph: 28 },
  },
  'dor-habonim': {
    // Shore 32.650,34.930 -> 32.600,34.912 runs 197°, so the beach faces 287°.
    coastlineAngle: 287,
    // Open beach, 287 ± 90 minus the land; Dor's islets take some of the westerly edge.
    optimalSwellMin: 245,
    optimalSwellMax: 340,
    swellModifiers: [
      { from: 245, to: 265, multiplier: 0.75 }, // short fetch, the islets
      { from: 320, to: 340, multiplier: 0.85 }, // in Cyprus's shadow
    ],
  },
  caesarea: {
    coastlineAngle: 278,
    optimalSwellMin: 250,
    optimalSwellMax: 340,
    swellModifiers: [
      { from: 250, to: 265, multiplier: 0.75 },
      { from: 325, to: 340, multiplier: 0.9 },
    ],
    // Kept from the first ten spots' profiles (spec-2); not re-measured.
    windProtection: { shelteringDirection: 190, maxWindKph: 25 },
  },
  mikhmoret: {
    coastlineAngle: 280,
    optimalSwellMin: 245,
    optimalSwellMax: 335,
    swellModifiers: [
      { from: 245, to: 260, multiplier: 0.8 },
      { from: 320, to: 335, multiplier: 0.85 },
    ],
  },
  'beit-yanai': {
    // Shore 32.410,34.870 -> 32.360,34.857 runs 192°, so the beach faces 282°.
    coastlineAngle: 282,
    // Open beach, 282 ± 90 minus the land (Sinai to the SW, Cyprus and the Carmel to the N).
    optimalSwellMin: 240,
    optimalSwellMax: 335,
    swellModifiers: [
      { from: 240, to: 255, multiplier: 0.8 }, // short fetch from the Sinai
      { from: 320, to: 335, multiplier: 0.85 }, // in Cyprus's shadow
    ],
  },
  'netanya-sironit': {
    // Shore 32.350,34.856 -> 32.310,34.844 runs 194°, so the beach faces 284°.
    coastlineAngle: 284,
    // Open beach, 284 ± 90 minus the land (Sinai to the SW, Cyprus and the Carmel to the N).
    optimalSwellMin: 240,
    optimalSwellMax: 335,
    swellModifiers: [
      { from: 240, to: 255, multiplier: 0.8 }, // short fetch from the Sinai
      { from: 320, to: 335, multiplier: 0.85 }, // in Cyprus's shadow
    ],
  },
  'netanya-poleg': {
    // Shore 32.295,34.838 -> 32.250,34.825 runs 194°, so the beach faces 284°.
    coastlineAngle: 284,
    // Open beach, 284 ± 90 minus the land (Sinai to the SW, Cyprus and the Carmel to the N).
    optimalSwellMin: 240,
    optimalSwellMax: 335,
    swellModifiers: [
      { from: 240, to: 255, multiplier: 0.8 }, // short fetch from the Sinai
      { from: 320, to: 335, multiplier: 0.85 }, // in Cyprus's shadow
    ],
  },
  herzliya: {
    // Shore 32.195,34.811 -> 32.150,34.796 runs 196°, so the beach faces 286°.
    coastlineAngle: 286,
    // Open beach, 286 ± 90 minus the land (Sinai to the SW, Cyprus and the Carmel to the N).
    optimalSwellMin: 240,
    optimalSwellMax: 335,
    swellModifiers: [
      { from: 240, to: 255, multiplier: 0.8 }, // short fetch from the Sinai
      { from: 320, to: 335, multiplier: 0.85 }, // in Cyprus's shadow
    ],
  },
  'tel-aviv-hilton': {
    coastlineAngle: 285,
    optimalSwellMin: 240,
    optimalSwellMax: 330,
    swellModifiers: [
      { from: 240, to: 260, multiplier: 0.8 },
      { from: 310, to: 330, multiplier: 0.85 },
    ],
    // Kept from the first ten spots' profiles (spec-2); not re-measured.
    windProtection: { shelteringDirection: 10, maxWindKph: 30 },
  },
  'tel-aviv-dolphinarium': {
    coastlineAngle: 283,
    optimalSwellMin: 250,
    optimalSwellMax: 335,
    swellModifiers: [
      { from: 250, to: 265, multiplier: 0.75 },
      { from: 320, to: 335, multiplier: 0.9 },
    ],
    // Kept from the first ten spots' profiles (spec-2); not re-measured.
    windProtection: { shelteringDirection: 200, maxWindKph: 25 },
  },
  'tel-aviv-maravi': {
    coastlineAngle: 282,
    optimalSwellMin: 250,
    optimalSwellMax: 320,
    swellModifiers: [
      { from: 250, to: 265, multiplier: 0.8 },
      { from: 305, to: 320, multiplier: 0.85 },
    ],
  },
  'jaffa-givat-aliya': {
    // Shore 32.055,34.753 -> 32.025,34.744 runs 194°, so the beach faces 284°.
    coastlineAngle: 284,
    // Open beach, 284 ± 90 minus the land (Sinai to the SW, Cyprus and the Carmel to the N).
    optimalSwellMin: 240,
    optimalSwellMax: 330,
    swellModifiers: [
      { from: 240, to: 255, multiplier: 0.8 }, // short fetch from the Sinai
      { from: 315, to: 330, multiplier: 0.85 }, // in Cyprus's shadow
    ],
  },
  'bat-yam': {
    coastlineAngle: 288,
    optimalSwellMin: 240,
    optimalSwellMax: 330,
    swellModifiers: [
      { from: 240, to: 255, multiplier: 0.8 },
      { from: 315, to: 330, multiplier: 0.85 },
    ],
  },
  palmachim: {
    // Shore 31.950,34.706 -> 31.905,34.688 runs 199°, so the beach faces 289°.
    coastlineAngle: 289,
    // Open beach, 289 ± 90 minus the land (Sinai to the SW, Cyprus and the Carmel to the N).
    optimalSwellMin: 235,
    optimalSwellMax: 335,
    swellModifiers: [
      { from: 235, to: 250, multiplier: 0.75 }, // short fetch from the Sinai
      { from: 320, to: 335, multiplier: 0.85 }, // in Cyprus's shadow
    ],
  },
  'ashdod-lido': {
    coastlineAngle: 295,
    optimalSwellMin: 240,
    optimalSwellMax: 330,
    swellModifiers: [
      { from: 240, to: 260, multiplier: 0.8 },
      { from: 315, to: 330, multiplier: 0.85 },
    ],
    // Ashdod port's breakwater, to the north: shelters N winds (kept from the first ten).
    windProtection: { shelteringDirection: 0, maxWindKph: 25 },
  },
  nitzanim: {
    coastlineAngle: 298,
    optimalSwellMin: 230,
    optimalSwellMax: 340,
    swellModifiers: [
      { from: 230, to: 250, multiplier: 0.75 },
      { from: 320, to: 340, multiplier: 0.8 },
    ],
  },
  'ashkelon-delilah': {
    coastlineAngle: 300,
    optimalSwellMin: 245,
    optimalSwellMax: 335,
    swellModifiers: [
      { from: 245, to: 265, multiplier: 0.8 },
      { from: 320, to: 335, multiplier: 0.85 },
    ],
    // Kept from the first ten spots' profiles (spec-2); not re-measured.
    windProtection: { shelteringDirection: 20, maxWindKph: 28 },
  },
  zikim: {
    // Shore 31.640,34.532 -> 31.590,34.505 runs 205°, so the beach faces 295°.
    coastlineAngle: 295,
    // Open beach, 295 ± 90 minus the land: the Sinai coast is nearest here, so the SW edge
    // starts later; to the N-NW only Cyprus, far off.
    optimalSwellMin: 240,
    optimalSwellMax: 340,
    swellModifiers: [
      { from: 240, to: 260, multiplier: 0.75 }, // short fetch from the Sinai
      { from: 320, to: 340, multiplier: 0.85 }, // in Cyprus's shadow
    ],
  },
};

export const SPOTS: readonly SurfSpot[] = SPOT_LIST.map((s) => {
  const tuning = TUNINGS[s.id];
  if (!tuning) throw new Error(`no tuning for spot ${s.id}`);
  return { ...s, tuning: { spotId: s.id, ...tuning } };
});

export function findSpot(id: string): SurfSpot | undefined {
  return SPOTS.find((s) => s.id === id);
}
