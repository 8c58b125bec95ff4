// Board sizes and prices as surfers type them, and sizes as surfers read them
// (docs/decisions/053). A length is stored in decimal feet (5'8" is 5.6667), a width or a
// thickness in decimal inches (20¾" is 20.75), a price in shekels. What people type is read here
// into those numbers before anything checks or sends them; every screen shows them back in feet
// and inches and in fractions of an inch.

/** Vulgar fractions people paste or type, as their value. */
const VULGAR: Record<string, number> = {
  '½': 1 / 2,
  '¼': 1 / 4,
  '¾': 3 / 4,
  '⅛': 1 / 8,
  '⅜': 3 / 8,
  '⅝': 5 / 8,
  '⅞': 7 / 8,
  '⅓': 1 / 3,
  '⅔': 2 / 3,
};

/** The marks for feet (' ’ ׳ ft פיט) and inches (" ” ״ '' in אינץ׳) and the shekel sign. */
const FEET_MARK = String.raw`(?:'|’|‘|׳|′|ft\.?|feet|foot|פיט|פוט|רגל)`;
const INCH_MARK = String.raw`(?:"|”|“|״|″|''|’’|׳׳|in\.?|inch(?:es)?|אינץ['׳]?)`;

/** A plain number with a dot or a comma for decimals ("20.75", "20,75"), not thousands. */
const DECIMAL = String.raw`\d+(?:[.,]\d+)?`;
/** A whole number and a fraction: "20 3/4", "20-3/4", "20¾", "3/4", "20 ¾". */
const MIXED = String.raw`(?:\d+(?:\s+|-)?)?(?:\d+\s*[/⁄]\s*\d+|[½¼¾⅛⅜⅝⅞⅓⅔])|${DECIMAL}`;

/** Tidies what was typed: trimmed, spaces folded, the fraction slash and dashes plain. */
function tidy(text: string): string {
  return text
    .replace(/[\u200e\u200f\u202a-\u202e\u2066-\u2069]/g, '')
    .replace(/\s+/g, ' ')
    .trim();
}

/** The value of a number that may carry a fraction ("20 3/4", "20¾", "20.75", "20,75"). */
function mixedValue(text: string): number {
  const s = text.trim();
  const vulgar = /^(\d+)?\s*([½¼¾⅛⅜⅝⅞⅓⅔])$/u.exec(s);
  if (vulgar) return Number(vulgar[1] ?? 0) + VULGAR[vulgar[2]!]!;
  const fraction = /^(?:(\d+)(?:\s+|-))?(\d+)\s*[/⁄]\s*(\d+)$/u.exec(s);
  if (fraction) {
    const denominator = Number(fraction[3]);
    const numerator = Number(fraction[2]);
    if (denominator === 0 || (fraction[1] !== undefined && numerator >= denominator)) return NaN;
    return Number(fraction[1] ?? 0) + numerator / denominator;
  }
  if (new RegExp(`^${DECIMAL}$`, 'u').test(s)) return Number(s.replace(',', '.'));
  return NaN;
}

/** The number an input holds: `null` for nothing typed, NaN for text that is no number. */
export type TTypedNumber = number | null;

const isBlank = (v: unknown) => v == null || (typeof v === 'string' && tidy(v) === '');

/**
 * A price as typed: "2,400", "2400", "2 400", "₪2,400", "2,400 ש״ח", "2400.50". A comma
 * (or a space) separates thousands, only between groups of three digits ("2,40" is no price);
 * a dot before one or two digits is the decimal point.
 */
