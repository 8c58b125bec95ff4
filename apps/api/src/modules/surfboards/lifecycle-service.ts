import type { TBoardBuyers } from '@galim/shared/conversations/schemas';
import type { TSurfboard } from '@galim/shared/surfboards/schemas';
import { apiError } from '../../lib/errors';
import type { Db } from '../../db/client';
import type { AuthUser } from '../../plugins/auth';
import type { Publish } from '../../plugins/events/bus';
import { recordActivity, type ActivityType } from '../activity/service';
import {
  byIds,
  createBoardAccess,
  describe,
  NOT_FOUND,
  type Board,
  type OwnerDeps,
  type OwnerScope,
} from './board-access';
import {
  deleteBoards,
  lockBoardRecords,
  markExpiringReminded,
  releaseBoard,
  updateBoardsTogether,
  type BoardChanges,
} from './owner-repo';
import { findBoardRecords } from './repo';
import { inPublicState } from './visibility';
import { hasExpired, renewedTerm, reservationEndedClock } from './expiry-clock';
import { EXPIRY_REMINDER_DAYS } from '@galim/shared/surfboards/expiry';
import {
  buyerOfBoard,
  buyersOfBoard,
  noticeToBuyer,
  noticeToOtherBuyers,
} from '../conversations/buyers-service';

/** How a sale is recorded: to a buyer of Galim (with their accepted offer) or to someone else. */
interface SaleOptions {
  soldThroughWebsite: boolean;
  soldPrice?: number;
  buyerId?: string | null;
  /** The buyer's accepted offer: the price when none is given. */
  offerAmount?: number | null;
}

/** How many listings one transaction of the reminders' job marks and tells of. */
const REMINDER_BATCH = 200;

/** No reservation: a sold or archived board is held for nobody (nor its term longer for it). */
const noReservation = { reservedForUserId: null, reservedUntil: null, ...reservationEndedClock };

/** The buyer an accepted offer holds the board for, while the reservation holds; else null. */
const reservedFor = (b: Pick<Board, 'reservedForUserId' | 'reservedUntil'>) =>
  b.reservedUntil && b.reservedUntil.getTime() > Date.now() ? b.reservedForUserId : null;

/**
 * What a transition writes after the change, in its transaction: a notice, an event. It is given
 * the boards as they were before the change.
 */
type After = (tx: Db, publish: Publish, before: Board[]) => Promise<void>;

/**
 * The other buyers who wrote lately hear that the listings were sold to someone else, each named
 * by its kind ("the wetsuit").
 */
const soldElsewhere =
  (buyerId: string | null = null): After =>
  async (tx, publish, before) => {
    for (const b of before)
      await noticeToOtherBuyers(tx, publish, b, buyerId, 'board_sold_elsewhere');
  };

/** The buyers who wrote lately hear that the listings were taken off sale. */
const takenDown: After = async (tx, publish, before) => {
  for (const b of before) await noticeToOtherBuyers(tx, publish, b, null, 'board_archived');
};

/** The alerts hear that the board may be public again (saved searches match it). */
const maybePublic =
  (id: string): After =>
  (_tx, publish) =>
    publish('listing.maybePublic', { boardId: id });

// A board's lifecycle, one or several at once: sold, back on sale, archived, restored, renewed,
// deleted (409 for an illegal transition). The alerts hear when a board may be public again, the
// buyer in their thread when it was sold to them: events written in the transition's transaction.

