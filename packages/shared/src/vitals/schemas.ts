import { z } from 'zod';
import { ROUTE_PATTERNS } from '../route-patterns';
import { VITAL_MAX, VITAL_NAMES, VITAL_RATINGS, type TVitalName } from './types';

// Real-user speed (issue 29): one report per page view, sent by the web app with
// navigator.sendBeacon and recorded by the API as Prometheus histograms.

const ZVitalRating = z.enum(VITAL_RATINGS);

const metricOf = <N extends TVitalName>(name: N) =>
  z.strictObject({
    name: z.literal(name),
    value: z.number().min(0).max(VITAL_MAX[name]),
    rating: ZVitalRating.optional(),
  });

/** One metric's latest value: milliseconds for the timings, a unitless score for CLS. */
export const ZVitalMetric = z.discriminatedUnion('name', [
  metricOf('LCP'),
  metricOf('INP'),
  metricOf('CLS'),
  metricOf('FCP'),
  metricOf('TTFB'),
]);
export type TVitalMetric = z.infer<typeof ZVitalMetric>;

export const ZVitalsReport = z.strictObject({
  /** The route table's pattern of the page (`/surfboards/:id`), never the visited URL. */
  route: z.enum(ROUTE_PATTERNS, {
    error: 'Not a route pattern of the app (such as /surfboards/:id)',
  }),
  metrics: z
    .array(ZVitalMetric)
    .min(1)
    .max(VITAL_NAMES.length)
    .refine((metrics) => new Set(metrics.map((m) => m.name)).size === metrics.length, {
      message: 'Each metric at most once',
    }),
});
export type TVitalsReport = z.infer<typeof ZVitalsReport>;
