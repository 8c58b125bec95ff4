import type { Db } from '../db/client';
import { brands, categories, models, surfboards, technologies, users } from '../db/schema';
import type { TBoardCondition } from '@galim/shared/surfboards/options';
import { boardSearchText } from '../modules/surfboards/search-text';
import { random, TEMPLATES, type SeedBoard } from './surfboards';

// Two years of past sales for the demo, so "what is my board worth" has data to stand on: the
// same boards as the listings, in varied condition, age and size, sold somewhat below asking.
// Sold boards are never public; they only feed the price estimate.

export const HISTORY_SELLER = 'market-history@galim.example';
const SALES = 240;
/** How the demo market prices condition (the estimate has to learn this from the data). */
const MARKET_CONDITION: Record<TBoardCondition, number> = {
  new: 1.35,
  excellent: 1.15,
  good: 1,
  fair: 0.78,
  poor: 0.55,
};
const CONDITIONS: TBoardCondition[] = [
  'new',
  'excellent',
  'excellent',
  'good',
  'good',
  'good',
  'fair',
  'fair',
  'poor',
];

export interface PastSale extends Omit<SeedBoard, 'seller' | 'color' | 'hex' | 'location'> {
  soldPrice: number;
  soldDaysAgo: number;
}

const round50 = (n: number) => Math.round(n / 50) * 50;

/** The deterministic list of past sales. */
export function pastSales(): PastSale[] {
  const rnd = random(17);
  const sales: PastSale[] = [];
  for (let i = 0; i < SALES; i++) {
    const t = TEMPLATES[(i * 7) % TEMPLATES.length]!;
    const { basePrice, ...rest } = t;
    const condition = CONDITIONS[Math.floor(rnd() * CONDITIONS.length)]!;
    const soldDaysAgo = Math.floor(rnd() * 730);
    const good = basePrice / MARKET_CONDITION[t.condition];
    // Prices drift up about 8 % a year; each sale has its own luck of ±15 %.
    const drift = 1 - 0.08 * (soldDaysAgo / 365);
    const asking = good * MARKET_CONDITION[condition] * drift * (0.85 + rnd() * 0.3);
    sales.push({
      ...rest,
      condition,
      price: round50(asking),
      soldPrice: round50(asking * (0.88 + rnd() * 0.08)),
      soldDaysAgo,
      length: Math.round((t.length + (rnd() - 0.5) * 0.6) * 10) / 10,
      volume: Math.round((t.volume + (rnd() - 0.5) * 6) * 10) / 10,
      status: 'sold',
    });
  }
  return sales;
}

/** Inserts the past sales under a seller of their own (no photos: they are never shown). */
export async function seedSoldHistory(db: Db): Promise<void> {
  const [seller] = await db
    .insert(users)
    .values({ email: HISTORY_SELLER, displayName: 'ארכיון מכירות', firstName: 'ארכיון' })
    .returning({ id: users.id });
  const [brandRows, modelRows, categoryRows, technologyRows] = await Promise.all([
    db.select().from(brands),
    db.select().from(models),
    db.select().from(categories),
    db.select().from(technologies),
  ]);
  const now = Date.now();
  const rows = pastSales().map((s) => {
    const brand = brandRows.find((b) => b.title === s.brand)!;
    const model = modelRows.find((m) => m.brandId === brand.id && m.title === s.model);
    const soldDate = new Date(now - s.soldDaysAgo * 86_400_000);
    return {
      sellerId: seller!.id,
      title: s.title,
      description: s.description,
      price: s.price,
      brandId: brand.id,
      modelId: model?.id ?? null,
      categoryId: categoryRows.find((c) => c.title === s.category)?.id ?? null,
      technologyId: technologyRows.find((t) => t.title === s.technology)?.id ?? null,
      condition: s.condition,
      volume: s.volume,
      length: s.length,
      width: s.width,
      thickness: s.thickness,
      finSetup: s.finSetup,
      finSystem: s.finSystem,
      skillLevel: s.skillLevel,
      moderationStatus: 'approved' as const,
      isSold: true,
      soldDate,
      soldPrice: s.soldPrice,
      soldThroughWebsite: true,
      searchText: boardSearchText({ title: s.title, brandTitle: s.brand, modelTitle: s.model }),
      createdAt: new Date(soldDate.getTime() - 20 * 86_400_000),
      listedAt: new Date(soldDate.getTime() - 20 * 86_400_000),
      updatedAt: soldDate,
    };
  });
  await db.insert(surfboards).values(rows);
}
