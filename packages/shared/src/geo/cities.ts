// The cities a buyer may pick instead of "near me" (issue 56), each with its centre. Values are
// the Hebrew names, as the services' city list stores them; their English names are the web's.
// Centres are rounded to 0.01° (about a kilometre, the rounding every point Galim sends gets):
// the city centres of OpenStreetMap's place nodes, written down without a network, so each may
// be a few hundred metres from the node; a 10 km radius is the finest the lists offer.

export interface LatLng {
  lat: number;
  lng: number;
}

export const CITY_CENTRES = {
  נהריה: { lat: 33.01, lng: 35.09 },
  עכו: { lat: 32.93, lng: 35.08 },
  חיפה: { lat: 32.79, lng: 34.99 },
  עתלית: { lat: 32.69, lng: 34.94 },
  'זכרון יעקב': { lat: 32.57, lng: 34.95 },
  קיסריה: { lat: 32.52, lng: 34.9 },
  חדרה: { lat: 32.43, lng: 34.92 },
  נתניה: { lat: 32.32, lng: 34.85 },
  הרצליה: { lat: 32.16, lng: 34.84 },
  'כפר סבא': { lat: 32.18, lng: 34.91 },
  רעננה: { lat: 32.18, lng: 34.87 },
  'תל אביב': { lat: 32.08, lng: 34.78 },
  'רמת גן': { lat: 32.08, lng: 34.81 },
  'פתח תקווה': { lat: 32.08, lng: 34.89 },
  'בת ים': { lat: 32.02, lng: 34.75 },
  חולון: { lat: 32.02, lng: 34.79 },
  'ראשון לציון': { lat: 31.97, lng: 34.79 },
  רחובות: { lat: 31.89, lng: 34.81 },
  יבנה: { lat: 31.88, lng: 34.74 },
  מודיעין: { lat: 31.9, lng: 35.01 },
  ירושלים: { lat: 31.77, lng: 35.21 },
  אשדוד: { lat: 31.8, lng: 34.64 },
  אשקלון: { lat: 31.67, lng: 34.57 },
  'באר שבע': { lat: 31.25, lng: 34.79 },
  טבריה: { lat: 32.79, lng: 35.53 },
  אילת: { lat: 29.56, lng: 34.95 },
} as const satisfies Record<string, LatLng>;

export type TCity = keyof typeof CITY_CENTRES;
/** North to south along the coast, then inland: the order the picker lists them in. */
export const CITIES = Object.keys(CITY_CENTRES) as TCity[];

export const isCity = (name: string): name is TCity => Object.hasOwn(CITY_CENTRES, name);
