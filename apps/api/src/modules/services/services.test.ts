import { wordActivity } from '../activity/lines';
import { beforeAll, describe, expect, it } from 'vitest';
import { errorTexts as hebrew } from '@galim/shared/i18n/he/errors';
import sharp from 'sharp';
import { BOARD_LIMITS } from '@galim/shared/surfboards/options';
import type { App } from '../../app';
import { activityLog } from '../../db/schema';
import type { TServiceType } from '@galim/shared/services/options';
import { createTestApp } from '../../test/helpers';
import { createTestUser, multipart, pngImage, type TestUser } from '../../test/factories';
import { createServicesService } from './service';

const validFields = (over: Record<string, unknown> = {}) => ({
  title: 'שיעורי גלישה בהילטון',
  description: 'שיעורי גלישה פרטיים וקבוצתיים לכל הרמות, כולל ציוד.',
  price: '250',
  priceType: 'hourly',
  location: { address: 'חוף הילטון', city: 'תל אביב', region: 'tel-aviv', coordinates: [0, 0] },
  contactInfo: {
    email: 'coach@example.com',
    phone: '0501234567',
    socialMedia: { whatsapp: '0501234567' },
  },
  specialties: ['beginner', 'longboard'],
  targetSkillLevels: ['beginner'],
  groupSize: { min: 1, max: 8 },
  experience: '5',
  ...over,
});

let app: App;
let owner: TestUser;
let other: TestUser;
let admin: TestUser;

async function create(
  as: TestUser,
  type = 'surf-instructor',
  fields: Record<string, unknown> = validFields(),
  files: Parameters<typeof multipart>[1] = [],
) {
  const body = await multipart(fields, files);
  return app.inject({
    method: 'POST',
    url: `/api/services/${type}`,
    headers: { ...as.headers, ...body.headers },
    payload: body.payload,
  });
}

async function approve(type: string, id: string) {
  const res = await app.inject({
    method: 'PATCH',
    url: `/api/services/${type}/${id}/admin/approve`,
    headers: admin.headers,
  });
  expect(res.statusCode).toBe(200);
}

beforeAll(async () => {
  app = await createTestApp();
  owner = await createTestUser(app, { firstName: 'מאיה' });
  other = await createTestUser(app);
  admin = await createTestUser(app, { role: 'admin' });
});

