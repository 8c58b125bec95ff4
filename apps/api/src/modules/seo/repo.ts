import { and, desc, eq, ne } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { services, surfboards, users } from '../../db/schema';
import { hasPublicProfile } from '../../lib/privacy';
import { isPublicBoard, isPublicListing } from '../surfboards/visibility';

/**
 * What a search engine may index, newest first: public boards, public gear of every other kind
 * (issue 53), approved services, public profiles.
 */
export async function indexablePages(db: Db, limit: number) {
  const [boards, gear, svc, profiles] = await Promise.all([
    db
      .select({ id: surfboards.id, updatedAt: surfboards.updatedAt })
      .from(surfboards)
      .where(isPublicBoard)
      .orderBy(desc(surfboards.updatedAt))
      .limit(limit),
    db
      .select({ id: surfboards.id, kind: surfboards.kind, updatedAt: surfboards.updatedAt })
      .from(surfboards)
      .where(and(isPublicListing, ne(surfboards.kind, 'board')))
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
  return { boards, gear, services: svc, profiles };
}
