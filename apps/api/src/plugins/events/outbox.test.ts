import fs from 'node:fs';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { buildApp, type App } from '../../app';
import { outboxDeliveries, outboxEvents } from '../../db/schema';
import { testConfig } from '../../test/config';
import { createDatabase, tempDir } from '../../test/harness';
import { createTestApp } from '../../test/helpers';
import { createEventBus } from './bus';
import type { DomainEvents } from './catalog';
import { insertEvent } from './outbox';

// The outbox's promises (decision 054): a rolled-back write tells no one, a committed one tells
// each subscriber once, and an event whose process died between commit and delivery is
// delivered once after a restart, never twice.

type Seen = DomainEvents['conversation.seen'];
const EVENT = 'conversation.seen' as const;

/** Two subscribers that count what they hear, by conversation id. */
function listen(app: App) {
  const heard = { a: [] as string[], b: [] as string[] };
  app.events.subscriber('test-a').on(EVENT, async (p: Seen) => void heard.a.push(p.conversationId));
  app.events.subscriber('test-b').on(EVENT, async (p: Seen) => void heard.b.push(p.conversationId));
  return heard;
}

const seen = (conversationId: string): Seen => ({
  userId: 'nobody',
  conversationId,
  otherId: null,
});

describe('domain events through the outbox', () => {
  let app: App;
  let heard: ReturnType<typeof listen>;

  beforeAll(async () => {
    app = await createTestApp({}, async (a) => {
      heard = listen(a);
    });
  });

  beforeEach(() => {
    heard.a.length = 0;
    heard.b.length = 0;
  });

  it('tells no one of a write that rolled back', async () => {
    await expect(
      app.events.transaction(async (tx, publish) => {
        await publish(EVENT, seen('rolled-back'));
        throw new Error('the write fails after the event');
      }),
    ).rejects.toThrow('the write fails');
    expect(await app.events.deliverPending()).toBe(0);
    expect(heard).toEqual({ a: [], b: [] });
    const rows = await app.db
      .select()
      .from(outboxEvents)
      .where(sql`${outboxEvents.payload}->>'conversationId' = 'rolled-back'`);
    expect(rows).toEqual([]);
  });

  it('tells each subscriber once of a committed write, after the commit', async () => {
    const during: string[][] = [];
    await app.events.transaction(async (tx, publish) => {
      await publish(EVENT, seen('committed'));
      during.push([...heard.a, ...heard.b]);
    });
    expect(during).toEqual([[]]);
    expect(heard).toEqual({ a: ['committed'], b: ['committed'] });
    // Drains after it (the poller, a restart) find nothing left to deliver.
    await app.events.deliverPending();
    await app.events.deliverPending();
    expect(heard).toEqual({ a: ['committed'], b: ['committed'] });
    const [event] = await app.db
      .select()
      .from(outboxEvents)
      .where(sql`${outboxEvents.payload}->>'conversationId' = 'committed'`);
    expect(event?.deliveredAt).toBeInstanceOf(Date);
    const deliveries = await app.db
      .select()
      .from(outboxDeliveries)
      .where(sql`${outboxDeliveries.eventId} = ${event!.id}`);
    const ours = deliveries.filter((d) => d.subscriber.startsWith('test-'));
    expect(ours.map((d) => [d.subscriber, d.attempts, d.deliveredAt !== null]).sort()).toEqual([
      ['test-a', 1, true],
      ['test-b', 1, true],
    ]);
  });

  it('publishes on its own (no transaction) the same way', async () => {
    await app.events.publish(EVENT, seen('alone'));
    await app.events.deliverPending();
    expect(heard).toEqual({ a: ['alone'], b: ['alone'] });
  });

  it('delivers once when two processes drain the same events together', async () => {
    // An event committed without its delivery, then two buses (two processes) race for it.
    await insertEvent(app.db, EVENT, seen('raced'));
    const other = createEventBus(app.db, app.log);
    const heardThere: string[] = [];
    other.subscriber('test-a').on(EVENT, async (p) => void heardThere.push(p.conversationId));
    other.subscriber('test-b').on(EVENT, async (p) => void heardThere.push(p.conversationId));
    await Promise.all([app.events.deliverPending(), other.deliverPending()]);
    expect([...heard.a, ...heard.b, ...heardThere].sort()).toEqual(['raced', 'raced']);
  });

  it('tries a failed subscriber again, without telling the others twice', async () => {
    let fails = 1;
    const retrying = await createTestApp({ events: { retryMs: 0 } }, async (a) => {
      a.events.subscriber('flaky').on(EVENT, async () => {
        if (fails-- > 0) throw new Error('not now');
      });
      heard = listen(a);
    });
    await retrying.events.publish(EVENT, seen('flaky'));
    expect(heard).toEqual({ a: ['flaky'], b: ['flaky'] });
    expect(fails).toBe(0);
    expect(await retrying.events.deliverPending()).toBe(1);
    expect(fails).toBe(-1);
    expect(heard).toEqual({ a: ['flaky'], b: ['flaky'] });
    expect(await retrying.events.deliverPending()).toBe(0);
  });
});

describe('an event whose process died between commit and delivery', () => {
  const serverUrl = process.env.TEST_DATABASE_URL;
  let dataDir = '';
  let database: Awaited<ReturnType<typeof createDatabase>> | undefined;

  beforeAll(async () => {
    if (serverUrl) database = await createDatabase(serverUrl);
    else dataDir = tempDir('outbox');
  });

  afterAll(async () => {
    await database?.drop();
    if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
  });

  /** An API on the same data as the last one (PGlite on disk, or the same PostgreSQL). */
  async function startApp() {
    const app = await buildApp(testConfig(database ? { databaseUrl: database.url } : { dataDir }));
    const heard = listen(app);
    await app.ready();
    return { app, heard };
  }

  it('is delivered once by the next process that starts, and not again', async () => {
    const first = await startApp();
    // The write commits with its event; the process dies before delivering it.
    await first.app.db.transaction((tx) => insertEvent(tx, EVENT, seen('orphan')));
    await first.app.close();
    expect(first.heard).toEqual({ a: [], b: [] });

    // The next process delivers it as it starts.
    const second = await startApp();
    expect(second.heard).toEqual({ a: ['orphan'], b: ['orphan'] });
    await second.app.events.deliverPending();
    expect(second.heard).toEqual({ a: ['orphan'], b: ['orphan'] });
    await second.app.close();

    // And a third does not deliver it again.
    const third = await startApp();
    await third.app.events.deliverPending();
    expect(third.heard).toEqual({ a: [], b: [] });
    await third.app.close();
  });
});
