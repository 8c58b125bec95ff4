import { and, eq, sql } from 'drizzle-orm';
import type { TSellerTrust } from '@galim/shared/users/trust';
import type { Db } from '../db/client';
import { serviceReviews, services, surfboards, type PublicProfileSettings } from '../db/schema';
import type { Audience } from './privacy';

// "About the seller" (issue 33): facts Galim records, shown to others only when the seller's
// public profile is visible, like every other profile fact (lib/privacy.ts). Reviews are written
// of services, so a seller's rating is that of their public services, when they have any.
// Galim records contact clicks but no replies (people answer on WhatsApp or by phone), so a
// reply time is not among the facts: there is nothing true to show.

export interface TrustSource {
  id: string;
  createdAt: Date;
  /** Google's subject id: present once the account signed in with Google. */
  googleSub: string | null;
  publicProfile: PublicProfileSettings;
}

/** Whether the seller's facts may be shown to this audience. */
export function showsTrust(u: Pick<TrustSource, 'publicProfile'>, audience: Audience): boolean {
  return audience !== 'public' || u.publicProfile.visible;
}

/** Boards the seller sold through Galim. */
export async function boardsSoldOnGalim(db: Db, sellerId: string): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(surfboards)
    .where(
      and(
        eq(surfboards.sellerId, sellerId),
        eq(surfboards.isSold, true),
        eq(surfboards.soldThroughWebsite, true),
      ),
    );
  return row?.n ?? 0;
}

/** The reviews of the seller's approved services: how many, and their mean (one decimal). */
export async function serviceReviewsOf(
  db: Db,
  providerId: string,
): Promise<TSellerTrust['reviews']> {
  const [row] = await db
    .select({
      count: sql<number>`count(*)::int`,
      average: sql<number | null>`round(avg(${serviceReviews.rating})::numeric, 1)::real`,
    })
    .from(serviceReviews)
    .innerJoin(services, eq(services.id, serviceReviews.serviceId))
    .where(and(eq(services.providerId, providerId), eq(services.status, 'approved')));
  return row && row.count > 0 && row.average !== null
    ? { count: row.count, average: Number(row.average) }
    : undefined;
}

/** The seller's facts for this audience, or undefined when their switches hide them. */
export async function sellerTrust(
  db: Db,
  u: TrustSource,
  audience: Audience,
): Promise<TSellerTrust | undefined> {
  if (!showsTrust(u, audience)) return undefined;
  const [boardsSold, reviews] = await Promise.all([
    boardsSoldOnGalim(db, u.id),
    serviceReviewsOf(db, u.id),
  ]);
  return {
    memberSince: u.createdAt.toISOString(),
    boardsSold,
    googleVerified: u.googleSub !== null,
    ...(reviews && { reviews }),
  };
}
