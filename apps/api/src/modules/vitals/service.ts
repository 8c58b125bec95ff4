import { Histogram, type Registry } from 'prom-client';
import type { TVitalsReport } from '@galim/shared/vitals/schemas';

/**
 * Buckets in seconds that hold each timing's "good" and "poor" bounds (INP 0.2/0.5, TTFB 0.8/1.8,
 * FCP 1.8/3, LCP 2.5/4), so the share of good visits per route is read straight off /metrics.
 */
const TIMING_BUCKETS = [0.05, 0.1, 0.2, 0.3, 0.5, 0.8, 1, 1.5, 1.8, 2.5, 3, 4, 6, 10, 20, 60];
/** CLS, unitless: its bounds are 0.1 and 0.25. */
const CLS_BUCKETS = [0.01, 0.05, 0.1, 0.15, 0.25, 0.5, 1, 2.5, 10];

/**
 * Real-user speed as Prometheus histograms on the app's own registry, labelled by the route
 * table's pattern and the metric: a report's rating is not kept, the buckets already say it.
 */
export function createVitalsRecorder(registry: Registry) {
  const labelNames = ['route', 'metric'] as const;
  const timings = new Histogram({
    name: 'galim_web_vital_seconds',
    help: 'Web vitals of real visits (LCP, INP, FCP, TTFB) in seconds, by route pattern and metric',
    labelNames,
    buckets: TIMING_BUCKETS,
    registers: [registry],
  });
  const layoutShift = new Histogram({
    name: 'galim_web_vital_cls',
    help: 'Cumulative layout shift of real visits, by route pattern',
    labelNames,
    buckets: CLS_BUCKETS,
    registers: [registry],
  });

  return {
    /** Records one page view's report (already validated against ZVitalsReport). */
    record(report: TVitalsReport): void {
      for (const { name, value } of report.metrics) {
        const labels = { route: report.route, metric: name };
        if (name === 'CLS') layoutShift.observe(labels, value);
        else timings.observe(labels, value / 1000);
      }
    },
  };
}
