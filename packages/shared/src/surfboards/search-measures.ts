// Numbers in a board search are measures, not words: "לונגבורד 9" means a longboard of about 9
// feet, "6'2" a board of six foot two, "32 ליטר" a volume and "עד 2000" a price. Each becomes a
// filter with a tolerance beside the words that are left; a number that is none of these stays a
// word ("Seaside 2"), and so does a number no filter accepts (a phone number, "99999999999"):
// each measure read here meets the bounds of its filter (common/numbers.ts), so the database never
// meets a number its columns cannot hold.

import { PRICE_FILTER } from '../common/numbers';

/** Inches either side of a length typed in feet alone ("9", "9'", "9 פיט"). */
export const LENGTH_TOLERANCE_FEET = 3;
/** Inches either side of a length typed with its inches ("6'2", "6.2", "5.5"). */
export const LENGTH_TOLERANCE_INCHES = 2;
/** Litres either side of a volume ("32 ליטר", "32L", "32"). */
export const VOLUME_TOLERANCE = 1.5;
/** Share either side of a price ("2000 ₪", "2000"). */
export const PRICE_TOLERANCE = 0.15;

export interface TSearchMeasures {
  /** The words that are left, for the text search. */
  text: string;
  /** Board length in inches (the database holds decimal feet: see `feetRange`). */
  lengthInches?: { min: number; max: number };
  volume?: { min: number; max: number };
  price?: { min: number; max: number };
  /** A board's number (its id, as in its address, or a link to it): that board alone. */
  boardId?: string;
  /** The last characters of a board's number (six or more): that board too. */
  boardIdEnd?: string;
}

const BOARD_ID = /(?<![0-9a-f])([0-9a-f]{24})(?![0-9a-f])/i;
const BOARD_ID_END = /^#?([0-9a-f]{6,23})$/i;

const BEFORE = String.raw`(?<![\p{L}\p{N}.,'׳’])`;
const AFTER = String.raw`(?![\p{L}\p{N}]|[.,]\d)`;
const FEET = String.raw`\s*(?:'|’|׳|ft\.?|feet|foot|פיט|פוט|רגל|רג׳|רג')`;
const INCHES = String.raw`\s*(?:"|”|״|''|in\.?|inch|אינץ'|אינץ׳|אינצ')?`;
const LITRES = String.raw`\s*(?:l|lt|ltr|liters?|litres?|ליטר|ליטרים|ל'|ל׳)`;
const SHEKELS = String.raw`\s*(?:₪|ש"ח|ש״ח|שח|שקל|שקלים|nis|ils)`;
const UP_TO = String.raw`(?:עד|מתחת\s*ל-?|פחות\s*מ-?|up\s*to|under|below|max)\s*`;
const NUMBER = String.raw`(\d{1,3}(?:,\d{3})+|\d+)`;

const FOOT_RANGE = { min: 4, max: 12 };
const VOLUME_RANGE = { min: 15, max: 120 };
const PRICE_MIN = 100;
/** What a price filter accepts (whole shekels up to a million). */
const PRICE_RANGE = { min: PRICE_FILTER.min, max: PRICE_FILTER.max };

const re = (source: string) => new RegExp(source, 'giu');
const amount = (s: string) => Number(s.replace(/,/g, ''));
const inRange = (n: number, r: { min: number; max: number }) => n >= r.min && n <= r.max;
const around = (inches: number, tolerance: number) => ({
  min: inches - tolerance,
  max: inches + tolerance,
});
const round1 = (n: number) => Math.round(n * 10) / 10;

