// The built-in Israeli surf spots, from Rosh HaNikra to Zikim, north to south, with their tuning
// profiles (the other names surfers call them by are in spot-aliases.ts).
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
// - Positions are on the beach's sand, read off the map to about 100 m.
// - `coastlineAngle`: the bearing of the shore between two points a few km apart (given beside
//   it, north end first) plus 90 (the sea lies west). The points were read off the map, not yet
//   surveyed; re-measure on OpenStreetMap's coastline before trusting a degree.
// - Swell window: an open beach sees the coastline angle +-90 minus the land. Off Israel that is:
//   to the south-west the Sinai and Nile-delta coast 150-250 km away (short fetch below ~240-250,
//   a soft edge), to the north-west Cyprus 250-300 km away (roughly 305-345, a soft edge), to the
//   north the Carmel and Lebanese coasts (nothing past ~340-350, or ~10 at Bat Galim which faces
//   north). Edges inside the window are softened by `swellModifiers`.

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

// North to south: the order of the spot picker.
export const SPOTS: readonly SurfSpot[] = [
  spot({
    id: 'rosh-hanikra',
    name: 'Rosh HaNikra',
    nameHe: 'ראש הנקרה',
    // Betzet beach, just south of the white cliff.
    lat: 33.078,
    lng: 35.1042,
    optimalConditionsHe: 'צוק ראש הנקרה מגן מרוח צפונית, עובד בסוול מערבי',
    tuning: {
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
  }),
  spot({
    id: 'achziv',
    name: 'Achziv',
    nameHe: 'אכזיב',
    lat: 33.047,
    lng: 35.1012,
    optimalConditionsHe: 'מפרצונים ורכסי סלע, עובד בסוול מערבי ורוח מזרחית בבוקר',
    tuning: {
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
  }),
  spot({
    id: 'nahariya',
    name: 'Nahariya',
    nameHe: 'נהריה',
    lat: 33.009,
    lng: 35.09,
    optimalConditionsHe: 'חוף עירוני עם שוברי גלים, טוב בסוול מערבי עד צפון־מערבי',
    tuning: {
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
  }),
  spot({
    id: 'haifa-bat-galim',
    name: 'Haifa Bat Galim',
    nameHe: 'חיפה – בת גלים',
    lat: 32.8336,
    lng: 34.9792,
    optimalConditionsHe: 'פונה צפונה: עובד בסוול צפון־מערבי עד צפוני, מוגן מרוח דרום־מערבית',
    tuning: {
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
  }),
  spot({
    id: 'haifa-dado',
    name: 'Haifa Dado',
    nameHe: 'חיפה – דדו',
    lat: 32.796,
    lng: 34.956,
    optimalConditionsHe: 'שוברי גלים לאורך החוף, עובד בסוול מערבי, הכי טוב בבוקר',
    tuning: {
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
  }),
  spot({
    id: 'atlit',
    name: 'Atlit',
    nameHe: 'עתלית',
    // The bay north of the crusader castle.
    lat: 32.715,
    lng: 34.939,
    optimalConditionsHe: 'המפרץ שמצפון למבצר, מוגן מרוח דרום־מערבית, עובד בסוול מערבי',
    tuning: {
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
  }),
  spot({
    id: 'dor-habonim',
    name: 'Dor HaBonim',
    nameHe: 'דור – הבונים',
    lat: 32.63,
    lng: 34.922,
    optimalConditionsHe: 'מפרצים ואיים קטנים, טוב בסוול מערבי עד צפון־מערבי',
    tuning: {
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
      // Kept from the first ten spots' profiles (spec-2); not re-measured.
      windProtection: { shelteringDirection: 190, maxWindKph: 25 },
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
    id: 'beit-yanai',
    name: 'Beit Yanai',
    nameHe: 'בית ינאי',
    lat: 32.388,
    lng: 34.8635,
    optimalConditionsHe: 'חוף פתוח ליד שפך נחל אלכסנדר, תופס כל סוול מערבי',
    tuning: {
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
  }),
  spot({
    id: 'netanya-sironit',
    name: 'Netanya Sironit',
    nameHe: 'נתניה – סירונית',
    lat: 32.33,
    lng: 34.85,
    optimalConditionsHe: 'מתחת למצוק, שוברי גלים מסדרים את הגל בסוול מערבי',
    tuning: {
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
  }),
  spot({
    id: 'netanya-poleg',
    name: 'Netanya Poleg',
    nameHe: 'נתניה – פולג',
    lat: 32.27,
    lng: 34.831,
    optimalConditionsHe: 'חוף פתוח בדרום נתניה, עובד בסוול מערבי ורוח מזרחית בבוקר',
    tuning: {
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
  }),
  spot({
    id: 'herzliya',
    name: 'Herzliya Sidney Ali',
    nameHe: 'הרצליה – סידני עלי',
    lat: 32.176,
    lng: 34.804,
    optimalConditionsHe: 'מתחת למצוק הכורכר, עובד בסוול מערבי עד צפון־מערבי',
    tuning: {
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
      // Kept from the first ten spots' profiles (spec-2); not re-measured.
      windProtection: { shelteringDirection: 10, maxWindKph: 30 },
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
      // Kept from the first ten spots' profiles (spec-2); not re-measured.
      windProtection: { shelteringDirection: 200, maxWindKph: 25 },
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
    id: 'jaffa-givat-aliya',
    name: 'Jaffa Givat Aliya',
    nameHe: 'יפו – גבעת עלייה',
    lat: 32.04,
    lng: 34.749,
    optimalConditionsHe: 'ריף סלעים מתחת לגבעה, עובד בסוול מערבי עד צפון־מערבי',
    tuning: {
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
    id: 'palmachim',
    name: 'Palmachim',
    nameHe: 'פלמחים',
    lat: 31.928,
    lng: 34.697,
    optimalConditionsHe: 'חוף פתוח וחולי, תופס כל סוול מערבי, הכי טוב בבוקר',
    tuning: {
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
  }),
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
      // Ashdod port's breakwater, to the north: shelters N winds (kept from the first ten).
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
      // Kept from the first ten spots' profiles (spec-2); not re-measured.
      windProtection: { shelteringDirection: 20, maxWindKph: 28 },
    },
  }),
  spot({
    id: 'zikim',
    name: 'Zikim',
    nameHe: 'זיקים',
    lat: 31.613,
    lng: 34.517,
    optimalConditionsHe: 'חוף פתוח ושקט בדרום, תופס סוול מערבי עד צפון־מערבי',
    tuning: {
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
  }),
];

/** Shown when no spot is chosen. */
export const FALLBACK_SPOT_ID = 'tel-aviv-hilton';

export function findSpot(id: string): SurfSpot | undefined {
  return SPOTS.find((s) => s.id === id);
}

/** Lower case, without niqqud, geresh or apostrophes, dashes and maqaf as spaces. */
function plain(s: string): string {
  return s
    .toLowerCase()
    .replace(/[\u0591-\u05bd\u05bf-\u05c7'"`׳״’]/g, '')
    .replace(/[–—\-־\s]+/g, ' ')
    .trim();
}

/** "חוף דדו", "hof dado", "Dado beach": the word for beach says nothing about which one. */
const BEACH_WORD = /^(?:חוף|hof|beach)\s+|\s+(?:beach|hof)$/g;

/**
 * Case-insensitive search on the Hebrew and Latin names, the other names surfers use (`aliases`
 * by spot id: SPOT_ALIASES of spot-aliases.ts, which a page may load when someone searches) and
 * the id; a leading "חוף" / "hof" / "beach" in the query is ignored.
 */
export function searchSpots(
  query: string,
  aliases: Readonly<Record<string, readonly string[]>> = {},
): SurfSpot[] {
  const q = plain(query).replace(BEACH_WORD, '');
  if (!q) return [...SPOTS];
  return SPOTS.filter(
    (s) =>
      [s.nameHe, s.name, ...(aliases[s.id] ?? [])].some((name) => plain(name).includes(q)) ||
      s.id.includes(q.replace(/\s+/g, '-')),
  );
}
