import { and, eq, isNotNull, isNull, sql } from 'drizzle-orm';
import { BOARD_NOTICE_KINDS, REPLY_TIME_RULE } from '@galim/shared/conversations/limits';
import { REPLY_RATE_RULE, replyRateBand } from '@galim/shared/users/reply-rate';
import type { TSellerReviewSummary, TSellerTrust } from '@galim/shared/users/trust';
import type { Db } from '../../db/client';
import {
  conversations,
  sellerReviews,
  serviceReviews,
  services,
  surfboards,
  type PublicProfileSettings,
} from '../../db/schema';
import type { Audience } from '../../lib/privacy';

// "About the seller" (issue 33): facts Galim records, shown to others only when the seller's
// public profile is visible, like every other profile fact (lib/privacy.ts). `reviews` there is
// the rating of their public services. Buyers' reviews of the seller (issue 43, decision 046)
// are apart: `sellerReviewSummary` is served whatever the switches say.
// The reply time is measured on the conversations buyers open in Galim (modules/conversations):
// Galim sees no answer given on WhatsApp or by phone, so contact clicks do not count for it.

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

/**
 * The reviews buyers wrote of the seller after a sale Galim recorded (issue 43), removed ones
 * left out: how many, and their mean (one decimal). Not behind the profile switches: they are
 * about deals made through Galim, as the privacy page says.
 */
export async function sellerReviewSummary(
  db: Db,
  sellerId: string,
): Promise<TSellerReviewSummary | undefined> {
  const [row] = await db
    .select({
      count: sql<number>`count(*)::int`,
      average: sql<number | null>`round(avg(${sellerReviews.rating})::numeric, 1)::real`,
    })
    .from(sellerReviews)
    .where(and(eq(sellerReviews.sellerId, sellerId), isNull(sellerReviews.removedAt)));
  return row && row.count > 0 && row.average !== null
    ? { count: row.count, average: Number(row.average) }
    : undefined;
}

/**
 * The waits of the seller's recent threads that count for the reply time, in minutes: from the
 * buyer's first message to the seller's first message after it (a notice of the board, sold or
 * released, is no reply), or null for a thread left without a reply past the rule's limit. A
 * younger thread without a reply is not counted yet: the reply may still come.
 */
export async function replyWaits(db: Db, sellerId: string, now = new Date()) {
  const day = 86_400_000;
  const since = new Date(now.getTime() - REPLY_TIME_RULE.windowDays * day).toISOString();
  const cutoff = new Date(now.getTime() - REPLY_TIME_RULE.unansweredAfterDays * day).toISOString();
  // Column names written out: drizzle leaves a column unqualified in a nested select, where it
  // would name the inner table's column of the same name.
  const firstAsk = sql`(select min(a.id) from conversation_messages a
    where a.conversation_id = c.id and a.sender_id = c.buyer_id)`;
  const threads = db
    .select({
      asked: sql<Date | null>`(select m.created_at from conversation_messages m
        where m.id = ${firstAsk})`.as('asked'),
      replied: sql<Date | null>`(select min(r.created_at) from conversation_messages r
        where r.conversation_id = c.id and r.sender_id = c.seller_id and r.id > ${firstAsk}
          and r.kind not in ${[...BOARD_NOTICE_KINDS]})`.as('replied'),
    })
    .from(sql`${conversations} c`)
    .where(sql`c.seller_id = ${sellerId}`)
    .as('threads');
  const rows = await db
    .select({
      minutes: sql<number | null>`extract(epoch from (${threads.replied} - ${threads.asked})) / 60`,
    })
    .from(threads)
    .where(
      and(
        isNotNull(threads.asked),
        sql`${threads.asked} >= ${since}::timestamptz`,
        sql`(${threads.replied} is not null or ${threads.asked} < ${cutoff}::timestamptz)`,
      ),
    );
  return rows.map((r) => (r.minutes === null ? null : Number(r.minutes)));
}

/**
 * The usual reply time: the median wait (the upper one of an even count), in whole minutes
 * rounded up. Undefined with too few threads, or when that median is a thread left unanswered.
 */
export function medianReplyMinutes(waits: (number | null)[]): number | undefined {
  if (waits.length < REPLY_TIME_RULE.minThreads) return undefined;
  const sorted = waits.map((w) => w ?? Number.POSITIVE_INFINITY).sort((a, b) => a - b);
  const median = sorted[Math.floor(sorted.length / 2)]!;
  return Number.isFinite(median) ? Math.max(1, Math.ceil(median)) : undefined;
}

/**
 * What the reply rate is made of (shared/users/reply-rate.ts), in one query: the seller's
 * threads whose first message is the buyer's and is younger than the rule's window, less those
 * of buyers the seller blocked; how many the seller wrote in after that message (a notice of the
 * board is no answer), and how many different buyers opened them.
 */
export async function replyRateCounts(db: Db, sellerId: string, now = new Date()) {
  const since = new Date(now.getTime() - REPLY_RATE_RULE.windowDays * 86_400_000).toISOString();
  // Column names written out, as in replyWaits above.
  const first = sql`(select min(f.id) from conversation_messages f where f.conversation_id = c.id)`;
  const [row] = await db
    .select({
      threads: sql<number>`count(*)::int`,
      answered: sql<number>`count(*) filter (where exists (select 1 from conversation_messages r
        where r.conversation_id = c.id and r.sender_id = c.seller_id and r.id > m.id
          and r.kind not in ${[...BOARD_NOTICE_KINDS]}))::int`,
      people: sql<number>`count(distinct c.buyer_id)::int`,
    })
    .from(sql`${conversations} c`)
    .innerJoin(sql`conversation_messages m`, sql`m.id = ${first}`)
    .where(
      sql`c.seller_id = ${sellerId} and m.sender_id = c.buyer_id
        and m.created_at >= ${since}::timestamptz
        and not exists (select 1 from user_blocks b
          where b.blocker_id = c.seller_id and b.blocked_id = c.buyer_id)`,
    );
  return { threads: row?.threads ?? 0, answered: row?.answered ?? 0, people: row?.people ?? 0 };
}

/** The seller's facts for this audience, or undefined when their switches hide them. */
export async function sellerTrust(
  db: Db,
  u: TrustSource,
  audience: Audience,
): Promise<TSellerTrust | undefined> {
  if (!showsTrust(u, audience)) return undefined;
  const [boardsSold, reviews, waits, replyCounts] = await Promise.all([
    boardsSoldOnGalim(db, u.id),
    serviceReviewsOf(db, u.id),
    replyWaits(db, u.id),
    replyRateCounts(db, u.id),
  ]);
  const replyMinutes = medianReplyMinutes(waits);
  return {
    memberSince: u.createdAt.toISOString(),
    boardsSold,
    googleVerified: u.googleSub !== null,
    replyRate: replyRateBand(replyCounts),
    ...(reviews && { reviews }),
    ...(replyMinutes !== undefined && { replyMinutes }),
  };
}
