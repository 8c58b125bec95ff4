// `npm run inp` (issue 29 item 4): builds, starts the app on a fresh demo database, and taps
// through it as a phone does on a first visit: Playwright driving Debian's Chromium as a 390 × 844
// touch phone, the CPU slowed 4×, 150 ms round trips at 1.6 Mbit/s, the `web-vitals` library in
// the page. Each scenario opens a page in a fresh browser context (empty cache, service workers
// blocked: a true first visit), waits 5 s after the load (the app starts by itself meanwhile,
// decision 037), then taps: home → a board card; /surfboards → the filters button, then a board
// card; a board page → the like button. Prints each tap's Interaction to Next Paint and the time
// from the tap until its answer shows (for a board card: the next board page's content), against
// the goals: INP <= 200 ms for every tap, the next board page's content <= 1,000 ms (medians).
// Exits 1 when a goal is missed.
//
// `--no-build` uses the apps as last built. INP_RUNS (default 3): runs of each scenario.
// INP_ONLY=home,list,board: just those scenarios. INP_PORT (default 8291). INP_DEBUG=1: the
// pages' console and errors. CHROMIUM_PATH: another Chromium.
import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './chromium.mjs';
import { build, ensureChromium, ensureDependencies, root, startDemoServer } from './lib.mjs';

ensureDependencies();
ensureChromium();
if (!process.argv.includes('--no-build')) build();

