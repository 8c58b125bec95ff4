import type { TUserAnalytics } from '@galim/shared/surfboards/form';
import type { Db } from '../../db/client';
import { requireOwnerOrAdmin } from '../../lib/access';
import { apiError } from '../../lib/errors';
import type { AuthUser } from '../../plugins/auth';
import { sellerAnalytics, userExists } from './owner-repo';
import { listingsOfSeller } from './analytics-repo';

// A seller's personal analytics: their listings of every kind by state, views per day, likes,
// contact clicks and sales, and each listing's own numbers (yourself, or any user for an admin).

export function createAnalyticsService(db: Db) {
  return {
    async analytics(userId: string, viewer: AuthUser): Promise<TUserAnalytics> {
      requireOwnerOrAdmin(viewer, { ownerId: userId });
      if (!(await userExists(db, userId))) throw apiError('USER_NOT_FOUND');
      const days = lastDays(30);
      const [{ totals, likes, inquiries, perDay }, listings] = await Promise.all([
        sellerAnalytics(db, userId, days[0]!),
        listingsOfSeller(db, userId),
      ]);
      const byDay = new Map(perDay.map((p) => [p.day, p.value]));
      return {
        totalSurfboards: totals.total,
        activeSurfboards: totals.active,
        pendingSurfboards: totals.pending,
        soldSurfboards: totals.sold,
        archivedSurfboards: totals.archived,
        totalViews: totals.views,
        totalFavorites: likes,
        totalInquiries: inquiries,
        averagePrice: totals.averagePrice,
        averageSoldPrice: totals.averageSoldPrice,
        soldThroughWebsite: totals.soldThroughWebsite,
        viewsPerDay: days.map((day) => ({ day, value: byDay.get(day) ?? 0 })),
        listings: listings.map((l) => ({
          _id: l.id,
          kind: l.kind,
          title: l.title,
          status: l.isSold
            ? 'sold'
            : l.archived
              ? 'archived'
              : l.moderationStatus === 'pending'
                ? 'pending'
                : 'active',
          views: l.views,
          likes: l.likes,
          conversations: l.conversations,
          inquiries: l.inquiries,
        })),
      };
    },
  };
}

/** The last n days as YYYY-MM-DD (UTC, as surfboard_views.day), oldest first. */
export function lastDays(n: number, now = new Date()): string[] {
  const out: string[] = [];
  for (let i = n - 1; i >= 0; i--) {
    out.push(new Date(now.getTime() - i * 86_400_000).toISOString().slice(0, 10));
  }
  return out;
}
