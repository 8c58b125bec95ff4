import { beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../app';
import { createTestApp } from '../test/helpers';
import {
  createService,
  createTestUser,
  multipart,
  pngImage,
  seedReferences,
  type TestUser,
  validFields,
} from '../test/factories';

// The smallest reproductions of what fuzz.test.ts found, kept so each stays fixed.

let app: App;
let admin: TestUser;
let provider: TestUser;

beforeAll(async () => {
  app = await createTestApp();
  admin = await createTestUser(app, { role: 'admin' });
  provider = await createTestUser(app);
});

const HEBREW = /[\u0590-\u05ff]/;

/** A refused request as a user meets it: 400, the envelope, a Hebrew reason naming the field. */
function expectHebrew400(res: { statusCode: number; body: string }, path: string) {
  expect(res.statusCode, res.body).toBe(400);
  const body = JSON.parse(res.body);
  expect(body).toMatchObject({ success: false, code: 'VALIDATION_ERROR' });
  expect(body.error).toMatch(HEBREW);
  expect(body.details?.[0]?.path).toBe(path);
  expect(body.details[0].message).toMatch(HEBREW);
}

/** A surf-instructor form as the wizard sends it (multipart, lists and objects as JSON text). */
const SERVICE_FORM: Record<string, string> = {
  title: 'שיעורי גלישה',
  description: 'שיעורים פרטיים וקבוצתיים לכל הרמות, כולל ציוד.',
  price: '200',
  priceType: 'hourly',
  location: '{"address":"חוף הצוק","city":"תל אביב","region":"tel-aviv"}',
  contactInfo: '{"email":"coach@example.com"}',
};

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

  describe('every number a request carries fits its column (issue 30)', () => {
    it('a fractional board price filter is a Hebrew 400, not a 500', async () => {
      for (const key of ['minPrice', 'maxPrice']) {
        const res = await app.inject({ url: `/api/surfboards?${key}=0.5` });
        expectHebrew400(res, `querystring.${key}`);
      }
      const search = await app.inject({ url: '/api/surfboards/search?minPrice=99.9' });
      expectHebrew400(search, 'querystring.minPrice');
    });

    it('a service price filter out of range or fractional is a Hebrew 400, not a 500', async () => {
      expectHebrew400(
        await app.inject({ url: '/api/services/search?priceMax=3000000000' }),
        'querystring.priceMax',
      );
      expectHebrew400(
        await app.inject({ url: '/api/services/surf-instructor?priceMin=0.5' }),
        'querystring.priceMin',
      );
      // Whole prices in range still filter.
      const ok = await app.inject({ url: '/api/services/search?priceMin=0&priceMax=1000000' });
      expect(ok.statusCode).toBe(200);
    });

    it('a measure too small for a real column (1.5e-323) filters as 0, not a 500', async () => {
      for (const url of [
        '/api/surfboards?minVolume=1.5e-323&maxLength=6e-306',
        '/api/surfboards/price-estimate?category=' + '0'.repeat(24) + '&volume=1.00000000000001',
        '/api/services/search?rating=7e-323',
      ]) {
        const res = await app.inject({ url });
        expect(res.statusCode, `${url}: ${res.body}`).toBeLessThan(500);
      }
      const boards = await app.inject({ url: '/api/surfboards?minVolume=1.5e-323' });
      expect(boards.statusCode).toBe(200);
    });

    it('a cover index on publish that is no picture’s place is a Hebrew 400, not a 500', async () => {
      const refs = await seedReferences(app, 'cover');
      const publish = async (coverIndex: string) => {
        const form = await multipart({ ...validFields(refs), coverIndex }, [
          { name: 'a.png', data: await pngImage() },
        ]);
        return app.inject({
          method: 'POST',
          url: '/api/surfboards',
          headers: { ...provider.headers, ...form.headers },
          payload: form.payload,
        });
      };
      for (const bad of ['-1e308', '0.5', '-1', '3000000000']) {
        expectHebrew400(await publish(bad), 'body.coverIndex');
      }
      const ok = await publish('0');
      expect(ok.statusCode, ok.body).toBe(201);
      expect(ok.json().data.coverIndex).toBe(0);
    });

    it('a FAQ order beyond what the column holds is a Hebrew 400 on create and update', async () => {
      const created = await app.inject({
        method: 'POST',
        url: '/api/faq',
        headers: admin.headers,
        payload: { question: 'כמה גלים?', answer: 'הרבה.', order: 2_147_483_648 },
      });
      expectHebrew400(created, 'body.order');
      const item = await app.inject({
        method: 'POST',
        url: '/api/faq',
        headers: admin.headers,
        payload: { question: 'כמה גלים?', answer: 'הרבה.', order: 20 },
      });
      expect(item.statusCode).toBe(201);
      const updated = await app.inject({
        method: 'PUT',
        url: `/api/faq/${item.json().data.item._id}`,
        headers: admin.headers,
        payload: { order: '99999999999' },
      });
      expectHebrew400(updated, 'body.order');
    });
  });

  describe('text PostgreSQL cannot store, however it is written (issue 30)', () => {
    const postService = async (fields: Record<string, string>) => {
      const form = await multipart({ ...SERVICE_FORM, ...fields });
      return app.inject({
        method: 'POST',
        url: '/api/services/surf-instructor',
        headers: { ...provider.headers, ...form.headers },
        payload: form.payload,
      });
    };

    it('a lone surrogate written as a JSON escape in a service field is a Hebrew 400', async () => {
      const res = await postService({
        location: '{"address":"\\ud800","city":"תל אביב","region":"tel-aviv"}',
      });
      expectHebrew400(res, 'body.location.address');
    });

    it('a NUL written as a JSON escape in a service field is a Hebrew 400', async () => {
      const res = await postService({
        contactInfo: '{"email":"coach@example.com","phone":"05\\u00001234567"}',
      });
      expectHebrew400(res, 'body.contactInfo.phone');
      const list = await postService({ specialties: '["גלישה","\\u0000"]' });
      expectHebrew400(list, 'body.specialties.1');
    });

    it('the same on an update of a stored service', async () => {
      const service = await createService(app, {
        providerId: provider.id,
        price: 200,
        priceType: 'hourly',
        contactInfo: { email: 'coach@example.com' },
      });
      const form = await multipart({
        location: '{"address":"x","city":"\\udfff","region":"north"}',
      });
      const res = await app.inject({
        method: 'PUT',
        url: `/api/services/surf-instructor/${service.id}`,
        headers: { ...provider.headers, ...form.headers },
        payload: form.payload,
      });
      expectHebrew400(res, 'body.location.city');
    });

    it('a lone surrogate in a JSON body or key is refused, not stored altered', async () => {
      const body = await app.inject({
        method: 'POST',
        url: '/api/contact',
        headers: { 'content-type': 'application/json' },
        payload:
          '{"type":"general","name":"דנה\\ud83d","email":"dana@example.com","subject":"שאלה","message":"שלום"}',
      });
      expectHebrew400(body, 'body.name');
      const key = await app.inject({
        method: 'PUT',
        url: `/api/users/${provider.id}`,
        headers: { ...provider.headers, 'content-type': 'application/json' },
        payload: '{"bio\\udc00":"x"}',
      });
      expect(key.statusCode).toBe(400);
      // A pair written as escapes is a real character, and welcome.
      const emoji = await app.inject({
        method: 'POST',
        url: '/api/contact',
        headers: { 'content-type': 'application/json' },
        payload:
          '{"type":"general","name":"דנה \\ud83c\\udf0a","email":"dana@example.com","subject":"שאלה","message":"שלום"}',
      });
      expect(emoji.statusCode, emoji.body).toBe(201);
    });
  });
});
