import { beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../app';
import { createTestApp } from '../test/helpers';
import { createTestUser, type TestUser } from '../test/factories';

// The smallest reproductions of what fuzz.test.ts found, kept so each stays fixed.

let app: App;
let admin: TestUser;

beforeAll(async () => {
  app = await createTestApp();
  admin = await createTestUser(app, { role: 'admin' });
});

describe('fuzz findings', () => {
  it('an empty update of a reference row changes nothing instead of failing with 500', async () => {
    for (const kind of ['brands', 'categories', 'models', 'technologies']) {
      const brand =
        kind === 'models'
          ? await app.inject({
              method: 'POST',
              url: '/api/brands',
              headers: admin.headers,
              payload: { title: 'Empty Update Brand' },
            })
          : null;
      const created = await app.inject({
        method: 'POST',
        url: `/api/${kind}`,
        headers: admin.headers,
        payload: { title: `Empty ${kind}`, ...(brand ? { brand: brand.json().data._id } : {}) },
      });
      expect(created.statusCode).toBe(201);
      const res = await app.inject({
        method: 'PUT',
        url: `/api/${kind}/${created.json().data._id}`,
        headers: admin.headers,
        payload: {},
      });
      expect(res.statusCode).toBe(200);
      expect(res.json().data.title).toBe(`Empty ${kind}`);
    }
  });

  it('an update of a FAQ item with nothing it knows changes nothing instead of failing', async () => {
    const created = await app.inject({
      method: 'POST',
      url: '/api/faq',
      headers: admin.headers,
      payload: { question: 'מתי הכי טוב לגלוש?', answer: 'בבוקר.', category: 'כללי' },
    });
    expect(created.statusCode).toBe(201);
    const res = await app.inject({
      method: 'PUT',
      url: `/api/faq/${created.json().data.item._id}`,
      headers: admin.headers,
      payload: { unknownKey: 'x', 'X.x': -4.26e286 },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.item.question).toBe('מתי הכי טוב לגלוש?');
  });

  it('a malformed %-escape in the path answers 400 with the error envelope', async () => {
    const res = await app.inject({ method: 'PUT', url: '/api/faq/%D7%A', headers: admin.headers });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ success: false, code: 'VALIDATION_ERROR' });
    expect(typeof res.json().error).toBe('string');
  });
});
