import { beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import type { App } from '../../app';
import { categories, photoHashes, surfboards } from '../../db/schema';
import { createTestApp } from '../../test/helpers';
import {
  boardRecord,
  createBoards,
  createTestUser,
  multipart,
  publish,
  seedReferences,
  validFields,
  type Refs,
  type TestUser,
} from '../../test/factories';
import { boardPhoto } from '../../test/photos';
import { openHolds } from '../holds/repo';
import { COPY_DISTANCE } from '../images/photo-hash';

let app: App;
let refs: Refs;
let first: TestUser;
let second: TestUser;

beforeAll(async () => {
  app = await createTestApp();
  refs = await seedReferences(app);
  first = await createTestUser(app, { firstName: 'First' });
  second = await createTestUser(app, { firstName: 'Second' });
});

async function publishWith(user: TestUser, photo: Buffer, fields: Record<string, string> = {}) {
  const res = await publish(app, user, { ...validFields(refs), ...fields }, [
    { name: 'photo.jpg', data: photo },
  ]);
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data as { _id: string; images: { key: string }[] };
}

async function holdsOf(boardId: string) {
  return openHolds(app.db, [boardId]);
}

/** A copy as a scammer makes it: half the size, re-encoded at another quality. */
async function copyOf(photo: Buffer) {
  return sharp(photo).resize({ width: 600 }).jpeg({ quality: 55 }).toBuffer();
}

describe('copied photos', () => {
  it("holds a new board whose photo is a copy of another user's board photo, naming it", async () => {
    const photo = await boardPhoto(101);
    const original = await publishWith(first, photo, { title: 'The real board' });
    const copy = await publishWith(second, await copyOf(photo));

    const holds = await holdsOf(copy._id);
    expect(holds.map((h) => h.kind)).toEqual(['copied_photo']);
    const details = holds[0]!.details as {
      otherBoardIds: string[];
      matches: Record<string, unknown>[];
    };
    expect(details.otherBoardIds).toEqual([original._id]);
    expect(details.matches[0]).toMatchObject({
      imageKey: copy.images[0]!.key,
      imageUrl: expect.stringContaining(copy.images[0]!.key),
      otherBoardId: original._id,
      otherTitle: 'The real board',
      otherSellerId: first.id,
      otherImageKey: original.images[0]!.key,
      otherImageUrl: expect.stringContaining(original.images[0]!.key),
    });
    expect(details.matches[0]!.distance).toBeLessThanOrEqual(COPY_DISTANCE);
    expect((await boardRecord(app, copy._id))!.moderationStatus).toBe('pending');
    // The original is not suspected of anything.
    expect(await holdsOf(original._id)).toEqual([]);
  });

  it('catches a copy of a sold or archived board too', async () => {
    const photo = await boardPhoto(102);
    const original = await publishWith(first, photo);
    await app.db
      .update(surfboards)
      .set({ moderationStatus: 'approved', archived: true, archivedAt: new Date() })
      .where(eq(surfboards.id, original._id));
    const copy = await publishWith(second, await copyOf(photo));
    expect((await holdsOf(copy._id)).map((h) => h.kind)).toEqual(['copied_photo']);
  });

  it('lets a seller reuse their own photo', async () => {
    const photo = await boardPhoto(103);
    await publishWith(first, photo);
    const again = await publishWith(first, await copyOf(photo));
    expect(await holdsOf(again._id)).toEqual([]);
  });

  it('does not hold a board with a different photo', async () => {
    await publishWith(first, await boardPhoto(104));
    const other = await publishWith(second, await boardPhoto(105));
    expect(await holdsOf(other._id)).toEqual([]);
  });

  it('holds an approved board edited to show a copied photo, back in review', async () => {
    const photo = await boardPhoto(106);
    const original = await publishWith(first, photo);
    const mine = await publishWith(second, await boardPhoto(107));
    await app.db
      .update(surfboards)
      .set({ moderationStatus: 'approved' })
      .where(eq(surfboards.id, mine._id));
    expect(await holdsOf(mine._id)).toEqual([]);

    const body = await multipart(
      { layout: JSON.stringify([mine.images[0]!.key, 'new:0']), coverIndex: '0' },
      [{ name: 'more.jpg', data: await copyOf(photo) }],
    );
    const res = await app.inject({
      method: 'PUT',
      url: `/api/surfboards/${mine._id}/images`,
      headers: { ...second.headers, ...body.headers },
      payload: body.payload,
    });
    expect(res.statusCode, res.body).toBe(200);
    const holds = await holdsOf(mine._id);
    expect(holds.map((h) => h.kind)).toEqual(['copied_photo']);
    expect((holds[0]!.details as { otherBoardIds: string[] }).otherBoardIds).toEqual([
      original._id,
    ]);
    expect((await boardRecord(app, mine._id))!.moderationStatus).toBe('pending');
  });

  it("keeps the hashes of a service's photos", async () => {
    const body = await multipart(
      {
        title: 'שיעורי גלישה בחוף',
        description: 'שיעורי גלישה פרטיים וקבוצתיים לכל הרמות, כולל ציוד.',
        price: '250',
        priceType: 'hourly',
        location: {
          address: 'חוף הילטון',
          city: 'תל אביב',
          region: 'tel-aviv',
          coordinates: [0, 0],
        },
        contactInfo: { email: 'coach@example.com', phone: '0501234567' },
        experience: '5',
      },
      [{ field: 'images', name: 'beach.jpg', data: await boardPhoto(108) }],
    );
    const res = await app.inject({
      method: 'POST',
      url: '/api/services/surf-instructor',
      headers: { ...first.headers, ...body.headers },
      payload: body.payload,
    });
    expect(res.statusCode, res.body).toBe(201);
    const rows = await app.db
      .select()
      .from(photoHashes)
      .where(eq(photoHashes.serviceId, res.json().data._id));
    expect(rows).toHaveLength(1);
    expect(rows[0]!.ownerId).toBe(first.id);
  });
});

describe('a price far below the market', () => {
  let category: string;
  let thin: string;

  beforeAll(async () => {
    const rows = await app.db
      .insert(categories)
      .values([{ title: 'Priced' }, { title: 'Thin' }])
      .returning({ id: categories.id });
    [category, thin] = rows.map((r) => r.id) as [string, string];
    const sold = (categoryId: string) => ({
      sellerId: first.id,
      categoryId,
      brandId: refs.brand,
      moderationStatus: 'approved' as const,
      condition: 'good',
      volume: 32,
      length: 5.6,
      price: 2000,
      isSold: true,
      soldPrice: 2000,
      soldDate: new Date(),
    });
    await createBoards(app, [
      ...Array.from({ length: 8 }, () => sold(category)),
      ...Array.from({ length: 2 }, () => sold(thin)),
    ]);
  });

  async function publishPriced(price: number, categoryId = category) {
    const res = await publish(app, second, {
      ...validFields(refs),
      category: categoryId,
      price: String(price),
    });
    expect(res.statusCode, res.body).toBe(201);
    return res.json().data._id as string;
  }

  it('holds a board at 30% of a well-supported estimate, with the figures', async () => {
    const id = await publishPriced(600);
    const holds = await holdsOf(id);
    expect(holds.map((h) => h.kind)).toEqual(['low_price']);
    expect(holds[0]!.details).toMatchObject({ price: 600, estimate: 2000, ratio: 0.3, basedOn: 8 });
  });

  it('does not hold a board at 60% of the estimate', async () => {
    expect(await holdsOf(await publishPriced(1200))).toEqual([]);
  });

  it('does not hold a cheap board when too few boards like it sold to say', async () => {
    expect(await holdsOf(await publishPriced(300, thin))).toEqual([]);
  });

  it('holds an approved board whose price is edited far down, back in review', async () => {
    const id = await publishPriced(1900);
    await app.db
      .update(surfboards)
      .set({ moderationStatus: 'approved' })
      .where(eq(surfboards.id, id));

    const fair = await app.inject({
      method: 'PUT',
      url: `/api/surfboards/${id}`,
      headers: second.headers,
      payload: { price: 1500 },
    });
    expect(fair.statusCode, fair.body).toBe(200);
    expect(await holdsOf(id)).toEqual([]);
    expect((await boardRecord(app, id))!.moderationStatus).toBe('approved');

    const res = await app.inject({
      method: 'PUT',
      url: `/api/surfboards/${id}`,
      headers: second.headers,
      payload: { price: 500 },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect((await holdsOf(id)).map((h) => h.kind)).toEqual(['low_price']);
    expect((await boardRecord(app, id))!.moderationStatus).toBe('pending');
    // What the seller and buyers read carries no accusation: no hold reason in the board.
    expect(res.body).not.toContain('low_price');
  });
});
