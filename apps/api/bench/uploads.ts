// `npm run bench -- uploads`: the API process's memory under big uploads (issue 30). Builds and
// starts the API as deployed (apps/api/dist/server.js, the embedded database, the demo seed),
// measures its resident memory at rest, then has BENCH_UPLOADS (20) users each publish a board
// with one BENCH_UPLOAD_MEGAPIXELS (49) megapixel photo at the same moment. Prints the resting
// figure, the peak during the uploads and the figure a minute after the last answer, and fails
// unless the peak stays under BENCH_UPLOAD_PEAK_MB (400) and the process is back within 20% of
// its resting figure. An upload the server cannot take now is answered 503 with Retry-After;
// the bench retries it as the app would (lib/api.ts: after Retry-After, by itself), so every
// board is published in the end; it prints how long the last one took.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import {
  freePort,
  REPO_ROOT,
  sleep,
  spawnProcess,
  tempDir,
  waitFor,
  type Child,
} from '../src/test/harness';
import { withMemorySettings } from '../src/ops/memory-env';

const UPLOADS = Number(process.env.BENCH_UPLOADS ?? 20);
const MEGAPIXELS = Number(process.env.BENCH_UPLOAD_MEGAPIXELS ?? 49);
const PEAK_BOUND_MB = Number(process.env.BENCH_UPLOAD_PEAK_MB ?? 400);
/** How far above its resting figure the process may still be a minute later. */
const RETURN_TOLERANCE = 0.2;
const SETTLE_MS = Number(process.env.BENCH_UPLOAD_SETTLE_SECONDS ?? 60) * 1000;

const mb = (kb: number) => Math.round(kb / 1024);

function statusKb(pid: number, field: 'VmRSS' | 'VmHWM'): number {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  return Number(new RegExp(`${field}:\\s+(\\d+) kB`).exec(status)?.[1] ?? NaN);
}

/** The median of a few RSS samples over `ms`: one sample can land on a passing spike. */
async function steadyRssMb(pid: number, ms = 5_000): Promise<number> {
  const samples: number[] = [];
  for (let t = 0; t < ms; t += 500) {
    samples.push(statusKb(pid, 'VmRSS'));
    await sleep(500);
  }
  samples.sort((a, b) => a - b);
  return mb(samples[Math.floor(samples.length / 2)]!);
}

/** A photo with detail everywhere (a flat colour would decode trivially), as a camera's JPEG. */
async function photo(side: number, seed: number): Promise<Buffer> {
  const small = Buffer.alloc(96 * 96 * 3);
  for (let i = 0; i < small.length; i++) small[i] = (i * 37 + seed * 101 + ((i * seed) % 13)) % 251;
  return sharp(small, { raw: { width: 96, height: 96, channels: 3 } })
    .resize(side, side, { kernel: 'cubic' })
    .jpeg({ quality: 88 })
    .toBuffer();
}

async function json<T>(res: Response): Promise<T> {
  const text = await res.text();
  if (!res.ok) throw new Error(`${res.url} answered ${res.status}: ${text}`);
  return JSON.parse(text) as T;
}

interface Outcome {
  status: number;
  /** 503 answers (the queue was full) before it went in. */
  busy: number;
  /** From the moment all uploads started until this one's final answer. */
  seconds: number;
  message?: string;
}

