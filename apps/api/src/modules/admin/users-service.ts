import type { TAdminUser, TAdminUserQuery } from '@galim/shared/admin/users';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { apiError } from '../../lib/errors';
import type { AuthUser } from '../../plugins/auth';
import { endAllSessions } from '../auth/sessions-service';
import { effectiveRole } from '../../lib/access';
import type { UserRow } from '../users/serialize';
import * as repo from './users-repo';

// Admins find users and block or unblock them. A blocked account cannot sign in, its sessions
// end at once, and its boards and services disappear from public lists and pages (surfboards/repo.ts,
// services/repo.ts). Unblocking shows them again; the user signs in anew.

export function createAdminUsersService(db: Db, config: Config) {
  const serialize = (u: UserRow): TAdminUser => ({
    _id: u.id,
    email: u.email,
    displayName: u.displayName,
    role: effectiveRole(u, config.adminEmails),
    createdAt: u.createdAt.toISOString(),
    lastSeenAt: u.lastSeenAt ? u.lastSeenAt.toISOString() : null,
    blockedAt: u.blockedAt ? u.blockedAt.toISOString() : null,
  });

  return {
    async list(query: TAdminUserQuery): Promise<TAdminUser[]> {
      return (await repo.searchUsers(db, query)).map(serialize);
    },

    async block(id: string, admin: AuthUser): Promise<TAdminUser> {
      if (id === admin.id) throw apiError('BLOCK_SELF');
      const target = await repo.findUser(db, id);
      if (!target) throw apiError('USER_NOT_FOUND');
      if (effectiveRole(target, config.adminEmails) === 'admin') {
        throw apiError('BLOCK_ADMIN');
      }
      // The flag and the end of every session commit together.
      const updated = await db.transaction(async (tx) => {
        const row = await repo.setBlocked(tx, id, target.blockedAt ?? new Date());
        await endAllSessions(tx, id, 'blocked');
        return row!;
      });
      return serialize(updated);
    },

    async unblock(id: string): Promise<TAdminUser> {
      const row = await repo.setBlocked(db, id, null);
      if (!row) throw apiError('USER_NOT_FOUND');
      return serialize(row);
    },
  };
}