describe('creating a service', () => {
  it('needs a session', async () => {
    const body = await multipart(validFields());
    const res = await app.inject({
      method: 'POST',
      url: '/api/services/surf-instructor',
      headers: body.headers,
      payload: body.payload,
    });
    expect(res.statusCode).toBe(401);
  });

  it('stores every field, the images with the chosen cover, and starts pending', async () => {
    const res = await create(owner, 'surf-instructor', { ...validFields(), coverImage: 'new-1' }, [
      { field: 'images', name: 'a.png', data: await pngImage('#111111', 400, 300) },
      { field: 'images', name: 'b.png', data: await pngImage('#eeeeee', 400, 300) },
    ]);
    expect(res.statusCode).toBe(201);
    const s = res.json().data;
    expect(s).toMatchObject({
      serviceType: 'surf-instructor',
      title: 'שיעורי גלישה בהילטון',
      price: 250,
      priceType: 'hourly',
      currency: 'ILS',
      status: 'pending',
      location: { city: 'תל אביב', region: 'tel-aviv' },
      contactInfo: { email: 'coach@example.com', whatsapp: '0501234567' },
      lessonTypes: ['beginner', 'longboard'],
      tags: ['beginner', 'longboard'],
      experience: 5,
      groupSize: { min: 1, max: 8 },
      rating: 0,
      reviewCount: 0,
    });
    expect(s.images).toHaveLength(2);
    expect(s.coverImage.key).toBe(s.images[1].key);
    const log = await app.db.select().from(activityLog);
    // The admins' feed names the kind in the reader's words, never the code.
    const line = log.find((l) => l.type === 'service_published' && l.userId === owner.id)!;
    expect(wordActivity(line.details, 'he')).toMatch(/^הדרכת גלישה: /);
    expect(wordActivity(line.details, 'en')).toMatch(/^Surf lessons: /);
  });

  it.each(['new:1', 'new-1'])(
    'takes the cover as %s (the shared token; old clients)',
    async (cover) => {
      const res = await create(owner, 'surf-instructor', { ...validFields(), coverImage: cover }, [
        { field: 'images', name: 'a.png', data: await pngImage('#222222', 400, 300) },
        { field: 'images', name: 'b.png', data: await pngImage('#dddddd', 400, 300) },
      ]);
      expect(res.statusCode).toBe(201);
      const s = res.json().data;
      expect(s.images).toHaveLength(2);
      expect(s.coverImage.key).toBe(s.images[1].key);
    },
  );

  it.each([
    [{ title: 'אב' }, 'כותרת חייבת להכיל לפחות 3 תווים'],
    [{ description: 'קצר מדי' }, 'תיאור חייב להכיל לפחות 20 תווים'],
    [{ price: '0' }, 'מחיר חייב להיות גדול מ-0'],
    [{ price: undefined }, 'מחיר חייב להיות גדול מ-0'],
    [{ priceType: 'weekly' }, 'נדרש לבחור סוג תמחור'],
    [{ location: { address: 'חוף', city: '', region: 'north' } }, 'נדרש לציין עיר'],
    [{ location: { address: 'חוף', city: 'חיפה' } }, 'נדרש לבחור אזור'],
    [{ contactInfo: {} }, 'נדרש לציין אימייל'],
    [{ contactInfo: { email: 'not-an-email' } }, 'פורמט אימייל לא תקין'],
    [
      { contactInfo: { email: 'a@b.co', website: 'not a url' } },
      'כתובת אתר לא תקינה (למשל www.example.co.il)',
    ],
    [
      { contactInfo: { email: 'a@b.co', website: 'javascript:alert(1)' } },
      'כתובת אתר לא תקינה (למשל www.example.co.il)',
    ],
    [
      { contactInfo: { email: 'a@b.co', phone: 'call me' } },
      'מספר טלפון לא תקין (למשל 050-1234567)',
    ],
    [{ groupSize: { min: 1, max: 25 } }, 'גודל קבוצה בין 1 ל-20 משתתפים'],
  ])('refuses %o with the spec message', async (over, message) => {
    // A fresh author each time: every create counts toward the 10-uploads limit.
    const res = await create(await createTestUser(app), 'surf-instructor', validFields(over));
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toBe(message);
  });

  it('needs the street address of a repair shop, not of an instructor who comes to the beach', async () => {
    const noAddress = [
      { address: '', city: 'חיפה', region: 'north' },
      { city: 'חיפה', region: 'north' },
    ];
    for (const location of noAddress) {
      const shop = await create(
        await createTestUser(app),
        'surfboard-repair',
        validFields({ location }),
      );
      expect(shop.statusCode).toBe(400);
      expect(shop.json().error).toBe('נדרש לציין כתובת');

      const coach = await create(
        await createTestUser(app),
        'surf-instructor',
        validFields({ location }),
      );
      expect(coach.statusCode, coach.body).toBe(201);
      expect(coach.json().data.location).toMatchObject({
        address: '',
        city: 'חיפה',
        region: 'north',
      });
    }
  });

  it('refuses a file that is not an image (415)', async () => {
    const author = await createTestUser(app);
    const text = await create(author, 'surf-instructor', validFields(), [
      { field: 'images', name: 'x.png', data: Buffer.from('not an image at all') },
    ]);
    expect(text.statusCode).toBe(415);
  });

  it('takes a 9 MB photo and refuses an 11 MB one (413), as boards do', async () => {
    const author = await createTestUser(app);
    // An uncompressed PNG: a real, decodable 9 MB photo.
    const nineMb = await sharp({
      create: { width: 1750, height: 1750, channels: 3, background: '#0369a1' },
    })
      .png({ compressionLevel: 0 })
      .toBuffer();
    expect(nineMb.length).toBeGreaterThan(9 * 1024 * 1024 - 300_000);
    expect(nineMb.length).toBeLessThan(BOARD_LIMITS.maxImageBytes);
    const ok = await create(author, 'surf-instructor', validFields(), [
      { field: 'images', name: 'big.png', data: nineMb },
    ]);
    expect(ok.statusCode).toBe(201);
    expect(ok.json().data.images).toHaveLength(1);

    const big = await create(author, 'surf-instructor', validFields(), [
      { field: 'images', name: 'huge.png', data: Buffer.alloc(11 * 1024 * 1024, 1) },
    ]);
    expect(big.statusCode).toBe(413);
    expect(big.json()).toMatchObject({
      success: false,
      code: 'SERVICE_IMAGES_TOO_LARGE',
      error: hebrew.SERVICE_IMAGES_TOO_LARGE,
    });
  });
});

