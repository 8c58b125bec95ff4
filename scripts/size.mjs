// `npm run size`: what a first visit to each public page transfers, per route, following the
// real module graph of the build (dist/.vite/manifest.json): index.html's boot script, the app
// it starts (src/main.tsx) with its static imports, plus the route's lazy chunk with its static
// imports, plus the service-worker registration loaded after `load`. Sizes are gzip (level 9, like the precompressed .gz files).
// Fails (exit 1) when a route is over its budget; CI runs it after the build.
// `--no-build` uses the existing build.
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { ensureDependencies, root, run } from './lib.mjs';

const KiB = 1024;
// React 19 runs the app (decision 031): its client is about 60 KiB of every route's figure.
const BUDGET = {
  homeJs: 135 * KiB,
  js: 150 * KiB,
  css: 25 * KiB,
  // What a page the server drew runs before the app starts (decision 037).
  bootJs: 5 * KiB,
};

/** Public routes, the source file of their lazy page, and what the page loads as it renders. */
const ROUTES = [
  ['/', 'src/features/home/pages/home-page.tsx'],
  ['/surfboards', 'src/features/surfboards/pages/surfboards-page.tsx'],
  ['/surfboards/:id', 'src/features/surfboards/pages/surfboard-detail-page.tsx'],
  ['/services', 'src/features/services/pages/services-page.tsx'],
  ['/services/:type/:id', 'src/features/services/pages/service-detail-page.tsx'],
  [
    '/forecast',
    'src/features/forecast/pages/forecast-page.tsx',
    ['src/features/forecast/components/wave-chart.tsx'],
  ],
  [
    '/forecast/:spotId',
    'src/features/forecast/pages/forecast-page.tsx',
    ['src/features/forecast/components/wave-chart.tsx'],
  ],
  ['/u/:slug', 'src/features/public-profile/pages/public-profile-page.tsx'],
  ['/stores', 'src/features/stores/pages/stores-page.tsx'],
  ['/faq', 'src/features/info/pages/faq-page.tsx'],
  ['/about', 'src/features/info/pages/about-page.tsx'],
  ['/contact', 'src/features/info/pages/contact-page.tsx'],
  ['/terms', 'src/features/info/pages/terms-page.tsx'],
  ['/privacy-policy', 'src/features/info/pages/privacy-page.tsx'],
  ['/login', 'src/features/auth/pages/login-page.tsx'],
];

if (!process.argv.includes('--no-build')) {
  ensureDependencies();
  run('npm', ['run', 'build', '-w', '@galim/web']);
}

const dist = path.join(root, 'apps/web/dist');
const manifest = JSON.parse(fs.readFileSync(path.join(dist, '.vite/manifest.json'), 'utf8'));

const gzipCache = new Map();
function gz(file) {
  if (!gzipCache.has(file)) {
    const data = fs.readFileSync(path.join(dist, file));
    gzipCache.set(file, zlib.gzipSync(data, { level: 9 }).length);
  }
  return gzipCache.get(file);
}

/** The chunk's file, its static imports (transitively) and their CSS. */
function closure(key, js = new Set(), css = new Set()) {
  const chunk = manifest[key];
  if (!chunk) throw new Error(`not in the build manifest: ${key}`);
  if (js.has(chunk.file)) return { js, css };
  js.add(chunk.file);
  for (const c of chunk.css ?? []) css.add(c);
  for (const imp of chunk.imports ?? []) closure(imp, js, css);
  return { js, css };
}

// What runs at load: index.html's boot script (styles, the page view, the service worker's
// registration). On a page the server drew, that is all until the visitor uses the page
// (decision 037).
const boot = closure('index.html');
// The app, which the boot script starts (at once, or when the page is first used): the budget
// is for the page with its app started.
const entry = closure('src/main.tsx', new Set(boot.js), new Set(boot.css));
// What the app loads as it starts, on every page: the real-user speed reporter (web-vitals).
closure('../../node_modules/web-vitals/dist/web-vitals.js', entry.js, entry.css);

// Pages a visitor opens first, which draw without the schema library (zod, a quarter of a list
// page's script): their forms and URL-filter checks load it when used (the review form of a
// service page, for one).
const WITHOUT_ZOD = new Set([
  '/',
  '/surfboards',
  '/surfboards/:id',
  '/services',
  '/services/:type/:id',
  '/stores',
  '/forecast',
  '/u/:slug',
  '/faq',
]);

const kib = (n) => `${(n / KiB).toFixed(1)} KiB`;
const bootBytes = [...boot.js].reduce((s, f) => s + gz(f), 0);
const rows = [];
let failed = false;
for (const [route, src, onRender = []] of ROUTES) {
  const { js, css } = closure(src, new Set(entry.js), new Set(entry.css));
  for (const key of onRender) closure(key, js, css);
  const jsBytes = [...js].reduce((s, f) => s + gz(f), 0);
  const cssBytes = [...css].reduce((s, f) => s + gz(f), 0);
  const jsBudget = route === '/' ? BUDGET.homeJs : BUDGET.js;
  const zodOver = WITHOUT_ZOD.has(route) && [...js].some((f) => /(^|\/)zod-[\w-]{8}\.js$/.test(f));
  const over = jsBytes > jsBudget || cssBytes > BUDGET.css || bootBytes > BUDGET.bootJs || zodOver;
  failed ||= over;
  const biggest = [...js]
    .map((f) => [f, gz(f)])
    .sort((a, b) => b[1] - a[1])
    .slice(0, 3)
    .map(([f, n]) => `${path.basename(f).replace(/-[\w-]{8}\.js$/, '')} ${kib(n)}`)
    .join(', ');
  rows.push({
    route,
    'JS at load': kib(bootBytes),
    'JS gzip': kib(jsBytes),
    'JS budget': kib(jsBudget),
    'CSS gzip': kib(cssBytes),
    files: js.size,
    status: zodOver ? 'OVER (zod)' : over ? 'OVER' : 'ok',
    'largest chunks': biggest,
  });
}
console.table(rows);
console.log(
  `CSS budget ${kib(BUDGET.css)} per route, JS at load ${kib(BUDGET.bootJs)}. "JS at load" is what a page the server drew runs before it is used; "JS gzip" is the page with its app started.`,
);
if (failed) {
  console.error('✖ Over budget: see the OVER rows above.');
  process.exit(1);
}
console.log('✓ Every route is within its budget.');
