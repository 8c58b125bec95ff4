// Debian's Chromium as this machine runs it, for the browser tests (e2e/support/chromium.ts) and
// the benchmarks (scripts/lighthouse.mjs, scripts/inp.mjs): no sandbox as root, and none of the
// background connections that the closed network refuses.
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-quic',
  '--no-first-run',
];
