import { sql } from 'drizzle-orm';
import { LISTING_TERM_DAYS } from '@galim/shared/surfboards/expiry';
import { surfboards } from '../../db/schema';
import type { BoardRecord } from './repo';

// The clock of a listing's term (issue 55, decision 058). `expires_at` is the end of the term as
// every public read compares it with now(), so a list needs that one condition:
// - a review (any moderation status but approved: new, edited, held, flagged, rejected) stops
//   the clock at `clock_paused_at`; approval starts it again, the review's time added;
// - a reservation's hours are added when it begins, since it lapses by itself with no write to
//   add them after; what is left of them is taken back when it ends early (released, sold,
//   archived) or when a review stops the clock meanwhile (added back when the review ends).
// Each write below sets these columns from the row as it was before the write (an UPDATE's SET
// reads the old row), in the write's own statement: no job moves the clock.

const zero = sql`interval '0 seconds'`;
const term = sql.raw(`interval '${LISTING_TERM_DAYS} days'`);
const running = sql`${surfboards.clockPausedAt} is null`;

/** What is left of the reservation that holds now; nothing when none does. */
const reservationLeft = sql`(case when ${surfboards.reservedForUserId} is not null and ${surfboards.reservedUntil} > now() then ${surfboards.reservedUntil} - now() else ${zero} end)`;

/** The term without what is left of the reservation (while the clock runs). */
const withoutReservationLeft = sql`(case when ${running} then ${surfboards.expiresAt} - ${reservationLeft} else ${surfboards.expiresAt} end)`;

/** The board goes into review: the clock stops (already stopped: it stays so). */
export const stopClock = {
  clockPausedAt: sql`coalesce(${surfboards.clockPausedAt}, now())`,
  expiresAt: withoutReservationLeft,
};

/** The board is approved: the clock runs again, later by the review's time. */
export const startClock = {
  clockPausedAt: null,
  expiresAt: sql`(case when ${running} then ${surfboards.expiresAt} else ${surfboards.expiresAt} + (now() - ${surfboards.clockPausedAt}) + ${reservationLeft} end)`,
};

/** The clock as a write that sets the moderation status leaves it. */
export const clockFor = (status: BoardRecord['moderationStatus']) =>
  status === 'approved' ? startClock : stopClock;

/** A reservation of `hours` begins (the clock runs: only a public board is reserved). */
export const reservedClock = (hours: number) => ({
  expiresAt: sql`(case when ${running} then ${surfboards.expiresAt} - ${reservationLeft} + make_interval(hours => ${hours}) else ${surfboards.expiresAt} end)`,
});

/** The reservation ends before its time: its hours not yet come are taken back. */
export const reservationEndedClock = { expiresAt: withoutReservationLeft };

/**
 * A renewal: a new term of 60 days from now (from the end of the review when one stops the
 * clock, plus what is left of a reservation), its reminder still to come. It moves up the
 * newest-first list only when its price or photos changed since it was last put there, so a
 * renewal alone is no way to bump it.
 */
export const renewedTerm = {
  listedAt: sql`(case when ${surfboards.offerChangedAt} > ${surfboards.listedAt} then now() else ${surfboards.listedAt} end)`,
  expiresAt: sql`now() + ${term} + (case when ${running} then ${reservationLeft} else ${zero} end)`,
  clockPausedAt: sql`(case when ${running} then null else now() end)`,
  renewedAt: sql`now()`,
  expiryRemindedAt: null,
};

/** The clock's columns of a board. */
export type ClockColumns = Pick<
  BoardRecord,
  'expiresAt' | 'clockPausedAt' | 'reservedForUserId' | 'reservedUntil'
>;

/**
 * When the term ends as of `now`: `expiresAt` while the clock runs; during a review, later by
 * the review's time so far and by what is left of the reservation (added back at approval).
 */
export function termEnd(b: ClockColumns, now = Date.now()): Date {
  if (!b.clockPausedAt) return b.expiresAt;
  const paused = Math.max(0, now - b.clockPausedAt.getTime());
  const left =
    b.reservedForUserId && b.reservedUntil ? Math.max(0, b.reservedUntil.getTime() - now) : 0;
  return new Date(b.expiresAt.getTime() + paused + left);
}

/** The term has ended. */
export const hasExpired = (b: ClockColumns, now = Date.now()) => termEnd(b, now).getTime() <= now;
