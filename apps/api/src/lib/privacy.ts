import { sql, type SQL } from 'drizzle-orm';
import type { TRegion } from '@galim/shared/surfboards/options';
import { asSurfingLevel, profileLevel, type TPublicUser } from '@galim/shared/users/profile';
import { users, type PublicProfileSettings } from '../db/schema';

// The public-profile switches (users.publicProfile), applied in this one
// place: every answer and every drawn page that shows a user to someone else (board sellers,
// service providers, public users and profiles, share previews, the sitemap) takes that user's
// profile facts from here. Name and photo are always public; e-mail, phone, gender, date of
// birth and the fit weight never are, and are not decided here. The skill level is the one
// the fit filter uses (profileLevel), shown under showSkillLevel.

/** The stored profile facts the switches govern. */
export interface ProfileFacts {
  slug: string | null;
  region: string | null;
  surfingLevel: string | null;
  fitLevel: string | null;
  bio: string | null;
  publicProfile: PublicProfileSettings;
}

/** The columns of the profile facts, for a query that reads a user to show to others. */
export const profileFactColumns = {
  slug: users.slug,
  region: users.region,
  surfingLevel: users.surfingLevel,
  fitLevel: users.fitLevel,
  bio: users.bio,
  publicProfile: users.publicProfile,
};

/** The facts someone may see: a hidden fact is absent, not null. */
export interface ShownFacts {
  /** The public profile's address (/u/{slug}). */
  slug?: string | null;
  region?: TRegion | null;
  surfingLevel?: TPublicUser['surfingLevel'];
  bio?: string | null;
}

/**
 * Who is looking: `public` is anyone else; `preview` is the owner (or an admin) on the public
 * profile page, shown as others would see it once visible; `self` is the owner or an admin in
 * answers that are theirs to manage (their own boards and services).
 */
export type Audience = 'public' | 'preview' | 'self';

export function shownFacts(u: ProfileFacts, audience: Audience = 'public'): ShownFacts {
  const p = u.publicProfile;
  const all = audience === 'self';
  // A hidden profile shows nothing of itself, not even where it would be.
  if (audience === 'public' && !p.visible) return {};
  return {
    slug: u.slug,
    ...(all || p.showRegion ? { region: u.region as TRegion | null } : {}),
    ...(all || p.showSkillLevel ? { surfingLevel: asSurfingLevel(profileLevel(u)) } : {}),
    ...(all || p.showBio ? { bio: u.bio } : {}),
  };
}

/** The query form of "the profile is public": its owner made it visible and gave it an address. */
export const hasPublicProfile: SQL = sql`(${users.slug} is not null and (${users.publicProfile} ->> 'visible')::boolean)`;
