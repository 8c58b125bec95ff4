import os from 'node:os';
import path from 'node:path';
import { defineConfig } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './support/chromium';

const port = Number(process.env.E2E_PORT ?? 8181);
export const baseURL = `http://localhost:${port}`;
// A fresh database for every run: the server seeds it with the demo data.
const dataDir = path.join(os.tmpdir(), `galim-e2e-${process.pid}-${Date.now()}`);

export default defineConfig({
  testDir: './tests',
  outputDir: './test-results',
  fullyParallel: false,
  workers: 1,
  // A test that needs a second try to pass is a failing test: fixed, never retried.
  retries: 0,
  forbidOnly: Boolean(process.env.CI),
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list']],
  use: {
    baseURL,
    locale: 'he-IL',
    timezoneId: 'Asia/Jerusalem',
    // A failed test keeps its trace: actions, network and the page's DOM at each step. No
    // screencast: encoding a frame of every paint of every test took CPU the suite needs on a
    // shared 2-core machine, for pictures the DOM snapshots already give.
    // Recording every test to keep the failed ones' costs a sixth of the suite's CPU (user + sys:
    // 71 s against 86 s for shell and board-list-phone). CI prints text only, where no one opens
    // a trace: .ci/run sets E2E_TRACE=off.
    trace:
      process.env.E2E_TRACE === 'off'
        ? 'off'
        : { mode: 'retain-on-failure', screenshots: false, snapshots: true, sources: true },
    // As visitors have it: a returning visitor's pages are answered by the service worker, so every
    // journey runs with it. It also hides requests from page.route(): the few tests that stub a
    // request turn it off for themselves (test.use({ serviceWorkers: 'block' })).
    serviceWorkers: 'allow',
    launchOptions: { executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS },
  },
  webServer: {
    command: 'node --enable-source-maps ../apps/api/dist/server.js',
    url: `${baseURL}/api/ready`,
    reuseExistingServer: false,
    // Minutes, not seconds: on a busy shared machine the server takes over a minute to start.
    timeout: 240_000,
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      PORT: String(port),
      DATA_DIR: dataDir,
      NODE_ENV: 'test',
      LOG_LEVEL: 'warn',
      DEV_LOGIN: 'true',
      SEED_DEMO: 'true',
      ADMIN_EMAILS: 'admin@galim.example',
      FORECAST_DEMO: 'true',
      PUBLIC_URL: baseURL,
      // The journeys' sign-ins each come from an address of their own (support/api.ts).
      TRUST_PROXY: 'loopback',
    },
  },
});
