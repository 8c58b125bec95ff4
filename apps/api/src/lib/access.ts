import type { TErrorCode } from '@galim/shared/common/errors';
import { apiError } from './errors';

// The access rules every module applies, in one place (docs/decisions/033-access-rules.md):
// who is an admin, who may see a thing, who may change it. Services call these; routes only
// require a session (requireUser) or an admin (requireAdmin) before the service runs.

export type Role = 'user' | 'admin';

/** The part of a signed-in user the rules read (AuthUser has more). */
export interface Actor {
  id: string;
  role: Role;
}

/** A thing someone owns: a board, a service, a profile, a review. */
export interface Owned {
  ownerId: string;
  /** Everyone may see it (approved, not hidden, its owner not blocked). Default true. */
  isPublic?: boolean;
}

/**
 * The one role rule (docs/decisions/012-roles-and-blocking.md): admin while the e-mail is in
 * ADMIN_EMAILS as configured now, or when the stored role is an explicit grant. Sign-in never
 * copies the configuration into the stored role, so taking an address off the list demotes
 * it at the next request after the restart.
 */
export function effectiveRole(
  user: { role: string; email: string },
  adminEmails: readonly string[],
): Role {
  return user.role === 'admin' || adminEmails.includes(user.email.toLowerCase()) ? 'admin' : 'user';
}

export function isAdmin(actor: Actor | null | undefined): boolean {
  return actor?.role === 'admin';
}

/** The owner themself or an admin; nobody when signed out. */
export function isOwnerOrAdmin(actor: Actor | null | undefined, ownerId: string): boolean {
  return Boolean(actor && (actor.id === ownerId || actor.role === 'admin'));
}

/** Public things for everyone; the rest for their owner and admins. */
export function canSee(actor: Actor | null | undefined, thing: Owned): boolean {
  return (thing.isPublic ?? true) || isOwnerOrAdmin(actor, thing.ownerId);
}

/**
 * Owner or admin acts. Anyone else gets 403 on a thing they can see and 404 (`notFound`, the
 * thing's own code) on one they cannot: a hidden thing does not exist for them.
 */
export function requireOwnerOrAdmin(
  actor: Actor,
  thing: Owned,
  notFound: TErrorCode = 'NOT_FOUND',
): void {
  if (isOwnerOrAdmin(actor, thing.ownerId)) return;
  throw apiError(canSee(actor, thing) ? 'FORBIDDEN' : notFound);
}
