import { z } from 'zod';
import { ZId, ZSuccess } from '../common/api';
import { normalizePhone, normalizeSlug } from '../normalize';
import { FIT_WEIGHT } from '../surfboards/fit';
import { RIDER_BOUNDS } from '../listings/fit';
import { messageKey } from '../i18n/messages';
import { ZSellerReviewSummary, ZSellerTrust } from './trust';
import { REGIONS, SKILL_LEVELS, SURFING_LEVELS, type TSkillLevel } from '../surfboards/options';

// The user's own profile and the public profile.
// One set of schemas for the API boundary and the edit forms.

export const GENDERS = ['male', 'female', 'other'] as const;

export const PROFILE_LIMITS = {
  nameMax: 50,
  bioMax: 500,
  slugMin: 3,
  slugMax: 40,
  businessNameMax: 100,
} as const;

/** Israeli and international numbers after normalisation: '+' and 8 to 15 digits. */
export const PHONE_PATTERN = /^\+?\d{8,15}$/;

export const ZPublicProfileSettings = z.object({
  visible: z.boolean(),
  showRegion: z.boolean(),
  showSkillLevel: z.boolean(),
  showBio: z.boolean(),
});

/** '' and null mean "clear this field"; the server stores them as absent (null). */
const clearable = <T extends z.ZodType>(schema: T) =>
  z
    .union([z.literal(''), z.null(), schema], {
      // Neither '' nor null nor the field's kind of value: the field's own message says why.
      error: (iss) => (iss.code === 'invalid_union' ? iss.errors.at(-1)?.[0]?.message : undefined),
    })
    .optional()
    .transform((v) => (v === '' ? null : v) as z.infer<T> | null | undefined);

const requiredName = (required: string, tooLong: string) =>
  z.string({ error: required }).trim().min(1, required).max(PROFILE_LIMITS.nameMax, tooLong);

export const ZSlugInput = z
  .string()
  .transform(normalizeSlug)
  .pipe(
    z
      .string()
      .min(PROFILE_LIMITS.slugMin, messageKey('profile.slugLength'))
      .max(PROFILE_LIMITS.slugMax, messageKey('profile.slugLength')),
  );

/**
 * PUT /api/users/{id}. First name, last name and phone are required; the phone and slug are
 * normalised here, so a client that forgets still stores the canonical form. Optional fields
 * left out stay as they are; '' or null clears them.
 */
type TSurfingLevel = (typeof SURFING_LEVELS)[number];

/**
 * The profile has one skill level, stored as `fit_level` on the boards' scale (it drives
 * "boards that fit me"). `surfingLevel` (the older scale, where `pro` is `expert`) is read from
 * it, and a `surfingLevel` written by a client is stored there too. A level saved before
 * (only in the old `surfing_level` column) counts until the user saves one.
 */
export function profileLevel(u: {
  fitLevel: string | null;
  surfingLevel: string | null;
}): TSkillLevel | null {
  if (u.fitLevel) return u.fitLevel as TSkillLevel;
  if (!u.surfingLevel) return null;
  return u.surfingLevel === 'pro' ? 'expert' : (u.surfingLevel as TSkillLevel);
}

/** The profile's level on the older scale (`expert` is `pro`). */
export function asSurfingLevel(level: TSkillLevel | null): TSurfingLevel | null {
  return level === 'expert' ? 'pro' : level;
}

const isoDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/** A rider's weight for "boards that fit me": whole kilograms, FIT_WEIGHT's range. */
const ZFitWeight = z.coerce
  .number({ error: messageKey('profile.weight') })
  .int(messageKey('profile.weight'))
  .min(FIT_WEIGHT.min, messageKey('profile.weight'))
  .max(FIT_WEIGHT.max, messageKey('profile.weight'));

