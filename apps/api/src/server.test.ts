import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from './test/harness';

// The real entry point, as `npm start` runs it: start-up, migrations, demo seed, SIGTERM, and a
// restart that finds the data still there. Runs on the embedded database in a temp DATA_DIR.

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'galim-server-'));
// A port nobody listens on (a random one could be another suite's server, answering for us).
let port = 0;
let base = '';
beforeAll(async () => {
  port = await freePort();
  base = `http://127.0.0.1:${port}`;
});
const started: ChildProcess[] = [];
afterAll(() => {
  // A failed test must not leave a server running.
  for (const child of started) if (child.exitCode === null) child.kill('SIGKILL');
  fs.rmSync(dataDir, { recursive: true, force: true });
});

function start(env: Record<string, string> = {}): { child: ChildProcess; output: () => string } {
  let output = '';
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', path.join(import.meta.dirname, 'server.ts')],
    {
      env: {
        ...process.env,
        NODE_ENV: 'test',
        LOG_LEVEL: 'info',
        PORT: String(port),
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        DATABASE_URL: '',
        SEED_DEMO: 'true',
        ...env,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  started.push(child);
  child.stdout!.on('data', (d) => (output += d));
  child.stderr!.on('data', (d) => (output += d));
  return { child, output: () => output };
}

// Seeding the demo data draws ~300 images: on a busy shared machine that takes minutes. A
// server that exits stops the wait at once, and its output is in the error either way.
async function waitReady(server: ReturnType<typeof start>, timeoutMs = 480_000) {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until && server.child.exitCode === null) {
    try {
      const res = await fetch(`${base}/api/ready`);
      if (res.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  const why = server.child.exitCode === null ? 'did not become ready' : 'exited';
  throw new Error(`server ${why}; its output:\n${server.output().slice(-4000)}`);
}

const exited = (child: ChildProcess) =>
  new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));

describe('server process', () => {
  it('seeds an empty database, stops cleanly on SIGTERM, and keeps the data across a restart', async () => {
    const first = start();
    await waitReady(first);
    const brands = ((await (await fetch(`${base}/api/brands`)).json()) as { data: unknown })
      .data as {
      _id: string;
      title: string;
    }[];
    expect(brands.map((b) => b.title)).toContain('Firewire');
    expect(first.output()).toContain('Demo data seeded');

    first.child.kill('SIGTERM');
    expect(await exited(first.child)).toBe(0);

    const second = start();
    await waitReady(second);
    const again = ((await (await fetch(`${base}/api/brands`)).json()) as { data: unknown })
      .data as { _id: string }[];
    // Same rows, same ids: nothing was re-seeded.
    expect(again.map((b) => b._id).sort()).toEqual(brands.map((b) => b._id).sort());
    expect(second.output()).toContain('seed skipped');
    second.child.kill('SIGTERM');
    expect(await exited(second.child)).toBe(0);
  }, 1_200_000);

  it('refuses to start with a bad variable and names it', async () => {
    const bad = start({ PORT: 'not-a-port' });
    expect(await exited(bad.child)).toBe(1);
    expect(bad.output()).toMatch(/PORT/);
  }, 120_000);
});
