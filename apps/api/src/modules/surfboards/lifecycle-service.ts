import type { TSurfboard } from '@galim/shared/surfboards/schemas';
import { apiError } from '../../lib/errors';
import type { AuthUser } from '../../plugins/auth';
import { recordActivity, type ActivityType } from '../activity/service';
import { byIds, createBoardAccess, describe, type Board, type OwnerDeps } from './board-access';
import type { BoardInsert } from './repo';
import { deleteBoards, lockBoardRecords, updateBoardsTogether } from './owner-repo';

// A board's lifecycle, one or several at once: sold, back on sale, archived, restored, deleted
// (409 for an illegal transition). The alerts hear when a board may be public again.

/** Transitions: the new column values, or a 409 naming why the board cannot move. */
const transitions = {
  markSold(b: Board, opts: { soldThroughWebsite: boolean; soldPrice?: number }) {
    if (b.isSold) throw apiError('BOARD_ALREADY_SOLD');
    if (b.archived) throw apiError('BOARD_ARCHIVED_CANNOT_SELL');
    return {
      isSold: true,
      soldDate: new Date(),
      soldPrice: Math.round(opts.soldPrice ?? b.price),
      soldThroughWebsite: opts.soldThroughWebsite,
    };
  },
  unsold(b: Board) {
    if (!b.isSold) throw apiError('BOARD_NOT_SOLD');
    return { isSold: false, soldDate: null, soldPrice: null, soldThroughWebsite: null };
  },
  archive(b: Board) {
    if (b.archived) throw apiError('BOARD_ALREADY_ARCHIVED');
    if (b.isSold) throw apiError('BOARD_SOLD_CANNOT_ARCHIVE');
    return { archived: true, archivedAt: new Date() };
  },
  unarchive(b: Board) {
    if (!b.archived) throw apiError('BOARD_NOT_ARCHIVED');
    return { archived: false, archivedAt: null };
  },
};

export function createLifecycleService({ db, images, hooks }: OwnerDeps) {
  const { read, checkAccess } = createBoardAccess(db);

  // Each transition runs in one transaction: the rows are locked, the rule is checked against
  // what is committed, the change and its activity row are written together. Of several
  // simultaneous requests one wins; the others see its result and get 409 (or 404).

  async function lifecycle(
    id: string,
    user: AuthUser,
    step: (b: Board) => Partial<BoardInsert>,
    activity?: ActivityType,
  ): Promise<TSurfboard> {
    await bulk([id], user, step, activity);
    return read(id, user);
  }

  async function bulk(
    ids: string[],
    user: AuthUser,
    step: (b: Board) => Partial<BoardInsert>,
    activity?: ActivityType,
  ): Promise<Board[]> {
    return db.transaction(async (tx) => {
      const boards = byIds(ids, await lockBoardRecords(tx, ids), user);
      // Every transition is checked before anything is written: all or nothing.
      const changes = boards.map((b) => ({ id: b.id, values: step(b) }));
      await updateBoardsTogether(tx, changes);
      if (activity) {
        for (const b of boards) await recordActivity(tx, activity, b.sellerId, describe(b));
      }
      return boards;
    });
  }

  /** Deletes the boards (all or none) and then releases their images. */
  async function removeAll(ids: string[], user: AuthUser): Promise<Board[]> {
    const boards = await db.transaction(async (tx) => {
      const locked = byIds(ids, await lockBoardRecords(tx, ids), user);
      await deleteBoards(tx, ids);
      return locked;
    });
    await images.release(boards.flatMap((b) => b.images));
    return boards;
  }
  return {
    async markSold(
      id: string,
      user: AuthUser,
      opts: { soldThroughWebsite: boolean; soldPrice?: number },
    ) {
      return lifecycle(id, user, (b) => transitions.markSold(b, opts), 'surfboard_sold');
    },

    async unsold(id: string, user: AuthUser) {
      const data = await lifecycle(id, user, transitions.unsold);
      await hooks?.boardMaybePublic(id);
      return data;
    },

    async archive(id: string, user: AuthUser) {
      return lifecycle(id, user, transitions.archive, 'surfboard_archived');
    },

    async unarchive(id: string, user: AuthUser) {
      const data = await lifecycle(id, user, transitions.unarchive);
      await hooks?.boardMaybePublic(id);
      return data;
    },
    checkAccess,

    async remove(id: string, user: AuthUser) {
      await removeAll([id], user);
    },

    async bulkArchive(ids: string[], user: AuthUser) {
      const boards = await bulk(ids, user, transitions.archive, 'surfboard_archived');
      return { count: boards.length, ids };
    },

    async bulkSold(ids: string[], user: AuthUser, soldThroughWebsite: boolean) {
      const boards = await bulk(
        ids,
        user,
        (b) => transitions.markSold(b, { soldThroughWebsite }),
        'surfboard_sold',
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
