import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { buildApp, type App } from '../../app';
import { testConfig } from '../../test/config';
import { createTestApp } from '../../test/helpers';
import { createTestUser, type TestUser } from '../../test/factories';
import { OUT_OF_HAND_MS } from '../../test/poll';
import { DEFAULT_NOTIFICATION_SETTINGS } from '@galim/shared/alerts/schemas';
import { notify, saveSettings } from '../../modules/alerts/notify';
import { liveEvents, notifications } from '../../db/schema';

// GET /api/live through a real listening server and fetch (inject waits for the end of an
// answer, and a stream has none): what arrives, in which order, and for whom.

interface Received {
  id?: string;
  event?: string;
  data?: string;
}

interface OpenStream {
  status: number;
  headers: Headers;
  /** Everything parsed so far; the opening (retry and starting id) is the first item. */
  blocks: Received[];
  /** The events (blocks with an `event:`), in order. */
  events(): Received[];
  /**
   * Waits for `count` events and returns as soon as they are there. It gives up after OUT_OF_HAND_MS: a
   * shared machine can be slow, and the latency itself is measured by the deployment test.
   */
  until(count: number, ms?: number): Promise<Received[]>;
  close(): void;
}

async function open(
  app: App,
  user: TestUser | null,
  headers: Record<string, string> = {},
  query = '',
): Promise<OpenStream> {
  const { port } = app.server.address() as { port: number };
  const controller = new AbortController();
  const res = await fetch(`http://127.0.0.1:${port}/api/live${query}`, {
    headers: { ...user?.headers, ...headers },
    signal: controller.signal,
  });
  const blocks: Received[] = [];
  let text = '';
  let wake = () => {};
  if (res.ok) {
    const reader = res.body!.pipeThrough(new TextDecoderStream()).getReader();
    void (async () => {
      try {
        for (;;) {
          const { value, done } = await reader.read();
          if (done) break;
          text += value;
          let end: number;
          while ((end = text.indexOf('\n\n')) >= 0) {
            const block: Received = {};
            for (const line of text.slice(0, end).split('\n')) {
              const m = /^(id|event|data): (.*)$/.exec(line);
              if (m) block[m[1] as keyof Received] = m[2];
            }
            text = text.slice(end + 2);
            if (Object.keys(block).length) blocks.push(block);
          }
          wake();
        }
      } catch {
        // aborted
      }
    })();
  } else {
    await res.text();
  }
  const events = () => blocks.filter((b) => b.event);
  return {
    status: res.status,
    headers: res.headers,
    blocks,
    events,
    async until(count, ms = OUT_OF_HAND_MS) {
      const deadline = Date.now() + ms;
      while (events().length < count && Date.now() < deadline) {
        await new Promise<void>((resolve) => {
          wake = resolve;
          setTimeout(resolve, 50);
        });
      }
      return events();
    },
    close: () => controller.abort(),
  };
}

const listening = async (app: App) => {
  await app.listen({ port: 0, host: '127.0.0.1' });
  return app;
};
const pause = (ms: number) => new Promise((r) => setTimeout(r, ms));
const dataOf = (events: Received[]) => events.map((e) => JSON.parse(e.data!) as { n: number });

