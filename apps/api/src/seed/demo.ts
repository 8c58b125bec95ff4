import { sql } from 'drizzle-orm';
import type { Config } from '../config';
import type { Db } from '../db/client';
import { brands, users } from '../db/schema';
import type { ImageService } from '../modules/images/service';
import { seedFaq } from './faq';
import { seedGear } from './gear';
import { seedMeetingPlaces } from './meeting-places';
import { seedConversations } from './conversations';
import { seedReferenceData } from './reference';
import { seedServices } from './services';
import { seedSoldHistory } from './sold-history';
import { seedSurfboards } from './surfboards';
import { seedUsers } from './users';

/** Seeds the demo data set, only into an empty database. Returns whether it seeded. */
export async function seedDemoData(db: Db, config: Config, images: ImageService): Promise<boolean> {
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
    await seedMeetingPlaces(t);
  });
  // Boards, services and gear render their images first, outside the transaction.
  await seedSurfboards(db, config, images);
  await seedSoldHistory(db);
  await seedServices(db, config, images);
  await seedConversations(db);
  // Gear of every other kind after the boards' conversations, which start on boards.
  await seedGear(db, images);
  return true;
}
