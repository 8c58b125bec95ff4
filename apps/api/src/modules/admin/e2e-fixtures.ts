// Test-only: prepares a data directory for the admin Playwright journey — the demo data plus
// three pending boards by yoni@galim.example — so the journey can moderate real boards before
// the publish endpoint exists. Run with tsx; never imported by the server and no route.
//   npx tsx apps/api/src/modules/admin/e2e-fixtures.ts <DATA_DIR>
import { eq } from 'drizzle-orm';
import { loadConfig } from '../../config';
import { openDatabase } from '../../db/client';
import { brands, categories, surfboards, users } from '../../db/schema';
import { seedDemoData } from '../../db/seed/demo';
import { createImageService } from '../images/service';
import { createStorage } from '../images/storage';

export const E2E_PENDING_BOARDS = [
  {
    title: "Firewire Seaside 5'6 למכירה",
    price: 2400,
    condition: 'excellent',
    length: 5.5,
    volume: 33,
  },
  { title: 'לונגבורד 9 רגל למתחילים', price: 1800, condition: 'good', length: 9, volume: 70 },
  { title: 'גלשן פיש במצב טוב', price: 1500, condition: 'fair', length: 5.8, volume: 36 },
];

async function main() {
  const dataDir = process.argv[2];
  if (!dataDir) throw new Error('usage: e2e-fixtures.ts <DATA_DIR>');
  const config = loadConfig({
    ...process.env,
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'silent',
  });
  const database = await openDatabase(config);
  try {
    const db = database.db;
    await seedDemoData(db, config, createImageService(db, await createStorage(config)));
    const [yoni] = await db.select().from(users).where(eq(users.email, 'yoni@galim.example'));
    const [brand] = await db.select().from(brands).where(eq(brands.title, 'Firewire'));
    const [category] = await db.select().from(categories).limit(1);
    await db.insert(surfboards).values(
      E2E_PENDING_BOARDS.map((b, i) => ({
        ...b,
        sellerId: yoni!.id,
        brandId: brand?.id ?? null,
        categoryId: category?.id ?? null,
        description: 'גלשן שמור, בלי תיקונים. אפשר לבוא לראות בתל אביב.',
        locationText: 'תל אביב',
        createdAt: new Date(Date.now() - (3 - i) * 60_000),
      })),
    );
  } finally {
    await database.close();
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
