// A listing's term (issue 55, decision 058): public for 60 days from going public or from its
// last renewal, with the clock stopped while a moderator reviews the board or a buyer holds it.
// Seven days before the end the seller is asked "still for sale?". The API keeps the clock
// (apps/api/src/modules/surfboards/expiry-clock.ts); both sides read the rule's numbers, the
// answer's `expiresAt` and the address of the question here.

/** How long a listing stays public from going public or from its last renewal. */
export const LISTING_TERM_DAYS = 60;

/** How long before the end the seller is asked "still for sale?". */
export const EXPIRY_REMINDER_DAYS = 7;

const MS_PER_DAY = 86_400_000;

const msLeft = (expiresAt: string | Date, now: number) => new Date(expiresAt).getTime() - now;

/** Whole days left until `expiresAt`, rounded up (0 once it has passed). */
export function daysLeft(expiresAt: string | Date, now = Date.now()): number {
  const ms = msLeft(expiresAt, now);
  return ms <= 0 ? 0 : Math.ceil(ms / MS_PER_DAY);
}

/** Whole days since `expiresAt` passed, rounded down (0 on the day it passed or before). */
export function daysSince(expiresAt: string | Date, now = Date.now()): number {
  return Math.max(0, Math.floor(-msLeft(expiresAt, now) / MS_PER_DAY));
}

/** The term ends within the reminder's days and has not ended yet. */
export function expiresSoon(expiresAt: string | Date, now = Date.now()): boolean {
  const ms = msLeft(expiresAt, now);
  return ms > 0 && ms <= EXPIRY_REMINDER_DAYS * MS_PER_DAY;
}

/** The query parameter of "my listings" that opens a board's "still for sale?" answers. */
export const STILL_FOR_SALE_PARAM = 'still';

/** Where the reminder leads: the seller's listings, with the board's three answers on top. */
export const stillForSalePath = (boardId: string) =>
  `/profile/my-surfboards?${STILL_FOR_SALE_PARAM}=${encodeURIComponent(boardId)}`;

/** The board a reminder's address is about, or null for any other address. */
export function stillForSaleBoardId(url: string): string | null {
  const query = url.split('#')[0]!.split('?')[1];
  return query ? new URLSearchParams(query).get(STILL_FOR_SALE_PARAM) : null;
}
