import { and, desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { pushSubscriptions } from '../../db/schema';

// The devices a user's pushes go to (Web Push subscriptions), scoped to their owner.

export function devicesOf(db: Db, userId: string) {
  return db
    .select()
    .from(pushSubscriptions)
    .where(eq(pushSubscriptions.userId, userId))
    .orderBy(desc(pushSubscriptions.createdAt));
}

/**
 * Stores a device's push subscription for the user. An endpoint belongs to one browser:
 * subscribing again (or another account on the same browser) takes it over.
 */
export async function storeDevice(
  db: Db,
  device: typeof pushSubscriptions.$inferInsert & { userId: string },
) {
  const { userId, p256dh, auth } = device;
  await db
    .insert(pushSubscriptions)
    .values(device)
    .onConflictDoUpdate({
      target: pushSubscriptions.endpoint,
      set: { userId, p256dh, auth, createdAt: new Date() },
    });
}

/** Removes one of the user's devices, by id or by endpoint: false when it is not theirs. */
export async function deleteDevice(db: Db, userId: string, by: { id?: string; endpoint?: string }) {
  const gone = await db
    .delete(pushSubscriptions)
    .where(
      and(
        eq(pushSubscriptions.userId, userId),
        by.id ? eq(pushSubscriptions.id, by.id) : eq(pushSubscriptions.endpoint, by.endpoint!),
      ),
    )
    .returning({ id: pushSubscriptions.id });
  return gone.length > 0;
}
