import { sql } from 'drizzle-orm';
import type { Config } from '../../config';
import type { Db } from '../client';
import { brands, users } from '../schema';
import { seedFaq } from './faq';
import { seedReferenceData } from './reference';
import { seedUsers } from './users';

/** Seeds the demo data set, only into an empty database. Returns whether it seeded. */
export async function seedDemoData(db: Db, _config: Config): Promise<boolean> {
  const [counts] = await db
    .select({
      users: sql<number>`(select count(*)::int from ${users})`,
      brands: sql<number>`(select count(*)::int from ${brands})`,
    })
    .from(sql`(select 1) as one`);
  if ((counts?.users ?? 0) > 0 || (counts?.brands ?? 0) > 0) return false;
  await db.transaction(async (tx) => {
    const t = tx as unknown as Db;
    await seedReferenceData(t);
    await seedUsers(t);
    await seedFaq(t);
  });
  return true;
}
