import type { Language } from '@galim/shared/i18n/languages';
import { listingPath } from '@galim/shared/listings/kinds';
import { percent, type TActivityItem, type TAdminAnalytics } from '@galim/shared/admin/schemas';
import type { Db } from '../../db/client';
import { wordActivity } from '../activity/lines';
import * as repo from './repo';

const DAY_MS = 86_400_000;

/**
 * A board's activity line is written as "title (id)" (older moderation lines: the title
 * alone): the title and the id, to show the board's name with a link instead of its id.
 */
export function boardLine(type: string, details: string): { title: string; id?: string } | null {
  if (!type.startsWith('surfboard_')) return null;
  const m = /^(.*) \(([0-9a-f]{24})\)$/s.exec(details);
  return m ? { title: m[1]!, id: m[2]! } : { title: details };
}

/** Site analytics, computed from the tables at the moment of the request. */
export function createAdminService(db: Db) {
  return {
    async analytics(now = new Date(), language: Language = 'he'): Promise<TAdminAnalytics> {
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
        repo.categoryStats(db, language),
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

    /**
     * The feed with names instead of ids (the board's current title, the user's profile link),
     * the lines the API wrote worded in `language`.
     */
    async activity(limit: number, language: Language = 'he'): Promise<TActivityItem[]> {
      const rows = await repo.recentActivity(db, limit);
      const lines = rows.map(({ entry }) => boardLine(entry.type, entry.details));
      const ids = [...new Set(lines.map((l) => l?.id).filter((id): id is string => !!id))];
      const listings = new Map((await repo.boardTitles(db, ids)).map((b) => [b.id, b]));
      return rows.map(({ entry, user }, i) => {
        const line = lines[i];
        const listing = line?.id ? listings.get(line.id) : undefined;
        const title = listing?.title;
        return {
          _id: entry.id,
          type: entry.type,
          user: user
            ? {
                _id: user.id,
                name: user.displayName || user.email,
                path:
                  user.slug && user.publicProfile.visible && !user.blockedAt
                    ? `/u/${user.slug}`
                    : null,
              }
            : null,
          details: line ? (title ?? line.title) : wordActivity(entry.details, language),
          // A listing of any kind: its lines keep their first names (surfboard_sold, ...).
          target: listing
            ? {
                kind: 'surfboard' as const,
                listingKind: listing.kind,
                _id: listing.id,
                title: listing.title,
                path: listingPath(listing.kind, listing.id),
              }
            : null,
          timestamp: entry.createdAt.toISOString(),
        };
      });
    },
  };
}
