// What a first visit carries over the wire (issue 45, item 3), measured in Chromium on the
// built app as `npm start` serves it (HTTP/1.1, brotli): a phone's window, no service worker, a
// fresh profile for each page; the visit waits for the app to start by itself over the page the
// server drew, scrolls once, and waits for the network to rest. Every response's bytes are
// counted as Chromium received them (its headers and its encoded body).
import http from 'node:http';
import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './chromium.mjs';

const PHONE = { width: 390, height: 844 };

/**
 * Visits `base + path` once (tapping `tap`, a selector, when given) and returns the requests it made: url, type (Chromium's resource
 * type), status, encoding, header bytes and body bytes as received.
 */
export async function firstVisit(browser, base, path, { tap } = {}) {
  const context = await browser.newContext({
    viewport: PHONE,
    isMobile: true,
    hasTouch: true,
    deviceScaleFactor: 3,
    serviceWorkers: 'block',
  });
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    const requests = new Map();
    cdp.on('Network.requestWillBeSent', ({ requestId, request, type }) => {
      requests.set(requestId, { url: request.url, type, headerBytes: 0, bytes: 0, done: false });
    });
    cdp.on('Network.responseReceived', ({ requestId, response, type }) => {
      const r = requests.get(requestId);
      if (!r) return;
      r.type = type;
      r.status = response.status;
      r.protocol = response.protocol;
      r.encoding = Object.entries(response.headers).find(
        ([k]) => k.toLowerCase() === 'content-encoding',
      )?.[1];
      // What arrived up to the body: the status line and headers.
      r.headerBytes = response.encodedDataLength;
    });
    cdp.on('Network.loadingFinished', ({ requestId, encodedDataLength }) => {
      const r = requests.get(requestId);
      if (!r) return;
      // The whole response as received, its headers included.
      r.bytes = encodedDataLength;
      r.done = true;
    });
    // A worker's script is asked for by the page, but its end is told to the worker's own
    // target: Playwright's record of the request gives its headers' size, and the body is
    // counted as the server sends it (the same request, compressed the same way).
    const seen = [];
    context.on('requestfinished', (request) => seen.push(request));
    cdp.on('Network.loadingFailed', ({ requestId }) => {
      const r = requests.get(requestId);
      if (r) r.failed = true;
    });
    await page.goto(base + path, { waitUntil: 'load' });
    // The app starts by itself once the page has loaded and the browser is idle (boot.ts).
    // (Run in the page: the drawn page's mark is gone once React has taken it over.)
    await page.waitForFunction(
      () => !globalThis.document.getElementById('root')?.hasAttribute('data-server-drawn'),
      null,
      { timeout: 60_000 },
    );
    await page.waitForLoadState('networkidle');
    await page.mouse.wheel(0, PHONE.height);
    await page.waitForTimeout(300);
    await page.waitForLoadState('networkidle');
    // What the visit is for, when it waits for a tap (the map: "show the map").
    if (tap) {
      await page.locator(tap).click();
      await page.waitForTimeout(300);
      await page.waitForLoadState('networkidle');
    }
    for (const r of requests.values()) {
      if (r.done || r.failed || r.type !== 'Script') continue;
      // Playwright may not have seen it end yet: its headers as Chromium reported them then.
      const request = seen.find((q) => q.url() === r.url);
      const [sizes, headers] = request
        ? await Promise.all([request.sizes(), request.allHeaders()])
        : [{ responseHeadersSize: r.headerBytes }, {}];
      r.headerBytes = sizes.responseHeadersSize;
      r.bytes = sizes.responseHeadersSize + (await bodyBytes(r.url, headers));
      r.done = true;
    }
    // A request still open (a live stream) counts with what it received so far.
    return [...requests.values()].filter((r) => !r.url.startsWith('data:'));
  } finally {
    await context.close();
  }
}

/** The bytes of `url`'s body as the server sends it to a browser that sent `headers`. */
function bodyBytes(url, headers) {
  return new Promise((resolve, reject) => {
    const encoding = headers['accept-encoding'] ?? 'gzip, deflate, br';
    http
      .get(url, { headers: { 'accept-encoding': encoding } }, (res) => {
        let bytes = 0;
        res.on('data', (chunk) => (bytes += chunk.length));
        res.on('end', () => resolve(bytes));
        res.on('error', reject);
      })
      .on('error', reject);
  });
}

export function launchChromium() {
  return chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
}
