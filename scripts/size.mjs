// `npm run size`: what a first visit to each public page costs (issue 45, item 3).
//
// On the wire: the built app, started as `npm start` serves it (HTTP/1.1, brotli) on a fresh
// demo database, is visited once per public route in Chromium (a phone's window, no service
// worker, a fresh profile): the app starts by itself over the page the server drew, the visitor
// scrolls once, the network comes to rest (scripts/wire.mjs). Printed per route: every request
// and byte received (headers and encoded bodies), and the scripts among them. Fails (exit 1)
// when a route's scripts are over its budget (home 135 KiB, other public routes 150 KiB, headers
// included), when a first visit loads more than 12 scripts or a script under 1 KiB compressed
// (the bundler's own 0.4 KiB of helpers aside: no chunking group can hold them, decision 049).
//
// Also checked: the styles (25 KiB on the wire), no zod on the pages a visitor opens first, and,
// from the build's module graph (dist/.vite/manifest.json), what a drawn page runs during its
// load (index.html's boot script and its imports, 5 KiB gzip at most).
//
// Each route is visited in every language (issue 46: Hebrew at the root, English under /en/, each
// its own build carrying its own texts only); both are held to the same budgets.
//
// `--no-build` uses the existing build (CI: the one `npm test` made).
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { build, ensureChromium, ensureDependencies, root, startDemoServer } from './lib.mjs';
import { firstVisit, launchChromium } from './wire.mjs';

const KiB = 1024;
const RUNTIME = /\/assets\/rolldown-runtime-[\w-]{8}\.js$/;
// React 19 runs the app (decision 031): its client is about 60 KiB of every route's figure.
const BUDGET = {
  // Scripts on the wire (headers and brotli bodies), the app started.
  homeJs: 135 * KiB,
  js: 150 * KiB,
  scripts: 12,
  // No script so small that its request's headers are a large part of it.
  smallestScript: 1 * KiB,
  css: 25 * KiB,
  // What a page the server drew runs before the app starts (decision 037).
  bootJs: 5 * KiB,
};

/** A route whose visit is for what a tap loads: the map, asked for on its own address. */
const TAPS = { '/map': '[data-map-start]' };

/**
 * The map's route states its own budget (issue 56), measured with the map opened (a tap on "show
 * the map"): after the page has drawn its list, the tap loads MapLibre GL (its
 * engine, about 240 KiB brotli, and its worker, about 120 KiB) and the engine's styles. No other
 * route loads any of it.
 */
const ROUTE_BUDGETS = {
  '/map': { js: 600 * KiB, scripts: 13, css: 40 * KiB },
};

/** Public routes (`:id`, `:slug` and the others are taken from the demo data). */
const ROUTES = [
  '/',
  '/surfboards',
  '/surfboards/:id',
  // A kind of gear's list and a listing's page (issue 53): wetsuits stand for every kind, drawn by
  // the same pages.
  '/wetsuits',
  '/wetsuits/:wetsuitId',
  '/services',
  '/services/:type/:id',
  '/forecast',
  '/forecast/:spotId',
  // How good the forecast is at a spot (issue 54).
  '/forecast/:spotId/accuracy',
  '/u/:slug',
  '/stores',
  // The map of the coast (issue 56): its own budget below, MapLibre included.
  '/map',
  '/faq',
  '/about',
  '/contact',
  '/terms',
  '/privacy-policy',
  '/login',
];

/** The languages and where their pages live (packages/shared/src/i18n/languages.ts). */
const LANGUAGES = [
  { code: 'he', prefix: '', folder: '' },
  { code: 'en', prefix: '/en', folder: 'en' },
];

if (!process.argv.includes('--no-build')) {
  ensureDependencies();
  build();
}

/** gzip size of a built file. */
function gz(dist, file) {
  return zlib.gzipSync(fs.readFileSync(path.join(dist, file)), { level: 9 }).length;
}

/**
 * What runs at load in a language's build: index.html's boot script (styles, the page view, the
 * service worker's registration) and its static imports, from the build's module graph. On a
 * page the server drew, that is all until the visitor uses the page (decision 037).
 */
function bootBytesOf(folder) {
  const dist = path.join(root, 'apps/web/dist', folder);
  const manifest = JSON.parse(fs.readFileSync(path.join(dist, '.vite/manifest.json'), 'utf8'));
  const files = new Set();
  const closure = (key) => {
    const chunk = manifest[key];
    if (!chunk) throw new Error(`not in the build manifest: ${key}`);
    if (files.has(chunk.file)) return;
    files.add(chunk.file);
    for (const imp of chunk.imports ?? []) closure(imp);
  };
  closure('index.html');
  return [...files].reduce((sum, file) => sum + gz(dist, file), 0);
}

// Pages a visitor opens first, which draw without the schema library (zod, a quarter of a list
// page's script): their forms and URL-filter checks load it when used (the review form of a
// service page, for one).
const WITHOUT_ZOD = new Set([
  '/',
  '/surfboards',
  '/surfboards/:id',
  '/wetsuits',
  '/wetsuits/:wetsuitId',
  '/services',
  '/services/:type/:id',
  '/stores',
  '/forecast',
  '/u/:slug',
  '/map',
  '/faq',
]);

const kib = (n) => `${(n / KiB).toFixed(1)} KiB`;
const bootBytes = Object.fromEntries(LANGUAGES.map((l) => [l.code, bootBytesOf(l.folder)]));

