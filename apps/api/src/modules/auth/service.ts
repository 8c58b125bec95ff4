import { eq, sql } from 'drizzle-orm';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { users } from '../../db/schema';
import { apiError } from '../../lib/errors';
import { logActivity } from '../activity/service';
import { activityLine } from '../activity/lines';
import { toSessionUser } from '../users/serialize';
import {
  createSession,
  findSessionByToken,
  revokeFamily,
  revokeSession,
  sessionEnded,
} from './sessions-repo';
import { ROTATION_GRACE_MS } from './tokens';

export interface VerifiedIdentity {
  email: string;
  name?: string;
  givenName?: string;
  familyName?: string;
  picture?: string;
  googleSub?: string;
}

export const accountBlocked = () => apiError('ACCOUNT_BLOCKED');

/**
 * Signs in a verified identity: the first time creates the user (name, e-mail, photo);
 * later the photo is refreshed only if the user has not chosen their own. Returns a session.
 *
 * A Google account is its subject id (`sub`), never its e-mail: an account already bound to
 * one `sub` is not entered with a token of another `sub` that carries the same e-mail. An
 * account without a `sub` yet (created by the developer sign-in or the demo seed) is bound
 * to the first Google account that signs in with its verified e-mail.
 */
async function signInIdentity(
  db: Db,
  config: Config,
  identity: VerifiedIdentity,
  userAgent?: string,
) {
  const email = identity.email.trim().toLowerCase();
  let user: typeof users.$inferSelect | undefined;
  if (identity.googleSub) {
    [user] = await db.select().from(users).where(eq(users.googleSub, identity.googleSub));
  }
  if (!user) {
    [user] = await db
      .select()
      .from(users)
      .where(sql`lower(${users.email}) = ${email}`);
    if (user && identity.googleSub && user.googleSub && user.googleSub !== identity.googleSub) {
      throw apiError('OTHER_GOOGLE_ACCOUNT');
    }
  }
  if (user?.blockedAt) throw accountBlocked();

  if (!user) {
    const [first, ...rest] = (identity.name ?? '').trim().split(/\s+/);
    [user] = await db
      .insert(users)
      .values({
        email,
        googleSub: identity.googleSub,
        displayName: identity.name?.trim() || email.split('@')[0]!,
        firstName: identity.givenName ?? (first || null),
        lastName: identity.familyName ?? (rest.join(' ') || null),
        profileImage: identity.picture ?? null,
      })
      .returning();
    await logActivity(db, 'user_signup', user!.id, activityLine('signedUp', user!.displayName));
  } else {
    const updates: Partial<typeof users.$inferInsert> = { lastSeenAt: new Date() };
    if (identity.picture && !user.profileImageSetByUser) updates.profileImage = identity.picture;
    if (identity.googleSub && !user.googleSub) updates.googleSub = identity.googleSub;
    [user] = await db.update(users).set(updates).where(eq(users.id, user.id)).returning();
  }

  const session = await createSession(db, user!.id, userAgent);
  return {
    user: toSessionUser(user!, config.adminEmails),
    token: session.token,
    expiresAt: session.expiresAt.toISOString(),
  };
}

/**
 * Refresh: the presented token is replaced by a new one of the same sign-in (family), in one
 * transaction under a row lock, so of simultaneous refreshes exactly one succeeds (the others
 * get 409). A token that was rotated out earlier than a moment ago is a replay of a stolen
 * token or of a leaked copy: the whole family is revoked. A refresh is accepted after the
 * token's own 7-day life as long as the sign-in is within its idle timeout and absolute
 * lifetime.
 */
async function rotateSession(
  db: Db,
  config: Config,
  token: string,
  userAgent?: string,
  now = new Date(),
) {
  const outcome = await db.transaction(async (tx) => {
    const found = await findSessionByToken(tx, token, { lock: true });
    if (!found) return { error: apiError('UNAUTHORIZED') };
    const { session, user } = found;
    if (session.revokedAt && session.revokedReason === 'rotated') {
      if (now.getTime() - session.revokedAt.getTime() < ROTATION_GRACE_MS) {
        return { error: apiError('SESSION_REFRESHED') };
      }
      await revokeFamily(tx, user.id, session.familyId, 'reuse', now);
      return { error: apiError('SESSION_REUSED') };
    }
    if (sessionEnded(session, now, { allowExpiredToken: true })) {
      return { error: apiError('SESSION_ENDED') };
    }
    if (user.blockedAt) return { error: accountBlocked() };
    await revokeSession(tx, session.id, 'rotated', now);
    const next = await createSession(
      tx,
      user.id,
      userAgent ?? session.userAgent ?? undefined,
      now,
      {
        id: session.familyId,
        createdAt: session.familyCreatedAt,
      },
    );
    return { user, next };
  });
  // Errors are returned, not thrown, so that the reuse revocation above is committed.
  if ('error' in outcome) throw outcome.error;
  return {
    user: toSessionUser(outcome.user, config.adminEmails),
    token: outcome.next.token,
    expiresAt: outcome.next.expiresAt.toISOString(),
  };
}

/**
 * The auth module's sign-ins (app.auth.tokens): a verified identity's sign-in (the development
 * sign-in here, Google's in the users module) and a token's rotation.
 */
export function createTokensService(db: Db, config: Config) {
  return {
    signIn: (identity: VerifiedIdentity, userAgent?: string) =>
      signInIdentity(db, config, identity, userAgent),
    rotate: (token: string, userAgent?: string) => rotateSession(db, config, token, userAgent),
  };
}
