import { beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app';
import { createTestApp } from '../../test/helpers';
import {
  createTestUser,
  multipart,
  type MultipartBody,
  pngImage,
  type TestUser,
} from '../../test/factories';

// docs/decisions/009: what an admin approved is what the public sees. An owner's change to
// the text, links or photos of an approved service sends it back to review.

let app: App;
let owner: TestUser;
let admin: TestUser;
const type = 'surf-instructor';

const fields = {
  title: 'שיעורי גלישה בבת ים',
  description: 'שיעורים פרטיים וקבוצתיים לכל הרמות, כולל ציוד וחליפה.',
  price: '250',
  priceType: 'hourly',
  location: { address: 'חוף בת ים', city: 'בת ים', region: 'tel-aviv' },
  contactInfo: { email: 'coach@example.com', phone: '0501234567' },
  specialties: ['beginner'],
};

async function send(method: 'POST' | 'PUT', url: string, as: TestUser, body: MultipartBody) {
  return app.inject({
    method,
    url,
    headers: { ...as.headers, ...body.headers },
    payload: body.payload,
  });
}

/** A new service, approved by the admin and visible to anonymous visitors. */
async function approvedService(): Promise<string> {
  const created = await send('POST', `/api/services/${type}`, owner, await multipart(fields));
  expect(created.statusCode).toBe(201);
  const id = created.json().data._id as string;
  const ok = await app.inject({
    method: 'PATCH',
    url: `/api/services/${type}/${id}/admin/approve`,
    headers: admin.headers,
  });
  expect(ok.statusCode).toBe(200);
  expect((await publicView(id)).statusCode).toBe(200);
  return id;
}

const publicView = (id: string) =>
  app.inject({ method: 'GET', url: `/api/services/${type}/${id}` });
const edit = async (
  id: string,
  as: TestUser,
  changes: Record<string, unknown>,
  files: Parameters<typeof multipart>[1] = [],
) => send('PUT', `/api/services/${type}/${id}`, as, await multipart(changes, files));

beforeAll(async () => {
  app = await createTestApp();
  owner = await createTestUser(app);
  admin = await createTestUser(app, { role: 'admin' });
});

describe('editing an approved service', () => {
  it('a new description takes it off the public directory until an admin approves again', async () => {
    const id = await approvedService();
    const res = await edit(id, owner, {
      description: 'עכשיו גם שיעורי גלישה בלילה, התקשרו למספר החדש.',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.status).toBe('pending');
    expect((await publicView(id)).statusCode).toBe(404);
    const list = await app.inject({ method: 'GET', url: `/api/services/${type}` });
    expect(JSON.stringify(list.json())).not.toContain(id);
    // The owner still sees it, and it is back in the admin's queue.
    const mine = await app.inject({
      method: 'GET',
      url: `/api/services/${type}/${id}`,
      headers: owner.headers,
    });
    expect(mine.json().data.status).toBe('pending');
    const queue = await app.inject({
      method: 'GET',
      url: `/api/services/${type}/admin/pending`,
      headers: admin.headers,
    });
    expect(JSON.stringify(queue.json())).toContain(id);
  });

  it('a new title, contact link or photo sends it back to review too', async () => {
    const changes: [Record<string, unknown>, Parameters<typeof multipart>[1]][] = [
      [{ title: 'שיעורי גלישה - מבצע!' }, []],
      [{ contactInfo: { email: 'coach@example.com', website: 'https://example.com/new' } }, []],
      [{}, [{ field: 'images', name: 'new.png', data: await pngImage('#0ea5e9', 200, 150) }]],
    ];
    for (const [change, files] of changes) {
      const id = await approvedService();
      const res = await edit(id, owner, change, files);
      expect(res.statusCode).toBe(200);
      expect(res.json().data.status).toBe('pending');
      expect((await publicView(id)).statusCode).toBe(404);
    }
  });

  it('a price or availability change keeps it public, and so does an admin edit', async () => {
    const id = await approvedService();
    const res = await edit(id, owner, { price: '300', availability: ['weekends'] });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ status: 'approved', price: 300 });
    const byAdmin = await edit(id, admin, { title: 'שיעורי גלישה בבת ים ובחולון' });
    expect(byAdmin.json().data.status).toBe('approved');
    expect((await publicView(id)).json().data.title).toBe('שיעורי גלישה בבת ים ובחולון');
  });
});