/** Transitions: the new column values, or a 409 naming why the board cannot move. */
const transitions = {
  markSold(b: Board, opts: SaleOptions) {
    if (b.isSold) throw apiError('BOARD_ALREADY_SOLD');
    if (b.archived) throw apiError('BOARD_ARCHIVED_CANNOT_SELL');
    // A board reserved for a buyer is sold to that buyer, or to another (in Galim or outside)
    // only once the seller released the reservation, which tells the first buyer.
    const holder = reservedFor(b);
    if (holder && holder !== (opts.buyerId ?? null)) throw apiError('SOLD_WHILE_RESERVED');
    return {
      isSold: true,
      soldDate: new Date(),
      soldPrice: Math.round(opts.soldPrice ?? opts.offerAmount ?? b.price),
      // A sale to a buyer who wrote in Galim went through the website.
      soldThroughWebsite: opts.soldThroughWebsite || Boolean(opts.buyerId),
      soldToUserId: opts.buyerId ?? null,
      ...noReservation,
    };
  },
  unsold(b: Board) {
    if (!b.isSold) throw apiError('BOARD_NOT_SOLD');
    return {
      isSold: false,
      soldDate: null,
      soldPrice: null,
      soldThroughWebsite: null,
      soldToUserId: null,
    };
  },
  archive(b: Board) {
    if (b.archived) throw apiError('BOARD_ALREADY_ARCHIVED');
    if (b.isSold) throw apiError('BOARD_SOLD_CANNOT_ARCHIVE');
    return { archived: true, archivedAt: new Date(), ...noReservation };
  },
  unarchive(b: Board) {
    if (!b.archived) throw apiError('BOARD_NOT_ARCHIVED');
    return { archived: false, archivedAt: null };
  },
  /**
   * "Still for sale": a new term of 60 days from now, at any time (an expired listing comes back
   * to the lists). It moves up only with a new price or new photos since it was last put on the
   * list, so a renewal alone is no way to bump it (decision 058).
   */
  renew(b: Board) {
    if (b.isSold) throw apiError('BOARD_SOLD_CANNOT_RENEW');
    if (b.archived) throw apiError('BOARD_ARCHIVED_CANNOT_RENEW');
    return renewedTerm;
  },
};

