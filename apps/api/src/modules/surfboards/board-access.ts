import type { TSurfboard } from '@galim/shared/surfboards/schemas';
import type { Db } from '../../db/client';
import { requireOwnerOrAdmin } from '../../lib/access';
import { apiError } from '../../lib/errors';
import type { AuthUser } from '../../plugins/auth';
import type { EventPublisher } from '../../plugins/events/bus';
import type { ImageService } from '../images/service';
import { serializeBoard, serializeListing, withSellerContact } from './serialize';
import { canSeeBoard, inPublicState } from './visibility';
import {
  findBoardRecords,
  findBoardRow,
  type BoardRecord,
  type BoardRow,
  type OwnerScope,
} from './repo';
import { priceHistoryOf } from './price-history-repo';

// What the marketplace's services share: who may see a board (404 otherwise, also for hidden
// ones) and who may act on it (owner or admin: 403 otherwise, 404 for a missing board), a
// board read back as the API shows it, and what the owner side's services are built from.

export type Board = BoardRecord;
export type { OwnerScope };

/** What a missing (or hidden) one is called: a board under /surfboards, a listing under /listings. */
export const NOT_FOUND = { board: 'BOARD_NOT_FOUND', listing: 'LISTING_NOT_FOUND' } as const;

/** The boards in the order of `ids`, each one checked with assertCanAct. */
export function byIds(
  ids: string[],
  found: Board[],
  user: AuthUser,
  scope: OwnerScope = 'board',
): Board[] {
  const byId = new Map(found.map((b) => [b.id, b]));
  return ids.map((id) => {
    const board = byId.get(id);
    assertCanAct(board, user, scope);
    return board;
  });
}

/** Owner or admin acts; others get 403 on a public board and 404 on one they cannot see. */
export function assertCanAct(
  board: Board | undefined,
  user: AuthUser,
  scope: OwnerScope = 'board',
): asserts board is Board {
  if (!board) throw apiError(NOT_FOUND[scope]);
  requireOwnerOrAdmin(
    user,
    { ownerId: board.sellerId, isPublic: inPublicState(board) },
    NOT_FOUND[scope],
  );
}

export const describe = (b: Pick<Board, 'id' | 'title'>) => `${b.title} (${b.id})`;

/** What the owner side's services are built from: the database, images, domain events. */
export interface OwnerDeps {
  db: Db;
  images: ImageService;
  /** Where a lower price, a board back in public view and a buyer's notice are told. */
  events: EventPublisher;
}

/** Reads of a board for its services: as the viewer may see it, or as the user may act on it. */
/**
 * The board's own answer (its page, the owner's after an edit) with its price history, once its
 * price has changed (issue 55); lists never carry it.
 */
export async function withPriceHistory(db: Db, board: TSurfboard): Promise<TSurfboard> {
  const history = await priceHistoryOf(db, board._id);
  return history.length ? { ...board, priceHistory: history } : board;
}

/**
 * Reads for the services of one scope: boards only (/api/surfboards), or every kind of listing
 * (/api/listings, answered with its kind and attributes).
 */
export function createBoardAccess(db: Db, scope: OwnerScope = 'board') {
  const missing = () => apiError(NOT_FOUND[scope]);

  /** A board the viewer may see, or 404 'Surfboard not found' (also for hidden ones). */
  async function visibleBoard(id: string, viewer: AuthUser | null): Promise<BoardRow> {
    const row = await findBoardRow(db, id, scope);
    if (!row || !canSeeBoard(row, viewer)) throw missing();
    return row;
  }

  async function load(id: string, user: AuthUser): Promise<Board> {
    const [board] = await findBoardRecords(db, [id], scope);
    assertCanAct(board, user, scope);
    return board;
  }

  async function read(id: string, user: AuthUser): Promise<TSurfboard> {
    const row = await findBoardRow(db, id, scope);
    if (!row) throw missing();
    const shown = scope === 'board' ? serializeBoard(row, user) : serializeListing(row, user);
    return withSellerContact(await withPriceHistory(db, shown), row, user);
  }

  /** Loads all boards or fails for all: 404 if one is missing, 403 if one is not yours. */
  async function loadAll(ids: string[], user: AuthUser): Promise<Board[]> {
    return byIds(ids, await findBoardRecords(db, ids, scope), user, scope);
  }

  /** 404/403 unless the user may act on the board (run before the body is validated). */
  async function checkAccess(id: string, user: AuthUser) {
    await load(id, user);
  }

  return { visibleBoard, load, read, loadAll, checkAccess };
}
