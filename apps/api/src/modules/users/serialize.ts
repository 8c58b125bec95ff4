import type { TSessionUser } from '@galim/shared/users/session';
import type { users } from '../../db/schema';

export type UserRow = typeof users.$inferSelect;

/** A profile is complete when first name, last name and phone are set (spec-1 §5). */
export function isProfileComplete(u: Pick<UserRow, 'firstName' | 'lastName' | 'phone'>): boolean {
  return Boolean(u.firstName?.trim() && u.lastName?.trim() && u.phone?.trim());
}

export function effectiveRole(u: Pick<UserRow, 'role' | 'email'>, adminEmails: string[]) {
  return u.role === 'admin' || adminEmails.includes(u.email.toLowerCase()) ? 'admin' : 'user';
}

/** The signed-in user as the client caches it: only the user's own data. */
export function toSessionUser(u: UserRow, adminEmails: string[]): TSessionUser {
  return {
    _id: u.id,
    email: u.email,
    displayName: u.displayName,
    firstName: u.firstName,
    lastName: u.lastName,
    phone: u.phone,
    profileImage: u.profileImage,
    slug: u.slug,
    role: effectiveRole(u, adminEmails),
    profile_completed: isProfileComplete(u),
  };
}