/** The lifecycle of boards (/api/surfboards) or of listings of every kind (/api/listings). */
export function createLifecycleService(
  { db, images, events }: OwnerDeps,
  scope: OwnerScope = 'board',
) {
  const { read, checkAccess } = createBoardAccess(db, scope);

  // Each transition runs in one transaction: the rows are locked, the rule is checked against
  // what is committed, the change and its activity row are written together. Of several
  // simultaneous requests one wins; the others see its result and get 409 (or 404).

  async function lifecycle(
    id: string,
    user: AuthUser,
    step: (b: Board) => BoardChanges,
    activity?: ActivityType,
    after?: After,
  ): Promise<TSurfboard> {
    await bulk([id], user, step, activity, after);
    return read(id, user);
  }

  async function bulk(
    ids: string[],
    user: AuthUser,
    step: (b: Board) => BoardChanges,
    activity?: ActivityType,
    after?: After,
  ): Promise<Board[]> {
    return events.transaction(async (tx, publish) => {
      const boards = byIds(ids, await lockBoardRecords(tx, ids, scope), user, scope);
      // Every transition is checked before anything is written: all or nothing.
      const changes = boards.map((b) => ({ id: b.id, values: step(b) }));
      await updateBoardsTogether(tx, changes);
      if (activity) {
        for (const b of boards) await recordActivity(tx, activity, b.sellerId, describe(b));
      }
      await after?.(tx, publish, boards);
      return boards;
    });
  }

  /** Deletes the boards (all or none) and then releases their images. */
  async function removeAll(ids: string[], user: AuthUser): Promise<Board[]> {
    const boards = await db.transaction(async (tx) => {
      const locked = byIds(ids, await lockBoardRecords(tx, ids, scope), user, scope);
      await deleteBoards(tx, ids);
      return locked;
    });
    await images.release(boards.flatMap((b) => b.images));
    return boards;
  }
  return {
    /**
     * Sold, to a buyer who wrote about the board in Galim (refused for anyone else) or to
     * someone outside Galim; the buyer's accepted offer is the price unless one is given.
     */
    async markSold(
      id: string,
      user: AuthUser,
      opts: { soldThroughWebsite: boolean; soldPrice?: number; buyerId?: string | null },
    ) {
      let offerAmount: number | null = null;
      if (opts.buyerId) {
        const buyer = await buyerOfBoard(db, id, opts.buyerId);
        if (!buyer) throw apiError('SOLD_TO_NOT_A_BUYER');
        offerAmount = buyer.acceptedAmount;
      }
      const buyerId = opts.buyerId;
      return lifecycle(
        id,
        user,
        (b) => transitions.markSold(b, { ...opts, offerAmount }),
        'surfboard_sold',
        // The buyer hears in their thread that it is theirs, and that they may review the seller;
        // the others who wrote lately, that it went to someone else.
        async (tx, publish, before) => {
          for (const b of before) {
            if (buyerId) await noticeToBuyer(tx, publish, b, buyerId, 'board_sold');
          }
          await soldElsewhere(buyerId ?? null)(tx, publish, before);
        },
      );
    },

    /** The seller's own board only (admins too are told no: whom a seller talks to is theirs). */
    async checkOwner(id: string, user: AuthUser) {
      const [board] = await findBoardRecords(db, [id], scope);
      if (!board) throw apiError(NOT_FOUND[scope]);
      if (board.sellerId !== user.id) {
        throw apiError(inPublicState(board) ? 'FORBIDDEN' : NOT_FOUND[scope]);
      }
    },

    /**
     * The seller ends the reservation before its 48 hours (nothing happens when none holds); the
     * buyer it held for is told in their thread.
     */
    async release(id: string, user: AuthUser) {
      await events.transaction(async (tx, publish) => {
        const [board] = await lockBoardRecords(tx, [id], scope);
        const holder = board ? reservedFor(board) : null;
        await releaseBoard(tx, id);
        if (board && holder) {
          await noticeToBuyer(tx, publish, board, holder, 'reservation_released');
        }
      });
      return read(id, user);
    },

    /** Who wrote about the board: the choices of "sold to whom". */
    async buyers(id: string): Promise<TBoardBuyers> {
      const [board] = await findBoardRecords(db, [id], scope);
      return buyersOfBoard(db, id, board ? reservedFor(board) : null);
    },

    async unsold(id: string, user: AuthUser) {
      return lifecycle(id, user, transitions.unsold, undefined, maybePublic(id));
    },

    async archive(id: string, user: AuthUser) {
      return lifecycle(id, user, transitions.archive, 'surfboard_archived', takenDown);
    },

    async unarchive(id: string, user: AuthUser) {
      return lifecycle(id, user, transitions.unarchive, undefined, maybePublic(id));
    },

    /** A renewal by the owner or an admin; an expired listing's return is told to the alerts. */
    async renew(id: string, user: AuthUser) {
      return lifecycle(id, user, transitions.renew, undefined, (_tx, publish, [was]) =>
        was && hasExpired(was)
          ? publish('listing.maybePublic', { boardId: id })
          : Promise.resolve(),
      );
    },
    checkAccess,

    /**
     * "Still for sale?" (the `listing-expiry` job): each public listing whose term ends within 7
     * days is marked reminded and its seller told (`listing.expiring`, heard by the alerts) in
     * one transaction: once a term, however often the job runs, and never lost to a crash
     * between the two.
     */
    async remindExpiring(): Promise<{ reminded: number }> {
      let reminded = 0;
      for (;;) {
        const told = await events.transaction(async (tx, publish) => {
          const due = await markExpiringReminded(tx, EXPIRY_REMINDER_DAYS, REMINDER_BATCH);
          for (const b of due) {
            await publish('listing.expiring', {
              boardId: b.id,
              expiresAt: b.expiresAt.toISOString(),
            });
          }
          return due.length;
        });
        reminded += told;
        if (told < REMINDER_BATCH) return { reminded };
      }
    },

    async remove(id: string, user: AuthUser) {
      await removeAll([id], user);
    },

    async bulkArchive(ids: string[], user: AuthUser) {
      const boards = await bulk(ids, user, transitions.archive, 'surfboard_archived', takenDown);
      return { count: boards.length, ids };
    },

    async bulkSold(ids: string[], user: AuthUser, soldThroughWebsite: boolean) {
      const boards = await bulk(
        ids,
        user,
        (b) => transitions.markSold(b, { soldThroughWebsite }),
        'surfboard_sold',
        soldElsewhere(),
      );
      return { count: boards.length, ids };
    },

    async bulkDelete(ids: string[], user: AuthUser) {
      const boards = await removeAll(ids, user);
      return { count: boards.length, ids };
    },
  };
}
export type LifecycleService = ReturnType<typeof createLifecycleService>;
