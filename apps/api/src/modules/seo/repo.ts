import { desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { services, surfboards, users } from '../../db/schema';
import { hasPublicProfile } from '../../lib/privacy';
import { isPublicBoard } from '../surfboards/visibility';

/** What a search engine may index, newest first: public boards, approved services, public profiles. */
export async function indexablePages(db: Db, limit: number) {
  const [boards, svc, profiles] = await Promise.all([
    db
      .select({ id: surfboards.id, updatedAt: surfboards.updatedAt })
      .from(surfboards)
      .where(isPublicBoard)
      .orderBy(desc(surfboards.updatedAt))
      .limit(limit),
    db
      .select({ id: services.id, type: services.serviceType, updatedAt: services.updatedAt })
      .from(services)
      .where(eq(services.status, 'approved'))
      .orderBy(desc(services.updatedAt))
      .limit(limit),
    db
      .select({ slug: users.slug, updatedAt: users.updatedAt })
      .from(users)
      .where(hasPublicProfile)
      .orderBy(desc(users.updatedAt))
      .limit(limit),
  ]);
  return { boards, services: svc, profiles };
}
