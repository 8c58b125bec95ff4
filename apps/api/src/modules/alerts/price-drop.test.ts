import { beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { surfboards } from '../../db/schema';
import { israelDate } from '@galim/shared/israel-time';
import type { App } from '../../app';
import { createTestApp } from '../../test/helpers';
import {
  createTestUser,
  insertBoard,
  type Refs,
  seedReferences,
  type TestUser,
} from '../../test/factories';

// Issue 55: a lower price is told to everyone who liked the board, with both prices, at most
// once a day per board and reader, never for a rise and never to the seller; its push keeps the
// reader's quiet hours. Through the API and the real job queue; the day is moved, not waited.

let app: App;
let refs: Refs;
let seller: TestUser;

beforeAll(async () => {
  app = await createTestApp();
  refs = await seedReferences(app);
  seller = await createTestUser(app);
}, 60_000);

const settle = () => app.jobs.settled(['price-drop']);

const like = async (u: TestUser, id: string) => {
  const res = await app.inject({
    method: 'PATCH',
    url: `/api/surfboards/${id}/like`,
    headers: u.headers,
  });
  expect(res.statusCode).toBe(200);
};

const setPrice = async (id: string, price: number) => {
  const res = await app.inject({
    method: 'PUT',
    url: `/api/surfboards/${id}`,
    headers: seller.headers,
    payload: { price },
  });
  expect(res.statusCode).toBe(200);
  await settle();
};

const drops = async (u: TestUser) => {
  const res = await app.inject({ url: '/api/notifications', headers: u.headers });
  expect(res.statusCode).toBe(200);
  const items = res.json().data.items as { _id: string; type: string; body: string }[];
  return items.filter((n) => n.type === 'price-drop');
};

/** HH:MM in Israel, `hours` from now. */
const israelClock = (hours: number) =>
  new Intl.DateTimeFormat('en-GB', {
    timeZone: 'Asia/Jerusalem',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).format(new Date(Date.now() + hours * 3_600_000));

/**
 * Quiet hours from an hour ago to two hours from now, Israel time. "All day" (00:00-23:59) ended
 * a minute before midnight, so a run in that minute saw the push held for seconds only.
 */
const quietAround = async (u: TestUser, enabled: boolean) => {
  const s = (await app.inject({ url: '/api/notification-settings', headers: u.headers })).json()
    .data;
  s.quietHours = { enabled, start: israelClock(-1), end: israelClock(2) };
  const res = await app.inject({
    method: 'PUT',
    url: '/api/notification-settings',
    headers: u.headers,
    payload: s,
  });
  expect(res.statusCode).toBe(200);
};

const approvedBoard = (price: number) =>
  insertBoard(app, seller.id, refs, { price, moderationStatus: 'approved' });

describe('price drops told to those who liked', () => {
  it('tells each liker once, with the old and the new price, and never the seller', async () => {
    const id = await approvedBoard(2300);
    const fans = [await createTestUser(app), await createTestUser(app)];
    for (const fan of fans) await like(fan, id);
    await like(seller, id);
    await setPrice(id, 1900);
    for (const fan of fans) {
      const told = await drops(fan);
      expect(told).toHaveLength(1);
      expect(told[0]!.body).toContain('2,300');
      expect(told[0]!.body).toContain('1,900');
    }
    expect(await drops(seller)).toHaveLength(0);
  });

  it('says nothing of a rise', async () => {
    const id = await approvedBoard(1500);
    const fan = await createTestUser(app);
    await like(fan, id);
    await setPrice(id, 1800);
    expect(await drops(fan)).toHaveLength(0);
  });

  it('tells a reader at most once a day per board: a second drop waits for the next day', async () => {
    const id = await approvedBoard(3000);
    const fan = await createTestUser(app);
    await like(fan, id);
    await setPrice(id, 2800);
    await setPrice(id, 2500);
    expect(await drops(fan)).toHaveLength(1);
    // The next day: the change as the board's edit tells it, a day later. (The clock is moved
    // for the change itself: faking Date under the job queue's running workers would stall them.)
    await app.db.update(surfboards).set({ price: 2200 }).where(eq(surfboards.id, id));
    await app.events.publish('listing.priceLowered', {
      boardId: id,
      oldPrice: 2500,
      newPrice: 2200,
      at: new Date(Date.now() + 25 * 3600_000).toISOString(),
    });
    await settle();
    const told = await drops(fan);
    expect(told).toHaveLength(2);
    expect(told[0]!.body).toContain('2,500');
    expect(told[0]!.body).toContain('2,200');
  });

  it('keeps the reader’s quiet hours for the push, not for the notification centre', async () => {
    const id = await approvedBoard(2000);
    const quiet = await createTestUser(app);
    const loud = await createTestUser(app);
    await quietAround(quiet, true);
    await quietAround(loud, false);
    for (const fan of [quiet, loud]) await like(fan, id);
    await setPrice(id, 1700);
    const pushOf = async (u: TestUser) => {
      const [notice] = await drops(u);
      expect(notice).toBeDefined();
      const queued = (await app.db.execute(
        sql`select start_after from pgboss.job
            where name = 'push' and data->>'notificationId' = ${notice!._id}`,
      )) as unknown as { rows: { start_after: string | Date }[] };
      expect(queued.rows).toHaveLength(1);
      return new Date(queued.rows[0]!.start_after).getTime();
    };
    // Held until the quiet hours end (in about two hours), not sent at once.
    expect(await pushOf(quiet)).toBeGreaterThan(Date.now() + 30_000);
    expect(await pushOf(loud)).toBeLessThanOrEqual(Date.now() + 5_000);
  });
});

describe('the day a notice counts by', () => {
  it('is the calendar day in Israel, not in UTC', () => {
    expect(israelDate(new Date('2026-01-10T21:30:00Z'))).toBe('2026-01-10');
    expect(israelDate(new Date('2026-01-10T22:30:00Z'))).toBe('2026-01-11');
    expect(israelDate(new Date('2026-07-10T21:30:00Z'))).toBe('2026-07-11');
  });
});
