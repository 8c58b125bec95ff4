// What to wear in the water, by the sea's surface temperature (°C).
//
// Source: the common surf-industry wetsuit temperature chart, as O'Neill's "Wetsuit Temperature
// Guide" and Surfline's "Wetsuit Guide" give it in °F, converted and rounded to whole °C:
// 74°F+ boardshorts or a lycra, 65–74°F a 2 mm spring suit or top, 58–65°F a 3/2 full suit,
// 52–58°F a 4/3 (below that 5/4 and boots, which Israel's sea, 16–30 °C, never calls for).
// Each threshold is the lowest temperature at which its suit is enough.

export type Wetsuit = 'boardshorts' | '2mm' | '3/2' | '4/3';

export const WETSUIT_THRESHOLDS_C: readonly { minC: number; suit: Wetsuit }[] = [
  { minC: 23, suit: 'boardshorts' },
  { minC: 18, suit: '2mm' },
  { minC: 15, suit: '3/2' },
  { minC: -Infinity, suit: '4/3' },
];

export function wetsuitFor(seaTempC: number): Wetsuit {
  return WETSUIT_THRESHOLDS_C.find((t) => seaTempC >= t.minC)!.suit;
}
