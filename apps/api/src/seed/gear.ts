import { CITY_CENTRES } from '@galim/shared/geo/cities';
import { listingProblem } from '@galim/shared/listings/validate';
import { LISTING_TERM_DAYS } from '@galim/shared/surfboards/expiry';
import type { Db } from '../db/client';
import { brands, surfboards, users } from '../db/schema';
import type { ImageService } from '../modules/images/service';
import { gearSearchText, gearTitle } from '../modules/surfboards/gear-service';
import { renderGearPhoto } from './gear-art';
import { DEMO_ACCESSORIES, type SeedGear } from './gear-data';
import { DEMO_WETSUITS } from './gear-wetsuits';
import { random } from './surfboards';

// The demo market's gear of every kind (issue 53), published through the one listings table
// as a seller's would be: the kind's attributes checked against its declarations, the title and
// search text made as the gear service makes them, one drawn photo each.

export const DEMO_GEAR: readonly SeedGear[] = [...DEMO_WETSUITS, ...DEMO_ACCESSORIES];

/** The items' colours: a wetsuit's panels, a bag's cover, a pad's foam. */
const COLORS = [
  '#3b82f6',
  '#f97316',
  '#22c55e',
  '#ef4444',
  '#a855f7',
  '#0ea5e9',
  '#facc15',
  '#ec4899',
  '#14b8a6',
  '#64748b',
  '#f8fafc',
];

/** Photos drawn and stored this many at a time (sharp works on its own threads). */
const AT_ONCE = 4;

/** `work` over the items, at most `limit` at a time, results in the items' order. */
async function inBatches<T, R>(
  items: readonly T[],
  limit: number,
  work: (item: T, i: number) => Promise<R>,
) {
  const results: R[] = new Array<R>(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const i = next++;
      results[i] = await work(items[i]!, i);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  return results;
}

/**
 * Hours since each item was published: every 15 hours over the last four weeks, in an order
 * shuffled once (deterministically), so the newest gear is not all wetsuits.
 */
function agesInHours(n: number): number[] {
  const rnd = random(53);
  const order = Array.from({ length: n }, (_, i) => i);
  for (let i = n - 1; i > 0; i--) {
    const j = Math.floor(rnd() * (i + 1));
    [order[i], order[j]] = [order[j]!, order[i]!];
  }
  return order.map((rank) => rank * 15 + 5);
}

/** Throws on an item the API itself would refuse: attributes off its kind's declarations, a brand that does not make it. */
function checkGear(items: readonly SeedGear[], brandKinds: Map<string, readonly string[]>) {
  for (const [i, g] of items.entries()) {
    const problem = listingProblem(g.kind, g.attributes);
    if (problem) {
      throw new Error(`Demo gear ${i} (${g.kind}): ${problem.code} on ${problem.field}`);
    }
    if (g.brand !== null && !brandKinds.get(g.brand)?.includes(g.kind)) {
      throw new Error(`Demo gear ${i}: ${g.brand} does not make ${g.kind}`);
    }
  }
}

export async function seedGear(db: Db, images: ImageService) {
  const [userRows, brandRows] = await Promise.all([
    db.select({ id: users.id, email: users.email }).from(users),
    db.select({ id: brands.id, title: brands.title, kinds: brands.kinds }).from(brands),
  ]);
  const userId = new Map(userRows.map((u) => [u.email, u.id]));
  const brand = new Map(brandRows.map((b) => [b.title, b]));
  checkGear(DEMO_GEAR, new Map(brandRows.map((b) => [b.title, b.kinds])));

  const photos = await inBatches(DEMO_GEAR, AT_ONCE, async (g, i) => {
    const png = await renderGearPhoto({
      kind: g.kind,
      color: COLORS[i % COLORS.length]!,
      variant: i,
      style: typeof g.attributes.style === 'string' ? g.attributes.style : undefined,
      count: finCount(g),
      what: typeof g.attributes.what === 'string' ? g.attributes.what : undefined,
      small: g.attributes.cut === 'children',
    });
    return images.store([png]);
  });

  const ages = agesInHours(DEMO_GEAR.length);
  const now = Date.now();
  const rows = DEMO_GEAR.map((g, i) => {
    const sellerId = userId.get(`${g.seller}@galim.example`);
    if (!sellerId) throw new Error(`Demo gear ${i}: no demo user ${g.seller}`);
    const maker = g.brand === null ? undefined : brand.get(g.brand);
    const brandTitle = maker?.title ?? null;
    const title = gearTitle(g.kind, g.attributes, brandTitle, 'he');
    const createdAt = new Date(now - ages[i]! * 3_600_000);
    const point = CITY_CENTRES[g.place];
    return {
      sellerId,
      kind: g.kind,
      attributes: g.attributes,
      title,
      description: g.description,
      price: g.price,
      brandId: maker?.id ?? null,
      condition: g.condition,
      // omer sells from his shop in Ashdod; the rest are private sellers.
      sellerType: g.seller === 'omer' && g.condition === 'new' ? 'shop' : 'private',
      locationText: g.place,
      lat: point.lat,
      lng: point.lng,
      images: photos[i]!,
      coverIndex: 0,
      moderationStatus: 'approved' as const,
      moderatedAt: createdAt,
      viewCount: (i * 29) % 140,
      searchText: gearSearchText({
        kind: g.kind,
        attributes: g.attributes,
        title,
        brandTitle,
        categoryTitle: null,
        description: g.description,
      }),
      // A term of 60 days from publishing, as a real listing has (decision 058).
      expiresAt: new Date(createdAt.getTime() + LISTING_TERM_DAYS * 86_400_000),
      createdAt,
      listedAt: createdAt,
      updatedAt: createdAt,
    };
  });
  await db.insert(surfboards).values(rows);
}

/** How many fins a set holds, for its picture. */
function finCount(g: SeedGear): number | undefined {
  if (g.kind !== 'fins') return undefined;
  const counts: Record<string, number> = {
    single: 1,
    twin: 2,
    thruster: 3,
    'two-plus-one': 3,
    quad: 4,
    five: 5,
  };
  return counts[String(g.attributes.set)];
}
