import sharp from 'sharp';
import { eq } from 'drizzle-orm';
import type { App } from '../../app';
import { brands, categories, models, surfboards, technologies } from '../../db/schema';
import type { TestUser } from '../../test/helpers';

// Helpers shared by the owner-side API tests (not used by the app).

export interface Refs {
  brand: string;
  otherBrand: string;
  model: string;
  category: string;
  technology: string;
}

/** Reference rows for boards; `suffix` makes the titles unique when seeding more than once. */
export async function seedReferences(app: App, suffix = ''): Promise<Refs> {
  const t = (title: string) => (suffix ? `${title} ${suffix}` : title);
  const [brand] = await app.db
    .insert(brands)
    .values({ title: t('Firewire') })
    .returning();
  const [otherBrand] = await app.db
    .insert(brands)
    .values({ title: t('Lost') })
    .returning();
  const [model] = await app.db
    .insert(models)
    .values({ title: t('Seaside'), brandId: brand!.id })
    .returning();
  const [category] = await app.db
    .insert(categories)
    .values({ title: t('Fish') })
    .returning();
  const [technology] = await app.db
    .insert(technologies)
    .values({ title: t('Helium') })
    .returning();
  return {
    brand: brand!.id,
    otherBrand: otherBrand!.id,
    model: model!.id,
    category: category!.id,
    technology: technology!.id,
  };
}

export function validFields(refs: Refs): Record<string, string> {
  return {
    title: 'Firewire Seaside 5.6',
    description: 'Great fish for small waves',
    price: '2500',
    condition: 'good',
    category: refs.category,
    brand: refs.brand,
    model: refs.model,
    technology: refs.technology,
    length: '5.6',
    width: '21',
    thickness: '2.5',
    volume: '32',
    finSetup: '2',
    finSystem: 'FCS II',
    color: 'white',
    skillLevel: 'intermediate',
    sellerType: 'private',
    locationText: 'תל אביב',
    location: JSON.stringify({ type: 'Point', coordinates: [34.77, 32.08] }),
  };
}

export async function pngImage(color = '#0369a1', width = 600, height = 400): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: color } })
    .png()
    .toBuffer();
}

/** A multipart body for app.inject, built by the platform's own FormData encoder. */
export async function multipart(
  fields: Record<string, string>,
  files: { field?: string; name: string; data: Buffer; type?: string }[] = [],
) {
  const form = new FormData();
  for (const [k, v] of Object.entries(fields)) form.append(k, v);
  for (const f of files) {
    form.append(
      f.field ?? 'images',
      new Blob([new Uint8Array(f.data)], { type: f.type ?? 'image/png' }),
      f.name,
    );
  }
  const request = new Request('http://local/', { method: 'POST', body: form });
  return {
    payload: Buffer.from(await request.arrayBuffer()),
    headers: { 'content-type': request.headers.get('content-type')! },
  };
}

export async function publish(
  app: App,
  user: TestUser,
  fields: Record<string, string>,
  files: { name: string; data: Buffer; type?: string }[] = [],
) {
  const body = await multipart(fields, files);
  return app.inject({
    method: 'POST',
    url: '/api/surfboards',
    headers: { ...user.headers, ...body.headers },
    payload: body.payload,
  });
}

/** A board straight in the database (for lifecycle tests that need no upload). */
export async function insertBoard(
  app: App,
  sellerId: string,
  refs: Refs,
  values: Partial<typeof surfboards.$inferInsert> = {},
): Promise<string> {
  const [row] = await app.db
    .insert(surfboards)
    .values({
      sellerId,
      title: 'Test board',
      price: 1000,
      condition: 'good',
      brandId: refs.brand,
      categoryId: refs.category,
      locationText: 'חיפה',
      ...values,
    })
    .returning({ id: surfboards.id });
  return row!.id;
}

export async function boardRecord(app: App, id: string) {
  const [row] = await app.db.select().from(surfboards).where(eq(surfboards.id, id));
  return row;
}