// Playwright as the browser tests (e2e) have it; web-vitals as the web app has it.
const { chromium } = createRequire(path.join(root, 'e2e/package.json'))('@playwright/test');
const webVitalsDir = path.dirname(
  createRequire(path.join(root, 'apps/web/package.json')).resolve('web-vitals'),
);
// The script build, which defines the global `webVitals`.
const webVitalsSource = fs
  .readFileSync(path.join(webVitalsDir, 'web-vitals.iife.js'), 'utf8')
  .replace(/\/\/# sourceMappingURL=\S+\s*$/, '');

const RUNS = Number(process.env.INP_RUNS ?? 3);
/** After the load, before the first tap. */
const SETTLE_MS = 5_000;
/** How long a tap's answer is waited for before it counts as never shown. */
const SHOWN_TIMEOUT_MS = 15_000;
/** How long, after the answer showed, its Event Timing entry is waited for. */
const ENTRY_TIMEOUT_MS = 5_000;
const GOALS = { inpMs: 200, nextBoardPageMs: 1_000 };
// Lighthouse's mobile figures: 4× CPU, 150 ms round trip, 1.6 Mbit/s down, 750 kbit/s up.
const CPU_SLOWDOWN = 4;
const NETWORK = {
  offline: false,
  latency: 150,
  downloadThroughput: (1.6 * 1024 * 1024) / 8,
  uploadThroughput: (750 * 1024) / 8,
};

/* global window, document, location, requestAnimationFrame, webVitals */
/**
 * Runs in every document before its own scripts. Keeps, in sessionStorage (so that it outlives
 * a full page load to the next page): each tap, when the tap's answer first showed, every
 * interaction's duration (Event Timing, grouped by interactionId) and web-vitals' INP.
 */
function benchInPage() {
  const KEY = 'inp-bench';
  let storage;
  try {
    storage = window.sessionStorage;
    storage.getItem(KEY);
  } catch {
    return; // about:blank and the like
  }
  const load = () => JSON.parse(storage.getItem(KEY) ?? 'null') ?? { taps: [], docs: {} };
  const save = (state) => storage.setItem(KEY, JSON.stringify(state));
  const update = (f) => {
    const state = load();
    f(state);
    save(state);
  };
  // Absolute times (ms since the epoch, sub-millisecond): comparable across documents.
  const origin = performance.timeOrigin;
  const doc = `${Math.round(origin * 1000)}`;
  const interactions = {};
  let inp = null;
  const persist = () =>
    update((s) => {
      s.docs[doc] = { url: location.pathname, interactions, inp };
    });

  const record = (entries) => {
    for (const e of entries) {
      if (!e.interactionId) continue;
      const i = (interactions[e.interactionId] ??= {
        start: origin + e.startTime,
        duration: 0,
        processingEnd: 0,
        events: [],
      });
      i.start = Math.min(i.start, origin + e.startTime);
      i.duration = Math.max(i.duration, e.duration);
      i.processingEnd = Math.max(i.processingEnd, origin + e.processingEnd);
      if (!i.events.includes(e.name)) i.events.push(e.name);
    }
  };
  const observer = new PerformanceObserver((list) => {
    record(list.getEntries());
    persist();
  });
  // 16 ms is the least Event Timing allows.
  observer.observe({ type: 'event', durationThreshold: 16, buffered: true });
  observer.observe({ type: 'first-input', buffered: true });
  // A tap that leaves the page: keep what was not delivered yet.
  window.addEventListener('pagehide', () => {
    record(observer.takeRecords());
    persist();
  });
  webVitals.onINP(
    (metric) => {
      inp = metric.value;
      persist();
    },
    { reportAllChanges: true, durationThreshold: 0 },
  );

  /** Watches, frame by frame, for the tap's answer; records the end of the frame it is in. */
  const watch = (index) => {
    const tap = load().taps[index];
    if (!tap || tap.shownAt || !tap.at) return;
    const { path, selector, notPath } = tap.watch;
    const shown = () => {
      if (path && !new RegExp(path).test(location.pathname)) return false;
      if (notPath && location.pathname === notPath) return false;
      return [...document.querySelectorAll(selector)].some((el) => {
        const box = el.getBoundingClientRect();
        return (
          box.width > 0 &&
          box.height > 0 &&
          window.getComputedStyle(el).visibility !== 'hidden' &&
          Boolean(el.textContent?.trim())
        );
      });
    };
    const frame = () => {
      if (performance.timeOrigin + performance.now() - tap.at > 30_000) return;
      if (!shown()) {
        requestAnimationFrame(frame);
        return;
      }
      // The content is in this frame: the time is taken once the frame is done.
      const channel = new MessageChannel();
      channel.port1.onmessage = () =>
        update((s) => {
          s.taps[index].shownAt ??= origin + performance.now();
          s.taps[index].shownIn ??= location.pathname;
        });
      channel.port2.postMessage(null);
    };
    requestAnimationFrame(frame);
  };

  window.__inpBench = {
    arm(label, what) {
      update((s) => s.taps.push({ label, watch: what }));
    },
    read: load,
  };
  // The tap's own time is its pointerdown's (when the finger touched, not when it was handled).
  window.addEventListener(
    'pointerdown',
    (e) => {
      const state = load();
      const index = state.taps.findIndex((t) => !t.at);
      if (index < 0) return;
      state.taps[index].at = origin + e.timeStamp;
      state.taps[index].appStarted = !document
        .getElementById('root')
        ?.hasAttribute('data-server-drawn');
      save(state);
      watch(index);
    },
    { capture: true, passive: true },
  );
  // A page that a tap led to carries on watching for it.
  const taps = load().taps;
  taps.forEach((t, i) => {
    if (t.at && !t.shownAt) watch(i);
  });
}

const demo = startDemoServer(Number(process.env.INP_PORT ?? 8291), 'inp');
const { base } = demo;

const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

let browser;
let stopping;
let interrupted = false;
/** Closes the browser, stops the server and removes its data: once, on every way out. */
function stop() {
  stopping ??= (async () => {
    await browser?.close().catch(() => {});
    await demo.stop();
  })();
  return stopping;
}
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    interrupted = true;
    console.error(`\n${signal}: stopping`);
    void stop().finally(() => process.exit(130));
  });
}

/** The median of the figures, or NaN when one is missing. */
function median(xs) {
  if (xs.length === 0 || xs.some((x) => !Number.isFinite(x))) return NaN;
  const s = [...xs].sort((a, b) => a - b);
  const m = Math.floor(s.length / 2);
  return s.length % 2 ? s[m] : Math.round((s[m - 1] + s[m]) / 2);
}

/** What shows that each tap was answered. */
const BOARD_PAGE = { path: '^/surfboards/[^/]+/?$', selector: 'main article h1' };
const FILTERS_OPEN = { selector: 'form[role="search"]' };
// A visitor without a session is told to sign in (a toast).
const LIKE_ANSWER = { selector: '[role="alert"]' };