/** A rider's height for a wetsuit that fits: whole centimetres, in the charts' bounds. */
const ZFitHeight = z.coerce
  .number({ error: messageKey('profile.height') })
  .int(messageKey('profile.height'))
  .min(RIDER_BOUNDS.heightCm.min, messageKey('profile.height'))
  .max(RIDER_BOUNDS.heightCm.max, messageKey('profile.height'));

/** A rider's chest, for the wetsuit charts that give one: whole centimetres. */
const ZFitChest = z.coerce
  .number({ error: messageKey('profile.chest') })
  .int(messageKey('profile.chest'))
  .min(RIDER_BOUNDS.chestCm.min, messageKey('profile.chest'))
  .max(RIDER_BOUNDS.chestCm.max, messageKey('profile.chest'));

/**
 * PUT /api/users/me/fit: the weight and level of "boards that fit me", saved from the list
 * itself. Private, and nothing else of the profile is asked (no phone, unlike PUT /users/{id}).
 */
export const ZFitUpdate = z.object({
  fitWeightKg: ZFitWeight,
  /** Left out by the gear lists' "fits me", which asks no level: the stored one stays. */
  fitLevel: z.enum(SKILL_LEVELS).optional(),
  /** A wetsuit's fit (issue 53): height, and chest when the rider knows it; null clears. */
  fitHeightCm: clearable(ZFitHeight),
  fitChestCm: clearable(ZFitChest),
});
export type TFitUpdate = z.input<typeof ZFitUpdate>;

export const ZUserUpdate = z.object({
  firstName: requiredName(
    messageKey('profile.firstNameRequired'),
    messageKey('profile.firstNameMax'),
  ),
  lastName: requiredName(messageKey('profile.lastNameRequired'), messageKey('profile.lastNameMax')),
  phone: z
    .string({ error: messageKey('profile.phoneRequired') })
    .transform(normalizePhone)
    .pipe(
      z
        .string()
        .min(1, messageKey('profile.phoneRequired'))
        .regex(PHONE_PATTERN, messageKey('profile.phoneFormat')),
    ),
  gender: clearable(z.enum(GENDERS)),
  dateOfBirth: clearable(
    z.iso.date(messageKey('profile.dateOfBirth')).pipe(
      z
        .string()
        .refine((d) => d >= '1900-01-01', messageKey('profile.dateOfBirth'))
        // Tomorrow in UTC is today somewhere: a date after it is in everyone's future.
        .refine(
          (d) => d <= isoDay(Date.now() + 86_400_000),
          messageKey('profile.dateOfBirthFuture'),
        ),
    ),
  ),
  slug: clearable(ZSlugInput),
  region: clearable(z.enum(REGIONS)),
  /** The same level as fitLevel, on the older scale; fitLevel wins when both are sent. */
  surfingLevel: clearable(z.enum(SURFING_LEVELS)),
  bio: clearable(z.string().trim().max(PROFILE_LIMITS.bioMax, messageKey('profile.bioMax'))),
  businessName: clearable(z.string().trim().max(PROFILE_LIMITS.businessNameMax)),
  /** Private: for "boards that fit me" only. */
  fitWeightKg: clearable(ZFitWeight),
  /** Private: for the wetsuits that fit (issue 53). */
  fitHeightCm: clearable(ZFitHeight),
  fitChestCm: clearable(ZFitChest),
  /** The profile's skill level (see profileLevel). */
  fitLevel: clearable(z.enum(SKILL_LEVELS)),
  publicProfile: ZPublicProfileSettings.partial().optional(),
});
export type TUserUpdate = z.input<typeof ZUserUpdate>;

