// Helpers shared by the start, test and dev scripts.
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

export const root = path.resolve(import.meta.dirname, '..');

export function run(cmd, args, opts = {}) {
  const res = spawnSync(cmd, args, { stdio: 'inherit', cwd: root, ...opts });
  if (res.status !== 0) {
    console.error(`\n✖ ${cmd} ${args.join(' ')} failed (exit ${res.status ?? res.signal})`);
    process.exit(res.status ?? 1);
  }
}

/** Installs dependencies when node_modules is missing or older than the lock file. */
export function ensureDependencies() {
  const marker = path.join(root, 'node_modules', '.package-lock.json');
  const lock = path.join(root, 'package-lock.json');
  const stale =
    !fs.existsSync(marker) ||
    (fs.existsSync(lock) && fs.statSync(lock).mtimeMs > fs.statSync(marker).mtimeMs);
  if (!stale) return;
  console.log('• Installing dependencies…');
  run('npm', [fs.existsSync(lock) ? 'ci' : 'install', '--no-audit', '--no-fund']);
}

export const CHROMIUM = '/usr/bin/chromium';

/** Installs Debian packages (apt-get, through sudo unless root) when `binary` is missing. */
export function ensureDebianPackages(binary, packages, why) {
  if (fs.existsSync(binary)) return;
  console.log(`• Installing ${why} (apt-get)…`);
  const sudo = process.getuid?.() === 0 ? [] : ['sudo'];
  const apt = (args) =>
    run(sudo[0] ?? 'apt-get', [...(sudo.length ? ['apt-get'] : []), ...args], {
      env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
    });
  apt(['update', '-qq']);
  apt(['install', '-y', '-qq', ...packages]);
}

/** Installs Debian's Chromium (browser tests, Lighthouse) when it is missing. */
export function ensureChromium() {
  ensureDebianPackages(CHROMIUM, ['chromium', 'fonts-noto-core'], 'Chromium for the browser tests');
}

/**
 * Starts the built app on a fresh demo database for a benchmark (`name` names its data folder).
 * `ready()` resolves once it answers; `stop()` ends it (killing it if it does not heed SIGTERM
 * while still starting) and removes its data.
 */
export function startDemoServer(port, name) {
  const base = `http://localhost:${port}`;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), `galim-${name}-`));
  const server = spawn(process.execPath, [path.join(root, 'apps/api/dist/server.js')], {
    env: {
      ...process.env,
      PORT: String(port),
      DATA_DIR: dataDir,
      // 'test', not 'production': production refuses the demo seed (and wants Google and
      // https); the served bundle and headers are the same.
      NODE_ENV: 'test',
      LOG_LEVEL: 'warn',
      SEED_DEMO: 'true',
      FORECAST_DEMO: 'true',
      PUBLIC_URL: base,
    },
    stdio: 'inherit',
  });
  const sleep = (ms) => new Promise((r) => setTimeout(r, ms));
  const running = () => server.exitCode === null && server.signalCode === null;
  return {
    base,
    async ready() {
      for (let i = 0; i < 600 && running(); i++) {
        try {
          if ((await fetch(`${base}/api/ready`)).ok) return;
        } catch {
          // starting
        }
        await sleep(200);
      }
      throw new Error('the server did not start');
    },
    async stop() {
      if (running()) {
        const exited = new Promise((resolve) => server.once('exit', resolve));
        server.kill('SIGTERM');
        await Promise.race([exited, sleep(12_000)]);
        if (running()) server.kill('SIGKILL');
      }
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export function build() {
  console.log('• Building the web app and the API…');
  run('npm', ['run', 'build']);
}

/** Starts a long-running child, forwarding stop signals to it. */
export function serve(cmd, args, env) {
  const child = spawn(cmd, args, { stdio: 'inherit', cwd: root, env: { ...process.env, ...env } });
  for (const signal of ['SIGINT', 'SIGTERM']) {
    process.on(signal, () => child.kill(signal));
  }
  child.on('exit', (code, signal) => process.exit(code ?? (signal ? 0 : 1)));
  return child;
}

/** Whether a URL answers within the timeout (used to decide on the offline forecast demo). */
export async function reachable(url, timeoutMs = 2500) {
  try {
    const res = await fetch(url, { method: 'GET', signal: AbortSignal.timeout(timeoutMs) });
    return res.status < 500;
  } catch {
    return false;
  }
}