let mobileUserAgent;

/** A fresh phone on its first visit to `url`, throttled before the first request. */
async function openPhone(url) {
  const context = await browser.newContext({
    viewport: { width: 390, height: 844 },
    screen: { width: 390, height: 844 },
    deviceScaleFactor: 3,
    isMobile: true,
    hasTouch: true,
    locale: 'he-IL',
    timezoneId: 'Asia/Jerusalem',
    userAgent: mobileUserAgent,
    serviceWorkers: 'block',
  });
  context.setDefaultTimeout(30_000);
  // One script: Playwright runs each init script in a scope of its own, so web-vitals' global
  // (`var webVitals`) is seen only by code in the same script.
  await context.addInitScript(`${webVitalsSource};\n(${benchInPage})();`);
  const page = await context.newPage();
  if (process.env.INP_DEBUG) {
    page.on('console', (m) => console.warn(`  console: ${m.text()}`));
    page.on('pageerror', (e) => console.warn(`  page error: ${e.message}`));
  }
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', NETWORK);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
  await page.goto(`${base}${url}`, { waitUntil: 'load', timeout: 60_000 });
  await sleep(SETTLE_MS);
  return { context, page };
}

/** page.evaluate that survives the page being replaced by the next one meanwhile. */
async function evaluate(page, fn, arg) {
  for (let i = 0; ; i++) {
    try {
      return await page.evaluate(fn, arg);
    } catch (error) {
      if (i >= 50 || page.isClosed()) throw error;
      await sleep(200);
    }
  }
}

/**
 * Keeps the screen ticking: a 1-pixel, all but invisible opacity animation that the compositor
 * runs by itself (no work on the page's main thread). A phone's display presents a frame every
 * vsync; headless Chromium draws only when something changed, and holds a frame's presentation
 * time (and so the Event Timing entries waiting for it) until the next draw, or ends an
 * interaction at its handlers when no frame is coming. With frames always coming, each tap's
 * duration ends, as on a phone, at the presentation of the first frame after its handlers.
 */
function startTicker() {
  if (document.getElementById('inp-bench-ticker')) return false;
  const style = document.createElement('style');
  style.textContent =
    '@keyframes inp-bench-tick{from{opacity:.01}to{opacity:.02}}#inp-bench-ticker{position:fixed;top:0;left:0;width:1px;height:1px;pointer-events:none;will-change:opacity;background:#000;animation:inp-bench-tick 1s linear infinite alternate}';
  const ticker = document.createElement('div');
  ticker.id = 'inp-bench-ticker';
  ticker.setAttribute('aria-hidden', 'true');
  document.documentElement.append(style, ticker);
  return true;
}

/** The interaction that began with the tap at `at` (its pointerdown), in whichever document. */
function interactionOf(state, at) {
  const all = Object.values(state.docs).flatMap((d) =>
    Object.values(d.interactions).map((i) => ({ ...i, inp: d.inp })),
  );
  return all
    .filter((i) => i.start >= at - 1 && i.start <= at + 1_000)
    .sort((a, b) => a.start - b.start)[0];
}

/**
 * Taps `locator` (a real touch: pointer and touch events, then the click), then waits for its
 * answer (`what`) and for its interaction's Event Timing entry. Returns the tap's figures: INP
 * (the interaction's duration) and the time until the answer showed, null when missing.
 */
