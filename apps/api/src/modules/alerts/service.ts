import { and, count, desc, eq, isNull, sql } from 'drizzle-orm';
import {
  ALERT_LIMITS,
  ZSavedSearchFilters,
  type TNotification,
  type TNotificationList,
  type TPushDevice,
  type TSavedSearch,
  type TSavedSearchInput,
  type TSurfAlert,
  type TSurfAlertInput,
  ZSurfAlertInput,
} from '@galim/shared/alerts/schemas';
import { findSpot } from '@galim/shared/forecast/spots';
import type { Db } from '../../db/client';
import { notifications, pushSubscriptions, savedSearches, surfAlerts } from '../../db/schema';
import { badRequest, conflict, notFound } from '../../lib/errors';

// A user's own alerts data. Every read and write is scoped to the signed-in user: someone
// else's id is simply not found (404), never 403, so ids reveal nothing.

const NOTIFICATION_NOT_FOUND = 'Notification not found';

export function createAlertsService(db: Db) {
  return {
    async notifications(userId: string, page: number, limit: number): Promise<TNotificationList> {
      const where = and(eq(notifications.userId, userId), eq(notifications.inApp, true));
      const rows = await db
        .select()
        .from(notifications)
        .where(where)
        .orderBy(desc(notifications.createdAt), desc(notifications.id))
        .limit(limit + 1)
        .offset((page - 1) * limit);
      const [counts] = await db
        .select({
          total: count(),
          unread: sql<number>`count(*) filter (where ${notifications.readAt} is null)::int`,
        })
        .from(notifications)
        .where(where);
      return {
        items: rows.slice(0, limit).map((n): TNotification => ({
          _id: n.id,
          type: n.type as TNotification['type'],
          title: n.title,
          body: n.body,
          url: n.url,
          createdAt: n.createdAt.toISOString(),
          readAt: n.readAt?.toISOString() ?? null,
        })),
        unread: counts?.unread ?? 0,
        total: counts?.total ?? 0,
        page,
        hasMore: rows.length > limit,
      };
    },

    async markRead(userId: string, id: string) {
      const [row] = await db
        .select({ id: notifications.id, readAt: notifications.readAt })
        .from(notifications)
        .where(and(eq(notifications.id, id), eq(notifications.userId, userId)));
      if (!row) throw notFound(NOTIFICATION_NOT_FOUND);
      if (!row.readAt) {
        await db
          .update(notifications)
          .set({ readAt: new Date() })
          .where(and(eq(notifications.id, id), eq(notifications.userId, userId)));
      }
    },

    async markAllRead(userId: string) {
      const done = await db
        .update(notifications)
        .set({ readAt: new Date() })
        .where(and(eq(notifications.userId, userId), isNull(notifications.readAt)))
        .returning({ id: notifications.id });
      return done.length;
    },

    // ------------------------------------------------------------ saved searches

    async savedSearches(userId: string): Promise<TSavedSearch[]> {
      const rows = await db
        .select()
        .from(savedSearches)
        .where(eq(savedSearches.userId, userId))
        .orderBy(desc(savedSearches.createdAt), desc(savedSearches.id));
      return rows.map((r) => ({
        _id: r.id,
        name: r.name,
        filters: r.filters,
        createdAt: r.createdAt.toISOString(),
      }));
    },

    async saveSearch(userId: string, input: TSavedSearchInput): Promise<TSavedSearch> {
      const filters = ZSavedSearchFilters.parse(input.filters);
      // Only what narrows the list is kept (the default order is not a filter).
      const stored = Object.fromEntries(
        Object.entries(filters).filter(
          ([k, v]) => v !== undefined && k !== 'sortBy' && k !== 'sortOrder',
        ),
      );
      const name = input.name?.trim() || (filters.search ? filters.search : 'חיפוש גלשנים');
      return db.transaction(async (tx) => {
        // Serialises one user's concurrent saves so the limit holds.
        await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`saved:${userId}`}))`);
        const [{ n } = { n: 0 }] = await tx
          .select({ n: count() })
          .from(savedSearches)
          .where(eq(savedSearches.userId, userId));
        if (n >= ALERT_LIMITS.savedSearches) {
          throw conflict(`At most ${ALERT_LIMITS.savedSearches} saved searches`);
        }
        const [row] = await tx
          .insert(savedSearches)
          .values({ userId, name: name.slice(0, 60), filters: stored })
          .returning();
        return {
          _id: row!.id,
          name: row!.name,
          filters: row!.filters,
          createdAt: row!.createdAt.toISOString(),
        };
      });
    },

    async deleteSearch(userId: string, id: string) {
      const gone = await db
        .delete(savedSearches)
        .where(and(eq(savedSearches.id, id), eq(savedSearches.userId, userId)))
        .returning({ id: savedSearches.id });
      if (!gone.length) throw notFound('Saved search not found');
    },

    // ------------------------------------------------------------ surf alerts

    async surfAlerts(userId: string): Promise<TSurfAlert[]> {
      const rows = await db
        .select()
        .from(surfAlerts)
        .where(eq(surfAlerts.userId, userId))
        .orderBy(desc(surfAlerts.createdAt), desc(surfAlerts.id));
      return rows.map((r) => ({
        _id: r.id,
        spotId: r.spotId,
        minStars: r.minStars,
        daysAhead: r.daysAhead,
        window: (r.window as TSurfAlert['window']) ?? null,
        createdAt: r.createdAt.toISOString(),
      }));
    },

    async addSurfAlert(userId: string, input: TSurfAlertInput): Promise<TSurfAlert> {
      const a = ZSurfAlertInput.parse(input);
      if (!findSpot(a.spotId))
        throw badRequest('Unknown spot', [{ path: 'body.spotId', message: 'Unknown spot' }]);
      return db.transaction(async (tx) => {
        await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`surf:${userId}`}))`);
        const [{ n } = { n: 0 }] = await tx
          .select({ n: count() })
          .from(surfAlerts)
          .where(eq(surfAlerts.userId, userId));
        if (n >= ALERT_LIMITS.surfAlerts) {
          throw conflict(`At most ${ALERT_LIMITS.surfAlerts} surf alerts`);
        }
        const [r] = await tx
          .insert(surfAlerts)
          .values({
            userId,
            spotId: a.spotId,
            minStars: a.minStars,
            daysAhead: a.daysAhead ?? [0, 1, 2, 3],
            window: a.window ?? null,
          })
          .returning();
        return {
          _id: r!.id,
          spotId: r!.spotId,
          minStars: r!.minStars,
          daysAhead: r!.daysAhead,
          window: (r!.window as TSurfAlert['window']) ?? null,
          createdAt: r!.createdAt.toISOString(),
        };
      });
    },

    async deleteSurfAlert(userId: string, id: string) {
      const gone = await db
        .delete(surfAlerts)
        .where(and(eq(surfAlerts.id, id), eq(surfAlerts.userId, userId)))
        .returning({ id: surfAlerts.id });
      if (!gone.length) throw notFound('Surf alert not found');
    },

    // ------------------------------------------------------------ push devices

    async devices(userId: string): Promise<TPushDevice[]> {
      const rows = await db
        .select()
        .from(pushSubscriptions)
        .where(eq(pushSubscriptions.userId, userId))
        .orderBy(desc(pushSubscriptions.createdAt));
      return rows.map((r) => ({
        _id: r.id,
        service: new URL(r.endpoint).host,
        userAgent: r.userAgent,
        createdAt: r.createdAt.toISOString(),
      }));
    },

    async removeDevice(userId: string, by: { id?: string; endpoint?: string }) {
      const gone = await db
        .delete(pushSubscriptions)
        .where(
          and(
            eq(pushSubscriptions.userId, userId),
            by.id ? eq(pushSubscriptions.id, by.id) : eq(pushSubscriptions.endpoint, by.endpoint!),
          ),
        )
        .returning({ id: pushSubscriptions.id });
      if (!gone.length) throw notFound('Push subscription not found');
    },
  };
}
