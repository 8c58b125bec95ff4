import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ZVitalsReport } from '@galim/shared/vitals/schemas';
import { reportWebVitals } from './vitals';

type Vital = { name: string; value: number; rating: string };

// web-vitals is a third party: its callbacks are stood in for, and called as the browser would.
const vitals = vi.hoisted(() => ({ report: new Map<string, (metric: Vital) => void>() }));
vi.mock('web-vitals', () => {
  const on = (name: string) => (callback: (metric: Vital) => void) => {
    vitals.report.set(name, callback);
  };
  return {
    onLCP: on('LCP'),
    onINP: on('INP'),
    onCLS: on('CLS'),
    onFCP: on('FCP'),
    onTTFB: on('TTFB'),
  };
});

const ID = '0123456789abcdef01234567';
let visibility: DocumentVisibilityState = 'visible';
let sendBeacon: ReturnType<typeof vi.fn<(url: string, data?: BodyInit | null) => boolean>>;
let stop: () => void = () => undefined;

/** Starts reporting and waits for web-vitals (loaded lazily) to take the callbacks. */
async function start(path: string) {
  vitals.report.clear();
  stop = reportWebVitals(() => path);
  await vi.waitFor(() => expect(vitals.report.size).toBe(5));
}

function measure(name: string, value: number, rating = 'good') {
  vitals.report.get(name)!({ name, value, rating });
}

function hide() {
  visibility = 'hidden';
  document.dispatchEvent(new Event('visibilitychange'));
}

/** The reports sent, as the API reads them. */
const reports = () =>
  sendBeacon.mock.calls.map(([url, body]) => {
    expect(url).toBe('/api/vitals');
    expect(typeof body).toBe('string');
    return JSON.parse(body as string) as unknown;
  });

beforeEach(() => {
  visibility = 'visible';
  vi.spyOn(document, 'visibilityState', 'get').mockImplementation(() => visibility);
  sendBeacon = vi.fn(() => true);
  Object.defineProperty(navigator, 'sendBeacon', { value: sendBeacon, configurable: true });
});
afterEach(() => {
  stop();
  vi.restoreAllMocks();
});

describe('reportWebVitals', () => {
  it('sends one report per page view, named by the route pattern, when the page is hidden', async () => {
    await start(`/surfboards/${ID}`);
    measure('TTFB', 120.7);
    measure('FCP', 850.2);
    measure('LCP', 1900.4);
    measure('LCP', 2600.6, 'needs-improvement'); // a later, larger paint: the latest counts
    measure('CLS', 0.123456, 'needs-improvement');
    expect(sendBeacon).not.toHaveBeenCalled();

    hide();
    expect(reports()).toEqual([
      {
        route: '/surfboards/:id',
        metrics: [
          { name: 'TTFB', value: 121, rating: 'good' },
          { name: 'FCP', value: 850, rating: 'good' },
          { name: 'LCP', value: 2601, rating: 'needs-improvement' },
          { name: 'CLS', value: 0.1235, rating: 'needs-improvement' },
        ],
      },
    ]);
    // What the API validates it with takes it, and no visited URL went out.
    expect(ZVitalsReport.safeParse(reports()[0]).success).toBe(true);
    expect(JSON.stringify(sendBeacon.mock.calls)).not.toContain(ID);

    // Hidden again, closed, or measured later: still the one report.
    measure('INP', 300, 'needs-improvement');
    visibility = 'visible';
    document.dispatchEvent(new Event('visibilitychange'));
    hide();
    window.dispatchEvent(new Event('pagehide'));
    expect(sendBeacon).toHaveBeenCalledTimes(1);
  });

  it('sends on pagehide where the page is not hidden first', async () => {
    await start('/services/surf-instructor/' + ID);
    measure('INP', 64);
    window.dispatchEvent(new Event('pagehide'));
    expect(reports()).toEqual([
      { route: '/services/:type/:id', metrics: [{ name: 'INP', value: 64, rating: 'good' }] },
    ]);
  });

  it('sends nothing for a page the route table does not have, or before any metric', async () => {
    await start('/no-such-page?x=1');
    measure('LCP', 1200);
    hide();
    expect(sendBeacon).not.toHaveBeenCalled();
    stop();

    await start('/forecast');
    hide();
    expect(sendBeacon).not.toHaveBeenCalled();
  });

  it('leaves out a value the API would refuse, and keeps the rest', async () => {
    await start('/');
    measure('LCP', 75_000, 'poor'); // a tab left in the background: no page took this long
    measure('FCP', 400);
    hide();
    expect(reports()).toEqual([
      { route: '/', metrics: [{ name: 'FCP', value: 400, rating: 'good' }] },
    ]);
  });

  it('tries again at the next hiding when the browser did not take the beacon', async () => {
    sendBeacon.mockReturnValueOnce(false);
    await start('/about');
    measure('TTFB', 90);
    hide();
    window.dispatchEvent(new Event('pagehide'));
    expect(sendBeacon).toHaveBeenCalledTimes(2);
  });

  it('starts a new page view when the page returns from the back-forward cache', async () => {
    let path = '/';
    vitals.report.clear();
    stop = reportWebVitals(() => path);
    await vi.waitFor(() => expect(vitals.report.size).toBe(5));
    measure('LCP', 1000);
    hide();
    // The visitor moved on in the app, left, and came back with the back button.
    path = '/u/dana-cohen';
    window.dispatchEvent(new PageTransitionEvent('pageshow', { persisted: true }));
    visibility = 'visible';
    measure('LCP', 30);
    hide();
    expect(reports()).toEqual([
      { route: '/', metrics: [{ name: 'LCP', value: 1000, rating: 'good' }] },
      { route: '/u/:slug', metrics: [{ name: 'LCP', value: 30, rating: 'good' }] },
    ]);
  });
});