async function tap(page, label, locator, what) {
  await locator.scrollIntoViewIfNeeded();
  await locator.waitFor({ state: 'visible' });
  if (!what.path && (await page.locator(what.selector).first().isVisible())) {
    throw new Error(`${label}: ${what.selector} shows before the tap`);
  }
  // A tap to another page counts once the address has changed (the old heading is no answer).
  const watch = what.path ? { ...what, notPath: new URL(page.url()).pathname } : what;
  const index = await evaluate(
    page,
    ([l, w]) => {
      window.__inpBench.arm(l, w);
      return window.__inpBench.read().taps.length - 1;
    },
    [label, watch],
  );
  if (await evaluate(page, startTicker)) await sleep(500);
  await locator.tap();
  const tappedAt = Date.now();
  let shownSeenAt = 0;
  let tapped;
  let interaction;
  for (;;) {
    await sleep(250);
    const state = await evaluate(page, () => window.__inpBench.read());
    tapped = state.taps[index];
    interaction = tapped?.at ? interactionOf(state, tapped.at) : undefined;
    if (tapped?.shownAt && interaction) break;
    const now = Date.now();
    if (tapped?.shownAt) shownSeenAt ||= now;
    if (shownSeenAt ? now - shownSeenAt > ENTRY_TIMEOUT_MS : now - tappedAt > SHOWN_TIMEOUT_MS) {
      break;
    }
  }
  if (!tapped?.at) throw new Error(`${label}: the tap did not reach the page`);
  return {
    inp: interaction ? Math.round(interaction.duration) : null,
    processed: interaction ? Math.round(interaction.processingEnd - tapped.at) : null,
    pageInp: interaction?.inp ?? null,
    shown: tapped.shownAt ? Math.round(tapped.shownAt - tapped.at) : null,
    appStarted: tapped.appStarted,
  };
}

/** The first board card's link in `scope`. */
const cardLink = (scope) => scope.locator('article h3 a[href^="/surfboards/"]').first();

/**
 * The scenarios: each run of one opens a fresh phone on its page, waits SETTLE_MS, and returns
 * its taps' figures as [tap, figures, whether it leads to a board page].
 */
function scenarios(boardId) {
  return [
    {
      id: 'home',
      name: 'home /',
      url: '/',
      async run(page) {
        // A phone scrolls down to the board list, which is drawn when it nears the screen.
        const boards = page.locator('#boards');
        await boards.scrollIntoViewIfNeeded();
        const card = cardLink(boards);
        await card.waitFor({ state: 'visible' });
        await sleep(1_000);
        return [['board card', await tap(page, 'home card', card, BOARD_PAGE), true]];
      },
    },
    {
      id: 'list',
      name: 'list /surfboards',
      url: '/surfboards',
      async run(page) {
        // On a phone the filters wait behind their button (board-filters.tsx).
        const filters = page.getByRole('button', { name: /^סינון/ }).first();
        const filter = await tap(page, 'filters', filters, FILTERS_OPEN);
        await sleep(1_000);
        const card = cardLink(page.locator('main'));
        const board = await tap(page, 'list card', card, BOARD_PAGE);
        return [
          ['filters button', filter, false],
          ['board card', board, true],
        ];
      },
    },
    {
      id: 'board',
      name: 'board /surfboards/:id',
      url: `/surfboards/${boardId}`,
      async run(page) {
        const like = page.getByRole('button', { name: 'הוספה למועדפים' }).first();
        return [['like (visitor)', await tap(page, 'like', like, LIKE_ANSWER), false]];
      },
    },
  ];
}

/**
 * Every run of every scenario. A run in which a tap's Event Timing entry never came (a
 * measurement lost, not a slow tap) is run again, up to 3 more times, so that the medians are of
 * complete runs.
 */
async function measure(boardId) {
  const only = process.env.INP_ONLY?.split(',');
  /** "scenario: tap" → { navigates, runs: figures[] } */
  const results = new Map();
  const failures = [];
  for (const scenario of scenarios(boardId)) {
    if (only && !only.includes(scenario.id)) continue;
    const runs = [];
    const unmeasured = [];
    let lastError;
    for (let attempt = 1; runs.length < RUNS && attempt <= RUNS + 3; attempt++) {
      const { context, page } = await openPhone(scenario.url);
      let taps;
      try {
        taps = await scenario.run(page);
      } catch (error) {
        lastError = error;
        console.warn(`  ${scenario.name} attempt ${attempt}: ${error.message.split('\n')[0]}`);
        continue;
      } finally {
        await context.close();
      }
      for (const [name, f] of taps) {
        console.warn(
          `  ${scenario.name}: ${name} attempt ${attempt}: INP ${f.inp ?? 'none'} ms (handlers done at ${f.processed ?? '?'} ms), shown after ${f.shown ?? 'never'} ms, app ${f.appStarted ? 'up' : 'not up'} at the tap`,
        );
      }
      if (taps.some(([, f]) => f.inp === null)) {
        console.warn(`  ${scenario.name}: a tap had no Event Timing entry; run again`);
        unmeasured.push(taps);
      } else {
        runs.push(taps);
      }
    }
    runs.push(...unmeasured.slice(0, RUNS - runs.length));
    if (runs.length === 0) {
      failures.push(`${scenario.name}: no run completed (${lastError?.message.split('\n')[0]})`);
      continue;
    }
    for (const taps of runs) {
      for (const [name, figures, navigates] of taps) {
        const key = `${scenario.name}: ${name}`;
        if (!results.has(key)) results.set(key, { navigates, runs: [] });
        results.get(key).runs.push(figures);
      }
    }
  }
  return { results, failures };
}

