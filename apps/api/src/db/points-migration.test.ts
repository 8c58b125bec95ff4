import type { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { throughMigrations } from '../test/migrations';

// Issue 56: sellers' points are stored rounded to 0.01° (about a kilometre). The routes round
// every new point; migration 0034 rounds the points stored before the rule. The database is
// migrated up to the migration before it, given exact points, then migrated to the end.

const LAST_WITH_EXACT_POINTS = '0033_surf_alert_best_windows';

const id = (n: number) => n.toString(16).padStart(24, '0');
const location = (lng: number, lat: number) =>
  JSON.stringify({ address: '', city: 'תל אביב', region: 'center', coordinates: [lng, lat] });

describe('the migration that rounds the stored points', () => {
  let client: PGlite;

  beforeAll(async () => {
    client = await throughMigrations(
      LAST_WITH_EXACT_POINTS,
      `
      insert into users (id, email) values ('${id(1)}', 's@example.com');
      insert into surfboards (id, seller_id, title, price, condition, lat, lng) values
        ('${id(10)}', '${id(1)}', 'exact', 1000, 'used', 32.081234, 34.774567),
        ('${id(11)}', '${id(1)}', 'rounded', 1000, 'used', 32.07, 34.85),
        ('${id(12)}', '${id(1)}', 'half', 1000, 'used', 31.805, 34.6449);
      insert into services (id, provider_id, service_type, title, description, location, city, region) values
        ('${id(20)}', '${id(1)}', 'lessons', 'exact', 'x', '${location(34.774567, 32.081234)}', 'תל אביב', 'center'),
        ('${id(21)}', '${id(1)}', 'lessons', 'rounded', 'x', '${location(34.85, 32.07)}', 'תל אביב', 'center'),
        ('${id(22)}', '${id(1)}', 'lessons', 'no point', 'x', '{"address":"","city":"חיפה","region":"north"}', 'חיפה', 'north');
    `,
    );
  });

  afterAll(async () => {
    await client.close();
  });

  it('rounds every board to two decimals and leaves rounded ones as they were', async () => {
    const { rows } = await client.query<{ title: string; lat: number; lng: number }>(
      'select title, lat, lng from surfboards order by id',
    );
    expect(rows).toEqual([
      { title: 'exact', lat: 32.08, lng: 34.77 },
      { title: 'rounded', lat: 32.07, lng: 34.85 },
      { title: 'half', lat: 31.81, lng: 34.64 },
    ]);
  });

  it("rounds every service's coordinates, and leaves a service without a point alone", async () => {
    const { rows } = await client.query<{ title: string; location: { coordinates?: number[] } }>(
      'select title, location from services order by id',
    );
    expect(rows.map((r) => [r.title, r.location.coordinates])).toEqual([
      ['exact', [34.77, 32.08]],
      ['rounded', [34.85, 32.07]],
      ['no point', undefined],
    ]);
    expect(rows[0]!.location).toMatchObject({ city: 'תל אביב', region: 'center' });
  });
});