/** Reads the measures out of a search, leaving the words. */
export function readSearchMeasures(search: string): TSearchMeasures {
  // A board's number, alone or in a link to its page: the search is that board.
  const id = BOARD_ID.exec(search)?.[1];
  if (id) return { text: '', boardId: id.toLowerCase() };
  const end = BOARD_ID_END.exec(search.trim())?.[1];
  const found: Omit<TSearchMeasures, 'text'> = end ? { boardIdEnd: end.toLowerCase() } : {};
  let text = ` ${search} `;
  // Each match that reads as a measure leaves the text; one that does not stays a word.
  const take = (pattern: RegExp, read: (groups: string[]) => boolean) => {
    text = text.replace(pattern, (match: string, ...rest: unknown[]) =>
      read([match, ...(rest.slice(0, -2) as string[])]) ? ' ' : match,
    );
  };
  const price = (min: number, max: number) => {
    if (found.price || !inRange(max, PRICE_RANGE)) return false;
    found.price = { min: Math.max(min, PRICE_RANGE.min), max };
    return true;
  };
  const priceAround = (n: number) =>
    inRange(n, PRICE_RANGE) &&
    price(
      Math.floor(n * (1 - PRICE_TOLERANCE)),
      Math.min(Math.ceil(n * (1 + PRICE_TOLERANCE)), PRICE_RANGE.max),
    );
  const volume = (n: number) => {
    if (found.volume || !inRange(n, VOLUME_RANGE)) return false;
    found.volume = { min: round1(n - VOLUME_TOLERANCE), max: round1(n + VOLUME_TOLERANCE) };
    return true;
  };
  const length = (feet: number, inches: number, tolerance: number) => {
    if (found.lengthInches || !inRange(feet, FOOT_RANGE) || inches > 11) return false;
    found.lengthInches = around(feet * 12 + inches, tolerance);
    return true;
  };

  // Prices first: "עד 2,000", "2000 ₪".
  take(re(`${BEFORE}${UP_TO}${NUMBER}(?:${SHEKELS})?${AFTER}`), (m) => {
    const n = amount(m[1]!);
    return n >= PRICE_MIN && price(0, n);
  });
  take(re(`${BEFORE}${NUMBER}${SHEKELS}${AFTER}`), (m) => priceAround(amount(m[1]!)));
  // Volumes: "32 ליטר", "32L", "32.5 l".
  take(re(`${BEFORE}(\\d{1,3}(?:\\.\\d)?)${LITRES}${AFTER}`), (m) => volume(Number(m[1])));
  // Lengths with a foot mark: "6'2", "6'2\"", "6 ft 2", "9'", "9 פיט".
  take(re(`${BEFORE}(\\d{1,2})${FEET}\\s*(\\d{1,2})${INCHES}${AFTER}`), (m) =>
    length(Number(m[1]), Number(m[2]), LENGTH_TOLERANCE_INCHES),
  );
  take(re(`${BEFORE}(\\d{1,2})${FEET}(?![\\p{L}\\p{N}])`), (m) =>
    length(Number(m[1]), 0, LENGTH_TOLERANCE_FEET),
  );
  // Bare numbers: "6.2" and "5.11" are feet and inches, "9" is feet, 15–99 litres, 100 and
  // up shekels.
  take(re(`${BEFORE}(\\d{1,2})\\.(\\d{1,2})${AFTER}`), (m) =>
    length(Number(m[1]), Number(m[2]), LENGTH_TOLERANCE_INCHES),
  );
  take(re(`${BEFORE}${NUMBER}${AFTER}`), (m) => {
    const n = amount(m[1]!);
    if (inRange(n, FOOT_RANGE)) return length(n, 0, LENGTH_TOLERANCE_FEET);
    if (n < PRICE_MIN) return volume(n);
    return n >= PRICE_MIN && priceAround(n);
  });
  return { text: text.replace(/\s+/g, ' ').trim(), ...found };
}

/** Half an inch, in feet: lengths are whole inches, so a bound reaches half an inch past. */
export const HALF_INCH_FEET = 1 / 24;

/**
 * The stored lengths (decimal feet, docs/decisions/053: 5'8" is 5.6667) of a range in inches,
 * each end reaching half an inch further so a board of the end's length is in.
 */
export function feetRange(range: { min: number; max: number }): { min: number; max: number } {
  return { min: range.min / 12 - HALF_INCH_FEET, max: range.max / 12 + HALF_INCH_FEET };
}