let missed = false;
try {
  await demo.ready();
  const boards = await (await fetch(`${base}/api/surfboards?limit=1`)).json();
  const boardId = boards.data?.boards?.[0]?._id;
  if (!boardId) throw new Error('the demo data has no board');
  browser = await chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: CHROMIUM_ARGS,
    // This script stops the browser itself, then the server (Playwright's own handlers would
    // end the process first).
    handleSIGINT: false,
    handleSIGTERM: false,
  });
  // A phone's Chrome, not "HeadlessChrome".
  mobileUserAgent = `Mozilla/5.0 (Linux; Android 14; Pixel 7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/${browser.version()} Mobile Safari/537.36`;

  const { results, failures } = await measure(boardId);
  const rows = [];
  for (const [tapName, { navigates, runs }] of results) {
    const inp = median(runs.map((r) => r.inp ?? NaN));
    const shown = median(runs.map((r) => r.shown ?? NaN));
    const inpMet = inp <= GOALS.inpMs;
    // A board card's answer is the next board page, with its goal; any other tap's answer must
    // at least show.
    const shownMet = navigates ? shown <= GOALS.nextBoardPageMs : !Number.isNaN(shown);
    if (!inpMet || !shownMet) missed = true;
    rows.push({
      tap: tapName,
      'INP ms': Number.isNaN(inp) ? 'none' : inp,
      'INP runs': runs.map((r) => r.inp ?? 'none').join(' '),
      'page INP (web-vitals)': runs.map((r) => r.pageInp ?? '-').join(' '),
      'shown ms': Number.isNaN(shown) ? 'never' : shown,
      'shown runs': runs.map((r) => r.shown ?? 'never').join(' '),
      'app up': runs.map((r) => (r.appStarted ? 'y' : 'n')).join(' '),
      'INP goal': inpMet ? 'met' : 'MISSED',
      'shown goal': shownMet ? (navigates ? 'met' : 'yes') : navigates ? 'MISSED' : 'MISSED: never',
    });
  }
  console.log(
    `\nINP on a phone's first visit (Chromium ${browser.version()}, ${CPU_SLOWDOWN}× slower CPU, ${NETWORK.latency} ms round trip, 1.6 Mbit/s down, 750 kbit/s up, 390×844 touch), median of ${RUNS} runs; load average ${os
      .loadavg()
      .map((x) => x.toFixed(1))
      .join(' ')}:`,
  );
  console.log(
    `Goals: INP <= ${GOALS.inpMs} ms for every tap, the next board page's content <= ${GOALS.nextBoardPageMs} ms after the tap (medians); every tap's answer shows.`,
  );
  console.log(
    `INP: the tap's interaction (Event Timing); "page INP": web-vitals' INP of the page at the tap. "shown": from the tap (its pointerdown) to the end of the first frame holding its answer: the board page's heading, the open filters, the sign-in notice. "app up": whether the app had started (y) or the page was still the server's drawing (n) at the tap.`,
  );
  console.table(rows);
  for (const failure of failures) console.log(`MISSED: ${failure}`);
  if (failures.length > 0) missed = true;
  console.log(missed ? 'A goal was MISSED.' : 'Every goal met.');
} catch (error) {
  // Stopped by a signal: the browser closing under a step is no error of its own.
  if (!interrupted) throw error;
} finally {
  await stop();
}
if (interrupted) process.exit(130);
process.exit(missed ? 1 : 0);
