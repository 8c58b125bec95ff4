import type { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { throughMigrations } from '../test/migrations';

// Issue 43: the questions and answers of before move into conversations. The database is
// migrated up to the questions' last migration, given questions, then migrated to the end.

const LAST_WITH_QUESTIONS = '0016_live_events';

const id = (n: number) => n.toString(16).padStart(24, '0');
const SELLER = id(1);
const BUYER = id(2);
const OTHER_BUYER = id(3);
const BOARD = id(10);
const OTHER_BOARD = id(11);

describe('the migration of questions to conversations', () => {
  let client: PGlite;

  beforeAll(async () => {
    client = await throughMigrations(
      LAST_WITH_QUESTIONS,
      `
      insert into users (id, email) values
        ('${SELLER}', 's@example.com'), ('${BUYER}', 'b@example.com'), ('${OTHER_BUYER}', 'o@example.com');
      insert into surfboards (id, seller_id, title, price, condition) values
        ('${BOARD}', '${SELLER}', 'גלשן', 1000, 'used'),
        ('${OTHER_BOARD}', '${SELLER}', 'עוד גלשן', 2000, 'used');
      insert into board_questions (id, board_id, asker_id, body, answer, answered_at, created_at) values
        ('${id(100)}', '${BOARD}', '${BUYER}', 'מה האורך? <b>6''2</b> 🏄', 'בדיוק 6''2', '2026-01-01T12:30:00Z', '2026-01-01T10:00:00Z'),
        ('${id(101)}', '${BOARD}', '${BUYER}', 'ועוד שאלה', null, null, '2026-01-02T10:00:00Z'),
        ('${id(102)}', '${BOARD}', '${OTHER_BUYER}', 'אפשר לראות?', 'כן', '2026-01-03T09:00:00Z', '2026-01-03T08:00:00Z'),
        ('${id(103)}', '${OTHER_BOARD}', '${BUYER}', 'מחיר סופי?', 'כן, סופי', '2026-01-05T08:00:00Z', '2026-01-04T08:00:00Z');
    `,
    );
  });

  afterAll(async () => {
    await client.close();
  });

  it('makes one thread per board and asker, with the board seller', async () => {
    const { rows } = await client.query<Record<string, unknown>>(
      `select id, board_id, buyer_id, seller_id, created_at, last_message_at
       from conversations order by created_at`,
    );
    expect(rows).toHaveLength(3);
    expect(rows.map((r) => [r.board_id, r.buyer_id, r.seller_id])).toEqual([
      [BOARD, BUYER, SELLER],
      [BOARD, OTHER_BUYER, SELLER],
      [OTHER_BOARD, BUYER, SELLER],
    ]);
    for (const r of rows) expect(r.id).toMatch(/^[0-9a-f]{24}$/);
    expect((rows[0]!.created_at as Date).toISOString()).toBe('2026-01-01T10:00:00.000Z');
    expect((rows[0]!.last_message_at as Date).toISOString()).toBe('2026-01-02T10:00:00.000Z');
  });

  it('keeps every question and answer as a message, in time order, answers at their time', async () => {
    const { rows } = await client.query<Record<string, unknown>>(
      `select m.id, c.board_id, c.buyer_id, m.sender_id, m.body, m.kind, m.created_at
       from conversation_messages m join conversations c on c.id = m.conversation_id
       order by m.id`,
    );
    expect(rows.map((r) => [r.sender_id, r.body, (r.created_at as Date).toISOString()])).toEqual([
      [BUYER, "מה האורך? <b>6'2</b> 🏄", '2026-01-01T10:00:00.000Z'],
      [SELLER, "בדיוק 6'2", '2026-01-01T12:30:00.000Z'],
      [BUYER, 'ועוד שאלה', '2026-01-02T10:00:00.000Z'],
      [OTHER_BUYER, 'אפשר לראות?', '2026-01-03T08:00:00.000Z'],
      [SELLER, 'כן', '2026-01-03T09:00:00.000Z'],
      [BUYER, 'מחיר סופי?', '2026-01-04T08:00:00.000Z'],
      [SELLER, 'כן, סופי', '2026-01-05T08:00:00.000Z'],
    ]);
    expect(new Set(rows.map((r) => r.kind))).toEqual(new Set(['text']));
  });

  it('leaves only a question still waiting for its answer unread, for the seller', async () => {
    const { rows } = await client.query<Record<string, unknown>>(
      `select c.buyer_id, c.board_id,
         (select count(*)::int from conversation_messages m where m.conversation_id = c.id
            and m.sender_id = c.buyer_id and m.id > coalesce(c.seller_seen_up_to, 0)) as seller_unread,
         (select count(*)::int from conversation_messages m where m.conversation_id = c.id
            and m.sender_id = c.seller_id and m.id > coalesce(c.buyer_seen_up_to, 0)) as buyer_unread
       from conversations c order by c.created_at`,
    );
    expect(rows.map((r) => [r.seller_unread, r.buyer_unread])).toEqual([
      [1, 0],
      [0, 0],
      [0, 0],
    ]);
  });

  it('drops the questions table', async () => {
    const { rows } = await client.query(`select to_regclass('board_questions') as t`);
    expect(rows).toEqual([{ t: null }]);
  });
});
