import { and, asc, desc, eq, gt, gte, inArray, lte, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { serviceLikes, serviceReviews, services, users } from '../../db/schema';
import { profileFactColumns, type ProfileFacts } from '../../lib/privacy';
import {
  canRetryFuzzy,
  textCondition,
  textPlan,
  textRank,
  useFuzzyThreshold,
} from '../search/text-search';
import { distanceSql, nearConditions, type Near } from '../../lib/near';
import { CITIES, CITY_CENTRES } from '@galim/shared/geo/cities';

// Drizzle queries of the services directory, nothing else: rules live in service.ts.

export type ServiceRow = typeof services.$inferSelect;
export type ServiceInsert = typeof services.$inferInsert;

/** A service with its provider and like count; `likedBy` marks the viewer's own like. */
function selection(viewerId: string | null) {
  return {
    service: services,
    provider: {
      id: users.id,
      firstName: users.firstName,
      lastName: users.lastName,
      displayName: users.displayName,
      profileImage: users.profileImage,
      email: users.email,
      // The profile facts: shown as the provider's switches say (lib/privacy.ts).
      ...profileFactColumns,
      createdAt: users.createdAt,
      blockedAt: users.blockedAt,
    },
    likeCount: sql<number>`(select count(*)::int from service_likes l where l.service_id = ${services.id})`,
    liked: viewerId
      ? sql<boolean>`exists(select 1 from service_likes l where l.service_id = ${services.id} and l.user_id = ${viewerId})`
      : sql<boolean>`false`,
  };
}

export type ServiceRecord = {
  service: ServiceRow;
  provider: ProfileFacts & {
    id: string;
    firstName: string | null;
    lastName: string | null;
    displayName: string;
    profileImage: string | null;
    email: string;
    createdAt: Date;
    blockedAt: Date | null;
  };
  likeCount: number;
  liked: boolean;
};

export interface ServiceFilter {
  /** Leave out services of blocked providers (every public list). */
  publicOnly?: boolean;
  serviceType?: ServiceRow['serviceType'];
  status?: ServiceRow['status'];
  providerId?: string;
  city?: string;
  priceMin?: number;
  priceMax?: number;
  rating?: number;
  region?: string;
  skill?: string;
  specialties?: string[];
  text?: string;
  /** Text matched with typo tolerance too (the retry when nothing matched exactly). */
  fuzzy?: boolean;
  likedBy?: string;
  /** Near a point or a city's centre (issue 56): within its radius, if it has one. */
  near?: Near;
  /** Nearest first (needs `near`). */
  byDistance?: boolean;
}

/**
 * A service's point: `[lng, lat]` in its location, or, for one stored without (0, 0), the centre
 * of its city when that is a city of the near list (as storedPoint does for new writes, and
 * serializeService for the answer).
 */
const cityCentres = sql.raw(
  `(values ${CITIES.map((c) => `('${c}', ${CITY_CENTRES[c].lat}::float8, ${CITY_CENTRES[c].lng}::float8)`).join(', ')}) as c(city, lat, lng)`,
);
const storedCoordinate = (i: 0 | 1) =>
  sql`coalesce((${services.location}->'coordinates'->>${sql.raw(String(i))})::float8, 0)`;
const pointOf = (axis: 'lat' | 'lng', i: 0 | 1) =>
  sql`(case when ${storedCoordinate(0)} <> 0 or ${storedCoordinate(1)} <> 0 then ${storedCoordinate(i)} else coalesce((select c.${sql.raw(axis)} from ${cityCentres} where c.city = btrim(${services.city})), 0) end)`;
const serviceLat = pointOf('lat', 1);
const serviceLng = pointOf('lng', 0);

function conditions(f: ServiceFilter): SQL | undefined {
  const c: SQL[] = [];
  if (f.publicOnly) {
    c.push(
      sql`not exists(select 1 from users b where b.id = ${services.providerId} and b.blocked_at is not null)`,
    );
  }
  if (f.serviceType) c.push(eq(services.serviceType, f.serviceType));
  if (f.status) c.push(eq(services.status, f.status));
  if (f.providerId) c.push(eq(services.providerId, f.providerId));
  if (f.city) c.push(sql`lower(${services.city}) = lower(${f.city})`);
  if (f.priceMin !== undefined) c.push(gte(services.price, f.priceMin));
  if (f.priceMax !== undefined) c.push(lte(services.price, f.priceMax));
  if (f.rating) c.push(gte(services.rating, f.rating));
  if (f.region) {
    c.push(
      sql`(${services.region} = ${f.region} or ${services.operatingRegions} @> ${JSON.stringify([f.region])}::jsonb)`,
    );
  }
  if (f.skill) {
    c.push(sql`${services.targetSkillLevels} @> ${JSON.stringify([f.skill])}::jsonb`);
  }
  if (f.specialties?.length) {
    const list = sql.join(
      f.specialties.map((s) => sql`${s}`),
      sql`, `,
    );
    c.push(sql`jsonb_exists_any(${services.tags}, array[${list}]::text[])`);
  }
  const text = textCondition(services.searchText, textPlan(f.text), Boolean(f.fuzzy));
  if (text) c.push(text);
  if (f.likedBy) {
    c.push(
      sql`exists(select 1 from service_likes l where l.service_id = ${services.id} and l.user_id = ${f.likedBy})`,
    );
  }
  // The directory is a few thousand rows: its point needs no index of its own.
  c.push(
    ...nearConditions(
      serviceLat,
      serviceLng,
      f.near ?? null,
      f.byDistance ? 'distance' : undefined,
    ),
  );
  return c.length ? and(...c) : undefined;
}

/**
 * A page of services with the total. With a text, best matches come first; when nothing
 * matches, the text is tried again with typo tolerance ("צלום" still finds a photographer).
 */
export async function listServices(
  db: Db,
  filter: ServiceFilter,
  page: { limit: number; offset: number },
  viewerId: string | null,
): Promise<{ rows: ServiceRecord[]; total: number }> {
  const plan = textPlan(filter.text);
  const run = async (tx: Db, fuzzy: boolean) => {
    const where = conditions({ ...filter, fuzzy });
    const order = [desc(services.featured), desc(services.createdAt), desc(services.id)];
    const nearest =
      filter.byDistance && filter.near
        ? [asc(distanceSql(serviceLat, serviceLng, filter.near.point)), asc(services.id)]
        : null;
    const [rows, [count]] = await Promise.all([
      tx
        .select(selection(viewerId))
        .from(services)
        .innerJoin(users, eq(users.id, services.providerId))
        .where(where)
        .orderBy(
          ...(nearest ??
            (plan.length ? [desc(textRank(services.searchText, plan)), ...order] : order)),
        )
        .limit(page.limit)
        .offset(page.offset),
      tx
        .select({ n: sql<number>`count(*)::int` })
        .from(services)
        .where(where),
    ]);
    return { rows: rows as ServiceRecord[], total: count?.n ?? 0 };
  };
  const exact = await run(db, false);
  if (exact.total > 0 || !canRetryFuzzy(plan)) return exact;
  return db.transaction(async (tx) => {
    await useFuzzyThreshold(tx as unknown as Db);
    return run(tx as unknown as Db, true);
  });
}

export async function findService(
  db: Db,
  id: string,
  viewerId: string | null,
): Promise<ServiceRecord | null> {
  const rows = await db
    .select(selection(viewerId))
    .from(services)
    .innerJoin(users, eq(users.id, services.providerId))
    .where(eq(services.id, id))
    .limit(1);
  return (rows[0] as ServiceRecord | undefined) ?? null;
}

export async function insertService(db: Db, values: ServiceInsert): Promise<ServiceRow> {
  const [row] = await db.insert(services).values(values).returning();
  return row!;
}

export async function updateService(db: Db, id: string, values: Partial<ServiceInsert>) {
  await db.update(services).set(values).where(eq(services.id, id));
}

/** Moves a pending service to a decision; false when it was no longer pending. */
export async function decidePending(
  db: Db,
  id: string,
  values: Pick<ServiceInsert, 'status' | 'moderatedAt' | 'statusReason' | 'statusNotes'>,
): Promise<boolean> {
  const rows = await db
    .update(services)
    .set(values)
    .where(and(eq(services.id, id), eq(services.status, 'pending')))
    .returning({ id: services.id });
  return rows.length > 0;
}

/** Deletes a service; false when it was already gone (a simultaneous delete won). */
export async function deleteService(db: Db, id: string): Promise<boolean> {
  const rows = await db.delete(services).where(eq(services.id, id)).returning({ id: services.id });
  return rows.length > 0;
}

export async function incrementViews(db: Db, id: string) {
  await db
    .update(services)
    .set({ viewCount: sql`${services.viewCount} + 1`, updatedAt: sql`${services.updatedAt}` })
    .where(eq(services.id, id));
}

export async function statusCounts(db: Db) {
  return db
    .select({
      serviceType: services.serviceType,
      status: services.status,
      n: sql<number>`count(*)::int`,
    })
    .from(services)
    .groupBy(services.serviceType, services.status);
}

/** Per price type: the median price of the kind's approved services, and how many there are. */
export async function approvedPriceMedians(db: Db, serviceType: ServiceRow['serviceType']) {
  return db
    .select({
      priceType: services.priceType,
      median: sql<number>`(percentile_cont(0.5) within group (order by ${services.price}))::float8`,
      count: sql<number>`count(*)::int`,
    })
    .from(services)
    .where(
      and(
        eq(services.serviceType, serviceType),
        eq(services.status, 'approved'),
        gt(services.price, 0),
      ),
    )
    .groupBy(services.priceType);
}

// ------------------------------------------------------------------ likes

export async function addLike(db: Db, userId: string, serviceId: string) {
  await db.insert(serviceLikes).values({ userId, serviceId }).onConflictDoNothing();
}
export async function removeLike(db: Db, userId: string, serviceId: string) {
  await db
    .delete(serviceLikes)
    .where(and(eq(serviceLikes.userId, userId), eq(serviceLikes.serviceId, serviceId)));
}

// ------------------------------------------------------------------ reviews

export type ReviewRow = typeof serviceReviews.$inferSelect;

export function listReviews(db: Db, serviceId: string) {
  return db
    .select({
      review: serviceReviews,
      user: {
        id: users.id,
        firstName: users.firstName,
        lastName: users.lastName,
        displayName: users.displayName,
        profileImage: users.profileImage,
      },
    })
    .from(serviceReviews)
    .innerJoin(users, eq(users.id, serviceReviews.userId))
    .where(eq(serviceReviews.serviceId, serviceId))
    .orderBy(desc(serviceReviews.createdAt));
}

export async function findReview(db: Db, id: string): Promise<ReviewRow | null> {
  const rows = await db.select().from(serviceReviews).where(eq(serviceReviews.id, id)).limit(1);
  return rows[0] ?? null;
}

export async function findUserReview(db: Db, serviceId: string, userId: string) {
  const rows = await db
    .select()
    .from(serviceReviews)
    .where(and(eq(serviceReviews.serviceId, serviceId), eq(serviceReviews.userId, userId)))
    .limit(1);
  return rows[0] ?? null;
}

export async function insertReview(
  db: Db,
  values: { serviceId: string; userId: string; rating: number; text: string },
) {
  const [row] = await db.insert(serviceReviews).values(values).returning();
  return row!;
}

export async function updateReview(db: Db, id: string, values: { rating: number; text: string }) {
  await db.update(serviceReviews).set(values).where(eq(serviceReviews.id, id));
}

export async function deleteReview(db: Db, id: string) {
  await db.delete(serviceReviews).where(eq(serviceReviews.id, id));
}

/** Recomputes a service's rating (one decimal) and review count from its reviews. */
export async function recomputeRating(db: Db, serviceId: string) {
  await db
    .update(services)
    .set({
      rating: sql`coalesce((select round(avg(r.rating)::numeric, 1)::real from service_reviews r where r.service_id = ${serviceId}), 0)`,
      reviewCount: sql`(select count(*)::int from service_reviews r where r.service_id = ${serviceId})`,
      updatedAt: sql`${services.updatedAt}`,
    })
    .where(eq(services.id, serviceId));
}

/** The provider's display name, for the search text. */
export async function findUserName(db: Db, userId: string): Promise<string> {
  const [u] = await db.select().from(users).where(eq(users.id, userId)).limit(1);
  return u ? [u.firstName, u.lastName].filter(Boolean).join(' ') || u.displayName : '';
}

/** A provider's services as stored, for "download my data". */
export function servicesOfProvider(db: Db, userId: string) {
  return db.select().from(services).where(eq(services.providerId, userId));
}

export function likesOfUser(db: Db, userId: string) {
  return db.select().from(serviceLikes).where(eq(serviceLikes.userId, userId));
}

export function reviewsByUser(db: Db, userId: string) {
  return db.select().from(serviceReviews).where(eq(serviceReviews.userId, userId));
}

/** Deletes a user's reviews; the services they were of, whose rating the caller recomputes. */
export async function deleteReviewsBy(tx: Db, userId: string) {
  const reviewed = await tx
    .selectDistinct({ serviceId: serviceReviews.serviceId })
    .from(serviceReviews)
    .where(eq(serviceReviews.userId, userId));
  await tx.delete(serviceReviews).where(eq(serviceReviews.userId, userId));
  return reviewed.map((r) => r.serviceId);
}

/** Deletes a provider's services; their images, to release. */
export async function deleteProviderServices(tx: Db, userId: string) {
  const rows = await tx
    .select({ images: services.images })
    .from(services)
    .where(eq(services.providerId, userId));
  await tx.delete(services).where(eq(services.providerId, userId));
  return rows.flatMap((r) => r.images);
}

/** Services as the reports inbox names them, and what deciding who may report them needs. */
export function reportTargets(db: Db, ids: string[]) {
  if (!ids.length) return Promise.resolve([]);
  return db
    .select({
      id: services.id,
      title: services.title,
      type: services.serviceType,
      providerId: services.providerId,
      status: services.status,
    })
    .from(services)
    .where(inArray(services.id, ids));
}
