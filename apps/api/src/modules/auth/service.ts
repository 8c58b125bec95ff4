import { eq, or, sql } from 'drizzle-orm';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { users } from '../../db/schema';
import { logActivity } from '../activity/service';
import { toSessionUser } from '../users/serialize';
import { createSession, revokeSession } from './sessions-repo';

export interface VerifiedIdentity {
  email: string;
  name?: string;
  givenName?: string;
  familyName?: string;
  picture?: string;
  googleSub?: string;
}

/**
 * Signs in a verified identity: the first time creates the user (name, e-mail, photo);
 * later the photo is refreshed only if the user has not chosen their own. Returns a session.
 */
export async function signInIdentity(
  db: Db,
  config: Config,
  identity: VerifiedIdentity,
  userAgent?: string,
) {
  const email = identity.email.trim().toLowerCase();
  const isAdmin = config.adminEmails.includes(email);
  // A Google account is its subject id (the e-mail on it may change); then the e-mail.
  const [existing] = await db
    .select()
    .from(users)
    .where(
      identity.googleSub
        ? or(eq(users.googleSub, identity.googleSub), sql`lower(${users.email}) = ${email}`)
        : sql`lower(${users.email}) = ${email}`,
    )
    .orderBy(identity.googleSub ? sql`(${users.googleSub} = ${identity.googleSub}) desc` : users.id)
    .limit(1);

  let user = existing;
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
        role: isAdmin ? 'admin' : 'user',
      })
      .returning();
    await logActivity(db, 'user_signup', user!.id, `${user!.displayName} הצטרף/ה לגלים`);
  } else {
    const updates: Partial<typeof users.$inferInsert> = { lastSeenAt: new Date() };
    if (identity.picture && !user.profileImageSetByUser) updates.profileImage = identity.picture;
    if (identity.googleSub && !user.googleSub) updates.googleSub = identity.googleSub;
    if (isAdmin && user.role !== 'admin') updates.role = 'admin';
    [user] = await db.update(users).set(updates).where(eq(users.id, user.id)).returning();
  }

  const session = await createSession(db, user!.id, userAgent);
  return {
    user: toSessionUser(user!, config.adminEmails),
    token: session.token,
    expiresAt: session.expiresAt.toISOString(),
  };
}

/** Rotation: a new token for the same user; the old one stops working at once. */
export async function rotateSession(
  db: Db,
  config: Config,
  current: { sessionId: string; userId: string },
  userAgent?: string,
) {
  const [user] = await db.select().from(users).where(eq(users.id, current.userId));
  await revokeSession(db, current.sessionId);
  const session = await createSession(db, current.userId, userAgent);
  return {
    user: toSessionUser(user!, config.adminEmails),
    token: session.token,
    expiresAt: session.expiresAt.toISOString(),
  };
}
