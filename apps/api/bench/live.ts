// `npm run bench -- live`: the live stream (GET /api/live, decision 044) of the API as deployed
// (apps/api/dist/server.js, the embedded database, one process). Prints:
//   - delivery: from a buyer's POST of a message to the seller's open stream receiving its
//     event, BENCH_LIVE_MESSAGES (200) messages one after another: p50, p95, max;
//   - memory: the process's resident memory at rest, then with BENCH_LIVE_STREAMS (1,000) open
//     streams (5 per user, the most one user may hold), per stream;
//   - catch-up: a stream that was away while BENCH_LIVE_MISSED (100) events were published
//     comes back with Last-Event-ID: the time until it holds them all, in order, none twice.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
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

const MESSAGES = Number(process.env.BENCH_LIVE_MESSAGES ?? 200);
const STREAMS = Number(process.env.BENCH_LIVE_STREAMS ?? 1000);
const MISSED = Number(process.env.BENCH_LIVE_MISSED ?? 100);
const PER_USER = 5;

const rssMb = (pid: number) =>
  Number(/VmRSS:\s+(\d+) kB/.exec(fs.readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1]) / 1024;
const pct = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((sorted.length * p) / 100))]!;

interface Stream {
  /** Events seen so far: [id, event type]. */
  events: [string, string][];
  /** Resolves when the stream holds at least `n` events. */
  until(n: number): Promise<void>;
  close(): void;
}

async function openStream(base: string, headers: Record<string, string>): Promise<Stream> {
  const controller = new AbortController();
  const res = await fetch(`${base}/api/live`, { headers, signal: controller.signal });
  if (!res.ok) throw new Error(`GET /api/live answered ${res.status}`);
  const events: [string, string][] = [];
  let waiters: { n: number; resolve: () => void }[] = [];
  const reader = res.body!.pipeThrough(new TextDecoderStream()).getReader();
  let text = '';
  void (async () => {
    try {
      for (;;) {
        const { value, done } = await reader.read();
        if (done) return;
        text += value;
        let end: number;
        while ((end = text.indexOf('\n\n')) >= 0) {
          const block = text.slice(0, end);
          text = text.slice(end + 2);
          const id = /^id: (\d+)$/m.exec(block)?.[1];
          const type = /^event: (.+)$/m.exec(block)?.[1];
          if (id && type) events.push([id, type]);
        }
        waiters = waiters.filter((w) => (events.length >= w.n ? (w.resolve(), false) : true));
      }
    } catch {
      // closed
    }
  })();
  return {
    events,
    until: (n) =>
      events.length >= n
        ? Promise.resolve()
        : new Promise((resolve) => waiters.push({ n, resolve })),
    close: () => controller.abort(),
  };
}

