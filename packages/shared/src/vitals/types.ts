// Real-user speed reports (POST /api/vitals), without zod: the web app's reporter loads with the
// app's first script and needs only these names and bounds; the API validates with schemas.ts.

/** The Core Web Vitals and their diagnostics, as `web-vitals` names them. */
export const VITAL_NAMES = ['LCP', 'INP', 'CLS', 'FCP', 'TTFB'] as const;
export type TVitalName = (typeof VITAL_NAMES)[number];

export const VITAL_RATINGS = ['good', 'needs-improvement', 'poor'] as const;
export type TVitalRating = (typeof VITAL_RATINGS)[number];

/**
 * The largest value taken for each metric: milliseconds for the timings (a minute is already
 * a page nobody waited for), a unitless layout-shift score for CLS. Anything above is a broken
 * or forged report, not a slow page.
 */
export const VITAL_MAX: Record<TVitalName, number> = {
  LCP: 60_000,
  INP: 60_000,
  FCP: 60_000,
  TTFB: 60_000,
  CLS: 10,
};
