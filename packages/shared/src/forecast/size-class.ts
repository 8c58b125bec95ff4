import { BEACH_REPORT_SIZES, type TBeachReportSize } from '../beach-reports/options';

// A forecast wave height in the words of a beach report (issue 54, part 4): knee, waist, chest,
// head, overhead, exactly the report's size options, so a forecast and a report can be set side
// by side.
//
// Source: the common surf-report convention of naming a wave by the body part its face reaches
// on an adult standing surfer, as Surfline's and Magicseaweed's surf-height guides describe face
// heights in feet (knee 1–2 ft, waist 2–3 ft, chest 3–4 ft, head 5–6 ft, overhead 6 ft and
// more), converted to metres and rounded to the tenth; written from memory, without a network.
// Galim reads the models' significant height as the face height, as its forecast already shows
// it (units.ts): on Israel's short-period sea the two are close, and where a spot's waves run
// bigger or smaller than the models say, the accuracy figures show it as a bias.
//
// Each edge is the lowest height of its class (edges belong to the upper class, as in units.ts):
//   knee      under 0.6 m (and anything smaller: the report has no "flat")
//   waist     0.6 – 0.9 m
//   chest     0.9 – 1.3 m
//   head      1.3 – 1.9 m
//   overhead  1.9 m and more

export type SizeClass = TBeachReportSize;

export const SIZE_CLASS_TABLE: readonly { size: SizeClass; minM: number }[] = [
  { size: 'knee', minM: 0 },
  { size: 'waist', minM: 0.6 },
  { size: 'chest', minM: 0.9 },
  { size: 'head', minM: 1.3 },
  { size: 'overhead', minM: 1.9 },
];

/** 0 (knee) .. 4 (overhead): the class's place in the report's options. */
export function sizeClassIndex(size: SizeClass): number {
  return BEACH_REPORT_SIZES.indexOf(size);
}

/** The report's size class of a wave height in metres. */
export function sizeClassOf(heightM: number): SizeClass {
  if (!Number.isFinite(heightM) || heightM < 0) {
    throw new RangeError(`not a wave height: ${heightM}`);
  }
  let size: SizeClass = 'knee';
  for (const row of SIZE_CLASS_TABLE) if (heightM >= row.minM) size = row.size;
  return size;
}

export type SizeVerdict = 'match' | 'tooBig' | 'tooSmall';

export interface SizeComparison {
  verdict: SizeVerdict;
  /** Forecast class minus reported class: +1 one class too big, −2 two too small, 0 a match. */
  classes: number;
}

/** How a forecast's size class compares with what was reported from the beach. */
export function compareToReport(forecast: SizeClass, reported: SizeClass): SizeComparison {
  const classes = sizeClassIndex(forecast) - sizeClassIndex(reported);
  const verdict: SizeVerdict = classes === 0 ? 'match' : classes > 0 ? 'tooBig' : 'tooSmall';
  return { verdict, classes };
}