export function parsePrice(value: unknown): TTypedNumber {
  if (isBlank(value)) return null;
  if (typeof value === 'number') return value;
  if (typeof value !== 'string') return NaN;
  const s = tidy(value)
    .replace(/^(?:₪|nis|ils)\s*/iu, '')
    .replace(/\s*(?:₪|ש["״]ח|שח|שקלים|שקל|nis|ils)$/iu, '');
  const m = /^(\d{1,3}(?:[, \u00a0\u202f]\d{3})+|\d+)(?:\.(\d{1,2}))?$/u.exec(s);
  if (!m) return NaN;
  return Number(`${m[1]!.replace(/[, \u00a0\u202f]/g, '')}.${m[2] ?? '0'}`);
}

/**
 * A length as typed, in decimal feet: "5'8", "5'8\"", "5′ 8″", "5 ft 8 in", "5׳8״", "5-8",
 * "5 8", "5'8½", "6'" and "6" (feet alone), and "5.8" or "5.11", which surfers write for 5'8"
 * and 5'11" (as the search reads them). A decimal that cannot be feet and inches ("5.75",
 * "6.25") is decimal feet. More than 11 inches is no length.
 */
export function parseLength(value: unknown): TTypedNumber {
  if (isBlank(value)) return null;
  if (typeof value === 'number') return value;
  if (typeof value !== 'string') return NaN;
  const s = tidy(value);
  // Feet, then inches with or without their marks: "5'8", "5' 8\"", "5 ft 8 in", "5-8", "5 8".
  const feetInches = new RegExp(
    `^(\\d{1,2})\\s*(?:${FEET_MARK}\\s*-?|-|\\s)\\s*(${MIXED})\\s*${INCH_MARK}?$`,
    'iu',
  ).exec(s);
  if (feetInches) {
    const inches = mixedValue(feetInches[2]!);
    if (!(inches < 12)) return NaN;
    return Number(feetInches[1]) + inches / 12;
  }
  const feetOnly = new RegExp(`^(${DECIMAL})\\s*${FEET_MARK}?$`, 'iu').exec(s);
  if (feetOnly) {
    const dotted = /^(\d{1,2})[.,](\d{1,2})$/u.exec(feetOnly[1]!);
    // "5.8" and "5.11": feet and inches; "5.75": decimal feet.
    if (dotted && Number(dotted[2]) <= 11) return Number(dotted[1]) + Number(dotted[2]) / 12;
    return Number(feetOnly[1]!.replace(',', '.'));
  }
  // Inches alone ("68\"") are a length too.
  const inchesOnly = new RegExp(`^(${MIXED})\\s*${INCH_MARK}$`, 'iu').exec(s);
  if (inchesOnly) return mixedValue(inchesOnly[1]!) / 12;
  return NaN;
}

/**
 * A width, a thickness or a volume as typed: "20 3/4", "20¾", "20.75", "20,75", "2 1/2",
 * "2-7/16", with or without an inch mark (or litres for a volume).
 */
export function parseInches(value: unknown): TTypedNumber {
  if (isBlank(value)) return null;
  if (typeof value === 'number') return value;
  if (typeof value !== 'string') return NaN;
  const s = tidy(value).replace(
    new RegExp(`\\s*(?:${INCH_MARK}|l|lt|ltr|lit(?:er|re)s?|ליטר(?:ים)?|ל['׳])$`, 'iu'),
    '',
  );
  return mixedValue(s);
}

/** The parser of each typed board number, by field. */
export const BOARD_NUMBER_PARSERS = {
  price: parsePrice,
  length: parseLength,
  width: parseInches,
  thickness: parseInches,
  volume: parseInches,
} as const;

/** Feet and whole inches of a length in decimal feet: 5.6667 is 5'8", 5.5 is 5'6". */
export function feetAndInches(feet: number): { feet: number; inches: number } {
  const total = Math.round(feet * 12);
  return { feet: Math.floor(total / 12), inches: total % 12 };
}

/** A length as surfers write it: 5'8", 6'0", 9'1". */
export function formatLength(feet: number): string {
  const l = feetAndInches(feet);
  return `${l.feet}'${l.inches}"`;
}

const EIGHTHS = ['', '⅛', '¼', '⅜', '½', '⅝', '¾', '⅞'];

/**
 * Inches with a fraction, to the nearest sixteenth: 20¾, 2½, 2⅜, 2 7⁄16, 19. No mark: the
 * caller adds `"` (see `formatInches`).
 */
export function inchesNumber(inches: number): string {
  const sixteenths = Math.round(inches * 16);
  const whole = Math.floor(sixteenths / 16);
  const rest = sixteenths % 16;
  if (rest === 0) return String(whole);
  if (rest % 2 === 0) return `${whole}${EIGHTHS[rest / 2]}`;
  return `${whole} ${rest}⁄16`;
}

/** A width or a thickness: 20¾", 2½". */
export function formatInches(inches: number): string {
  return `${inchesNumber(inches)}"`;
}

/** A board's three sizes as one line, "5'8\" × 20¾\" × 2½\"", leaving out the missing. */
export function formatDimensions(board: {
  length?: number | null;
  width?: number | null;
  thickness?: number | null;
}): string {
  return [
    board.length ? formatLength(board.length) : null,
    board.width ? formatInches(board.width) : null,
    board.thickness ? formatInches(board.thickness) : null,
  ]
    .filter(Boolean)
    .join(' × ');
}

/**
 * Text kept left to right inside a right-to-left line (LRI … PDI): without it a Hebrew line
 * shows 5'8" as 8'5" and 20¾" as "¾20, since the marks take the line's direction. For a
 * line of text (a card's specs, a share preview); an element uses `<bdi dir="ltr">`.
 */
export function ltr(text: string): string {
  return `\u2066${text}\u2069`;
}
