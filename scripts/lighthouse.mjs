// `npm run lighthouse`: builds, starts the app on a fresh demo database, and runs Lighthouse
// (mobile emulation, Debian's Chromium) on the main pages. Prints the scores and the key
// timings; it asserts nothing: targets are read from the figures.
import os from 'node:os';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './chromium.mjs';
import { build, ensureChromium, ensureDependencies, startDemoServer } from './lib.mjs';

ensureDependencies();
ensureChromium();
if (!process.argv.includes('--no-build')) build();

const { default: lighthouse } = await import('lighthouse');
const chromeLauncher = await import('chrome-launcher');

const demo = startDemoServer(Number(process.env.LIGHTHOUSE_PORT ?? 8290), 'lh');
const { base } = demo;

const RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 3);
const HOMES = new Set(['/', '/en/']);
const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? NaN;

/** Every kind of public page in both languages; detail pages are picked from the demo data. */
async function publicPages() {
  const boards = await (await fetch(`${base}/api/surfboards?limit=1`)).json();
  const services = await (await fetch(`${base}/api/services/search`)).json();
  const board = boards.data?.boards?.[0]?._id;
  const list = services.data?.services ?? services.data ?? [];
  const service = Array.isArray(list) ? list[0] : undefined;
  const gear = await (await fetch(`${base}/api/listings?kind=wetsuit&page=1&limit=1`)).json();
  const wetsuit = gear.data?.listings?.[0]?._id;
  const hebrew = [
    '/',
    '/surfboards',
    ...(board ? [`/surfboards/${board}`] : []),
    // A kind of gear's list and a listing's page (issue 53): wetsuits stand for every kind.
    '/wetsuits',
    ...(wetsuit ? [`/wetsuits/${wetsuit}`] : []),
    '/services',
    ...(service ? [`/services/${service.serviceType}/${service._id}`] : []),
    '/forecast',
    // A spot's own page (issue 44): LIGHTHOUSE_PAGES=/forecast/ measures it alone.
    '/forecast/herzliya',
    // How good the forecast is there (issue 54).
    '/forecast/herzliya/accuracy',
    '/u/yoni-cohen',
    // The map of the coast (issue 56): MapLibre loads after the page has drawn its list.
    '/map',
    '/faq',
  ];
  // Each page in English too (decision 051): LIGHTHOUSE_PAGES=/en measures only those.
  return [...hebrew, ...hebrew.map((page) => (page === '/' ? '/en/' : `/en${page}`))];
}
let chrome;
try {
  await demo.ready();
  chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM_PATH,
    chromeFlags: ['--headless=new', ...CHROMIUM_ARGS],
  });
  const rows = [];
  const benchmarks = [];
  // LIGHTHOUSE_PAGES=/,/faq measures only those pages (a home page, '/' or '/en/', alone); LIGHTHOUSE_DETAIL=1 prints each run's
  // long tasks (where the blocking time comes from).
  const only = process.env.LIGHTHOUSE_PAGES?.split(',');
  const pages = (await publicPages()).filter(
    (page) => !only || only.some((o) => (HOMES.has(o) ? page === o : page.startsWith(o))),
  );
  for (const page of pages) {
    const runs = [];
    // A run whose trace Chromium failed to record (NO_NAVSTART and the like) has no timings:
    // it is reported and run again, so that every median is of RUNS complete runs.
    for (let attempt = 0; runs.length < RUNS && attempt < RUNS + 3; attempt++) {
      const result = await lighthouse(`${base}${page}`, {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
      });
      if (result.lhr.runtimeError) {
        console.warn(
          `${page}: ${result.lhr.runtimeError.code} ${result.lhr.runtimeError.message}; run again`,
        );
        continue;
      }
      runs.push(result.lhr);
      if (process.env.LIGHTHOUSE_DETAIL) {
        const tasks = result.lhr.audits['long-tasks']?.details?.items ?? [];
        console.log(
          `${page}: TBT ${Math.round(result.lhr.audits['total-blocking-time'].numericValue)} ms; long tasks:`,
          tasks
            .map(
              (t) =>
                `${Math.round(t.startTime)}+${Math.round(t.duration)} ${t.url.replace(base, '')}`,
            )
            .join(' | '),
        );
      }
      benchmarks.push(Math.round(result.lhr.environment.benchmarkIndex));
    }
    if (runs.length === 0) throw new Error(`${page}: no Lighthouse run completed`);
    const pick = (f) => median(runs.map(f));
    const scoreOf = (lhr, c) => Math.round((lhr.categories[c]?.score ?? 0) * 100);
    const score = (c) => pick((lhr) => scoreOf(lhr, c));
    const audit = (a) => pick((lhr) => lhr.audits[a]?.numericValue ?? NaN);
    // What keeps a score below 100 in any of the runs.
    const failing = [
      ...new Set(
        runs.flatMap((lhr) =>
          ['accessibility', 'best-practices', 'seo'].flatMap((c) =>
            lhr.categories[c].auditRefs
              .filter(
                (r) =>
                  r.weight > 0 && lhr.audits[r.id].score !== null && lhr.audits[r.id].score < 1,
              )
              .map((r) => r.id),
          ),
        ),
      ),
    ];
    // The app starts by itself after the load (decision 037): when its code was asked for in each
    // run, so the score is known to include React's start.
    const appAt = runs.map((lhr) => {
      const items = lhr.audits['network-requests']?.details?.items ?? [];
      const main = items.find((r) => /\/assets\/main-[\w-]+\.js$/.test(r.url));
      return main ? Math.round(main.networkRequestTime ?? main.startTime ?? NaN) : null;
    });
    rows.push({
      page,
      'app started at ms': appAt.map((t) => t ?? 'never').join(' '),
      performance: score('performance'),
      // Every run's score, so the spread between runs on this host shows beside the median.
      runs: runs.map((lhr) => scoreOf(lhr, 'performance')).join(' '),
      accessibility: score('accessibility'),
      'best-practices': score('best-practices'),
      seo: score('seo'),
      'FCP ms': Math.round(audit('first-contentful-paint')),
      'LCP ms': Math.round(audit('largest-contentful-paint')),
      'TBT ms': Math.round(audit('total-blocking-time')),
      CLS: Number(audit('cumulative-layout-shift').toFixed(3)),
      'transfer KB': Math.round(audit('total-byte-weight') / 1024),
      failing: failing.join(' '),
    });
  }
  console.log(
    `\nLighthouse (mobile emulation, simulated throttling), median of ${RUNS} runs; load average ${os
      .loadavg()
      .map((x) => x.toFixed(1))
      .join(' ')}; Lighthouse's benchmarkIndex for this host ${median(benchmarks)} (decision 036):`,
  );
  console.log(
    'Targets: performance >= 95, the other three 100, LCP <= 2000 ms, TBT <= 150 ms, CLS <= 0.05; the app started in every run.',
  );
  console.table(rows);
} finally {
  await chrome?.kill();
  await demo.stop();
}
