import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { services, surfboardLikes, surfboards } from '../../db/schema';
import { isPublicListing } from '../surfboards/visibility';

// What a notice names: the board or service it is about, and who liked a board.

/** A board as a notice about it names it: its seller, title and last moderation. */
export async function boardForNotice(db: Db, boardId: string) {
  const [b] = await db
    .select({
      sellerId: surfboards.sellerId,
      title: surfboards.title,
      at: surfboards.moderatedAt,
      kind: surfboards.kind,
    })
    .from(surfboards)
    .where(eq(surfboards.id, boardId));
  return b ?? null;
}

/** A service as a notice about it names it: its provider, title, type and last moderation. */
export async function serviceForNotice(db: Db, serviceId: string) {
  const [s] = await db
    .select({
      providerId: services.providerId,
      title: services.title,
      type: services.serviceType,
      at: services.moderatedAt,
    })
    .from(services)
    .where(eq(services.id, serviceId));
  return s ?? null;
}

/** A public board as a notice of a match or a price drop names it; null when it is not public. */
export async function publicBoardForNotice(db: Db, boardId: string) {
  const [board] = await db
    .select({
      id: surfboards.id,
      title: surfboards.title,
      price: surfboards.price,
      sellerId: surfboards.sellerId,
      kind: surfboards.kind,
    })
    .from(surfboards)
    .where(and(eq(surfboards.id, boardId), isPublicListing));
  return board ?? null;
}

/** Who liked the board. */
export function likersOf(db: Db, boardId: string) {
  return db
    .select({ userId: surfboardLikes.userId })
    .from(surfboardLikes)
    .where(eq(surfboardLikes.surfboardId, boardId));
}