describe('GET /api/live on one process', () => {
  let app: App;
  let alice: TestUser;
  let bob: TestUser;
  beforeAll(async () => {
    app = await listening(await createTestApp());
    alice = await createTestUser(app);
    bob = await createTestUser(app);
  });

  it('refuses a visitor (401) and a bad Last-Event-ID (400), with the error envelope', async () => {
    const anon = await open(app, null);
    expect(anon.status).toBe(401);
    for (const bad of [{ 'last-event-id': '12a' }, { 'last-event-id': '-1' }]) {
      const res = await app.inject({
        method: 'GET',
        url: '/api/live',
        headers: { ...alice.headers, ...bad },
      });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ success: false, code: 'VALIDATION_ERROR' });
    }
    const query = await app.inject({
      method: 'GET',
      url: '/api/live?lastEventId=x1',
      headers: alice.headers,
    });
    expect(query.statusCode).toBe(400);
  });

  it('streams an event published after it opened, unbuffered and uncompressed', async () => {
    const stream = await open(app, alice, { 'accept-encoding': 'gzip, br' });
    expect(stream.status).toBe(200);
    expect(stream.headers.get('content-type')).toBe('text/event-stream; charset=utf-8');
    expect(stream.headers.get('cache-control')).toBe('no-cache, no-transform');
    expect(stream.headers.get('x-accel-buffering')).toBe('no');
    expect(stream.headers.get('content-encoding')).toBeNull();
    const id = await app.live.publish(alice.id, 'notification', note(1));
    const [event] = await stream.until(1);
    expect(event).toMatchObject({ id: String(id), event: 'notification' });
    expect(JSON.parse(event!.data!)).toEqual(note(1));
    // It opened with the id it starts after, so a client that saw no event can resume too.
    expect(Number(stream.blocks[0]!.id)).toBeLessThan(id);
    stream.close();
  });

  it('resumes with Last-Event-ID: exactly the missed events, in order, none twice', async () => {
    const first = await open(app, alice);
    // One after the other: two publishes at once may take their ids in either order.
    const seen: number[] = [];
    for (const n of [1, 2]) seen.push(await app.live.publish(alice.id, 'notification', note(n)));
    const before = await first.until(2);
    expect(dataOf(before).map((d) => d.n)).toEqual([1, 2]);
    first.close();
    // While away: three more, then back with the last id seen.
    for (const n of [3, 4, 5]) await app.live.publish(alice.id, 'notification', note(n));
    const back = await open(app, alice, { 'last-event-id': before.at(-1)!.id! });
    const after = await back.until(3);
    await app.live.publish(alice.id, 'notification', note(6));
    const all = await back.until(4);
    expect(dataOf(all).map((d) => d.n)).toEqual([3, 4, 5, 6]);
    expect(after[0]!.id).not.toBe(seen.at(-1)!.toString());
    const ids = all.map((e) => Number(e.id));
    expect(ids).toEqual([...ids].sort((a, b) => a - b));
    // The query form does the same for clients that cannot send the header.
    const viaQuery = await open(app, alice, {}, `?lastEventId=${before.at(-1)!.id}`);
    expect(dataOf(await viaQuery.until(4)).map((d) => d.n)).toEqual([3, 4, 5, 6]);
    await pause(100);
    expect(viaQuery.events()).toHaveLength(4);
    back.close();
    viaQuery.close();
  });

  it('does not replay old events to a stream opened without Last-Event-ID', async () => {
    await app.live.publish(alice.id, 'notification', note(7));
    const fresh = await open(app, alice);
    await app.live.publish(alice.id, 'notification', note(8));
    expect(dataOf(await fresh.until(1)).map((d) => d.n)).toEqual([8]);
    await pause(100);
    expect(fresh.events()).toHaveLength(1);
    fresh.close();
  });

  it("never delivers another user's events, even when asked from their ids", async () => {
    const bobs = await open(app, bob, { 'last-event-id': '0' });
    const alices = await open(app, alice);
    await app.live.publish(alice.id, 'notification', note(9));
    await alices.until(1);
    await pause(200);
    expect(bobs.events()).toEqual([]);
    bobs.close();
    alices.close();
  });

  it('turns a new notification into a `notification` event (and not one that is off)', async () => {
    const stream = await open(app, bob);
    // Through the domain event the alerts module hears, as a message to a seller sends it.
    const conversationId = 'c'.repeat(24);
    await app.events.publish('message.sent', {
      conversationId,
      userId: bob.id,
      toSeller: true,
      boardTitle: 'Pyzel Ghost',
      text: 'עדיין זמין?',
      window: 1,
    });
    // The alerts module hears it first (it subscribed first), then the thread's live update.
    const [event, thread] = await stream.until(2);
    expect(thread).toMatchObject({ event: 'conversation' });
    expect(JSON.parse(thread!.data!)).toEqual({ conversationId, change: 'message' });
    expect(event!.event).toBe('notification');
    expect(JSON.parse(event!.data!)).toMatchObject({
      _id: expect.stringMatching(/^[0-9a-f]{24}$/),
      type: 'message',
      url: `/profile/messages/${conversationId}`,
      readAt: null,
      createdAt: expect.any(String),
    });
    // notify() as its other callers use it: the same event; a repeat (same key) is not news.
    const n = {
      userId: bob.id,
      type: 'new-review' as const,
      words: () => ({ title: 'ביקורת חדשה', body: '★★★★★' }),
      url: '/services',
      dedupeKey: randomUUID(),
    };
    expect(await notify(app.db, app.jobs, n, app.live)).toBe(true);
    expect(await notify(app.db, app.jobs, n, app.live)).toBe(false);
    // A type the user keeps out of the centre (push only) is no live event either.
    const settings = structuredClone(DEFAULT_NOTIFICATION_SETTINGS);
    settings.channels['price-drop'] = { inApp: false, push: true };
    await saveSettings(app.db, bob.id, settings);
    expect(
      await notify(app.db, app.jobs, { ...n, type: 'price-drop', dedupeKey: 'x' }, app.live),
    ).toBe(true);
    const events = await stream.until(3);
    await pause(200);
    expect(stream.events()).toHaveLength(3);
    expect(JSON.parse(events[2]!.data!)).toMatchObject({
      type: 'new-review',
      title: 'ביקורת חדשה',
    });
    stream.close();
  });

  it('refuses a sixth stream of one user with 429 LIVE_STREAMS_LIMIT, and takes one after a close', async () => {
    const user = await createTestUser(app);
    const streams = [];
    for (let i = 0; i < 5; i++) streams.push(await open(app, user));
    expect(streams.map((s) => s.status)).toEqual([200, 200, 200, 200, 200]);
    const sixth = await app.inject({ method: 'GET', url: '/api/live', headers: user.headers });
    expect(sixth.statusCode).toBe(429);
    expect(sixth.json()).toMatchObject({ success: false, code: 'LIVE_STREAMS_LIMIT' });
    streams.pop()!.close();
    await waitFor(() => app.live.hub.count(user.id) === 4);
    const again = await open(app, user);
    expect(again.status).toBe(200);
    for (const s of [...streams, again]) s.close();
  });

  it('prunes events older than a day with its job', async () => {
    await app.db.insert(liveEvents).values({
      userId: alice.id,
      type: 'notification',
      payload: note(0),
      createdAt: new Date(Date.now() - 25 * 60 * 60 * 1000),
    });
    const run = await app.jobs.runNow('live-events-prune');
    expect(run).toMatchObject({ state: 'completed', output: { pruned: 1 } });
  });
});

