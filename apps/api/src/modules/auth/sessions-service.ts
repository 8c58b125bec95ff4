import type { TSessionUser } from '@galim/shared/users/session';
import type { TSessionInfo } from '@galim/shared/users/sessions';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { apiError } from '../../lib/errors';
import type { AuthUser } from '../../plugins/auth';
import { toSessionUser } from '../users/serialize';
import {
  listLiveSessions,
  markUserSeen,
  revokeFamily,
  revokeSession,
  revokeUserSessions,
} from './sessions-repo';

// A user's own sessions (settings page): each sign-in on a device is one entry, identified by
// its family id, which stays the same across refreshes. Only the owner sees or ends them.

/** `config` is read at each call: ADMIN_EMAILS as configured now decides the role. */
export function createSessionsService(db: Db, config: Pick<Config, 'adminEmails'>) {
  return {
    /** The signed-in user as the client caches it; the session's sign of life. */
    async validate(user: AuthUser): Promise<TSessionUser> {
      const row = await markUserSeen(db, user.id);
      if (!row) throw apiError('UNAUTHORIZED');
      return toSessionUser(row, config.adminEmails);
    },

    /** This token stops working (a request without one has nothing to end). */
    async logout(user: AuthUser | null) {
      if (user) await revokeSession(db, user.sessionId, 'logout');
    },

    async list(user: AuthUser): Promise<TSessionInfo[]> {
      const rows = await listLiveSessions(db, user.id);
      return rows.map((s) => ({
        _id: s.familyId,
        userAgent: s.userAgent,
        createdAt: s.familyCreatedAt.toISOString(),
        lastUsedAt: s.lastUsedAt.toISOString(),
        expiresAt: s.expiresAt.toISOString(),
        current: s.familyId === user.sessionFamilyId,
      }));
    },

    async revoke(user: AuthUser, familyId: string) {
      const revoked = await revokeFamily(db, user.id, familyId, 'revoked');
      if (revoked === 0) throw apiError('SESSION_NOT_FOUND');
      return { revoked };
    },

    async revokeOthers(user: AuthUser) {
      const revoked = await revokeUserSessions(
        db,
        user.id,
        'signed-out-elsewhere',
        user.sessionFamilyId,
      );
      return { revoked };
    },
  };
}
