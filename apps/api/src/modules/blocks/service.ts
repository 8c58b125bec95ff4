import type { TBlockList } from '@galim/shared/conversations/schemas';
import type { Db } from '../../db/client';
import { apiError } from '../../lib/errors';
import type { AuthUser } from '../../plugins/auth';
import * as repo from './repo';

export function createBlocksService(db: Db) {
  return {
    async list(me: AuthUser): Promise<TBlockList> {
      const rows = await repo.blockedBy(db, me.id);
      return {
        items: rows.map((r) => ({
          _id: r.id,
          name: r.firstName || r.displayName,
          image: r.profileImage,
          blockedAt: r.blockedAt.toISOString(),
        })),
      };
    },

    async block(me: AuthUser, userId: string): Promise<void> {
      if (userId === me.id) throw apiError('USER_BLOCK_SELF');
      if (!(await repo.userExists(db, userId))) throw apiError('USER_NOT_FOUND');
      await repo.block(db, me.id, userId);
    },

    async unblock(me: AuthUser, userId: string): Promise<void> {
      await repo.unblock(db, me.id, userId);
    },
  };
}

/** Whether either of the two blocked the other (conversations refuse messages between them). */
export const eitherBlocked = repo.eitherBlocked;
/** Whom the user blocked (their boards leave the user's lists). */
export const blockedIds = repo.blockedIds;
