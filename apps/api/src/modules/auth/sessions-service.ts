import type { TSessionUser } from '@galim/shared/users/session';
import type { TSessionInfo } from '@galim/shared/users/sessions';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { apiError } from '../../lib/errors';
import type { AuthUser } from '../../plugins/auth';
import { toSessionUser } from '../users/serialize';
import { effectiveRole } from '../../lib/access';
import {
  findSessionByToken,
  listLiveSessions,
  markUserSeen,
  revokeFamily,
  revokeSession,
  revokeUserSessions,
  sessionEnded,
  touchSession,
} from './sessions-repo';
import { ROTATION_GRACE_MS } from './tokens';

// A user's own sessions (settings page): each sign-in on a device is one entry, identified by
// its family id, which stays the same across refreshes. Only the owner sees or ends them.

/** `config` is read at each call: ADMIN_EMAILS as configured now decides the role. */
export function createSessionsService(db: Db, config: Pick<Config, 'adminEmails'>) {
  return {
    /**
     * Who a bearer token signs in (plugins/auth.ts asks on every request): a token that is
     * revoked, past its expiry, idle for 14 days or from a sign-in older than 60 days, or of a
     * blocked account, signs nobody in. A token that refresh rotated out (beyond a short grace
     * for racing requests) is a replay: its whole sign-in is revoked. The role is the effective
     * one of lib/access.ts (ADMIN_EMAILS as configured now, or an explicit stored grant).
     */
    async signedInUser(token: string): Promise<AuthUser | null> {
      const found = await findSessionByToken(db, token);
      if (!found) return null;
      const { user, session } = found;
      const now = new Date();
      if (
        session.revokedReason === 'rotated' &&
        session.revokedAt &&
        now.getTime() - session.revokedAt.getTime() >= ROTATION_GRACE_MS
      ) {
        await revokeFamily(db, user.id, session.familyId, 'reuse', now);
        return null;
      }
      if (sessionEnded(session, now) || user.blockedAt) return null;
      await touchSession(db, session.id, now);
      return {
        id: user.id,
        email: user.email,
        role: effectiveRole(user, config.adminEmails),
        sessionId: session.id,
        sessionFamilyId: session.familyId,
      };
    },

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

/**
 * Ends every session of a user at once, inside the caller's transaction: what other modules
 * may ask of sessions (an admin blocking an account).
 */
export function endAllSessions(db: Db, userId: string, reason: 'blocked') {
  return revokeUserSessions(db, userId, reason);
}