describe('a message push and an open app', () => {
  it('pushes a message only when its user has no open stream; other notices always', async () => {
    const app = await listening(await createTestApp());
    try {
      const carol = await createTestUser(app);
      const pushes = async (dedupeKey: string) => {
        const [n] = await app.db
          .select({ id: notifications.id })
          .from(notifications)
          .where(eq(notifications.dedupeKey, dedupeKey));
        const jobs = (await app.db.execute(
          sql`select id from pgboss.job where name = 'push' and data->>'notificationId' = ${n!.id}`,
        )) as unknown as { rows: unknown[] };
        return jobs.rows.length;
      };
      const tell = (type: 'message' | 'new-review', dedupeKey: string) =>
        notify(
          app.db,
          app.jobs,
          {
            userId: carol.id,
            type,
            words: () => ({ title: 'הודעה חדשה', body: '' }),
            url: '/',
            dedupeKey,
          },
          app.live,
        );

      expect(await app.live.isOnline(carol.id)).toBe(false);
      await tell('message', 'thread:1');
      expect(await pushes('thread:1')).toBe(1);

      const stream = await open(app, carol);
      await waitFor(() => app.live.hub.count(carol.id) === 1);
      expect(await app.live.isOnline(carol.id)).toBe(true);
      await tell('message', 'thread:2');
      expect(await pushes('thread:2')).toBe(0);
      await tell('new-review', 'review:1');
      expect(await pushes('review:1')).toBe(1);
      // The notice itself reached the open app.
      expect((await stream.until(2)).map((e) => e.event)).toEqual(['notification', 'notification']);

      stream.close();
      await waitFor(() => app.live.hub.count(carol.id) === 0);
      await tell('message', 'thread:3');
      expect(await pushes('thread:3')).toBe(1);
    } finally {
      await app.close();
    }
  });
});

