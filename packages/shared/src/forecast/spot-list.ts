// The built-in Israeli surf spots as a page shows them, from Rosh HaNikra to Zikim, north to south:
// names, places, pictures. Their tuning for the score is in spots.ts, which only the server and
// the score need, so that a page listing the spots does not carry it (the forecast page's first
// load is near its budget); the other names surfers use are in spot-aliases.ts.
//
// Positions are on the beach's sand, read off the map to about 100 m.

import { spotImage } from './spot-images';

export interface SpotInfo {
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
  /** The same note in English, for the English pages. */
  optimalConditions: string;
}

function info(s: Omit<SpotInfo, 'image'>): SpotInfo {
  return { ...s, image: spotImage(s.id, 640) };
}

// North to south: the order of the spot picker.
export const SPOT_LIST: readonly SpotInfo[] = [
  info({
    id: 'rosh-hanikra',
    name: 'Rosh HaNikra',
    nameHe: 'ראש הנקרה',
    // Betzet beach, just south of the white cliff.
    lat: 33.078,
    lng: 35.1042,
    optimalConditionsHe: 'צוק ראש הנקרה מגן מרוח צפונית, עובד בסוול מערבי',
    optimalConditions: 'The Rosh HaNikra cliff blocks the north wind; works on a west swell',
  }),
  info({
    id: 'achziv',
    name: 'Achziv',
    nameHe: 'אכזיב',
    lat: 33.047,
    lng: 35.1012,
    optimalConditionsHe: 'מפרצונים ורכסי סלע, עובד בסוול מערבי ורוח מזרחית בבוקר',
    optimalConditions:
      'Small coves and rock reefs; works on a west swell with offshore east wind in the morning',
  }),
  info({
    id: 'nahariya',
    name: 'Nahariya',
    nameHe: 'נהריה',
    lat: 33.009,
    lng: 35.09,
    optimalConditionsHe: 'חוף עירוני עם שוברי גלים, טוב בסוול מערבי עד צפון־מערבי',
    optimalConditions: 'City beach with breakwaters; good on a west to northwest swell',
  }),
  info({
    id: 'haifa-bat-galim',
    name: 'Haifa Bat Galim',
    nameHe: 'חיפה – בת גלים',
    lat: 32.8336,
    lng: 34.9792,
    optimalConditionsHe: 'פונה צפונה: עובד בסוול צפון־מערבי עד צפוני, מוגן מרוח דרום־מערבית',
    optimalConditions:
      'Faces north: works on a northwest to north swell, sheltered from southwest wind',
  }),
  info({
    id: 'haifa-dado',
    name: 'Haifa Dado',
    nameHe: 'חיפה – דדו',
    lat: 32.796,
    lng: 34.956,
    optimalConditionsHe: 'שוברי גלים לאורך החוף, עובד בסוול מערבי, הכי טוב בבוקר',
    optimalConditions: 'Breakwaters along the beach; works on a west swell, best in the morning',
  }),
  info({
    id: 'atlit',
    name: 'Atlit',
    nameHe: 'עתלית',
    // The bay north of the crusader castle.
    lat: 32.715,
    lng: 34.939,
    optimalConditionsHe: 'המפרץ שמצפון למבצר, מוגן מרוח דרום־מערבית, עובד בסוול מערבי',
    optimalConditions:
      'The bay north of the fortress, sheltered from southwest wind; works on a west swell',
  }),
  info({
    id: 'dor-habonim',
    name: 'Dor HaBonim',
    nameHe: 'דור – הבונים',
    lat: 32.63,
    lng: 34.922,
    optimalConditionsHe: 'מפרצים ואיים קטנים, טוב בסוול מערבי עד צפון־מערבי',
    optimalConditions: 'Coves and small islands; good on a west to northwest swell',
  }),
  info({
    id: 'caesarea',
    name: 'Caesarea',
    nameHe: 'קיסריה',
    lat: 32.5005,
    lng: 34.8895,
    optimalConditionsHe: 'ליד הנמל העתיק, הכי טוב בסוול צפון־מערבי ורוח מזרחית',
    optimalConditions: 'By the ancient harbour; best on a northwest swell with offshore east wind',
  }),
  info({
    id: 'mikhmoret',
    name: 'Mikhmoret',
    nameHe: 'מכמורת',
    lat: 32.4068,
    lng: 34.8697,
    optimalConditionsHe: 'ריף ומפרץ קטן, תופס סוול מערבי וצפון־מערבי',
    optimalConditions: 'A reef and a small bay; picks up west and northwest swell',
  }),
  info({
    id: 'beit-yanai',
    name: 'Beit Yanai',
    nameHe: 'בית ינאי',
    lat: 32.388,
    lng: 34.8635,
    optimalConditionsHe: 'חוף פתוח ליד שפך נחל אלכסנדר, תופס כל סוול מערבי',
    optimalConditions: 'Open beach by the mouth of the Alexander Stream; picks up any west swell',
  }),
  info({
    id: 'netanya-sironit',
    name: 'Netanya Sironit',
    nameHe: 'נתניה – סירונית',
    lat: 32.33,
    lng: 34.85,
    optimalConditionsHe: 'מתחת למצוק, שוברי גלים מסדרים את הגל בסוול מערבי',
    optimalConditions: 'Below the cliff; the breakwaters line up the waves on a west swell',
  }),
  info({
    id: 'netanya-poleg',
    name: 'Netanya Poleg',
    nameHe: 'נתניה – פולג',
    lat: 32.27,
    lng: 34.831,
    optimalConditionsHe: 'חוף פתוח בדרום נתניה, עובד בסוול מערבי ורוח מזרחית בבוקר',
    optimalConditions:
      'Open beach in south Netanya; works on a west swell with offshore east wind in the morning',
  }),
  info({
    id: 'herzliya',
    name: 'Herzliya Sidney Ali',
    nameHe: 'הרצליה – סידני עלי',
    lat: 32.176,
    lng: 34.804,
    optimalConditionsHe: 'מתחת למצוק הכורכר, עובד בסוול מערבי עד צפון־מערבי',
    optimalConditions: 'Below the sandstone cliff; works on a west to northwest swell',
  }),
  info({
    id: 'tel-aviv-hilton',
    name: 'Tel Aviv Hilton',
    nameHe: 'תל אביב – הילטון',
    lat: 32.0895,
    lng: 34.7689,
    optimalConditionsHe: 'הריף והמרינה יוצרים גל עקבי בסוול מערבי עד צפון־מערבי',
    optimalConditions:
      'The reef and the marina make a consistent wave on a west to northwest swell',
  }),
  info({
    id: 'tel-aviv-dolphinarium',
    name: 'Tel Aviv Dolphinarium',
    nameHe: 'תל אביב – הדולפינריום',
    lat: 32.0766,
    lng: 34.7637,
    optimalConditionsHe: 'הגל שובר על הריף ליד המזח, הכי טוב בסוול צפון־מערבי',
    optimalConditions: 'The wave breaks on the reef by the pier; best on a northwest swell',
  }),
  info({
    id: 'tel-aviv-maravi',
    name: 'Tel Aviv Maravi',
    nameHe: 'תל אביב – חוף המערבי',
    lat: 32.0712,
    lng: 34.7616,
    optimalConditionsHe: 'גל קצר ליד שובר הגלים, עובד בסוול מערבי',
    optimalConditions: 'A short wave next to the breakwater; works on a west swell',
  }),
  info({
    id: 'jaffa-givat-aliya',
    name: 'Jaffa Givat Aliya',
    nameHe: 'יפו – גבעת עלייה',
    lat: 32.04,
    lng: 34.749,
    optimalConditionsHe: 'ריף סלעים מתחת לגבעה, עובד בסוול מערבי עד צפון־מערבי',
    optimalConditions: 'Rock reef below the hill; works on a west to northwest swell',
  }),
  info({
    id: 'bat-yam',
    name: 'Bat Yam',
    nameHe: 'בת ים',
    lat: 32.0203,
    lng: 34.7421,
    optimalConditionsHe: 'חופים פתוחים עם שוברי גלים, טוב בסוול מערבי עד צפון־מערבי',
    optimalConditions: 'Open beaches with breakwaters; good on a west to northwest swell',
  }),
  info({
    id: 'palmachim',
    name: 'Palmachim',
    nameHe: 'פלמחים',
    lat: 31.928,
    lng: 34.697,
    optimalConditionsHe: 'חוף פתוח וחולי, תופס כל סוול מערבי, הכי טוב בבוקר',
    optimalConditions: 'Open sandy beach; picks up any west swell, best in the morning',
  }),
  info({
    id: 'ashdod-lido',
    name: 'Ashdod Lido',
    nameHe: 'אשדוד – הלידו',
    lat: 31.8046,
    lng: 34.6335,
    optimalConditionsHe: 'גל מערבי עד צפון־מערבי, רוח מזרחית קלה בבוקר',
    optimalConditions: 'West to northwest swell, light offshore east wind in the morning',
  }),
  info({
    id: 'nitzanim',
    name: 'Nitzanim',
    nameHe: 'ניצנים',
    lat: 31.7338,
    lng: 34.5938,
    optimalConditionsHe: 'חוף פתוח שתופס כל גל מערבי, הכי טוב בבוקר לפני רוח הים',
    optimalConditions:
      'Open beach that picks up any west swell; best in the morning before the sea breeze',
  }),
  info({
    id: 'ashkelon-delilah',
    name: 'Ashkelon Delilah',
    nameHe: 'אשקלון – דלילה',
    lat: 31.6835,
    lng: 34.5571,
    optimalConditionsHe: 'שוברי הגלים מסדרים את הגל בסוול מערבי עד צפון־מערבי',
    optimalConditions: 'The breakwaters line up the waves on a west to northwest swell',
  }),
  info({
    id: 'zikim',
    name: 'Zikim',
    nameHe: 'זיקים',
    lat: 31.613,
    lng: 34.517,
    optimalConditionsHe: 'חוף פתוח ושקט בדרום, תופס סוול מערבי עד צפון־מערבי',
    optimalConditions: 'Quiet open beach in the south; picks up a west to northwest swell',
  }),
];

/** Shown when no spot is chosen. */
export const FALLBACK_SPOT_ID = 'tel-aviv-hilton';

export function findSpotInfo(id: string): SpotInfo | undefined {
  return SPOT_LIST.find((s) => s.id === id);
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
): SpotInfo[] {
  const q = plain(query).replace(BEACH_WORD, '');
  if (!q) return [...SPOT_LIST];
  return SPOT_LIST.filter(
    (s) =>
      [s.nameHe, s.name, ...(aliases[s.id] ?? [])].some((name) => plain(name).includes(q)) ||
      s.id.includes(q.replace(/\s+/g, '-')),
  );
}
