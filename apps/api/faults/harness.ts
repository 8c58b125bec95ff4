import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll } from 'vitest';
import sharp from 'sharp';

// What the fault tests start: the real API process, a throwaway PostgreSQL server, a
// redis-server. Everything listens on 127.0.0.1 only, and everything started here is
// stopped after the test file (or when this process exits), even when a test fails.

export const REPO_ROOT = path.resolve(import.meta.dirname, '../../..');
const SERVER_ENTRY = path.join(REPO_ROOT, 'apps/api/src/server.ts');
const PG_BIN = process.env.PG_BIN ?? '/usr/lib/postgresql/15/bin';
/** Waiting for a process to come up: minutes, not seconds (a busy CI machine is slow). */
export const START_TIMEOUT_MS = 180_000;

const cleanups: (() => void | Promise<void>)[] = [];
const children = new Set<ChildProcess>();

/** Runs `fn` after the test file, last registered first. */
export function onCleanup(fn: () => void | Promise<void>) {
  cleanups.push(fn);
}

afterAll(async () => {
  while (cleanups.length) {
    const fn = cleanups.pop()!;
    try {
      await fn();
    } catch (err) {
      console.error('cleanup failed:', err);
    }
  }
});

// If the runner dies without afterAll, no child outlives it.
process.on('exit', () => {
  for (const child of children) {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
  }
});

export const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** A free loopback port (bound, then released). */
export async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

export function tempDir(prefix: string): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), `galim-fault-${prefix}-`));
  onCleanup(() => fs.rmSync(dir, { recursive: true, force: true }));
  return dir;
}

function exitOf(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => child.once('exit', () => resolve()));
}

async function waitFor(what: string, check: () => Promise<boolean>, timeoutMs = START_TIMEOUT_MS) {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    if (await check().catch(() => false)) return;
    await sleep(250);
  }
  throw new Error(`${what}: not up after ${timeoutMs / 1000} s`);
}

// ------------------------------------------------------------------------------------ API

export interface ApiProcess {
  url: string;
  child: ChildProcess;
  pid: number;
  /** Everything the process printed so far. */
  output(): string;
  alive(): boolean;
  /** Resolves when the process has exited. */
  exited: Promise<void>;
  /** Sends the signal and waits for the exit (SIGKILL after 30 s). */
  stop(signal?: NodeJS.Signals): Promise<void>;
  /** Peak resident memory of the process (VmHWM) since start or resetPeak(), in MB. */
  peakRssMb(): number;
  /** Starts a new peak measurement (Linux: clear_refs 5 resets VmHWM to the current RSS). */
  resetPeak(): void;
  rssMb(): number;
}

/**
 * Starts the real API (`node --import tsx apps/api/src/server.ts`: no build needed) on a free
 * loopback port, with dev-login on, and waits until /api/health answers.
 */