/** A real address for each route, from the demo data. */
async function addresses(base) {
  const get = async (url) => (await fetch(base + url)).json();
  const board = (await get('/api/surfboards?search=seaside')).data.boards[0];
  const service = (await get('/api/services/search?page=1&limit=1')).services[0];
  const wetsuit = (await get('/api/listings?kind=wetsuit&page=1&limit=1')).data.listings[0];
  return {
    ':wetsuitId': wetsuit._id,
    ':id': board._id,
    ':type/:id': `${service.serviceType}/${service._id}`,
    ':spotId': 'herzliya',
    ':slug': 'yoni-cohen',
  };
}

ensureChromium();
const demo = startDemoServer(Number(process.env.SIZE_PORT ?? 8291), 'size');
const browser = await launchChromium().catch(async (error) => {
  await demo.stop();
  throw error;
});
const rows = [];
const notes = [];
let failed = false;
try {
  await demo.ready();
  const ids = await addresses(demo.base);
  // SIZE_ROUTES=/map,/ measures only those routes (in every language).
  const only = process.env.SIZE_ROUTES?.split(',');
  const visits = LANGUAGES.flatMap((language) =>
    ROUTES.filter((route) => !only || only.includes(route)).map((route) => ({ language, route })),
  );
  for (const { language, route: pattern } of visits) {
    // The English home is its folder, '/en/'.
    const route = `${language.prefix}${pattern}`;
    const path = route.replace(/:type\/:id|:wetsuitId|:id|:spotId|:slug/, (p) => ids[p]);
    const requests = await firstVisit(browser, demo.base, path, { tap: TAPS[pattern] });
    const scripts = requests.filter((r) => r.type === 'Script');
    const sum = (rs) => rs.reduce((s, r) => s + r.bytes, 0);
    // The bundler's own helpers (CommonJS interop: 0.4 KiB) are a script of their own that no
    // chunking group can hold (rolldown 1.2: issue 45, decision 049).
    const small = scripts.filter(
      (r) => r.bytes - r.headerBytes < BUDGET.smallestScript && !RUNTIME.test(r.url),
    );
    const unfinished = requests.filter((r) => !r.done && !r.failed && r.type !== 'EventSource');
    const failedRequests = requests.filter((r) => r.failed || r.status >= 400);
    const scriptBytes = sum(scripts);
    const own = ROUTE_BUDGETS[pattern];
    const budget = own?.js ?? (pattern === '/' ? BUDGET.homeJs : BUDGET.js);
    const scriptBudget = own?.scripts ?? BUDGET.scripts;
    const cssBudget = own?.css ?? BUDGET.css;
    const cssBytes = sum(requests.filter((r) => r.type === 'Stylesheet'));
    const zod = WITHOUT_ZOD.has(pattern) && scripts.some((r) => /\/zod-[\w-]{8}\.js$/.test(r.url));
    const problems = [
      ...(zod ? ['zod'] : []),
      ...(cssBytes > cssBudget ? ['CSS'] : []),
      ...(bootBytes[language.code] > BUDGET.bootJs ? ['JS at load'] : []),
      ...(scriptBytes > budget ? ['JS'] : []),
      ...(scripts.length > scriptBudget ? ['scripts'] : []),
      ...(small.length ? ['small script'] : []),
      ...(failedRequests.length ? ['failed request'] : []),
    ];
    failed ||= problems.length > 0;
    if (small.length) {
      const names = small.map((r) => `${r.url.split('/').pop()} ${r.bytes - r.headerBytes} B`);
      notes.push(`${route}: scripts under 1 KiB: ${names.join(', ')}`);
    }
    for (const r of failedRequests) {
      notes.push(`${route}: ${r.url.replace(demo.base, '')} failed (${r.status ?? 'no answer'})`);
    }
    for (const r of unfinished) {
      notes.push(`${route}: ${r.url.replace(demo.base, '')} still open, ${r.bytes} bytes so far`);
    }
    rows.push({
      route,
      requests: requests.length,
      'all bytes': kib(sum(requests)),
      scripts: scripts.length,
      'JS on the wire': kib(scriptBytes),
      'JS budget': kib(budget),
      'smallest script': kib(
        Math.min(
          ...scripts.filter((r) => !RUNTIME.test(r.url)).map((r) => r.bytes - r.headerBytes),
        ),
      ),
      CSS: kib(cssBytes),
      status: problems.length ? `OVER (${problems.join(', ')})` : 'ok',
    });
  }
} finally {
  await browser.close();
  await demo.stop();
}
console.table(rows);
console.log(
  [
    'A first visit in Chromium (phone, no service worker) once the app has started and the page was scrolled once, as `npm start` serves it (HTTP/1.1, brotli).',
    '"all bytes": every response as received, headers included (the page, styles, fonts, images, API answers, scripts); "JS on the wire": the scripts alone, headers included.',
    `Budgets: JS on the wire ${kib(BUDGET.homeJs)} for /, ${kib(BUDGET.js)} for the others; at most ${BUDGET.scripts} scripts, none under ${kib(BUDGET.smallestScript)} compressed;`,
    `CSS ${kib(BUDGET.css)}; ${Object.entries(ROUTE_BUDGETS)
      .map(([r, b]) => `${r}: JS ${kib(b.js)}, ${b.scripts} scripts, CSS ${kib(b.css)}`)
      .join(
        '; ',
      )}; JS at load (what a drawn page runs before it is used) ${LANGUAGES.map((l) => `${l.code} ${kib(bootBytes[l.code])}`).join(', ')} of ${kib(BUDGET.bootJs)} gzip; no zod on a first visit.`,
  ].join('\n'),
);
for (const note of notes) console.log(`  ${note}`);
if (failed) {
  console.error('✖ Over budget: see the OVER rows above.');
  process.exit(1);
}
console.log('✓ Every route is within its budget.');
