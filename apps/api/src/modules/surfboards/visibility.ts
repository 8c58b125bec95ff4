import { and, eq, gt, lte, sql, type SQL } from 'drizzle-orm';
import {
  inState,
  PUBLIC_BOARD_STATE,
  SOLD_PAGE_STATE,
  type BoardState,
} from '@galim/shared/surfboards/visibility';
import { surfboards } from '../../db/schema';
import { canSee } from '../../lib/access';
import type { AuthUser } from '../../plugins/auth';
import type { BoardRecord, BoardRow } from './repo';
import { hasExpired, type ClockColumns } from './expiry-clock';

// Who sees a board, in the two forms the API needs: a SQL condition for every list, profile,
// sitemap and alert query, and a check of a board row already read (its page, a report, a
// view). Both come from the shared rule: the board's own columns, a listing whose term has not
// ended (expiry-clock.ts), and a seller who is not blocked.

const COLUMNS = {
  moderationStatus: surfboards.moderationStatus,
  archived: surfboards.archived,
  sold: surfboards.isSold,
  availability: surfboards.availability,
} as const;

const sellerNotBlocked = sql`not exists(select 1 from users b where b.id = ${surfboards.sellerId} and b.blocked_at is not null)`;

/**
 * A board, not another kind of gear (issue 53): every board list, page and alert asks it, so gear
 * never appears under /api/surfboards. Written out, not a parameter, so the planner matches the
 * partial indexes built on it.
 */
export const isBoardKind: SQL = sql`${surfboards.kind} = 'board'`;

/** A listing's public columns, whatever its kind. */
const publicStateColumns = (Object.keys(PUBLIC_BOARD_STATE) as (keyof BoardState)[]).map((key) =>
  eq(COLUMNS[key], PUBLIC_BOARD_STATE[key]),
);

/** The board's public columns (the partial indexes are built on the same ones, and the kind). */
const inPublicColumns = [isBoardKind, ...publicStateColumns];

/** The listing's term has not ended (decision 058: the clock keeps `expires_at` true). */
const termRunning = gt(surfboards.expiresAt, sql`now()`);
const termEnded = lte(surfboards.expiresAt, sql`now()`);

/** Public boards, as a condition. */
export const isPublicBoard: SQL = and(...inPublicColumns, termRunning, sellerNotBlocked)!;

/** Public listings of every kind (GET /api/listings, issue 53). */
export const isPublicListing: SQL = and(...publicStateColumns, termRunning, sellerNotBlocked)!;

/**
 * Listings public but for the clock: the mirror of public gear (gear-mirror.ts) keeps them with
 * their term's end and checks it as each list is read.
 */
export const isListedListing: SQL = and(...publicStateColumns, sellerNotBlocked)!;

/**
 * Boards public but for their term, as a condition: their page opens, saying they expired, and
 * those who liked one keep it in their favourites, marked so.
 */
export const isExpiredPageBoard: SQL = and(...inPublicColumns, termEnded, sellerNotBlocked)!;

/** The same for listings of every kind: those who liked one keep it, marked expired (issue 53). */
export const isExpiredPageListing: SQL = and(...publicStateColumns, termEnded, sellerNotBlocked)!;

/** A listing's sold columns, whatever its kind. */
const soldStateColumns = (Object.keys(SOLD_PAGE_STATE) as (keyof typeof SOLD_PAGE_STATE)[]).map(
  (key) => eq(COLUMNS[key], SOLD_PAGE_STATE[key]),
);

/**
 * Sold boards whose page still opens, as a condition: a buyer who liked one keeps it in their
 * favourites, marked sold (archived, rejected or a blocked seller's boards still go).
 */
export const isSoldPageBoard: SQL = and(isBoardKind, ...soldStateColumns, sellerNotBlocked)!;

/** The same for listings of every kind (issue 53). */
export const isSoldPageListing: SQL = and(...soldStateColumns, sellerNotBlocked)!;

/** The state columns of a board (a record, or a read row's board), its clock's too. */
type StateColumns = Pick<BoardRecord, 'moderationStatus' | 'archived' | 'isSold' | 'availability'> &
  ClockColumns;

function stateOf(b: StateColumns): BoardState {
  return {
    moderationStatus: b.moderationStatus,
    archived: b.archived,
    sold: b.isSold,
    availability: b.availability,
  };
}

/**
 * Public by the board's own columns. Only where the seller is not read (whether an action on
 * someone else's board answers 403 or 404); everywhere else isPublicRow.
 */
export function inPublicState(b: StateColumns): boolean {
  return inState(stateOf(b), PUBLIC_BOARD_STATE) && !hasExpired(b);
}

/** The row form of isPublicBoard. */
export function isPublicRow(row: BoardRow): boolean {
  return inPublicState(row.board) && !row.seller.blockedAt;
}

/**
 * A sold board keeps its page (buyers saved the link): shown as sold and without the seller's
 * contact details. It leaves every list.
 */
export function isSoldPageRow(row: BoardRow): boolean {
  return inState(stateOf(row.board), SOLD_PAGE_STATE) && !row.seller.blockedAt;
}

/**
 * An expired listing keeps its page (its link was shared and saved): shown as expired, with
 * boards like it and without the seller's contact details. It leaves every list.
 */
export function isExpiredPageRow(row: BoardRow): boolean {
  const b = row.board;
  return inState(stateOf(b), PUBLIC_BOARD_STATE) && hasExpired(b) && !row.seller.blockedAt;
}

/** Public boards for everyone; owner and admins see theirs in any state. */
export function canSeeBoard(row: BoardRow, viewer: AuthUser | null): boolean {
  return canSee(viewer, { ownerId: row.board.sellerId, isPublic: isPublicRow(row) });
}

/**
 * Whose page opens: a public listing or the viewer's own, and a sold or expired one, shown so
 * (its link was shared and saved: never a 404). One rule for board and gear pages.
 */
export function opensPageFor(row: BoardRow, viewer: AuthUser | null): boolean {
  return canSeeBoard(row, viewer) || isSoldPageRow(row) || isExpiredPageRow(row);
}
