import { execFileSync, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll } from 'vitest';
import pg from 'pg';
import sharp from 'sharp';
import {
  REPO_ROOT,
  START_TIMEOUT_MS,
  createDatabase,
  freePort,
  sleep,
  spawnProcess,
  tempDir as newTempDir,
  waitFor,
  type Child,
} from '../src/test/harness';
import { BUILT_ENTRY } from './build';
import { withMemorySettings } from '../src/ops/memory-env';
import { migratePglite, openPgliteFolder } from '../src/ops/common';

// What the fault tests start: the real API process, a throwaway PostgreSQL server, a
// redis-server. Everything listens on 127.0.0.1 only, and everything started here is
// stopped after the test file (or when this process exits), even when a test fails.

export { REPO_ROOT, freePort, sleep } from '../src/test/harness';
const PG_BIN = process.env.PG_BIN ?? '/usr/lib/postgresql/15/bin';

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

/** A temp folder removed after the test file. */
export function tempDir(prefix: string): string {
  const dir = newTempDir(`fault-${prefix}`);
  onCleanup(() => fs.rmSync(dir, { recursive: true, force: true }));
  return dir;
}

// ------------------------------------------------------------------------------------ API

export interface ApiProcess extends Child {
  url: string;
  pid: number;
  /** Peak resident memory of the process (VmHWM) since start or resetPeak(), in MB. */
  peakRssMb(): number;
  /** Starts a new peak measurement (Linux: clear_refs 5 resets VmHWM to the current RSS). */
  resetPeak(): void;
  rssMb(): number;
}

/**
 * Starts the real API as it is deployed (the bundle apps/api/dist/server.js, built once for the
 * suite by build.ts, run by plain node) on a free loopback port, with dev-login on, and waits
 * until /api/health answers.
 */
export async function startApi(env: Record<string, string>): Promise<ApiProcess> {
  const port = await freePort();
  const args = ['--enable-source-maps', BUILT_ENTRY];
  const proc = spawnProcess(process.execPath, args, {
    cwd: REPO_ROOT,
    // With the allocator settings it is deployed with (ops/memory-env.ts).
    env: withMemorySettings({
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
    }),
  });
  const { child } = proc;
  children.add(child);
  const api: ApiProcess = {
    ...proc,
    url: `http://127.0.0.1:${port}`,
    pid: child.pid!,
    peakRssMb: () => procStatusMb(child.pid!, 'VmHWM'),
    resetPeak: () => fs.writeFileSync(`/proc/${child.pid}/clear_refs`, '5'),
    rssMb: () => procStatusMb(child.pid!, 'VmRSS'),
  };
  onCleanup(() => api.stop('SIGKILL'));
  await waitFor('API', async () => {
    if (!api.alive()) throw new Error(`API exited during start:\n${api.output()}`);
    return (await fetch(`${api.url}/api/health`)).ok;
  }).catch((err) => {
    throw new Error(`${(err as Error).message}\n--- API output ---\n${api.output()}`);
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
  const database = await createDatabase(serverUrl);
  onCleanup(database.drop);
  return database.url;
}

/**
 * Runs SQL on the embedded database in `dataDir` (the API's DATA_DIR, not running), brought up
 * to the schema first. The rows of the last statement.
 */
export async function onPglite(dataDir: string, text: string): Promise<unknown[]> {
  const folder = path.join(dataDir, 'pglite');
  fs.mkdirSync(folder, { recursive: true });
  const { client, db } = await openPgliteFolder(folder);
  await migratePglite(db);
  const results = await client.exec(text);
  await client.close();
  return results.at(-1)?.rows ?? [];
}

/** Runs SQL on a PostgreSQL database. The rows. */
export async function onPostgres(url: string, text: string): Promise<unknown[]> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  const { rows } = await client.query(text);
  await client.end();
  return rows;
}

/** Waits until a statement of the database sleeps in a stall (a trigger's pg_sleep). */
export async function untilSleeps(url: string) {
  const until = Date.now() + 120_000;
  const sleeping = `select 1 from pg_stat_activity
    where datname = current_database() and wait_event = 'PgSleep'`;
  for (;;) {
    if ((await onPostgres(url, sleeping)).length) return;
    if (Date.now() > until) throw new Error('no statement reached the stall within 2 minutes');
    await sleep(50);
  }
}

/**
 * Ends the sessions of a killed client: the server ends a dead client's session only when it
 * next writes to it, and a stalled statement would commit first. A crash ends them at once.
 */
export async function endClientSessions(url: string) {
  await onPostgres(
    url,
    `select pg_terminate_backend(pid) from pg_stat_activity
      where datname = current_database() and backend_type = 'client backend'
        and pid <> pg_backend_pid()`,
  );
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
  let redis: Child | undefined;
  const server: RedisServer = {
    url: `redis://127.0.0.1:${port}`,
    async start() {
      const started = spawnProcess(process.env.REDIS_SERVER ?? 'redis-server', [
        '--port',
        String(port),
        '--bind',
        '127.0.0.1',
        '--save',
        '',
        '--appendonly',
        'no',
      ]);
      redis = started;
      children.add(started.child);
      await waitFor('redis-server', async () => {
        if (!started.alive()) throw new Error('redis-server exited');
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
      await redis?.stop('SIGKILL');
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
