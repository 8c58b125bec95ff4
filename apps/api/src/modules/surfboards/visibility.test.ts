import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app';
import { users } from '../../db/schema';
import { createBoards, createTestUser, type TestUser } from '../../test/factories';
import { createTestApp } from '../../test/helpers';

// One rule decides which boards a visitor sees, and every place that shows boards follows it:
// the list, the board page, the seller's boards and the sitemap. Every combination of the
// columns the rule reads (a listing's term too, ended or not), for a seller in good standing and
// for a blocked one.

const STATUSES = ['pending', 'approved', 'rejected', 'flagged'] as const;
const FLAGS = [false, true];

interface Case {
  id: string;
  name: string;
  public: boolean;
  soldPage: boolean;
  /** A public board but for its term: its page opens, saying it expired (issue 55). */
  expiredPage: boolean;
}

let app: App;
let active: TestUser;
let blocked: TestUser;
const cases: Case[] = [];

beforeAll(async () => {
  app = await createTestApp({ publicUrl: 'https://galim.example' });
  active = await createTestUser(app);
  blocked = await createTestUser(app);
  for (const seller of [active, blocked]) {
    const values = STATUSES.flatMap((moderationStatus) =>
      FLAGS.flatMap((archived) =>
        FLAGS.flatMap((isSold) =>
          FLAGS.flatMap((availability) =>
            FLAGS.map((expired) => ({
              sellerId: seller.id,
              title: `${seller === blocked ? 'blocked' : 'active'} ${moderationStatus}${archived ? ' archived' : ''}${isSold ? ' sold' : ''}${availability ? '' : ' unavailable'}${expired ? ' expired' : ''}`,
              moderationStatus,
              archived,
              isSold,
              availability,
              expiresAt: new Date(Date.now() + (expired ? -1 : 1) * 86_400_000),
            })),
          ),
        ),
      ),
    );
    const rows = await createBoards(app, values);
    for (const [n, row] of rows.entries()) {
      const v = values[n]!;
      const approved = v.moderationStatus === 'approved' && !v.archived && seller === active;
      const expired = v.expiresAt.getTime() < Date.now();
      cases.push({
        id: row.id,
        name: v.title,
        public: approved && !v.isSold && v.availability && !expired,
        soldPage: approved && v.isSold,
        expiredPage: approved && !v.isSold && v.availability && expired,
      });
    }
  }
  await app.db.update(users).set({ blockedAt: new Date() }).where(eq(users.id, blocked.id));
});

const names = (filter: (c: Case) => boolean) =>
  cases
    .filter(filter)
    .map((c) => c.name)
    .sort();

describe('which boards a visitor sees', () => {
  it('has exactly one public board, one expired page and four sold pages among the 128 combinations', () => {
    expect(names((c) => c.public)).toEqual(['active approved']);
    expect(names((c) => c.expiredPage)).toEqual(['active approved expired']);
    expect(names((c) => c.soldPage)).toEqual([
      'active approved sold',
      'active approved sold expired',
      'active approved sold unavailable',
      'active approved sold unavailable expired',
    ]);
  });

  it('the list shows the public boards only', async () => {
    const res = await app.inject({ url: '/api/surfboards?limit=48' });
    const listed = (res.json().data.boards as { title: string }[]).map((b) => b.title);
    expect(listed.sort()).toEqual(names((c) => c.public));
  });

  it('a board page opens for the public boards, the sold and expired pages, and is not found otherwise', async () => {
    const opened: string[] = [];
    for (const c of cases) {
      const res = await app.inject({ url: `/api/surfboards/${c.id}` });
      expect([200, 404], c.name).toContain(res.statusCode);
      if (res.statusCode === 200) opened.push(c.name);
    }
    expect(opened.sort()).toEqual(names((c) => c.public || c.soldPage || c.expiredPage));
  });

  it("a seller's boards show a visitor the public ones only, and the seller all of theirs", async () => {
    for (const seller of [active, blocked]) {
      const url = `/api/users/${seller.id}/surfboards?limit=100`;
      const visitor = (await app.inject({ url })).json().data as { title: string }[];
      const own = (await app.inject({ url, headers: seller.headers })).json().data as unknown[];
      expect(visitor.map((b) => b.title).sort()).toEqual(
        names((c) => c.public && c.name.startsWith(seller === active ? 'active' : 'blocked')),
      );
      if (seller === active) expect(own).toHaveLength(64);
    }
  });

  it('the sitemap lists the public boards only', async () => {
    const body = (await app.inject({ url: '/sitemap.xml' })).body;
    const listed = cases.filter((c) => body.includes(`/surfboards/${c.id}<`)).map((c) => c.name);
    expect(listed.sort()).toEqual(names((c) => c.public));
  });
});
