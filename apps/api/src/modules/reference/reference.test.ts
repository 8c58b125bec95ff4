import { beforeAll, describe, expect, it } from 'vitest';
import { errorTexts as hebrew } from '@galim/shared/i18n/he/errors';
import type { App } from '../../app';
import { createTestApp } from '../../test/helpers';
import { createBoard, createTestUser, type TestUser } from '../../test/factories';

let app: App;
let admin: TestUser;
let user: TestUser;

beforeAll(async () => {
  app = await createTestApp();
  admin = await createTestUser(app, { role: 'admin' });
  user = await createTestUser(app);
});

describe('reference data', () => {
  it('lets an admin create a brand and anyone read it under data', async () => {
    const created = await app.inject({
      method: 'POST',
      url: '/api/brands',
      headers: admin.headers,
      payload: { title: 'Firewire', brandRating: 5, logo: 'https://example.com/fw.png' },
    });
    expect(created.statusCode).toBe(201);
    const brand = created.json().data;
    expect(brand._id).toMatch(/^[0-9a-f]{24}$/);
    expect(brand).toMatchObject({ title: 'Firewire', brandRating: 5, description: '' });

    const list = await app.inject({ method: 'GET', url: '/api/brands' });
    expect(list.statusCode).toBe(200);
    expect(list.json()).toMatchObject({
      success: true,
      data: [{ _id: brand._id, title: 'Firewire' }],
    });

    const one = await app.inject({ method: 'GET', url: `/api/brands/${brand._id}` });
    expect(one.json().data.title).toBe('Firewire');
  });

  it('refuses writes without a session (401) and from non-admins (403)', async () => {
    const anon = await app.inject({
      method: 'POST',
      url: '/api/categories',
      payload: { title: 'Fish' },
    });
    expect(anon.statusCode).toBe(401);
    expect(anon.json()).toEqual({
      success: false,
      error: hebrew.UNAUTHORIZED,
      code: 'UNAUTHORIZED',
    });

    const bad = await app.inject({
      method: 'POST',
      url: '/api/categories',
      headers: { authorization: 'Bearer not-a-real-token' },
      payload: { title: 'Fish' },
    });
    expect(bad.statusCode).toBe(401);

    for (const [method, url] of [
      ['POST', '/api/categories'],
      ['PUT', '/api/categories/0123456789abcdef01234567'],
      ['DELETE', '/api/categories/0123456789abcdef01234567'],
    ] as const) {
      const res = await app.inject({
        method,
        url,
        headers: user.headers,
        payload: { title: 'Fish' },
      });
      expect(res.statusCode, `${method} ${url}`).toBe(403);
      expect(res.json().code).toBe('FORBIDDEN');
    }
  });

  it('keeps titles unique per kind, ignoring case', async () => {
    await app.inject({
      method: 'POST',
      url: '/api/technologies',
      headers: admin.headers,
      payload: { title: 'Helium' },
    });
    const dup = await app.inject({
      method: 'POST',
      url: '/api/technologies',
      headers: admin.headers,
      payload: { title: 'HELIUM' },
    });
    expect(dup.statusCode).toBe(409);
    expect(dup.json()).toMatchObject({ success: false, code: 'REFERENCE_EXISTS' });
    // The same title in another kind is fine.
    const other = await app.inject({
      method: 'POST',
      url: '/api/categories',
      headers: admin.headers,
      payload: { title: 'Helium' },
    });
    expect(other.statusCode).toBe(201);
  });

  it('answers the exact not-found messages, each with its code', async () => {
    const missing = '0123456789abcdef01234567';
    for (const [kind, message, code] of [
      ['brands', 'Brand not found', 'BRAND_NOT_FOUND'],
      ['categories', 'Category not found', 'CATEGORY_NOT_FOUND'],
      ['models', 'Model not found', 'MODEL_NOT_FOUND'],
      ['technologies', 'Technology not found', 'TECHNOLOGY_NOT_FOUND'],
    ]) {
      // The spec's English, for an English request; Hebrew by default.
      const res = await app.inject({
        method: 'GET',
        url: `/api/${kind}/${missing}`,
        headers: { 'accept-language': 'en' },
      });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ success: false, error: message, code });
      const hebrewAnswer = await app.inject({ method: 'GET', url: `/api/${kind}/${missing}` });
      expect(hebrewAnswer.json().error).toBe(hebrew[code as keyof typeof hebrew]);
    }
  });

  it('validates input with field details and rejects malformed ids', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/brands',
      headers: admin.headers,
      payload: { title: '   ', brandRating: 7, logo: 'not a url' },
    });
    expect(res.statusCode).toBe(400);
    const body = res.json();
    expect(body.code).toBe('VALIDATION_ERROR');
    const paths = body.details.map((d: { path: string }) => d.path);
    expect(paths).toEqual(expect.arrayContaining(['body.title', 'body.brandRating', 'body.logo']));

    const badId = await app.inject({ method: 'GET', url: '/api/brands/123' });
    expect(badId.statusCode).toBe(400);
  });

  it('ties models to an existing brand, resolves the brand title, and filters by brand', async () => {
    const brand = (
      await app.inject({
        method: 'POST',
        url: '/api/brands',
        headers: admin.headers,
        payload: { title: 'Lost' },
      })
    ).json().data;
    const orphan = await app.inject({
      method: 'POST',
      url: '/api/models',
      headers: admin.headers,
      payload: { title: 'Driver', brand: '0123456789abcdef01234567' },
    });
    expect(orphan.statusCode).toBe(404);
    expect(orphan.json().error).toBe(hebrew.BRAND_NOT_FOUND);

    const model = await app.inject({
      method: 'POST',
      url: '/api/models',
      headers: admin.headers,
      payload: { title: 'Puddle Jumper', brand: brand._id },
    });
    expect(model.statusCode).toBe(201);
    expect(model.json().data).toMatchObject({ brand: brand._id, brandTitle: 'Lost' });

    const filtered = await app.inject({ method: 'GET', url: `/api/models?brand=${brand._id}` });
    expect(filtered.json().data.map((m: { title: string }) => m.title)).toEqual(['Puddle Jumper']);
  });

  it('updates and deletes, and refuses to delete a brand that boards still use', async () => {
    const cat = (
      await app.inject({
        method: 'POST',
        url: '/api/categories',
        headers: admin.headers,
        payload: { title: 'Gun' },
      })
    ).json().data;
    const updated = await app.inject({
      method: 'PUT',
      url: `/api/categories/${cat._id}`,
      headers: admin.headers,
      payload: { description: 'Big wave board' },
    });
    expect(updated.json().data).toMatchObject({ title: 'Gun', description: 'Big wave board' });

    const brand = (
      await app.inject({
        method: 'POST',
        url: '/api/brands',
        headers: admin.headers,
        payload: { title: 'Pyzel' },
      })
    ).json().data;
    await createBoard(app, {
      sellerId: user.id,
      title: 'Pyzel Ghost',
      price: 2000,
      brandId: brand._id,
      categoryId: cat._id,
    });
    const refused = await app.inject({
      method: 'DELETE',
      url: `/api/brands/${brand._id}`,
      // English names the count; Hebrew says the code's words (decision 052).
      headers: { ...admin.headers, 'accept-language': 'en' },
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error).toMatch(/used by 1 surfboard/);

    const tech = (
      await app.inject({
        method: 'POST',
        url: '/api/technologies',
        headers: admin.headers,
        payload: { title: 'LFT' },
      })
    ).json().data;
    const deleted = await app.inject({
      method: 'DELETE',
      url: `/api/technologies/${tech._id}`,
      headers: admin.headers,
    });
    expect(deleted.statusCode).toBe(200);
    const gone = await app.inject({ method: 'GET', url: `/api/technologies/${tech._id}` });
    expect(gone.statusCode).toBe(404);
  });
});