describe('GET /api/live on a stream that outlives its session', () => {
  it('ends at the next ping once the token no longer signs in', async () => {
    const app = await listening(
      await createTestApp({ live: { ...testConfig().live, pingMs: 100 } }),
    );
    const user = await createTestUser(app);
    const stream = await open(app, user);
    expect(stream.status).toBe(200);
    await app.inject({ method: 'POST', url: '/api/auth/logout', headers: user.headers });
    await waitFor(() => app.live.hub.count(user.id) === 0);
  });
});

describe('GET /api/live while Redis is configured but unreachable', () => {
  it('still delivers across processes: open streams look every catchUpMs', async () => {
    const live = { ...testConfig().live, catchUpMs: 200 };
    const redisUrl = 'redis://127.0.0.1:1'; // nothing listens on port 1
    const first = await listening(await createTestApp({ redisUrl, live }));
    const second = await buildApp(testConfig({ redisUrl, live }), {
      database: { ...first.database, close: async () => {} },
    });
    try {
      await listening(second);
      const user = await createTestUser(first);
      const there = await open(second, user);
      await first.live.publish(user.id, 'notification', note(1));
      expect(dataOf(await there.until(1)).map((d) => d.n)).toEqual([1]);
      there.close();
    } finally {
      await second.close();
    }
  });
});

const redisUrl = process.env.TEST_REDIS_URL;

// Two API processes behind a balancer: one database, one Redis, each with its own streams. The
// channel is this test run's own, so parallel runs on the same Redis do not wake each other.
describe.skipIf(!redisUrl)('GET /api/live across two processes sharing Redis', () => {
  let first: App;
  let second: App;
  afterAll(async () => {
    await second?.close();
  });
  beforeAll(async () => {
    const live = { ...testConfig().live, channel: `galim-test:live:${randomUUID()}` };
    first = await listening(await createTestApp({ redisUrl, live }));
    second = await buildApp(testConfig({ redisUrl, live }), {
      database: { ...first.database, close: async () => {} },
    });
    await listening(second);
  });

  it('delivers an event published on one process to a stream on the other, once', async () => {
    const user = await createTestUser(first);
    const other = await createTestUser(first);
    const there = await open(second, user);
    const here = await open(first, user);
    const others = await open(second, other);
    for (const n of [1, 2, 3]) await first.live.publish(user.id, 'notification', note(n));
    expect(dataOf(await there.until(3)).map((d) => d.n)).toEqual([1, 2, 3]);
    expect(dataOf(await here.until(3)).map((d) => d.n)).toEqual([1, 2, 3]);
    await pause(200);
    expect(there.events()).toHaveLength(3);
    expect(others.events()).toEqual([]);
    // And back the other way, resuming on the first process from the second's last id.
    there.close();
    await second.live.publish(user.id, 'notification', note(4));
    const resumed = await open(first, user, { 'last-event-id': there.events()[2]!.id! });
    expect(dataOf(await resumed.until(1)).map((d) => d.n)).toEqual([4]);
    for (const s of [here, others, resumed]) s.close();
  });

  it('knows on every process whether a user has an app open on any of them', async () => {
    const user = await createTestUser(first);
    expect(await first.live.isOnline(user.id)).toBe(false);
    const there = await open(second, user);
    await waitFor(() => second.live.hub.count(user.id) === 1);
    await expect.poll(() => first.live.isOnline(user.id), { timeout: OUT_OF_HAND_MS }).toBe(true);
    there.close();
    await waitFor(() => second.live.hub.count(user.id) === 0);
    await expect.poll(() => first.live.isOnline(user.id), { timeout: OUT_OF_HAND_MS }).toBe(false);
  });
});

function note(n: number) {
  return {
    _id: n.toString(16).padStart(24, '0'),
    type: 'new-review' as const,
    title: `n${n}`,
    body: '',
    url: '/',
    createdAt: new Date(0).toISOString(),
    readAt: null,
    n,
  };
}

async function waitFor(check: () => boolean, ms = OUT_OF_HAND_MS) {
  const deadline = Date.now() + ms;
  while (!check()) {
    if (Date.now() > deadline) throw new Error('timed out');
    await pause(20);
  }
}
