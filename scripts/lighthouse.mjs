// `npm run lighthouse`: builds, starts the app on a fresh demo database, and runs Lighthouse
// (mobile emulation, Debian's Chromium) on the main pages. Prints the scores and the key
// timings; it asserts nothing: targets are read from the figures.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { build, ensureDependencies, root } from './lib.mjs';

ensureDependencies();
if (!process.argv.includes('--no-build')) build();

const { default: lighthouse } = await import('lighthouse');
const chromeLauncher = await import('chrome-launcher');

const port = Number(process.env.LIGHTHOUSE_PORT ?? 8290);
const base = `http://localhost:${port}`;
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'galim-lh-'));
const server = spawn(process.execPath, [path.join(root, 'apps/api/dist/server.js')], {
  env: {
    ...process.env,
    PORT: String(port),
    DATA_DIR: dataDir,
    // 'test', not 'production': production refuses the demo seed (and wants Google and https);
    // the served bundle and headers are the same.
    NODE_ENV: 'test',
    LOG_LEVEL: 'warn',
    SEED_DEMO: 'true',
    FORECAST_DEMO: 'true',
    PUBLIC_URL: base,
  },
  stdio: 'inherit',
});

async function waitReady() {
  for (let i = 0; i < 150; i++) {
    try {
      if ((await fetch(`${base}/api/ready`)).ok) return;
    } catch {
      // starting
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error('server did not start');
}

const PAGES = ['/', '/surfboards', '/services', '/forecast', '/about'];
let chrome;
try {
  await waitReady();
  chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    chromeFlags: [
      '--headless=new',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
    ],
  });
  const rows = [];
  for (const page of PAGES) {
    const result = await lighthouse(`${base}${page}`, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
    });
    const { categories, audits } = result.lhr;
    const score = (c) => Math.round((categories[c]?.score ?? 0) * 100);
    rows.push({
      page,
      performance: score('performance'),
      accessibility: score('accessibility'),
      'best-practices': score('best-practices'),
      seo: score('seo'),
      'FCP ms': Math.round(audits['first-contentful-paint'].numericValue),
      'LCP ms': Math.round(audits['largest-contentful-paint'].numericValue),
      'TBT ms': Math.round(audits['total-blocking-time'].numericValue),
      CLS: Number(audits['cumulative-layout-shift'].numericValue.toFixed(3)),
      'transfer KB': Math.round(audits['total-byte-weight'].numericValue / 1024),
    });
  }
  console.log('\nLighthouse (mobile emulation, simulated throttling):');
  console.table(rows);
} finally {
  await chrome?.kill();
  server.kill('SIGTERM');
  fs.rmSync(dataDir, { recursive: true, force: true });
}