/** What anyone may read about a user (GET /api/users/{id} for someone else). */
export const ZPublicUser = z.object({
  _id: ZId,
  displayName: z.string(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  profileImage: z.string().nullable(),
  /** Only when the public profile is visible. */
  slug: z.string().nullable().optional(),
  region: z.enum(REGIONS).nullable().optional(),
  surfingLevel: z.enum(SURFING_LEVELS).nullable().optional(),
  bio: z.string().nullable().optional(),
  createdAt: z.string(),
});
export type TPublicUser = z.infer<typeof ZPublicUser>;

/** The full user, for the user themself and admins. */
export const ZUser = z.object({
  _id: ZId,
  email: z.string(),
  displayName: z.string(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  phone: z.string().nullable(),
  gender: z.enum(GENDERS).nullable(),
  dateOfBirth: z.string().nullable(),
  profileImage: z.string().nullable(),
  slug: z.string().nullable(),
  region: z.enum(REGIONS).nullable(),
  surfingLevel: z.enum(SURFING_LEVELS).nullable(),
  bio: z.string().nullable(),
  businessName: z.string().nullable(),
  /** Only for the user themself (not admins, never in public answers). */
  fitWeightKg: z.number().nullable().optional(),
  fitLevel: z.enum(SKILL_LEVELS).nullable().optional(),
  fitHeightCm: z.number().nullable().optional(),
  fitChestCm: z.number().nullable().optional(),
  role: z.enum(['user', 'admin']),
  publicProfile: ZPublicProfileSettings,
  profile_completed: z.boolean(),
  /** Computed on the server: all the user's boards and services, and their review average. */
  counts: z.object({ surfboards: z.number().int(), services: z.number().int() }),
  rating: z.number(),
  reviewCount: z.number().int(),
  createdAt: z.string(),
});
export type TUser = z.infer<typeof ZUser>;

/** GET /api/users/{id}: the full user for yourself or an admin, public fields otherwise. */
export const ZUserResponse = ZSuccess.extend({
  user: z.union([ZUser, ZPublicUser]),
});
export type TUserResponse = z.infer<typeof ZUserResponse>;

/** GET /api/public/profile/slug/{slug}: only the fields the owner chose to show. */
export const ZPublicProfile = z.object({
  _id: ZId,
  slug: z.string(),
  displayName: z.string(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  profileImage: z.string().nullable(),
  region: z.enum(REGIONS).nullable().optional(),
  surfingLevel: z.enum(SURFING_LEVELS).nullable().optional(),
  bio: z.string().nullable().optional(),
  publicProfile: ZPublicProfileSettings,
  createdAt: z.string(),
  /** Facts about the seller, computed on the server (issue 33). */
  trust: ZSellerTrust.optional(),
  /** Reviews by buyers of the seller's boards: shown whatever the profile switches say. */
  sellerReviews: ZSellerReviewSummary.optional(),
  /** True when the owner is looking at their own profile (possibly hidden from others). */
  isOwner: z.boolean(),
});
export type TPublicProfile = z.infer<typeof ZPublicProfile>;

export const ZSlugAvailability = z.object({
  available: z.boolean(),
  slug: z.string(),
  message: z.string(),
});
export type TSlugAvailability = z.infer<typeof ZSlugAvailability>;

/** POST /api/users/google-login. */
export const ZGoogleLogin = z.object({
  googleToken: z.string({ error: 'googleToken is required' }).min(1, 'googleToken is required'),
});

/** PUT /users/:id: the user as saved. */
export const ZUserSaved = ZSuccess.extend({ user: ZUser });
export type TUserSaved = z.infer<typeof ZUserSaved>;

/** GET /users/:id/export: everything stored about the user, as it is stored. */
export const ZAccountExport = ZSuccess.extend({ data: z.record(z.string(), z.unknown()) });
/** The answer's `data` (what the web's api client returns). */
export type TAccountExport = z.infer<typeof ZAccountExport>['data'];

/** GET /users/:id/surfboards */
export const ZUserBoardsQuery = z.object({
  limit: z.coerce.number().int().min(1).max(100).default(12),
});

/** GET /public/profile/slug-available */
export const ZSlugQuery = z.object({ slug: z.string().max(200).default('') });

/** GET /public/profile/slug/:slug */
export const ZSlugParams = z.object({ slug: z.string().max(200) });