export async function uploadsBench(): Promise<boolean> {
  if (!process.env.BENCH_NO_BUILD) {
    console.log('Building the API (apps/api/dist) as deployed…');
    execFileSync('npm', ['run', 'build', '-w', '@galim/api'], { cwd: REPO_ROOT, stdio: 'ignore' });
  }
  const dataDir = tempDir('bench-uploads');
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const admin = 'admin@bench.test';
  const api: Child = spawnProcess(
    process.execPath,
    ['--enable-source-maps', path.join(REPO_ROOT, 'apps/api/dist/server.js')],
    {
      cwd: REPO_ROOT,
      // As the Dockerfile and `npm start` start it: with the allocator settings.
      env: withMemorySettings({
        ...process.env,
        NODE_ENV: 'development',
        PORT: String(port),
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        DATABASE_URL: '',
        REDIS_URL: '',
        S3_BUCKET: '',
        SEED_DEMO: 'true',
        DEV_LOGIN: 'true',
        ADMIN_EMAILS: admin,
        FORECAST_DEMO: 'true',
        LOG_LEVEL: 'warn',
      }),
    },
  );
  const pid = api.child.pid!;
  try {
    const started = Date.now();
    await waitFor('API', async () => {
      if (!api.alive()) throw new Error(`the API exited:\n${api.output()}`);
      return (await fetch(`${base}/api/ready`)).ok;
    });
    console.log(`API up with the demo seed in ${((Date.now() - started) / 1000).toFixed(0)} s`);

    const login = async (email: string) => {
      const body = await json<{ token: string }>(
        await fetch(`${base}/api/auth/dev-login`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ email, name: email.split('@')[0] }),
        }),
      );
      return { authorization: `Bearer ${body.token}` };
    };
    await login(admin);
    const users: { authorization: string }[] = [];
    for (let i = 0; i < UPLOADS; i++) users.push(await login(`uploader${i}@bench.test`));
    const [brand] = (await json<{ data: { _id: string }[] }>(await fetch(`${base}/api/brands`)))
      .data;
    const [category] = (
      await json<{ data: { _id: string }[] }>(await fetch(`${base}/api/categories`))
    ).data;

    const side = Math.round(Math.sqrt(MEGAPIXELS * 1_000_000));
    const photos: Buffer[] = [];
    for (let i = 0; i < UPLOADS; i++) photos.push(await photo(side, i + 1));
    const sizes = photos.map((p) => p.length / 1024 / 1024);
    console.log(
      `${UPLOADS} photos of ${side}×${side} (${MEGAPIXELS} MP), ${Math.min(...sizes).toFixed(1)}–${Math.max(...sizes).toFixed(1)} MB each`,
    );

    // At rest: seeded, signed in, nothing running.
    await sleep(5_000);
    const resting = await steadyRssMb(pid);
    console.log(`resting RSS: ${resting} MB`);

    fs.writeFileSync(`/proc/${pid}/clear_refs`, '5'); // VmHWM from here
    let sampledPeak = 0;
    const sampler = setInterval(() => {
      sampledPeak = Math.max(sampledPeak, statusKb(pid, 'VmRSS'));
    }, 50);

    let t0 = 0;
    const upload = async (i: number): Promise<Outcome> => {
      let busy = 0;
      for (;;) {
        const form = new FormData();
        const fields = {
          title: `Big photo ${i}`,
          description: 'Memory bench board',
          price: '1500',
          condition: 'good',
          category: category!._id,
          brand: brand!._id,
          length: '6',
          volume: '30',
          locationText: 'תל אביב',
        };
        for (const [k, v] of Object.entries(fields)) form.append(k, v);
        form.append(
          'images',
          new Blob([new Uint8Array(photos[i]!)], { type: 'image/jpeg' }),
          'p.jpg',
        );
        const res = await fetch(`${base}/api/surfboards`, {
          method: 'POST',
          headers: users[i]!,
          body: form,
        });
        const text = await res.text();
        if (res.status === 503 && res.headers.get('retry-after')) {
          busy += 1;
          await sleep(Number(res.headers.get('retry-after')) * 1000);
          continue;
        }
        return {
          status: res.status,
          busy,
          seconds: (Date.now() - t0) / 1000,
          ...(res.status === 201 ? {} : { message: text.slice(0, 200) }),
        };
      }
    };
    t0 = Date.now();
    const outcomes = await Promise.all(photos.map((_, i) => upload(i)));
    const seconds = (Date.now() - t0) / 1000;
    clearInterval(sampler);
    const peak = mb(Math.max(sampledPeak, statusKb(pid, 'VmHWM')));
    const afterUploads = mb(statusKb(pid, 'VmRSS'));

    console.log(`${SETTLE_MS / 1000} s of rest after the last answer…`);
    await sleep(SETTLE_MS);
    const later = await steadyRssMb(pid);
    if (!api.alive()) throw new Error(`the API exited:\n${api.output()}`);

    const published = outcomes.filter((o) => o.status === 201).length;
    const busy = outcomes.reduce((n, o) => n + o.busy, 0);
    const times = outcomes.map((o) => o.seconds).sort((a, b) => a - b);
    const refused = outcomes.filter((o) => o.busy > 0).length;
    const bound = Math.round(resting * (1 + RETURN_TOLERANCE));
    const peakOk = peak < PEAK_BOUND_MB;
    const returnOk = later <= bound;
    const allOk = published === UPLOADS;
    console.log(`
Memory under ${UPLOADS} parallel uploads of one ${MEGAPIXELS} MP photo each (${os.cpus().length} cores, load ${os.loadavg()[0]!.toFixed(1)})

  resting RSS                   ${String(resting).padStart(5)} MB
  peak RSS during the uploads   ${String(peak).padStart(5)} MB   bound ${PEAK_BOUND_MB} MB   ${peakOk ? 'ok' : 'OVER'}
  RSS as the last one answered  ${String(afterUploads).padStart(5)} MB
  RSS ${SETTLE_MS / 1000} s later                ${String(later).padStart(5)} MB   bound ${bound} MB (resting + ${RETURN_TOLERANCE * 100}%)   ${returnOk ? 'ok' : 'OVER'}
  published                     ${published} of ${UPLOADS} in ${seconds.toFixed(1)} s; ${busy} answers "busy, retry" (503 + Retry-After) on the way, to ${refused} of the uploads
  time to each one's answer     first ${times[0]!.toFixed(1)} s, median ${times[Math.floor(times.length / 2)]!.toFixed(1)} s, last (the ${UPLOADS}th) ${times.at(-1)!.toFixed(1)} s`);
    for (const o of outcomes.filter((x) => x.status !== 201)) {
      console.log(`  failed: ${o.status} ${o.message}`);
    }
    return peakOk && returnOk && allOk;
  } finally {
    await api.stop('SIGTERM');
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}
