import type { Language } from '@galim/shared/i18n/languages';
import { textIn } from '@galim/shared/i18n/translated';
import { desc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import {
  activityLog,
  brands,
  categories,
  pageViews,
  sessions,
  surfboardInquiries,
  surfboardLikes,
  surfboards,
  users,
} from '../../db/schema';

// The analytics queries: each answers one card of the admin dashboard from the tables.

const n = (v: unknown) => Number(v ?? 0);

export async function userCounts(db: Db, weekAgo: Date, monthAgo: Date) {
  const [row] = await db
    .select({
      total: sql<number>`count(*)::int`,
      newThisWeek: sql<number>`count(*) filter (where ${users.createdAt} >= ${weekAgo})::int`,
      newThisMonth: sql<number>`count(*) filter (where ${users.createdAt} >= ${monthAgo})::int`,
      withSurfboards: sql<number>`count(*) filter (where exists (select 1 from surfboards s where s.seller_id = "users"."id"))::int`,
    })
    .from(users);
  // Active: used a session or viewed a page while signed in during the last 7 days.
  const [active] = await db.select({ n: sql<number>`count(distinct user_id)::int` }).from(
    sql`(select ${sessions.userId} as user_id from ${sessions} where ${sessions.lastUsedAt} >= ${weekAgo}
           union
           select ${pageViews.userId} from ${pageViews} where ${pageViews.userId} is not null and ${pageViews.createdAt} >= ${weekAgo}) as a`,
  );
  return {
    total: n(row?.total),
    newThisWeek: n(row?.newThisWeek),
    newThisMonth: n(row?.newThisMonth),
    withSurfboards: n(row?.withSurfboards),
    activeThisWeek: n(active?.n),
  };
}

export async function boardCounts(db: Db) {
  const [row] = await db
    .select({
      total: sql<number>`count(*)::int`,
      active: sql<number>`count(*) filter (where not ${surfboards.isSold} and not ${surfboards.archived})::int`,
      sold: sql<number>`count(*) filter (where ${surfboards.isSold})::int`,
      archived: sql<number>`count(*) filter (where ${surfboards.archived} and not ${surfboards.isSold})::int`,
      pending: sql<number>`count(*) filter (where ${surfboards.moderationStatus} = 'pending')::int`,
      totalViews: sql<number>`coalesce(sum(${surfboards.viewCount}), 0)::int`,
      soldThroughWebsite: sql<number>`count(*) filter (where ${surfboards.isSold} and ${surfboards.soldThroughWebsite})::int`,
      totalRevenue: sql<number>`coalesce(sum(coalesce(${surfboards.soldPrice}, ${surfboards.price})) filter (where ${surfboards.isSold}), 0)::bigint`,
    })
    .from(surfboards);
  const [likes] = await db.select({ n: sql<number>`count(*)::int` }).from(surfboardLikes);
  const [inquiries] = await db.select({ n: sql<number>`count(*)::int` }).from(surfboardInquiries);
  return {
    total: n(row?.total),
    active: n(row?.active),
    sold: n(row?.sold),
    archived: n(row?.archived),
    pending: n(row?.pending),
    totalViews: n(row?.totalViews),
    soldThroughWebsite: n(row?.soldThroughWebsite),
    totalRevenue: n(row?.totalRevenue),
    totalFavorites: n(likes?.n),
    totalInquiries: n(inquiries?.n),
  };
}

export async function brandStats(db: Db) {
  const rows = await db
    .select({
      name: brands.title,
      listings: sql<number>`count(*)::int`,
      views: sql<number>`coalesce(sum(${surfboards.viewCount}), 0)::int`,
      sold: sql<number>`count(*) filter (where ${surfboards.isSold})::int`,
    })
    .from(surfboards)
    .innerJoin(brands, eq(brands.id, surfboards.brandId))
    .groupBy(brands.id, brands.title)
    .orderBy(desc(sql`count(*)`), desc(sql`sum(${surfboards.viewCount})`), brands.title);
  return rows.map((r) => ({
    name: r.name,
    listings: n(r.listings),
    views: n(r.views),
    sold: n(r.sold),
  }));
}

export async function categoryStats(db: Db, language: Language) {
  const rows = await db
    .select({
      name: categories.title,
      translations: categories.translations,
      listings: sql<number>`count(*)::int`,
      sold: sql<number>`count(*) filter (where ${surfboards.isSold})::int`,
      averagePrice: sql<number>`coalesce(round(avg(${surfboards.price})), 0)::int`,
    })
    .from(surfboards)
    .innerJoin(categories, eq(categories.id, surfboards.categoryId))
    .groupBy(categories.id, categories.title)
    .orderBy(desc(sql`count(*)`), categories.title);
  return rows.map((r) => ({
    name: textIn(language, r.name, r.translations, 'title'),
    listings: n(r.listings),
    sold: n(r.sold),
    averagePrice: n(r.averagePrice),
  }));
}

/** Counts per UTC day since `since` (YYYY-MM-DD keys). */
export async function dailyCounts(db: Db, since: Date) {
  const day = (col: unknown) => sql<string>`to_char(${col} at time zone 'UTC', 'YYYY-MM-DD')`;
  const views = await db
    .select({ day: day(pageViews.createdAt), value: sql<number>`count(*)::int` })
    .from(pageViews)
    .where(sql`${pageViews.createdAt} >= ${since}`)
    .groupBy(sql`1`)
    .orderBy(sql`1`);
  const listings = await db
    .select({ day: day(surfboards.createdAt), value: sql<number>`count(*)::int` })
    .from(surfboards)
    .where(sql`${surfboards.createdAt} >= ${since}`)
    .groupBy(sql`1`)
    .orderBy(sql`1`);
  const clean = (rows: { day: string; value: number }[]) =>
    rows.map((r) => ({ day: r.day, value: n(r.value) }));
  return { pageViews: clean(views), newListings: clean(listings) };
}

export function recentActivity(db: Db, limit: number) {
  return db
    .select({
      entry: activityLog,
      user: {
        id: users.id,
        displayName: users.displayName,
        email: users.email,
        slug: users.slug,
        publicProfile: users.publicProfile,
        blockedAt: users.blockedAt,
      },
    })
    .from(activityLog)
    .leftJoin(users, eq(users.id, activityLog.userId))
    .orderBy(desc(activityLog.createdAt), desc(activityLog.id))
    .limit(limit);
}

/** The boards' current titles, for the activity lines that name them. */
export function boardTitles(db: Db, ids: string[]) {
  if (!ids.length) return Promise.resolve([]);
  return db
    .select({ id: surfboards.id, title: surfboards.title, kind: surfboards.kind })
    .from(surfboards)
    .where(inArray(surfboards.id, ids));
}
