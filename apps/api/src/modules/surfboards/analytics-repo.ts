import { desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { surfboards } from '../../db/schema';

// A seller's numbers listing by listing (issue 53): every kind they sell, as a board, with its
// views, likes, conversations and contact clicks. The totals are in owner-repo.ts.

/** How many of a seller's listings the analytics name one by one (the most viewed). */
export const ANALYTICS_LISTINGS = 50;

/**
 * How many rows of `table` point at the listing by `column`. The names are written out: inside
 * a subquery of the select list Drizzle names a column bare, and a bare "id" would be the
 * subquery's own table's.
 */
const pointingAt = (
  table: 'surfboard_likes' | 'conversations' | 'surfboard_inquiries',
  column: string,
) =>
  sql<number>`(select count(*) from ${sql.identifier(table)} where ${sql.identifier(table)}.${sql.identifier(column)} = "surfboards"."id")::int`;

/** The seller's listings of every kind, most viewed first, each with what it drew. */
export function listingsOfSeller(db: Db, sellerId: string) {
  return db
    .select({
      id: surfboards.id,
      kind: surfboards.kind,
      title: surfboards.title,
      isSold: surfboards.isSold,
      archived: surfboards.archived,
      moderationStatus: surfboards.moderationStatus,
      views: surfboards.viewCount,
      likes: pointingAt('surfboard_likes', 'surfboard_id'),
      conversations: pointingAt('conversations', 'board_id'),
      inquiries: pointingAt('surfboard_inquiries', 'surfboard_id'),
    })
    .from(surfboards)
    .where(eq(surfboards.sellerId, sellerId))
    .orderBy(desc(surfboards.viewCount), desc(surfboards.createdAt), surfboards.id)
    .limit(ANALYTICS_LISTINGS);
}