describe('visibility and moderation', () => {
  let pendingId: string;
  let rejectedId: string;

  beforeAll(async () => {
    pendingId = (
      await create(owner, 'surfboard-repair', validFields({ title: 'תיקון ממתין' }))
    ).json().data._id;
    rejectedId = (
      await create(owner, 'surfboard-repair', validFields({ title: 'תיקון נדחה' }))
    ).json().data._id;
    const rej = await app.inject({
      method: 'PATCH',
      url: `/api/services/surfboard-repair/${rejectedId}/admin/reject`,
      headers: admin.headers,
      payload: { reason: 'Admin rejection', notes: 'Rejected by admin' },
    });
    expect(rej.statusCode).toBe(200);
  });

  it('hides pending and rejected services from visitors and other users', async () => {
    for (const id of [pendingId, rejectedId]) {
      expect((await app.inject(`/api/services/surfboard-repair/${id}`)).statusCode).toBe(404);
      expect(
        (await app.inject({ url: `/api/services/surfboard-repair/${id}`, headers: other.headers }))
          .statusCode,
      ).toBe(404);
    }
    const list = (await app.inject('/api/services/surfboard-repair')).json();
    expect(list.services.map((s: { _id: string }) => s._id)).not.toContain(pendingId);
    expect(list.data.totalFound).toBe(list.services.length);
  });

  it('shows the owner every status in their list, others only approved ones', async () => {
    const mine = await app.inject({
      url: `/api/services/all/user/${owner.id}`,
      headers: owner.headers,
    });
    const statuses = mine.json().services.map((s: { status: string }) => s.status);
    expect(statuses).toContain('pending');
    expect(statuses).toContain('rejected');
    const rejected = mine.json().services.find((s: { _id: string }) => s._id === rejectedId);
    expect(rejected.statusNotes).toBe('Rejected by admin');
    const theirs = await app.inject({
      url: `/api/services/all/user/${owner.id}`,
      headers: other.headers,
    });
    expect(theirs.json().services).toHaveLength(0);
    expect((await app.inject(`/api/services/all/user/${owner.id}`)).statusCode).toBe(401);
  });

  it('lists by status for admins with stats, and refuses non-admins', async () => {
    const pending = await app.inject({
      url: '/api/services/surfboard-repair/admin/pending?status=pending',
      headers: admin.headers,
    });
    expect(pending.json().services.map((s: { _id: string }) => s._id)).toContain(pendingId);
    const stats = (
      await app.inject({ url: '/api/services/admin/stats', headers: admin.headers })
    ).json().data;
    expect(stats.byType['surfboard-repair']).toMatchObject({ pending: 1, rejected: 1, total: 2 });
    expect(stats.total).toBe(stats.pending + stats.approved + stats.rejected);
    for (const url of [
      '/api/services/admin/stats',
      '/api/services/surfboard-repair/admin/pending',
    ]) {
      expect((await app.inject({ url, headers: other.headers })).statusCode).toBe(403);
    }
    const approveByUser = await app.inject({
      method: 'PATCH',
      url: `/api/services/surfboard-repair/${pendingId}/admin/approve`,
      headers: owner.headers,
    });
    expect(approveByUser.statusCode).toBe(403);
  });

  it('makes an approved service public, with its detail answering 404 under another type', async () => {
    await approve('surfboard-repair', pendingId);
    expect((await app.inject(`/api/services/surfboard-repair/${pendingId}`)).statusCode).toBe(200);
    expect((await app.inject(`/api/services/surf-instructor/${pendingId}`)).statusCode).toBe(404);
  });

  it('decides only once: approving or rejecting a service that is no longer pending is 409', async () => {
    const again = await app.inject({
      method: 'PATCH',
      url: `/api/services/surfboard-repair/${pendingId}/admin/reject`,
      headers: admin.headers,
      payload: { reason: 'Admin rejection', notes: 'Rejected by admin' },
    });
    expect(again.statusCode).toBe(409);
    expect((await app.inject(`/api/services/surfboard-repair/${pendingId}`)).statusCode).toBe(200);
    const feed = await app.inject({ url: '/api/admin/activity?limit=15', headers: admin.headers });
    expect(JSON.stringify(feed.json())).toContain('service_approved');
  });
});

