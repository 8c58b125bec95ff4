import { beforeAll, describe, expect, it } from 'vitest';
import type { LightMyRequestResponse } from 'fastify';
import { and, eq } from 'drizzle-orm';
import type { App } from '../../app';
import { conversations, liveEvents } from '../../db/schema';
import { createTestApp } from '../../test/helpers';
import {
  createTestUser,
  createThread,
  insertBoard,
  seedReferences,
  type Refs,
  type TestUser,
} from '../../test/factories';

// "Still there?" (issue 55 §2): when a board that buyers wrote about in the last 14 days is sold
// to someone else or taken off sale, each of those buyers is told in their own thread, so nobody
// waits for an answer that will not come. A buyer who last wrote longer ago hears nothing.

let app: App;
let refs: Refs;
let seller: TestUser;

const ok = (res: LightMyRequestResponse, status = 200) => {
  expect(res.statusCode, res.body).toBe(status);
  return res.json().data;
};
const post = (url: string, payload: Record<string, unknown> = {}) =>
  app.inject({ method: 'POST', url, headers: seller.headers, payload });
type Msg = { kind: string; senderId: string | null; body: string | null };
const lastOf = async (who: TestUser, threadId: string) =>
  (
    ok(await app.inject({ url: `/api/conversations/${threadId}/messages`, headers: who.headers }))
      .items as Msg[]
  ).at(-1)!;
const liveCount = async (userId: string) =>
  (
    await app.db
      .select()
      .from(liveEvents)
      .where(and(eq(liveEvents.userId, userId), eq(liveEvents.type, 'conversation')))
  ).length;
const daysAgo = (days: number) => new Date(Date.now() - days * 24 * 60 * 60 * 1000);

/** A public board that Dana and Noa wrote about lately, and Omer 20 days ago. */
async function boardWithBuyers() {
  const boardId = await insertBoard(app, seller.id, refs, { moderationStatus: 'approved' });
  const [dana, noa, omer] = await Promise.all(
    ['Dana', 'Noa', 'Omer'].map((firstName) => createTestUser(app, { firstName })),
  );
  const threads = {
    dana: await createThread(app, { boardId, buyer: dana! }),
    noa: await createThread(app, { boardId, buyer: noa! }),
    omer: await createThread(app, { boardId, buyer: omer! }),
  };
  await app.db
    .update(conversations)
    .set({ lastMessageAt: daysAgo(20) })
    .where(eq(conversations.id, threads.omer));
  return { boardId, dana: dana!, noa: noa!, omer: omer!, threads };
}

beforeAll(async () => {
  app = await createTestApp();
  refs = await seedReferences(app);
  seller = await createTestUser(app, { firstName: 'Tal' });
});

describe('"still there?" in the other buyers\' threads', () => {
  it('sold to Dana: Noa is told it went to someone else, Dana that it is hers, Omer nothing', async () => {
    const { boardId, dana, noa, omer, threads } = await boardWithBuyers();
    const noaLive = await liveCount(noa.id);
    ok(await post(`/api/surfboards/${boardId}/mark-sold`, { buyerId: dana.id }));

    expect(await lastOf(dana, threads.dana)).toMatchObject({ kind: 'board_sold' });
    const told = await lastOf(noa, threads.noa);
    expect(told).toMatchObject({ kind: 'board_sold_elsewhere', senderId: seller.id });
    expect(told.body).toContain('נמכר למישהו אחר');
    expect(await liveCount(noa.id)).toBe(noaLive + 1);
    expect(await lastOf(omer, threads.omer)).toMatchObject({ kind: 'text' });
  });

  it('sold outside Galim: every buyer who wrote lately is told, once', async () => {
    const { boardId, dana, noa, omer, threads } = await boardWithBuyers();
    ok(await post(`/api/surfboards/${boardId}/mark-sold`, { soldThroughWebsite: false }));
    for (const [who, thread] of [
      [dana, threads.dana],
      [noa, threads.noa],
    ] as const) {
      expect(await lastOf(who, thread)).toMatchObject({ kind: 'board_sold_elsewhere' });
    }
    expect(await lastOf(omer, threads.omer)).toMatchObject({ kind: 'text' });
  });

  it('archived, alone or with others: the buyers who wrote lately are told it was taken down', async () => {
    const one = await boardWithBuyers();
    ok(await post(`/api/surfboards/${one.boardId}/archive`, { archived: true }));
    expect(await lastOf(one.noa, one.threads.noa)).toMatchObject({ kind: 'board_archived' });
    expect((await lastOf(one.noa, one.threads.noa)).body).toContain('הוריד את הגלשן');
    expect(await lastOf(one.omer, one.threads.omer)).toMatchObject({ kind: 'text' });

    const two = await boardWithBuyers();
    ok(await post('/api/surfboards/bulk/archive', { ids: [two.boardId] }));
    expect(await lastOf(two.dana, two.threads.dana)).toMatchObject({ kind: 'board_archived' });
  });

  it('several sold at once: their buyers who wrote lately are told', async () => {
    const { boardId, noa, threads } = await boardWithBuyers();
    ok(await post('/api/surfboards/bulk/sold', { ids: [boardId], soldThroughWebsite: false }));
    expect(await lastOf(noa, threads.noa)).toMatchObject({ kind: 'board_sold_elsewhere' });
  });
});
