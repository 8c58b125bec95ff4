import { routePatternOf, type TRoutePattern } from '@galim/shared/route-patterns';
import type { TVitalsReport } from '@galim/shared/vitals/schemas';
import { VITAL_MAX, type TVitalName, type TVitalRating } from '@galim/shared/vitals/types';
import { appPathname } from './base-path';

// Real-user speed (issue 29): the web vitals of a page view, sent to the API in one beacon when
// the page is first hidden. A page view is a load of the document (or its return from the
// back-forward cache), named by the route table's pattern of the page it began on, as CrUX
// does: LCP, FCP and TTFB measure that load, and web-vitals keeps CLS and INP for the whole
// document, across the app's own navigations. Never a visited URL, never a second report.

type Vital = { name: TVitalName; value: number; rating: TVitalRating };

/** Whole milliseconds; CLS to four places (the API takes any number in range). */
const rounded = ({ name, value, rating }: Vital): Vital => ({
  name,
  value: name === 'CLS' ? Math.round(value * 1e4) / 1e4 : Math.round(value),
  rating,
});

const inRange = ({ name, value }: Vital) =>
  Number.isFinite(value) && value >= 0 && value <= VITAL_MAX[name];

/**
 * Starts reporting this document's web vitals; `pathname` is read now, and again when the page
 * returns from the back-forward cache (a new page view). web-vitals loads in a chunk of its own,
 * after the call, and reads what the browser buffered before it. Returns a function that stops.
 */
export function reportWebVitals(pathname: () => string = appPathname) {
  if (typeof navigator.sendBeacon !== 'function') return () => undefined;
  let stopped = false;
  let route: TRoutePattern | null = routePatternOf(pathname());
  let latest = new Map<TVitalName, Vital>();
  let sent = false;

  const keep = (metric: Vital) => {
    if (!stopped && !sent) latest.set(metric.name, rounded(metric));
  };
  const send = () => {
    if (stopped || sent || !route) return;
    const metrics = [...latest.values()].filter(inRange);
    if (!metrics.length) return;
    const report: TVitalsReport = { route, metrics };
    // A string goes as text/plain, which the API reads as JSON; false when the browser's
    // queue is full, and then the next hiding tries again.
    sent = navigator.sendBeacon('/api/vitals', JSON.stringify(report));
  };
  const onVisibilityChange = () => {
    if (document.visibilityState === 'hidden') send();
  };
  const onPageShow = (event: PageTransitionEvent) => {
    if (!event.persisted) return;
    route = routePatternOf(pathname());
    latest = new Map();
    sent = false;
  };

  void import('web-vitals').then(
    ({ onCLS, onFCP, onINP, onLCP, onTTFB }) => {
      if (stopped) return;
      for (const on of [onLCP, onINP, onCLS, onFCP, onTTFB]) on(keep);
      // Added after web-vitals' own listeners (on window, capturing), which report the final
      // CLS, INP and LCP on this same event: these run once they have.
      document.addEventListener('visibilitychange', onVisibilityChange);
      window.addEventListener('pagehide', send);
      window.addEventListener('pageshow', onPageShow);
    },
    // Speed reports never fail the page.
    () => undefined,
  );

  return () => {
    stopped = true;
    document.removeEventListener('visibilitychange', onVisibilityChange);
    window.removeEventListener('pagehide', send);
    window.removeEventListener('pageshow', onPageShow);
  };
}
