import { spawn, type ChildProcess, type SpawnOptions } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';

// What every suite that starts real servers shares (the API tests, the fault suite, the
// deployment test): loopback ports, waiting for a server to answer, child processes whose
// output is kept, throwaway folders and databases. Nothing here imports the app.

export const REPO_ROOT = path.resolve(import.meta.dirname, '../../../..');
/** Waiting for a process to come up: minutes, not seconds (a busy CI machine is slow). */
export const START_TIMEOUT_MS = 180_000;

export const sleep = (ms: number) => new Promise<void>((r) => setTimeout(r, ms));

/** A free loopback port (bound, then released). */
export async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', resolve);
  });
  const { port } = server.address() as net.AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/** Polls `check` until it answers true; a throw counts as "not yet". */
export async function waitFor(
  what: string,
  check: () => Promise<boolean>,
  timeoutMs = START_TIMEOUT_MS,
): Promise<void> {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    if (await check().catch(() => false)) return;
    await sleep(250);
  }
  throw new Error(`${what}: not up after ${timeoutMs / 1000} s`);
}

/** A new folder under the system's temp folder, named `galim-<name>-…`. */
export function tempDir(name: string): string {
  return fs.mkdtempSync(path.join(os.tmpdir(), `galim-${name}-`));
}

export interface Child {
  child: ChildProcess;
  /** Everything the process printed so far (stdout and stderr). */
  output(): string;
  alive(): boolean;
  /** Resolves when the process has exited. */
  exited: Promise<void>;
  /** Sends the signal and waits for the exit (SIGKILL after 30 s). */
  stop(signal?: NodeJS.Signals): Promise<void>;
}

/** Starts a process with its output kept for the failure message. */
export function spawnProcess(command: string, args: string[], options: SpawnOptions = {}): Child {
  let output = '';
  const child = spawn(command, args, { ...options, stdio: ['ignore', 'pipe', 'pipe'] });
  child.stdout!.on('data', (d: Buffer) => (output += d.toString()));
  child.stderr!.on('data', (d: Buffer) => (output += d.toString()));
  const alive = () => child.exitCode === null && child.signalCode === null;
  const exited = alive()
    ? new Promise<void>((resolve) => child.once('exit', () => resolve()))
    : Promise.resolve();
  return {
    child,
    output: () => output,
    alive,
    exited,
    async stop(signal = 'SIGTERM') {
      if (!alive()) return;
      child.kill(signal);
      const timer = setTimeout(() => child.kill('SIGKILL'), 30_000);
      await exited;
      clearTimeout(timer);
    },
  };
}

/** A new, empty database on a PostgreSQL server (TEST_DATABASE_URL), and how to drop it. */
export async function createDatabase(
  serverUrl: string,
  prefix = 'galim_test',
  /** A database to copy (already migrated, test/global-setup.ts); an empty one without it. */
  template?: string,
) {
  const name = `${prefix}_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database ${name}${template ? ` template ${template}` : ''}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      const c = new pg.Client({ connectionString: serverUrl });
      await c.connect();
      await c.query(`drop database if exists ${name} with (force)`);
      await c.end();
    },
  };
}

export type MultipartBody = Awaited<ReturnType<typeof multipart>>;

/**
 * A multipart body for app.inject or an HTTP request, built by the platform's own FormData encoder as a browser
 * sends it: text fields as they are, other values as JSON, undefined ones left out; files
 * go to `images` unless they name their field.
 */
export async function multipart(
  fields: Record<string, unknown>,
  files: { field?: string; name: string; data: Buffer; type?: string }[] = [],
) {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) {
    if (value === undefined) continue;
    form.append(key, typeof value === 'string' ? value : JSON.stringify(value));
  }
  for (const f of files) {
    form.append(
      f.field ?? 'images',
      new Blob([new Uint8Array(f.data)], { type: f.type ?? 'image/png' }),
      f.name,
    );
  }
  const request = new Request('http://local/', { method: 'POST', body: form });
  return {
    payload: Buffer.from(await request.arrayBuffer()),
    headers: { 'content-type': request.headers.get('content-type')! },
  };
}
