import type { TSessionUser } from '@galim/shared/users/session';
import {
  asSurfingLevel,
  profileLevel,
  type TPublicProfile,
  type TPublicUser,
  type TUser,
} from '@galim/shared/users/profile';
import type { TSellerReviewSummary, TSellerTrust } from '@galim/shared/users/trust';
import type { users } from '../../db/schema';
import { effectiveRole } from '../../lib/access';
import { shownFacts, type Audience } from '../../lib/privacy';

export type UserRow = typeof users.$inferSelect;

/** A profile is complete when first name, last name and phone are set. */
export function isProfileComplete(u: Pick<UserRow, 'firstName' | 'lastName' | 'phone'>): boolean {
  return Boolean(u.firstName?.trim() && u.lastName?.trim() && u.phone?.trim());
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
    safeDealSeen: u.safeDealSeenAt !== null,
    language: u.language,
  };
}

type Stats = {
  counts: { surfboards: number; services: number };
  rating: number;
  reviewCount: number;
};

/** The full user: for the user themself and for admins only. */
export function toFullUser(
  u: UserRow,
  adminEmails: string[],
  stats: Stats,
  /** The user themself: also the private fit fields. */
  self = false,
): TUser {
  return {
    _id: u.id,
    email: u.email,
    displayName: u.displayName,
    firstName: u.firstName,
    lastName: u.lastName,
    phone: u.phone,
    gender: u.gender as TUser['gender'],
    dateOfBirth: u.dateOfBirth,
    profileImage: u.profileImage,
    slug: u.slug,
    region: u.region as TUser['region'],
    surfingLevel: asSurfingLevel(profileLevel(u)),
    bio: u.bio,
    businessName: u.businessName,
    ...(self
      ? {
          fitWeightKg: u.fitWeightKg,
          fitLevel: profileLevel(u),
          fitHeightCm: u.fitHeightCm,
          fitChestCm: u.fitChestCm,
        }
      : {}),
    role: effectiveRole(u, adminEmails),
    publicProfile: u.publicProfile,
    profile_completed: isProfileComplete(u),
    ...stats,
    createdAt: u.createdAt.toISOString(),
  };
}

/** Someone else's user: name and photo always; the rest as the owner's switches say. */
export function toPublicUser(u: UserRow): TPublicUser {
  return {
    _id: u.id,
    displayName: u.displayName,
    firstName: u.firstName,
    lastName: u.lastName,
    profileImage: u.profileImage,
    ...shownFacts(u),
    createdAt: u.createdAt.toISOString(),
  };
}

/** The public profile page; its owner (or an admin) sees a hidden one as it would show. */
export function toPublicProfile(
  u: UserRow,
  isOwner: boolean,
  audience: Audience,
  trust?: TSellerTrust,
  sellerReviews?: TSellerReviewSummary,
): TPublicProfile {
  const { slug: _slug, ...facts } = shownFacts(u, audience);
  return {
    _id: u.id,
    slug: u.slug ?? '',
    displayName: u.displayName,
    firstName: u.firstName,
    lastName: u.lastName,
    profileImage: u.profileImage,
    ...facts,
    publicProfile: u.publicProfile,
    createdAt: u.createdAt.toISOString(),
    ...(trust ? { trust } : {}),
    ...(sellerReviews ? { sellerReviews } : {}),
    isOwner,
  };
}
