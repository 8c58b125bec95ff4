import { beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app';
import { createTestApp } from '../../test/helpers';
import { createService, createTestUser, type TestUser } from '../../test/factories';
import { serviceSearchText } from '../services/search-text';

// A service is found by its provider's name ("שיעורים אצל עומר"). When the provider changes their
// name on their profile, a search by the new name finds their services, and the old one not.

let app: App;
let provider: TestUser;
let serviceIds: string[];

const found = async (q: string) => {
  const res = await app.inject(`/api/services/search?q=${encodeURIComponent(q)}`);
  expect(res.statusCode, res.body).toBe(200);
  return (res.json() as { data: { services: { _id: string }[] } }).data.services
    .map((s) => s._id)
    .sort();
};

beforeAll(async () => {
  app = await createTestApp();
  provider = await createTestUser(app, { firstName: 'Zebulon' });
  serviceIds = [];
  for (const title of ['שיעורים פרטיים', 'צילומים מהמים']) {
    const row = await createService(app, {
      providerId: provider.id,
      title,
      status: 'approved',
      searchText: serviceSearchText({
        title,
        description: '',
        serviceType: 'surf-instructor',
        providerName: 'Zebulon Test',
        city: 'בת ים',
        tags: [],
      }),
    });
    serviceIds.push(row.id);
  }
  serviceIds.sort();
});

describe("a provider's new name", () => {
  it('finds their services by it, and no longer by the old one', async () => {
    expect(await found('Zebulon')).toEqual(serviceIds);
    const res = await app.inject({
      method: 'PUT',
      url: `/api/users/${provider.id}`,
      headers: provider.headers,
      payload: { firstName: 'Yitzhar', lastName: 'Levi', phone: '050-123 4567' },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(await found('Yitzhar Levi')).toEqual(serviceIds);
    expect(await found('Zebulon')).toEqual([]);
  });
});