export async function startApi(env: Record<string, string>): Promise<ApiProcess> {
  const port = await freePort();
  let output = '';
  const child = spawn(process.execPath, ['--import', 'tsx', SERVER_ENTRY], {
    cwd: REPO_ROOT,
    env: {
      ...process.env,
      NODE_ENV: 'test',
      DEV_LOGIN: 'true',
      LOG_LEVEL: 'warn',
      HOST: '127.0.0.1',
      PORT: String(port),
      DATABASE_URL: '',
      REDIS_URL: '',
      S3_BUCKET: '',
      SEED_DEMO: '',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.add(child);
  child.stdout!.on('data', (d) => (output += d));
  child.stderr!.on('data', (d) => (output += d));
  const exited = exitOf(child);
  const api: ApiProcess = {
    url: `http://127.0.0.1:${port}`,
    child,
    pid: child.pid!,
    output: () => output,
    alive: () => child.exitCode === null && child.signalCode === null,
    exited,
    async stop(signal = 'SIGTERM') {
      if (!api.alive()) return;
      child.kill(signal);
      const timer = setTimeout(() => child.kill('SIGKILL'), 30_000);
      await exited;
      clearTimeout(timer);
    },
    peakRssMb: () => procStatusMb(child.pid!, 'VmHWM'),
    resetPeak: () => fs.writeFileSync(`/proc/${child.pid}/clear_refs`, '5'),
    rssMb: () => procStatusMb(child.pid!, 'VmRSS'),
  };
  onCleanup(() => api.stop('SIGKILL'));
  await waitFor('API', async () => {
    if (!api.alive()) throw new Error(`API exited during start:\n${output}`);
    return (await fetch(`${api.url}/api/health`)).ok;
  }).catch((err) => {
    throw new Error(`${(err as Error).message}\n--- API output ---\n${output}`);
  });
  return api;
}

function procStatusMb(pid: number, field: 'VmHWM' | 'VmRSS'): number {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = Number(new RegExp(`${field}:\\s+(\\d+) kB`).exec(status)?.[1] ?? NaN);
  return Math.round(kb / 1024);
}

/** A signed-in user through the development sign-in. */
export async function devLogin(
  api: ApiProcess,
  email: string,
): Promise<{ id: string; headers: { authorization: string } }> {
  const res = await fetch(`${api.url}/api/auth/dev-login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, name: email.split('@')[0] }),
  });
  if (!res.ok) throw new Error(`dev-login ${res.status}: ${await res.text()}`);
  const body = (await res.json()) as { user: { _id: string }; token: string };
  return { id: body.user._id, headers: { authorization: `Bearer ${body.token}` } };
}

// ----------------------------------------------------------------------------- PostgreSQL

export interface PgServer {
  port: number;
  url: string;
  start(): Promise<void>;
  /** `pg_ctl stop -m fast`: terminates every connection, as a restart or failover does. */
  stop(): Promise<void>;
  /** Runs psql as the server's owner (for checks). */
  query(sql: string, database?: string): string;
}

const asPostgres = (cmd: string, args: string[]) =>
  process.getuid?.() === 0 ? ['runuser', ['-u', 'postgres', '--', cmd, ...args]] : [cmd, args];

function run(cmd: string, args: string[]): string {
  const [c, a] = asPostgres(cmd, args) as [string, string[]];
  return execFileSync(c, a, { encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });
}

/**
 * A throwaway PostgreSQL server: `initdb` into a temp folder, then `pg_ctl start` on a free
 * loopback port with its socket in the same folder. As root it runs as the postgres user.
 */
export async function startPostgres(): Promise<PgServer> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'galim-fault-pg-'));
  const data = path.join(dir, 'data');
  if (process.getuid?.() === 0) execFileSync('chown', ['postgres:postgres', dir]);
  run(path.join(PG_BIN, 'initdb'), ['-D', data, '-U', 'postgres', '-A', 'trust', '--no-sync']);
  const port = await freePort();
  const ctl = (args: string[]) => run(path.join(PG_BIN, 'pg_ctl'), ['-D', data, ...args]);
  const server: PgServer = {
    port,
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    async start() {
      ctl([
        '-o',
        `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off`,
        '-l',
        path.join(dir, 'log'),
        '-w',
        '-t',
        String(START_TIMEOUT_MS / 1000),
        'start',
      ]);
    },
    async stop() {
      ctl(['-m', 'fast', '-w', 'stop']);
    },
    query(sql, database = 'postgres') {
      return run(path.join(PG_BIN, 'psql'), [
        '-h',
        dir,
        '-p',
        String(port),
        '-U',
        'postgres',
        '-d',
        database,
        '-Atc',
        sql,
      ]).trim();
    },
  };
  onCleanup(() => {
    try {
      ctl(['-m', 'immediate', 'stop']);
    } catch {
      // already stopped
    }
    fs.rmSync(dir, { recursive: true, force: true });
  });
  await server.start();
  return server;
}

/** A new empty database on the shared PostgreSQL (TEST_DATABASE_URL), dropped afterwards. */
export async function databaseOnTestServer(serverUrl: string): Promise<string> {
  const { default: pg } = await import('pg');
  const name = `galim_fault_${Math.random().toString(16).slice(2, 10)}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  onCleanup(async () => {
    const c = new pg.Client({ connectionString: serverUrl });
    await c.connect();
    await c.query(`drop database if exists ${name} with (force)`);
    await c.end();
  });
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

// ---------------------------------------------------------------------------------- Redis

export interface RedisServer {
  url: string;
  start(): Promise<void>;
  kill(): Promise<void>;
}

/** A redis-server of our own on a free loopback port, no persistence. */
export async function startRedis(): Promise<RedisServer> {
  const port = await freePort();
  let child: ChildProcess | undefined;
  const server: RedisServer = {
    url: `redis://127.0.0.1:${port}`,
    async start() {
      child = spawn(
        process.env.REDIS_SERVER ?? 'redis-server',
        ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
        { stdio: 'ignore' },
      );
      children.add(child);
      const started = child;
      await waitFor('redis-server', async () => {
        if (started.exitCode !== null) throw new Error('redis-server exited');
        return new Promise<boolean>((resolve) => {
          const s = net.connect(port, '127.0.0.1');
          s.once('connect', () => {
            s.end();
            resolve(true);
          });
          s.once('error', () => resolve(false));
        });
      });
    },
    async kill() {
      if (!child || child.exitCode !== null || child.signalCode !== null) return;
      const exited = exitOf(child);
      child.kill('SIGKILL');
      await exited;
    },
  };
  onCleanup(() => server.kill());
  await server.start();
  return server;
}

// ------------------------------------------------------------------------------ requests

/** A JPEG of the given size with detail everywhere (a flat colour would decode trivially). */
export async function photo(width: number, height: number, seed = 1): Promise<Buffer> {
  const small = Buffer.alloc(64 * 64 * 3);
  for (let i = 0; i < small.length; i++) small[i] = (i * 37 + seed * 101) % 251;
  return sharp(small, { raw: { width: 64, height: 64, channels: 3 } })
    .resize(width, height, { kernel: 'cubic' })
    .jpeg({ quality: 85 })
    .toBuffer();
}

export const BOARD_FIELDS = (refs: { brand: string; category: string }, title: string) => ({
  title,
  description: 'Fault-suite board',
  price: '1500',
  condition: 'good',
  category: refs.category,
  brand: refs.brand,
  length: '6',
  volume: '30',
  locationText: 'תל אביב',
});

/** A multipart body built by the platform's FormData encoder. */
export function boardForm(fields: Record<string, string>, images: Buffer[]): { body: FormData } {
  const form = new FormData();
  for (const [k, v] of Object.entries(fields)) form.append(k, v);
  images.forEach((data, i) =>
    form.append('images', new Blob([new Uint8Array(data)], { type: 'image/jpeg' }), `p${i}.jpg`),
  );
  return { body: form };
}

/** Files under DATA_DIR/uploads (leftover temp files included). */
export function uploadFiles(dataDir: string): string[] {
  try {
    return fs.readdirSync(path.join(dataDir, 'uploads')).sort();
  } catch {
    return [];
  }
}

/** Makes every upload file look two hours old, as if the sweep's hour had passed. */
export function ageUploads(dataDir: string, hours = 2) {
  const when = new Date(Date.now() - hours * 3600_000);
  for (const name of uploadFiles(dataDir)) {
    fs.utimesSync(path.join(dataDir, 'uploads', name), when, when);
  }
}

/** The admin of every fault-suite API (ADMIN_EMAILS). */
export const ADMIN_EMAIL = 'admin@fault.test';

/** A brand and a category to publish boards with (created by the admin when missing). */
export async function referencesFor(api: ApiProcess): Promise<{ brand: string; category: string }> {
  const admin = await devLogin(api, ADMIN_EMAIL);
  const pick = async (kind: 'brands' | 'categories', title: string) => {
    const list = (await (await fetch(`${api.url}/api/${kind}`)).json()) as {
      data: { _id: string }[];
    };
    if (list.data[0]) return list.data[0]._id;
    const res = await fetch(`${api.url}/api/${kind}`, {
      method: 'POST',
      headers: { ...admin.headers, 'content-type': 'application/json' },
      body: JSON.stringify({ title }),
    });
    if (res.status !== 201) throw new Error(`create ${kind}: ${res.status} ${await res.text()}`);
    return ((await res.json()) as { data: { _id: string } }).data._id;
  };
  return {
    brand: await pick('brands', 'Fault Boards'),
    category: await pick('categories', 'Fish'),
  };
}

export interface BoardImage {
  key: string;
  widths: number[];
}

/** The signed-in user's boards in every state. */
export async function myBoards(
  api: ApiProcess,
  user: { headers: { authorization: string } },
): Promise<{ _id: string; price: number; images: BoardImage[] }[]> {
  const res = await fetch(`${api.url}/api/surfboards/mine?status=all`, { headers: user.headers });
  if (!res.ok) throw new Error(`mine: ${res.status} ${await res.text()}`);
  return ((await res.json()) as { data: { _id: string; price: number; images: BoardImage[] }[] })
    .data;
}

/** The file names a set of images needs on disk. */
export function filesOf(images: BoardImage[]): string[] {
  return [...new Set(images.flatMap((i) => i.widths.map((w) => `${i.key}-${w}.webp`)))].sort();
}
