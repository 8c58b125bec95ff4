// Sunrise, sunset and civil twilight (first and last light) from NOAA's solar-position formulas
// (the Global Monitoring Laboratory's solar calculator and its spreadsheet, after Meeus,
// "Astronomical Algorithms"). Computed here rather than fetched: they depend only on the date and
// the place. Accurate to about a minute at Israel's latitudes.

const rad = (d: number) => (d * Math.PI) / 180;
const deg = (r: number) => (r * 180) / Math.PI;

/** Zenith angles: the sun's centre 0.833° below the horizon (refraction and its radius). */
export const SUNRISE_ZENITH = 90.833;
/** Civil twilight: the sun 6° below the horizon, light enough to see the waves. */
export const CIVIL_ZENITH = 96;

/** Julian century from J2000.0 for a time in ms since the epoch. */
const julianCentury = (ms: number) => (ms / 86400000 + 2440587.5 - 2451545) / 36525;

/** The sun's declination (radians) and the equation of time (minutes) at julian century T. */
function solarPosition(T: number): { decl: number; eqTime: number } {
  const L0 = rad((280.46646 + T * (36000.76983 + T * 0.0003032)) % 360);
  const M = rad(357.52911 + T * (35999.05029 - 0.0001537 * T));
  const e = 0.016708634 - T * (0.000042037 + 0.0000001267 * T);
  const C =
    Math.sin(M) * (1.914602 - T * (0.004817 + 0.000014 * T)) +
    Math.sin(2 * M) * (0.019993 - 0.000101 * T) +
    Math.sin(3 * M) * 0.000289;
  const omega = rad(125.04 - 1934.136 * T);
  const appLong = rad(deg(L0) + C - 0.00569 - 0.00478 * Math.sin(omega));
  const meanObliq = 23 + (26 + (21.448 - T * (46.815 + T * (0.00059 - T * 0.001813))) / 60) / 60;
  const obliq = rad(meanObliq + 0.00256 * Math.cos(omega));
  const decl = Math.asin(Math.sin(obliq) * Math.sin(appLong));
  const y = Math.tan(obliq / 2) ** 2;
  const eqTime =
    4 *
    deg(
      y * Math.sin(2 * L0) -
        2 * e * Math.sin(M) +
        4 * e * y * Math.sin(M) * Math.cos(2 * L0) -
        0.5 * y * y * Math.sin(4 * L0) -
        1.25 * e * e * Math.sin(2 * M),
    );
  return { decl, eqTime };
}

/**
 * When the sun crosses `zenith` on a calendar date (`YYYY-MM-DD`), as ms since the epoch:
 * `rising` in the morning, else in the evening. Null when it never does (polar day or night).
 * Two passes: the sun's position at local noon, then at the first estimate.
 */
export function sunCrossing(
  date: string,
  lat: number,
  lng: number,
  zenith: number,
  rising: boolean,
): number | null {
  const midnightUtc = Date.parse(`${date}T00:00:00Z`);
  let minutes = 720 - 4 * lng; // solar noon, UTC minutes
  for (let pass = 0; pass < 2; pass++) {
    const { decl, eqTime } = solarPosition(julianCentury(midnightUtc + minutes * 60000));
    const phi = rad(lat);
    const cosH =
      Math.cos(rad(zenith)) / (Math.cos(phi) * Math.cos(decl)) - Math.tan(phi) * Math.tan(decl);
    if (cosH < -1 || cosH > 1) return null;
    const hourAngle = deg(Math.acos(cosH));
    minutes = 720 - 4 * lng - eqTime + (rising ? -4 : 4) * hourAngle;
  }
  return midnightUtc + minutes * 60000;
}

export interface SunDay {
  firstLight: string | null;
  sunrise: string | null;
  sunset: string | null;
  lastLight: string | null;
}

const localClock = (ms: number | null, utcOffsetSeconds: number) =>
  ms == null
    ? null
    : new Date(Math.round((ms + utcOffsetSeconds * 1000) / 60000) * 60000)
        .toISOString()
        .slice(0, 16);

/** A day's first light, sunrise, sunset and last light, local `YYYY-MM-DDTHH:mm`. */
export function sunDay(date: string, lat: number, lng: number, utcOffsetSeconds: number): SunDay {
  const at = (zenith: number, rising: boolean) =>
    localClock(sunCrossing(date, lat, lng, zenith, rising), utcOffsetSeconds);
  return {
    firstLight: at(CIVIL_ZENITH, true),
    sunrise: at(SUNRISE_ZENITH, true),
    sunset: at(SUNRISE_ZENITH, false),
    lastLight: at(CIVIL_ZENITH, false),
  };
}
