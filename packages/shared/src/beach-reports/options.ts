// Reports from the beach (issue 44, item 8): what a surfer saw at a spot, in three words and
// maybe a photo and a line. The words and numbers both sides need, without zod: the spot page's
// list reads them on its first load.

export const BEACH_REPORT_SIZES = ['knee', 'waist', 'chest', 'head', 'overhead'] as const;
export const BEACH_REPORT_SURFACES = ['glassy', 'textured', 'choppy', 'blown-out'] as const;
export const BEACH_REPORT_CROWDS = ['empty', 'few', 'crowded'] as const;
export type TBeachReportSize = (typeof BEACH_REPORT_SIZES)[number];
export type TBeachReportSurface = (typeof BEACH_REPORT_SURFACES)[number];
export type TBeachReportCrowd = (typeof BEACH_REPORT_CROWDS)[number];

export const BEACH_REPORT_LIMITS = {
  /** Characters of a report's text, after trimming the ends. */
  textMax: 280,
  /** A report sent from this close to the spot (km) has the badge "מהחוף". */
  onBeachKm: 3,
  /** The spot page shows the reports of the last this many hours. */
  shownHours: 3,
  /** One report per user and spot in this many minutes. */
  everyMinutes: 30,
  /** A report may say it was seen up to this many hours ago, never later than now. */
  seenBackHours: 3,
  /** A clock a little ahead of the server's is not "the future" (ms). */
  clockSkewMs: 2 * 60_000,
  /** Its author may add the photo this many minutes after sending the report. */
  photoMinutes: 30,
  /** A photo's bytes at most (as a board's photo). */
  photoBytes: 10 * 1024 * 1024,
} as const;

/** A report worth a push to the spot's watchers: head-high or more, and clean. */
export function isGoodBeachReport(r: { size: TBeachReportSize; surface: TBeachReportSurface }) {
  return (
    (r.size === 'head' || r.size === 'overhead') &&
    (r.surface === 'glassy' || r.surface === 'textured')
  );
}

// The distance lives with the other points' rules (geo/): a list near a place measures with it
// too, without loading the reports' words.
export { distanceKm } from '../geo/distance';
