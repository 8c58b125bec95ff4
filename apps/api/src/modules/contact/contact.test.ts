import { beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app';
import { createTestApp } from '../../test/helpers';
import { createTestUser, type TestUser } from '../../test/factories';

let app: App;
let admin: TestUser;
const valid = {
  type: 'support',
  name: 'דנה מזרחי',
  email: 'dana@example.com',
  subject: 'בעיה בהעלאת תמונה',
  message: 'התמונה לא עולה מהטלפון.',
};
const send = (payload: object, ip = '10.0.0.1') =>
  app.inject({ method: 'POST', url: '/api/contact', payload, remoteAddress: ip });

beforeAll(async () => {
  app = await createTestApp();
  admin = await createTestUser(app, { role: 'admin' });
});

describe('contact', () => {
  it('requires every field and a well-formed e-mail, with Hebrew messages', async () => {
    const res = await send(
      { type: 'other', name: ' ', email: 'not-mail', subject: '', message: '' },
      '10.0.0.9',
    );
    expect(res.statusCode).toBe(400);
    const details = res.json().details as { path: string; message: string }[];
    const byPath = Object.fromEntries(details.map((d) => [d.path, d.message]));
    expect(byPath['body.email']).toBe('כתובת האימייל אינה תקינה');
    expect(byPath['body.name']).toBe('יש למלא שם מלא');
    expect(Object.keys(byPath)).toEqual(
      expect.arrayContaining(['body.type', 'body.subject', 'body.message']),
    );
  });

  it('stores the message for the admin inbox, where it can be marked handled', async () => {
    const res = await send(valid, '10.0.0.2');
    expect(res.statusCode).toBe(201);
    const inbox = await app.inject({ method: 'GET', url: '/api/contact', headers: admin.headers });
    const { messages, counts } = inbox.json().data;
    expect(messages[0]).toMatchObject({ ...valid, status: 'new', handledAt: null });
    expect(counts).toMatchObject({ new: 1, total: 1 });

    const handled = await app.inject({
      method: 'PATCH',
      url: `/api/contact/${messages[0]._id}`,
      headers: admin.headers,
      payload: { status: 'handled' },
    });
    expect(handled.json().data).toMatchObject({ status: 'handled' });
    expect(handled.json().data.handledAt).toBeTruthy();
    const open = await app.inject({
      method: 'GET',
      url: '/api/contact?status=new',
      headers: admin.headers,
    });
    expect(open.json().data.messages).toEqual([]);
    const activity = await app.inject({
      method: 'GET',
      url: '/api/admin/activity',
      headers: admin.headers,
    });
    expect(activity.json().data[0]).toMatchObject({ type: 'contact_message' });
  });

  it('accepts 5 messages an hour from one IP, then answers 429', async () => {
    for (let i = 0; i < 5; i++) expect((await send(valid, '10.0.0.3')).statusCode).toBe(201);
    const sixth = await send(valid, '10.0.0.3');
    expect(sixth.statusCode).toBe(429);
    expect(sixth.json().code).toBe('RATE_LIMITED');
    // Another visitor is not affected.
    expect((await send(valid, '10.0.0.4')).statusCode).toBe(201);
  });
});
