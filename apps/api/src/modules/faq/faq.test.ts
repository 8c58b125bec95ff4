import { beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app';
import { createTestApp } from '../../test/helpers';
import { createTestUser, type TestUser } from '../../test/factories';

let app: App;
let admin: TestUser;

beforeAll(async () => {
  app = await createTestApp();
  admin = await createTestUser(app, { role: 'admin' });
});

const create = async (payload: object) => {
  const res = await app.inject({
    method: 'POST',
    url: '/api/faq',
    headers: admin.headers,
    payload,
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data.item as { _id: string; order: number; category: string };
};
const adminList = async () =>
  (await app.inject({ method: 'GET', url: '/api/faq', headers: admin.headers })).json().data
    .items as {
    _id: string;
    question: string;
    order: number;
    category: string;
    visible: boolean;
  }[];

describe('FAQ', () => {
  it('adds items at the end of their category in steps of 10, with the defaults', async () => {
    const a = await create({ question: 'מה זה גלים?', answer: 'פלטפורמה' });
    const b = await create({ question: 'כמה זה עולה?', answer: 'חינם' });
    const c = await create({
      question: 'איך מחושב הציון?',
      answer: 'גובה ומחזור',
      category: 'תחזית',
    });
    expect(a).toMatchObject({ category: 'כללי', order: 0, visible: true });
    expect(b.order).toBe(10);
    expect(c).toMatchObject({ category: 'תחזית', order: 0 });
    const explicit = await create({ question: 'ש', answer: 'ת', order: 'abc', category: 'תחזית' });
    expect(explicit.order).toBe(0);
  });

  it('requires question and answer', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/faq',
      headers: admin.headers,
      payload: { question: '  ', answer: '' },
    });
    expect(res.statusCode).toBe(400);
    const paths = res.json().details.map((d: { path: string }) => d.path);
    expect(paths).toEqual(expect.arrayContaining(['body.question', 'body.answer']));
  });

  it('shows only visible items publicly, sorted by category and order', async () => {
    const items = await adminList();
    const hidden = items.find((i) => i.question === 'כמה זה עולה?')!;
    const put = await app.inject({
      method: 'PUT',
      url: `/api/faq/${hidden._id}`,
      headers: admin.headers,
      payload: { visible: false },
    });
    expect(put.json().data.item).toMatchObject({ visible: false, question: 'כמה זה עולה?' });
    const pub = (await app.inject({ method: 'GET', url: '/api/faq/public' })).json().data.items;
    expect(pub.map((i: { question: string }) => i.question)).not.toContain('כמה זה עולה?');
    expect(pub.map((i: { question: string }) => i.question)).toContain('מה זה גלים?');
    expect((await adminList()).map((i) => i.question)).toContain('כמה זה עולה?');
  });

  it('reorders a category to 0, 10, 20 and refuses mixing categories', async () => {
    const d = await create({ question: 'שאלה שלישית', answer: 'ת' });
    const general = (await adminList()).filter((i) => i.category === 'כללי');
    expect(general.map((i) => i.order)).toEqual([0, 10, 20]);
    const reversed = [...general].reverse().map((i) => i._id);
    const res = await app.inject({
      method: 'PUT',
      url: '/api/faq/reorder',
      headers: admin.headers,
      payload: { category: 'כללי', ids: reversed },
    });
    expect(res.statusCode).toBe(200);
    const after = (await adminList()).filter((i) => i.category === 'כללי');
    expect(after.map((i) => i._id)).toEqual(reversed);
    expect(after[0]!._id).toBe(d._id);
    expect(after.map((i) => i.order)).toEqual([0, 10, 20]);

    const forecast = (await adminList()).find((i) => i.category === 'תחזית')!;
    const mixed = await app.inject({
      method: 'PUT',
      url: '/api/faq/reorder',
      headers: admin.headers,
      payload: { category: 'כללי', ids: [forecast._id, d._id] },
    });
    expect(mixed.statusCode).toBe(400);
  });

  it('moves one item up by editing orders, and deletes', async () => {
    const [first, second] = (await adminList()).filter((i) => i.category === 'כללי');
    await app.inject({
      method: 'PUT',
      url: `/api/faq/${first!._id}`,
      headers: admin.headers,
      payload: { order: second!.order },
    });
    await app.inject({
      method: 'PUT',
      url: `/api/faq/${second!._id}`,
      headers: admin.headers,
      payload: { order: first!.order },
    });
    const general = (await adminList()).filter((i) => i.category === 'כללי');
    expect(general[0]!._id).toBe(second!._id);

    const del = await app.inject({
      method: 'DELETE',
      url: `/api/faq/${first!._id}`,
      headers: admin.headers,
    });
    expect(del.statusCode).toBe(200);
    expect((await adminList()).map((i) => i._id)).not.toContain(first!._id);
    const again = await app.inject({
      method: 'DELETE',
      url: `/api/faq/${first!._id}`,
      headers: admin.headers,
    });
    expect(again.statusCode).toBe(404);
  });
});
