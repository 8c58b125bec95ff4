import { and, eq, sql } from 'drizzle-orm';
import type { TSellerTrust } from '@galim/shared/users/trust';
import type { Db } from '../db/client';
import { surfboards, type PublicProfileSettings } from '../db/schema';
import type { Audience } from './privacy';

// "About the seller" (issue 33): facts Galim records, shown to others only when the seller's
// public profile is visible, like every other profile fact (lib/privacy.ts). Galim keeps no
// reviews of users (reviews belong to services) and records contact clicks but no replies, so
// neither a rating nor a reply time is among the facts: there is nothing true to show.

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

/** The seller's facts for this audience, or undefined when their switches hide them. */
export async function sellerTrust(
  db: Db,
  u: TrustSource,
  audience: Audience,
): Promise<TSellerTrust | undefined> {
  if (!showsTrust(u, audience)) return undefined;
  return {
    memberSince: u.createdAt.toISOString(),
    boardsSold: await boardsSoldOnGalim(db, u.id),
    googleVerified: u.googleSub !== null,
  };
}