describe('ownership on every write', () => {
  let id: string;
  beforeAll(async () => {
    id = (await create(owner, 'surf-photographer', validFields({ services: ['portraits'] }))).json()
      .data._id;
  });

  it('refuses updates and deletes by someone else (403) and answers 404 for a missing one', async () => {
    const body = await multipart({ title: 'נחטף' });
    // While pending, the service is hidden from others: 404, as on its page.
    const hidden = await app.inject({
      method: 'DELETE',
      url: `/api/services/surf-photographer/${id}`,
      headers: other.headers,
    });
    expect(hidden.statusCode).toBe(404);
    await approve('surf-photographer', id);
    const put = await app.inject({
      method: 'PUT',
      url: `/api/services/surf-photographer/${id}`,
      headers: { ...other.headers, ...body.headers },
      payload: body.payload,
    });
    expect(put.statusCode).toBe(403);
    const del = await app.inject({
      method: 'DELETE',
      url: `/api/services/surf-photographer/${id}`,
      headers: other.headers,
    });
    expect(del.statusCode).toBe(403);
    const missing = await app.inject({
      method: 'DELETE',
      url: `/api/services/surf-photographer/${'a'.repeat(24)}`,
      headers: owner.headers,
    });
    expect(missing.statusCode).toBe(404);
  });

  it('lets the owner update fields and images, and an admin too', async () => {
    const first = await multipart({ title: 'צילומי גלישה מקצועיים', price: '400' }, [
      { field: 'images', name: 'c.png', data: await pngImage('#ff0000', 400, 300) },
    ]);
    const res = await app.inject({
      method: 'PUT',
      url: `/api/services/surf-photographer/${id}`,
      headers: { ...owner.headers, ...first.headers },
      payload: first.payload,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ title: 'צילומי גלישה מקצועיים', price: 400 });
    expect(res.json().data.photographyTypes).toEqual(['portraits']);
    expect(res.json().data.images).toHaveLength(1);
    const second = await multipart({ existingImages: [], title: 'עריכת מנהל' });
    const byAdmin = await app.inject({
      method: 'PUT',
      url: `/api/services/surf-photographer/${id}`,
      headers: { ...admin.headers, ...second.headers },
      payload: second.payload,
    });
    expect(byAdmin.statusCode).toBe(200);
    expect(byAdmin.json().data.images).toHaveLength(0);
  });

  it('lets the owner delete it', async () => {
    const del = await app.inject({
      method: 'DELETE',
      url: `/api/services/surf-photographer/${id}`,
      headers: owner.headers,
    });
    expect(del.statusCode).toBe(200);
    expect(
      (await app.inject({ url: `/api/services/surf-photographer/${id}`, headers: owner.headers }))
        .statusCode,
    ).toBe(404);
  });
});

