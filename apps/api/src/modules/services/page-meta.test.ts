import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app';
import { createTestApp } from '../../test/helpers';
import { fakeWebDist } from '../../test/web-dist';
import { createService, createTestUser } from '../../test/factories';

// A service's page head, written by the server: the title names the kind of service and the
// city in the page's language; the service's own title is the provider's words.

let app: App;
let web: ReturnType<typeof fakeWebDist>;
let id: string;

beforeAll(async () => {
  web = fakeWebDist('galim-service-page');
  app = await createTestApp({ webDist: web.root, publicUrl: 'https://galim.test' });
  const provider = await createTestUser(app, { email: 'maya@example.com', firstName: 'מאיה' });
  const service = await createService(app, {
    providerId: provider.id,
    title: 'שיעורי גלישה עם מאיה',
    status: 'approved',
    location: { address: 'חוף פולג', city: 'נתניה', region: 'center', coordinates: [0, 0] },
  });
  id = service.id;
});

afterAll(async () => {
  await app?.close();
  web.remove();
});

describe('a service’s page title', () => {
  it('names the city in Hebrew on the Hebrew page', async () => {
    const res = await app.inject({ url: `/services/surf-instructor/${id}` });
    expect(res.body).toContain('<title>שיעורי גלישה עם מאיה – הדרכת גלישה בנתניה | גלים</title>');
  });

  it('names the city in English on the English page', async () => {
    const res = await app.inject({ url: `/en/services/surf-instructor/${id}` });
    expect(res.body).toContain(
      '<title>שיעורי גלישה עם מאיה – Surf lessons in Netanya | Galim</title>',
    );
  });
});
