import { beforeAll, describe, expect, it } from 'vitest';
import type { TServiceType } from '@galim/shared/services/options';
import type { App } from '../../app';
import { createTestApp } from '../../test/helpers';
import { createService, createTestUser } from '../../test/factories';
import { serviceSearchText } from '../services/search-text';

// The services directory uses the same search as boards: typos, Hebrew prefixes, the other
// script and surf vocabulary all find a provider.

let app: App;

beforeAll(async () => {
  app = await createTestApp();
  const provider = await createTestUser(app);
  const rows: [TServiceType, string, string][] = [
    ['surf-photographer', 'צילומי גלישה בחוף הילטון', 'סשנים של שעה, תמונות באיכות גבוהה'],
    ['surf-instructor', 'שיעורים פרטיים בבת ים', 'לכל הרמות, כולל ציוד'],
    ['surfboard-repair', 'מעבדה לגלשנים בחיפה', 'דינגים, סדקים וסנפירים'],
  ];
  for (const [serviceType, title, description] of rows) {
    await createService(app, {
      providerId: provider.id,
      serviceType,
      title,
      description,
      location: { address: 'חוף', city: 'תל אביב', region: 'tel-aviv', coordinates: [0, 0] },
      status: 'approved',
      searchText: serviceSearchText({
        title,
        description,
        serviceType,
        providerName: 'עומר',
        city: 'תל אביב',
        address: 'חוף',
        tags: [],
      }),
    });
  }
});

async function typesFound(q: string): Promise<string[]> {
  const res = await app.inject(`/api/services/search?q=${encodeURIComponent(q)}`);
  expect(res.statusCode, res.body).toBe(200);
  return (res.json() as { data: { services: { serviceType: string }[] } }).data.services.map(
    (s) => s.serviceType,
  );
}

describe('services search', () => {
  it.each([
    ['צלום', 'surf-photographer'],
    ['צלם', 'surf-photographer'],
    ['והצלם', 'surf-photographer'],
    ['photographer', 'surf-photographer'],
    ['מדריך', 'surf-instructor'],
    ['שיעור', 'surf-instructor'],
    ['תקון', 'surfboard-repair'],
    ['ding', 'surfboard-repair'],
  ])('"%s" finds the %s first', async (q, type) => {
    const found = await typesFound(q);
    expect(found[0]).toBe(type);
  });
});
