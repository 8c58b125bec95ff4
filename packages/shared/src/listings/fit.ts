// "Fits me" for gear (issue 53): a wetsuit by the rider's height and weight (and chest, when
// they know it) against a size chart, fins by the rider's weight against the makers' ranges.
// Each verdict carries the measures it read, for "מתאים לגובה 178 ומשקל 75"
// (i18n/<lang>/gear.ts's `fit`), and which way a rider falls outside a size that does not fit.

import type { TFinSize, TWetsuitCut, TWetsuitSize } from './options';

export interface TRange {
  min: number;
  max: number;
}

interface TSizeMeasures {
  heightCm: TRange;
  weightKg: TRange;
  /** Makers give a chest for adults; children's charts go by height and weight alone. */
  chestCm?: TRange;
}

const size = (h: [number, number], w: [number, number], c?: [number, number]): TSizeMeasures => ({
  heightCm: { min: h[0], max: h[1] },
  weightKg: { min: w[0], max: w[1] },
  ...(c ? { chestCm: { min: c[0], max: c[1] } } : {}),
});

/**
 * Wetsuit sizes by cut. Representative values written without a network, following the shape
 * of the size charts O'Neill ("Wetsuit size chart", men's, women's and youth) and Rip Curl
 * publish: neighbouring sizes overlap by a few centimetres and kilograms, and the tall (T) and
 * short (S) cuts keep their letter's weight and chest with the height moved a size up or down.
 * Check a brand's own chart before trusting a border case; a listing's size is its maker's.
 */
export const WETSUIT_CHART: Record<TWetsuitCut, Partial<Record<TWetsuitSize, TSizeMeasures>>> = {
  men: {
    XS: size([163, 170], [50, 64], [84, 91]),
    S: size([168, 175], [59, 68], [89, 97]),
    ST: size([175, 183], [61, 70], [89, 97]),
    MS: size([165, 173], [64, 77], [94, 102]),
    M: size([173, 180], [64, 77], [94, 102]),
    MT: size([180, 188], [70, 79], [94, 102]),
    LS: size([170, 178], [75, 86], [99, 107]),
    L: size([178, 185], [75, 86], [99, 107]),
    LT: size([185, 193], [79, 88], [99, 107]),
    XL: size([180, 188], [84, 95], [104, 112]),
    XLT: size([188, 196], [86, 98], [104, 112]),
    XXL: size([183, 191], [93, 107], [109, 117]),
  },
  women: {
    XS: size([152, 160], [43, 50], [76, 84]),
    S: size([157, 165], [48, 56], [81, 89]),
    M: size([163, 170], [54, 61], [86, 94]),
    L: size([165, 173], [59, 66], [91, 99]),
    XL: size([168, 175], [64, 72], [97, 104]),
    XXL: size([170, 178], [70, 79], [102, 109]),
  },
  children: {
    'kids-4': size([99, 109], [15, 19]),
    'kids-6': size([109, 122], [18, 24]),
    'kids-8': size([119, 132], [22, 30]),
    'kids-10': size([130, 142], [28, 36]),
    'kids-12': size([140, 152], [34, 43]),
    'kids-14': size([150, 160], [41, 50]),
    'kids-16': size([157, 168], [48, 57]),
  },
};

/**
 * Fin sizes by rider weight, as FCS's and Futures' published charts give them (FCS: XS under
 * 55 kg, S 55–70, M 65–80, L 75–90, XL 85 and up; Futures' are within a few kg). They overlap:
 * a 68 kg rider fits S and M, and picks by the waves and the board.
 */
export const FIN_WEIGHTS: Record<TFinSize, TRange> = {
  XS: { min: 0, max: 55 },
  S: { min: 55, max: 70 },
  M: { min: 65, max: 80 },
  L: { min: 75, max: 90 },
  XL: { min: 85, max: Number.POSITIVE_INFINITY },
};

/** The measures a rider can give, and the bounds beyond which no chart can say anything. */
export const RIDER_BOUNDS = {
  heightCm: { min: 90, max: 220 },
  weightKg: { min: 12, max: 200 },
  chestCm: { min: 50, max: 160 },
} as const;

export interface TRider {
  heightCm: number;
  weightKg: number;
  chestCm?: number;
}

/** Which way a rider falls outside a size's range. */
export type TFitSide = 'below' | 'above';

export interface TWetsuitFit {
  fits: boolean;
  /** The rider's measures the verdict read (whole numbers, as the reason shows them). */
  reason: { height: number; weight: number; chest?: number };
  /** What is outside the size's range, and which way: empty when it fits. */
  outside: { height?: TFitSide; weight?: TFitSide; chest?: TFitSide };
}

const inside = (n: number, r: { min: number; max: number }) => n >= r.min && n <= r.max;
const side = (n: number, r: TRange): TFitSide | undefined =>
  n < r.min ? 'below' : n > r.max ? 'above' : undefined;

function readable(rider: TRider): boolean {
  return (
    inside(rider.heightCm, RIDER_BOUNDS.heightCm) &&
    inside(rider.weightKg, RIDER_BOUNDS.weightKg) &&
    (rider.chestCm === undefined || inside(rider.chestCm, RIDER_BOUNDS.chestCm))
  );
}

/**
 * Whether a wetsuit of this size and cut fits the rider, and why. Null when it cannot tell: the
 * chart has no such size in that cut (a kids' size in a men's suit), or the measures are none a
 * person has (a height in metres, a weight in pounds beyond any chart).
 */
export function wetsuitFit(
  rider: TRider,
  size: TWetsuitSize,
  cut: TWetsuitCut,
): TWetsuitFit | null {
  const chart = WETSUIT_CHART[cut][size];
  if (!chart || !readable(rider)) return null;
  const outside: TWetsuitFit['outside'] = {};
  const height = side(rider.heightCm, chart.heightCm);
  const weight = side(rider.weightKg, chart.weightKg);
  const chest =
    rider.chestCm !== undefined && chart.chestCm ? side(rider.chestCm, chart.chestCm) : undefined;
  if (height) outside.height = height;
  if (weight) outside.weight = weight;
  if (chest) outside.chest = chest;
  const reason: TWetsuitFit['reason'] = {
    height: Math.round(rider.heightCm),
    weight: Math.round(rider.weightKg),
  };
  if (rider.chestCm !== undefined && chart.chestCm) reason.chest = Math.round(rider.chestCm);
  return { fits: Object.keys(outside).length === 0, reason, outside };
}

/** Every size of a cut that fits the rider, smallest first: what "fits me" filters by. */
export function wetsuitSizesFor(rider: TRider, cut: TWetsuitCut): TWetsuitSize[] {
  return (Object.keys(WETSUIT_CHART[cut]) as TWetsuitSize[]).filter(
    (s) => wetsuitFit(rider, s, cut)?.fits,
  );
}

export interface TFinFit {
  fits: boolean;
  reason: { weight: number };
  outside?: TFitSide;
}

/** Whether fins of this size suit a rider of this weight, by the makers' ranges. */
export function finFit(weightKg: number, size: TFinSize): TFinFit | null {
  if (!inside(weightKg, RIDER_BOUNDS.weightKg)) return null;
  const outside = side(weightKg, FIN_WEIGHTS[size]);
  const reason = { weight: Math.round(weightKg) };
  return outside ? { fits: false, reason, outside } : { fits: true, reason };
}

/** Every fin size for a rider of this weight (one or two: the ranges overlap). */
export function finSizesFor(weightKg: number): TFinSize[] {
  return (Object.keys(FIN_WEIGHTS) as TFinSize[]).filter((s) => finFit(weightKg, s)?.fits);
}