export async function liveBench(): Promise<void> {
  if (!process.env.BENCH_NO_BUILD) {
    console.log('Building the API (apps/api/dist) as deployed…');
    execFileSync('npm', ['run', 'build', '-w', '@galim/api'], { cwd: REPO_ROOT, stdio: 'ignore' });
  }
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const api: Child = spawnProcess(
    process.execPath,
    ['--enable-source-maps', path.join(REPO_ROOT, 'apps/api/dist/server.js')],
    {
      cwd: REPO_ROOT,
      env: withMemorySettings({
        ...process.env,
        NODE_ENV: 'development',
        PORT: String(port),
        HOST: '127.0.0.1',
        DATA_DIR: tempDir('bench-live'),
        DATABASE_URL: '',
        REDIS_URL: '',
        S3_BUCKET: '',
        SEED_DEMO: 'true',
        DEV_LOGIN: 'true',
        ADMIN_EMAILS: 'admin@bench.test',
        FORECAST_DEMO: 'true',
        LOG_LEVEL: 'warn',
        // Behind a "proxy": each simulated person signs in from an address of their own (the
        // sign-in limit counts per address).
        TRUST_PROXY: '127.0.0.1',
      }),
    },
  );
  const pid = api.child.pid!;
  const streams: Stream[] = [];
  try {
    await waitFor('API', async () => {
      if (!api.alive()) throw new Error(`the API exited:\n${api.output()}`);
      return (await fetch(`${base}/api/ready`)).ok;
    });
    let people = 0;
    const login = async (email: string) => {
      people += 1;
      const res = await fetch(`${base}/api/auth/dev-login`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'x-forwarded-for': `10.9.${people >> 8}.${people & 255}`,
        },
        body: JSON.stringify({ email, name: email.split('@')[0] }),
      });
      if (!res.ok) throw new Error(`dev-login answered ${res.status}: ${await res.text()}`);
      const body = (await res.json()) as { token: string; user: { _id: string } };
      return { authorization: `Bearer ${body.token}`, id: body.user._id };
    };
    const json = { 'content-type': 'application/json' };

    // Delivery: buyers write about a demo seller's board; the seller's stream receives.
    const seller = await login('yoni@galim.example');
    const listed = (await (
      await fetch(`${base}/api/users/${seller.id}/surfboards`, { headers: seller })
    ).json()) as { data: { _id: string; moderationStatus?: string; status?: string }[] };
    const board = listed.data.find((b) => b.moderationStatus === 'approved') ?? listed.data[0]!;
    // Each buyer may send 20 messages a minute: the messages are spread over enough of them.
    const buyers = [];
    for (let i = 0; i < Math.ceil((MESSAGES + MISSED) / 10) + 1; i++)
      buyers.push(await login(`buyer${i}@bench.test`));
    const buyer = buyers[0]!;
    const opened = (await (
      await fetch(`${base}/api/conversations`, {
        method: 'POST',
        headers: { ...buyer, ...json },
        body: JSON.stringify({ boardId: board._id, body: 'עדיין זמין?' }),
      })
    ).json()) as { data: { conversation: { _id: string } } };
    const threads = [opened.data.conversation._id];
    for (const other of buyers.slice(1)) {
      const more = (await (
        await fetch(`${base}/api/conversations`, {
          method: 'POST',
          headers: { ...other, ...json },
          body: JSON.stringify({ boardId: board._id, body: 'עדיין זמין?' }),
        })
      ).json()) as { data: { conversation: { _id: string } } };
      threads.push(more.data.conversation._id);
    }
    const sellerStream = await openStream(base, { authorization: seller.authorization });
    await sleep(500);
    const times: number[] = [];
    for (let i = 0; i < MESSAGES; i++) {
      const before = sellerStream.events.filter(([, t]) => t === 'conversation').length;
      const started = performance.now();
      const who = 1 + (i % (buyers.length - 1));
      const sent = await fetch(`${base}/api/conversations/${threads[who]}/messages`, {
        method: 'POST',
        headers: { ...buyers[who]!, ...json },
        body: JSON.stringify({ body: `הודעה ${i}` }),
      });
      if (sent.status !== 201)
        throw new Error(`send answered ${sent.status}: ${await sent.text()}`);
      while (sellerStream.events.filter(([, t]) => t === 'conversation').length <= before) {
        await sellerStream.until(sellerStream.events.length + 1);
      }
      times.push(performance.now() - started);
    }
    times.sort((a, b) => a - b);
    console.log(
      `delivery of ${MESSAGES} messages (POST to the other side's stream, one process): ` +
        `p50 ${pct(times, 50).toFixed(1)} ms, p95 ${pct(times, 95).toFixed(1)} ms, max ${times.at(-1)!.toFixed(1)} ms`,
    );

    // Catch-up: away while events are published, back with Last-Event-ID.
    const lastSeen = sellerStream.events.at(-1)![0];
    sellerStream.close();
    for (let i = 0; i < MISSED; i++) {
      const who = 1 + ((MESSAGES + i) % (buyers.length - 1));
      const sent = await fetch(`${base}/api/conversations/${threads[who]}/messages`, {
        method: 'POST',
        headers: { ...buyers[who]!, ...json },
        body: JSON.stringify({ body: `בזמן שלא היית ${i}` }),
      });
      if (sent.status !== 201)
        throw new Error(`send answered ${sent.status}: ${await sent.text()}`);
    }
    const back = performance.now();
    const resumed = await openStream(base, {
      authorization: seller.authorization,
      'last-event-id': lastSeen,
    });
    while (resumed.events.filter(([, t]) => t === 'conversation').length < MISSED) {
      await resumed.until(resumed.events.length + 1);
    }
    const catchUp = performance.now() - back;
    const ids = resumed.events.map(([id]) => Number(id));
    const inOrder = ids.every((id, i) => i === 0 || id > ids[i - 1]!);
    console.log(
      `catch-up: ${resumed.events.length} missed events (${MISSED} messages) back in ${catchUp.toFixed(0)} ms after reconnecting ` +
        `(${inOrder && new Set(ids).size === ids.length ? 'in order, none twice' : 'OUT OF ORDER OR REPEATED'})`,
    );
    resumed.close();

    // Memory: at rest, then with STREAMS open streams.
    await sleep(2000);
    const rest = rssMb(pid);
    const users = Math.ceil(STREAMS / PER_USER);
    for (let u = 0; u < users; u++) {
      const who = await login(`listener${u}@bench.test`);
      for (let s = 0; s < PER_USER && streams.length < STREAMS; s++) {
        streams.push(await openStream(base, { authorization: who.authorization }));
      }
    }
    await sleep(3000);
    const held = rssMb(pid);
    console.log(
      `memory: ${rest.toFixed(0)} MB at rest, ${held.toFixed(0)} MB holding ${streams.length} open streams ` +
        `(${(((held - rest) * 1024) / streams.length).toFixed(1)} KB a stream)`,
    );
  } finally {
    for (const s of streams) s.close();
    await api.stop();
  }
}