describe('filters, search and pagination', () => {
  let seller: TestUser;
  beforeAll(async () => {
    const local = await createTestApp();
    app = local;
    seller = await createTestUser(app, { firstName: 'עומר' });
    admin = await createTestUser(app, { role: 'admin' });
    const cities = ['חיפה', 'אשדוד'];
    // Sixteen services by one provider is more than the upload limit lets through the route,
    // so they are written by the same service code the route calls.
    const services = createServicesService(app.db, app.images);
    const author = {
      id: seller.id,
      email: seller.email,
      role: 'user' as const,
      sessionId: '',
      sessionFamilyId: '',
    };
    const create = async (_as: TestUser, type: TServiceType, fields: Record<string, unknown>) => {
      const text = Object.fromEntries(
        Object.entries(fields).map(([k, v]) => [k, typeof v === 'string' ? v : JSON.stringify(v)]),
      );
      const data = await services.create(type, author, { fields: text, files: [] });
      return { json: () => ({ data }) };
    };
    for (let i = 0; i < 15; i++) {
      const res = await create(
        seller,
        'surf-instructor',
        validFields({
          title: i === 7 ? 'לונגבורד בשקיעה' : `שיעור מספר ${i}`,
          price: String(100 + i * 10),
          location: {
            address: 'חוף',
            city: cities[i % 2],
            region: i % 2 ? 'south' : 'north',
          },
          targetSkillLevels: i < 5 ? ['advanced'] : ['beginner'],
        }),
      );
      await approve('surf-instructor', res.json().data._id);
    }
    // One pending service that must never be counted.
    await create(
      seller,
      'surf-instructor',
      validFields({ title: 'ממתין', location: { address: 'a', city: 'חיפה', region: 'north' } }),
    );
  });

  it('pages by 12 with the right totals', async () => {
    const p1 = (await app.inject('/api/services/surf-instructor')).json();
    expect(p1.services).toHaveLength(12);
    expect(p1.pagination).toEqual({
      currentPage: 1,
      totalPages: 2,
      totalItems: 15,
      itemsPerPage: 12,
    });
    const p2 = (await app.inject('/api/services/surf-instructor?page=2')).json();
    expect(p2.services).toHaveLength(3);
    const ids = new Set([...p1.services, ...p2.services].map((s: { _id: string }) => s._id));
    expect(ids.size).toBe(15);
  });

  it('filters by city, region, price, skill and text', async () => {
    const haifa = (
      await app.inject(`/api/services/surf-instructor?city=${encodeURIComponent('חיפה')}`)
    ).json();
    expect(haifa.pagination.totalItems).toBe(8);
    expect(
      haifa.services.every((s: { location: { city: string } }) => s.location.city === 'חיפה'),
    ).toBe(true);
    const south = (await app.inject('/api/services/surf-instructor?region=south')).json();
    expect(south.pagination.totalItems).toBe(7);
    const price = (
      await app.inject('/api/services/surf-instructor?priceMin=150&priceMax=200')
    ).json();
    expect(price.services.map((s: { price: number }) => s.price).sort()).toEqual([
      150, 160, 170, 180, 190, 200,
    ]);
    const skill = (await app.inject('/api/services/surf-instructor?skill=advanced')).json();
    expect(skill.pagination.totalItems).toBe(5);
    const search = (
      await app.inject(`/api/services/search?q=${encodeURIComponent('לונגבורד')}`)
    ).json();
    // The title match first; the others teach the 'longboard' specialty (the same word in
    // English, through the surf vocabulary).
    expect(search.data.totalFound).toBe(15);
    expect(search.data.services[0].title).toBe('לונגבורד בשקיעה');
    const exact = (
      await app.inject(`/api/services/search?q=${encodeURIComponent('בשקיעה')}`)
    ).json();
    expect(exact.data.totalFound).toBe(1);
    expect(exact.services).toHaveLength(1);
  });

  it('search-all honours providerId and limit', async () => {
    const res = (await app.inject(`/api/services/search?providerId=${seller.id}&limit=50`)).json();
    expect(res.data.totalFound).toBe(15);
    expect(res.data.services).toHaveLength(15);
    const limited = (
      await app.inject(`/api/services/search?providerId=${seller.id}&limit=4`)
    ).json();
    expect(limited.services).toHaveLength(4);
    expect(limited.pagination.totalPages).toBe(4);
  });

  it('likes persist, show in my liked list, and unliking removes them', async () => {
    const fan = await createTestUser(app);
    const target = (await app.inject('/api/services/surf-instructor?limit=1')).json().services[0];
    const like = await app.inject({
      method: 'PATCH',
      url: `/api/services/surf-instructor/${target._id}/like`,
      headers: fan.headers,
    });
    expect(like.json().data).toEqual({ liked: true, likeCount: 1 });
    const detail = (
      await app.inject({ url: `/api/services/surf-instructor/${target._id}`, headers: fan.headers })
    ).json().data;
    expect(detail.liked).toBe(true);
    const liked = (await app.inject({ url: '/api/services/liked', headers: fan.headers })).json();
    expect(liked.services.map((s: { _id: string }) => s._id)).toEqual([target._id]);
    await app.inject({
      method: 'PATCH',
      url: `/api/services/surf-instructor/${target._id}/unlike`,
      headers: fan.headers,
    });
    expect(
      (await app.inject({ url: '/api/services/liked', headers: fan.headers })).json().services,
    ).toHaveLength(0);
  });

  it('reviews: one per user, not your own, rating recomputed and used by the rating filter', async () => {
    const target = (await app.inject('/api/services/surf-instructor?limit=1')).json().services[0];
    const url = `/api/services/surf-instructor/${target._id}/reviews`;
    const a = await createTestUser(app);
    const b = await createTestUser(app);
    /** A review by `who`: a new one, or an edit of review `id`. */
    const review = (who: TestUser, payload: object, id?: string) =>
      app.inject({
        method: id ? 'PUT' : 'POST',
        url: id ? `${url}/${id}` : url,
        headers: who.headers,
        payload,
      });
    const own = await review(seller, { rating: 5 });
    expect(own.statusCode).toBe(403);
    const bad = await review(a, { rating: 6 });
    expect(bad.statusCode).toBe(400);
    const r1 = await review(a, { rating: 5, text: 'מעולה' });
    expect(r1.statusCode).toBe(201);
    const twice = await review(a, { rating: 1 });
    expect(twice.statusCode).toBe(409);
    const r2 = await review(b, { rating: 2 });
    expect(r2.json().data).toMatchObject({ rating: 3.5, reviewCount: 2 });

    const reviewOfA = r2
      .json()
      .data.reviews.find((r: { user: { _id: string } }) => r.user._id === a.id);
    const hijack = await review(b, { rating: 1 }, reviewOfA._id);
    expect(hijack.statusCode).toBe(403);
    const edit = await review(a, { rating: 4 }, reviewOfA._id);
    expect(edit.json().data).toMatchObject({ rating: 3, reviewCount: 2 });

    const filtered = (await app.inject('/api/services/surf-instructor?rating=3')).json();
    expect(filtered.services.map((s: { _id: string }) => s._id)).toEqual([target._id]);
    expect(filtered.services[0]).toMatchObject({ rating: 3, reviewCount: 2 });

    const del = await app.inject({
      method: 'DELETE',
      url: `${url}/${reviewOfA._id}`,
      headers: a.headers,
    });
    expect(del.json().data).toMatchObject({ rating: 2, reviewCount: 1 });
    expect(
      (await app.inject('/api/services/surf-instructor?rating=3')).json().services,
    ).toHaveLength(0);
  });
});

describe('demo seed', () => {
  it('seeds approved services of every type with images and review-based ratings', async () => {
    const { seedDemoData } = await import('../../seed/demo');
    const seeded = await createTestApp();
    await seedDemoData(seeded.db, seeded.config, seeded.images);
    for (const type of ['surf-instructor', 'surfboard-repair', 'surf-photographer']) {
      const list = (await seeded.inject(`/api/services/${type}`)).json();
      expect(list.services.length).toBeGreaterThanOrEqual(2);
      expect(list.services.every((s: { coverImage: unknown }) => s.coverImage)).toBe(true);
    }
    const rated = (await seeded.inject('/api/services/search?rating=4')).json();
    expect(rated.data.totalFound).toBeGreaterThan(0);
    for (const s of rated.services) expect(s.reviewCount).toBeGreaterThan(0);

    // Demo sellers have answered buyers' questions: their boards say how fast they answer.
    const profile = (await seeded.inject('/api/public/profile/slug/yoni-cohen')).json();
    expect(profile.data.trust.replyMinutes).toBe(40);
  }, 300_000);
});
