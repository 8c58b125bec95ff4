import { and, desc, eq, gt, isNull, lt, ne, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { sessions, users } from '../../db/schema';
import { newId } from '../../lib/ids';
import {
  LAST_USED_GRANULARITY_MS,
  SESSION_ABSOLUTE_LIFETIME_MS,
  SESSION_IDLE_TIMEOUT_MS,
  SESSION_TTL_MS,
  hashToken,
  newSessionToken,
} from './tokens';

export type UserRow = typeof users.$inferSelect;
export type SessionRow = typeof sessions.$inferSelect;

export type RevokeReason =
  'logout' | 'rotated' | 'reuse' | 'signed-out-elsewhere' | 'revoked' | 'blocked';

/** A token's expiry: its own life, cut short by the family's absolute lifetime. */
function tokenExpiry(familyCreatedAt: Date, now: Date): Date {
  return new Date(
    Math.min(
      now.getTime() + SESSION_TTL_MS,
      familyCreatedAt.getTime() + SESSION_ABSOLUTE_LIFETIME_MS,
    ),
  );
}

/**
 * A token for a new sign-in (a new family), or the next token of an existing family when
 * `family` is given (refresh).
 */
export async function createSession(
  db: Db,
  userId: string,
  userAgent?: string,
  now = new Date(),
  family?: { id: string; createdAt: Date },
): Promise<{ token: string; expiresAt: Date; id: string }> {
  const token = newSessionToken();
  const id = newId();
  const familyCreatedAt = family?.createdAt ?? now;
  const expiresAt = tokenExpiry(familyCreatedAt, now);
  await db.insert(sessions).values({
    id,
    userId,
    tokenHash: hashToken(token),
    familyId: family?.id ?? id,
    familyCreatedAt,
    expiresAt,
    lastUsedAt: now,
    createdAt: now,
    userAgent: userAgent?.slice(0, 300),
  });
  return { token, expiresAt, id };
}

/** The session row of a token, whatever its state, with its user (null when unknown). */
export async function findSessionByToken(db: Db, token: string, opts: { lock?: boolean } = {}) {
  const query = db
    .select({ session: sessions, user: users })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(eq(sessions.tokenHash, hashToken(token)))
    .limit(1);
  const rows = opts.lock ? await query.for('update', { of: sessions }) : await query;
  return rows[0] ?? null;
}

/** Why a session row cannot be used at `now`; null when it is live. */
export function sessionEnded(
  s: SessionRow,
  now: Date,
  opts: { allowExpiredToken?: boolean } = {},
): 'revoked' | 'expired' | 'idle' | 'absolute' | null {
  if (s.revokedAt) return 'revoked';
  if (now.getTime() - s.familyCreatedAt.getTime() >= SESSION_ABSOLUTE_LIFETIME_MS) {
    return 'absolute';
  }
  if (now.getTime() - s.lastUsedAt.getTime() >= SESSION_IDLE_TIMEOUT_MS) return 'idle';
  if (!opts.allowExpiredToken && s.expiresAt.getTime() <= now.getTime()) return 'expired';
  return null;
}

/** Records use of a session for the idle timeout, at most once a minute per session. */
export async function touchSession(db: Db, sessionId: string, now = new Date()) {
  await db
    .update(sessions)
    .set({ lastUsedAt: now })
    .where(
      and(
        eq(sessions.id, sessionId),
        lt(sessions.lastUsedAt, new Date(now.getTime() - LAST_USED_GRANULARITY_MS)),
      ),
    );
}

/** Notes that the user was seen now; the user's row (null when the account is gone). */
export async function markUserSeen(db: Db, userId: string, now = new Date()) {
  const [row] = await db
    .update(users)
    .set({ lastSeenAt: now })
    .where(eq(users.id, userId))
    .returning();
  return row ?? null;
}

/** Ends the live tokens that `match` selects; the number of tokens ended. */
async function revokeLive(
  db: Db,
  match: SQL | undefined,
  reason: RevokeReason,
  now: Date,
): Promise<number> {
  const rows = await db
    .update(sessions)
    .set({ revokedAt: now, revokedReason: reason })
    .where(and(match, isNull(sessions.revokedAt)))
    .returning({ id: sessions.id });
  return rows.length;
}

export async function revokeSession(
  db: Db,
  sessionId: string,
  reason: RevokeReason = 'logout',
  now = new Date(),
) {
  await revokeLive(db, eq(sessions.id, sessionId), reason, now);
}

/** Ends every live token of one sign-in (of this user); the number of tokens ended. */
export async function revokeFamily(
  db: Db,
  userId: string,
  familyId: string,
  reason: RevokeReason,
  now = new Date(),
): Promise<number> {
  return revokeLive(
    db,
    and(eq(sessions.userId, userId), eq(sessions.familyId, familyId)),
    reason,
    now,
  );
}

/** Ends all of a user's sessions, or all but one family (`keepFamilyId`). */
export async function revokeUserSessions(
  db: Db,
  userId: string,
  reason: RevokeReason,
  keepFamilyId?: string,
  now = new Date(),
): Promise<number> {
  return revokeLive(
    db,
    and(
      eq(sessions.userId, userId),
      keepFamilyId ? ne(sessions.familyId, keepFamilyId) : undefined,
    ),
    reason,
    now,
  );
}

/** The user's live sessions (one token per family), most recently used first. */
export async function listLiveSessions(db: Db, userId: string, now = new Date()) {
  return db
    .select()
    .from(sessions)
    .where(
      and(
        eq(sessions.userId, userId),
        isNull(sessions.revokedAt),
        gt(sessions.expiresAt, now),
        gt(sessions.lastUsedAt, new Date(now.getTime() - SESSION_IDLE_TIMEOUT_MS)),
        gt(sessions.familyCreatedAt, new Date(now.getTime() - SESSION_ABSOLUTE_LIFETIME_MS)),
      ),
    )
    .orderBy(desc(sessions.lastUsedAt), sql`${sessions.id}`);
}

/** A user's sessions for "download my data": never the token's hash. */
export function sessionsForExport(db: Db, userId: string) {
  return db
    .select({
      id: sessions.id,
      createdAt: sessions.createdAt,
      expiresAt: sessions.expiresAt,
      revokedAt: sessions.revokedAt,
      userAgent: sessions.userAgent,
    })
    .from(sessions)
    .where(eq(sessions.userId, userId));
}

export async function deleteSessionsOf(tx: Db, userId: string) {
  await tx.delete(sessions).where(eq(sessions.userId, userId));
}
