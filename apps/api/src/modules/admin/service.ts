import { percent, type TActivityItem, type TAdminAnalytics } from '@galim/shared/admin/schemas';
import type { Db } from '../../db/client';
import * as repo from './repo';

const DAY_MS = 86_400_000;

/** Site analytics of spec-2 §3, computed from the tables at the moment of the request. */
export function createAdminService(db: Db) {
  return {
    async analytics(now = new Date()): Promise<TAdminAnalytics> {
      const weekAgo = new Date(now.getTime() - 7 * DAY_MS);
      const monthAgo = new Date(now.getTime() - 30 * DAY_MS);
      // 30 calendar days including today (UTC), matching the chart's fillDays.
      const since = new Date(
        Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() - 29),
      );
      const [u, b, brands, categories, daily] = await Promise.all([
        repo.userCounts(db, weekAgo, monthAgo),
        repo.boardCounts(db),
        repo.brandStats(db),
        repo.categoryStats(db),
        repo.dailyCounts(db, since),
      ]);
      return {
        generatedAt: now.toISOString(),
        users: { ...u, conversionRate: percent(u.withSurfboards, u.total) },
        surfboards: {
          total: b.total,
          active: b.active,
          sold: b.sold,
          archived: b.archived,
          pending: b.pending,
          totalViews: b.totalViews,
          averageViewsPerBoard: b.total ? Math.round((b.totalViews / b.total) * 10) / 10 : 0,
          totalFavorites: b.totalFavorites,
          totalInquiries: b.totalInquiries,
        },
        sales: {
          totalSold: b.sold,
          totalRevenue: b.totalRevenue,
          averageSalePrice: b.sold ? Math.round(b.totalRevenue / b.sold) : 0,
          soldThroughWebsite: b.soldThroughWebsite,
          websiteConversionRate: percent(b.soldThroughWebsite, b.sold),
        },
        brands: brands.map((r) => ({ ...r, conversionRate: percent(r.sold, r.listings) })),
        categories: categories.map((r) => ({ ...r, conversionRate: percent(r.sold, r.listings) })),
        daily,
      };
    },

    async activity(limit: number): Promise<TActivityItem[]> {
      const rows = await repo.recentActivity(db, limit);
      return rows.map(({ entry, user }) => ({
        _id: entry.id,
        type: entry.type,
        user: user ? { _id: user.id, name: user.displayName || user.email } : null,
        details: entry.details,
        timestamp: entry.createdAt.toISOString(),
      }));
    },
  };
}
