import type { z } from 'zod';
import type { Db } from '../../db/client';
import { DEFAULT_LANGUAGE, type Language } from '@galim/shared/i18n/languages';
import type { ZFitUpdate, ZUserUpdate } from '@galim/shared/users/profile';
import { normalizeSlug, slugFromName } from '@galim/shared/normalize';
import { PROFILE_LIMITS, profileLevel } from '@galim/shared/users/profile';
import type { FastifyInstance } from 'fastify';
import { canSee, isOwnerOrAdmin } from '../../lib/access';
import { apiError, badRequest } from '../../lib/errors';
import type { AuthUser } from '../../plugins/auth';
import { serializeBoard, serializeListing } from '../surfboards/serialize';
import { createGoogleVerifier } from './google';
import * as repo from './repo';
import { sellerReviewSummary, sellerTrust } from './seller-trust';
import { refreshServicesOf } from '../search/backfill';
import {
  toFullUser,
  toPublicProfile,
  toPublicUser,
  toSessionUser,
  type UserRow,
} from './serialize';

type UserUpdate = z.output<typeof ZUserUpdate>;
type TFitUpdateBody = z.output<typeof ZFitUpdate>;

export const USER_MESSAGES = {
  onlyOwnProfile: 'You can only change your own profile',
  onlyOwnAccount: 'You can only manage your own account',
  slugTaken: 'This name is already taken',
  slugAvailable: 'This name is available',
  slugRequired: 'Please enter a unique name',
} as const;

// Who may see and change what about a user. Reads: everyone sees public fields; the user and
// admins see everything. Writes (profile, export, deletion): only the user themself. The export
// and the deletion are every module's: each registered its part on app.accountParts.
export function createUsersService(
  app: Pick<FastifyInstance, 'db' | 'config' | 'images' | 'accountParts' | 'auth'>,
) {
  const { db, config, accountParts, auth } = app;
  const verifyGoogleToken = createGoogleVerifier(config.google);

  async function requireUser(id: string): Promise<UserRow> {
    const row = await repo.findUserById(db, id);
    if (!row) throw apiError('USER_NOT_FOUND');
    return row;
  }

  async function fullUser(row: UserRow, self: boolean) {
    return toFullUser(row, config.adminEmails, await repo.userStats(db, row.id), self);
  }

  /** The user themself must be the one acting (404 before 403: a missing user is missing). */
  async function requireSelf(viewer: AuthUser, id: string, message: string) {
    const row = await requireUser(id);
    if (viewer.id !== id) throw apiError('FORBIDDEN', { message });
    return row;
  }

  /**
   * A free slug from the person's name (Hebrew in Latin letters), or from the e-mail's name
   * part when the name gives too little; "-2", "-3"... when it is taken.
   */
  async function madeSlug(current: UserRow, values: Partial<UserRow>) {
    const { slugMin, slugMax } = PROFILE_LIMITS;
    const name = `${values.firstName ?? current.firstName ?? ''} ${values.lastName ?? current.lastName ?? ''}`;
    let base = slugFromName(name);
    if (base.length < slugMin) base = normalizeSlug(current.email.split('@')[0] ?? '');
    if (base.length < slugMin) base = 'surfer';
    base = base.slice(0, slugMax - 4).replace(/-+$/, '');
    for (let n = 1; ; n++) {
      const candidate = n === 1 ? base : `${base}-${n}`;
      if (!(await repo.slugTakenByOther(db, candidate, current.id))) return candidate;
    }
  }

  return {
    async googleLogin(googleToken: string, userAgent?: string) {
      const identity = await verifyGoogleToken(googleToken);
      return auth.tokens.signIn(identity, userAgent);
    },

    async getUser(viewer: AuthUser | null, id: string) {
      const row = await requireUser(id);
      return isOwnerOrAdmin(viewer, id) ? fullUser(row, viewer?.id === id) : toPublicUser(row);
    },

    /** 404/403 unless the user is acting on themself (run before the body is validated). */
    async checkSelf(viewer: AuthUser, id: string) {
      await requireSelf(viewer, id, USER_MESSAGES.onlyOwnProfile);
    },

    async updateProfile(viewer: AuthUser, id: string, input: UserUpdate) {
      const current = await requireSelf(viewer, id, USER_MESSAGES.onlyOwnProfile);
      if (input.slug && (await repo.slugTakenByOther(db, input.slug, id))) {
        throw apiError('SLUG_TAKEN');
      }
      const { publicProfile, ...fields } = input;
      const values: Partial<UserRow> = {
        firstName: fields.firstName,
        lastName: fields.lastName,
        phone: fields.phone,
        displayName: `${fields.firstName} ${fields.lastName}`,
      };
      // Left out: unchanged. '' or null: cleared (stored as absent).
      for (const key of [
        'gender',
        'dateOfBirth',
        'slug',
        'region',
        'bio',
        'businessName',
      ] as const) {
        if (fields[key] !== undefined) values[key] = fields[key] || null;
      }
      if (fields.fitWeightKg !== undefined) values.fitWeightKg = fields.fitWeightKg;
      if (fields.fitHeightCm !== undefined) values.fitHeightCm = fields.fitHeightCm;
      if (fields.fitChestCm !== undefined) values.fitChestCm = fields.fitChestCm;
      // One skill level (profileLevel): stored in fit_level; the old column is emptied so a
      // level cleared now does not come back from it.
      const level =
        fields.fitLevel !== undefined
          ? fields.fitLevel
          : fields.surfingLevel !== undefined
            ? profileLevel({ fitLevel: null, surfingLevel: fields.surfingLevel })
            : undefined;
      if (level !== undefined) {
        values.fitLevel = level;
        values.surfingLevel = null;
      }
      if (publicProfile) values.publicProfile = { ...current.publicProfile, ...publicProfile };
      // A public profile needs an address: without a slug of their own, one is made for them.
      const visible = (values.publicProfile ?? current.publicProfile).visible;
      const slug = values.slug === undefined ? current.slug : values.slug;
      if (visible && !slug) values.slug = await madeSlug(current, values);
      const updated = await db.transaction(async (tx) => {
        const row = await repo.updateUser(tx, id, values);
        if (row.slug !== current.slug) await repo.recordSlugMove(tx, id, current.slug, row.slug);
        // Their services are found by their name.
        const renamed = (['firstName', 'lastName', 'displayName'] as const).some(
          (key) => row[key] !== current[key],
        );
        if (renamed) await refreshServicesOf(tx, id);
        return row;
      });
      return {
        user: await fullUser(updated, true),
        sessionUser: toSessionUser(updated, config.adminEmails),
      };
    },

    async listBoards(
      viewer: AuthUser | null,
      id: string,
      limit: number,
      language: Language = DEFAULT_LANGUAGE,
    ) {
      await requireUser(id);
      const rows = await repo.userBoards(db, id, { all: isOwnerOrAdmin(viewer, id), limit });
      return rows.map((row) => serializeBoard(row, viewer, undefined, undefined, language));
    },

    /** The user's public gear of every kind, boards included: the same for every viewer. */
    async listListings(
      viewer: AuthUser | null,
      id: string,
      limit: number,
      language: Language = DEFAULT_LANGUAGE,
    ) {
      await requireUser(id);
      const rows = await repo.userPublicListings(db, id, limit);
      return rows.map((row) => serializeListing(row, viewer, language));
    },

    async slugAvailability(viewer: AuthUser | null, raw: string) {
      const slug = normalizeSlug(raw);
      if (!slug) throw badRequest(USER_MESSAGES.slugRequired);
      if (slug.length < PROFILE_LIMITS.slugMin || slug.length > PROFILE_LIMITS.slugMax) {
        return {
          available: false,
          slug,
          message: `The name must be ${PROFILE_LIMITS.slugMin} to ${PROFILE_LIMITS.slugMax} characters`,
        };
      }
      const taken = await repo.slugTakenByOther(db, slug, viewer?.id);
      return {
        available: !taken,
        slug,
        message: taken ? USER_MESSAGES.slugTaken : USER_MESSAGES.slugAvailable,
      };
    },

    /**
     * visible=false, or an account blocked by an admin, is a 404 to everyone but the owner
     * (and admins, who moderate).
     */
    async publicProfile(viewer: AuthUser | null, raw: string) {
      const slug = normalizeSlug(raw);
      // An address the user has left still finds them (the page then shows the new one).
      const row = slug
        ? ((await repo.findUserBySlug(db, slug)) ?? (await repo.findUserByOldSlug(db, slug)))
        : null;
      if (!row) throw apiError('PROFILE_NOT_FOUND');
      const isOwner = viewer?.id === row.id;
      const isPublic = row.publicProfile.visible && !row.blockedAt;
      if (!canSee(viewer, { ownerId: row.id, isPublic })) {
        throw apiError('PROFILE_NOT_FOUND');
      }
      // Only its owner and admins reach a hidden profile: they see it as it would show.
      const audience = isPublic ? 'public' : 'preview';
      return toPublicProfile(
        row,
        isOwner,
        audience,
        await sellerTrust(db, row, audience),
        await sellerReviewSummary(db, row.id),
      );
    },

    /** The user dismissed the safe-deal advice: it is not shown to them again, on any device. */
    async markSafeDealSeen(viewer: AuthUser) {
      const row = await requireUser(viewer.id);
      const updated = row.safeDealSeenAt
        ? row
        : await repo.updateUser(db, viewer.id, { safeDealSeenAt: new Date() });
      return toSessionUser(updated, config.adminEmails);
    },

    /**
     * "Fits me": the rider's weight and level (boards), height and chest (wetsuits), nothing
     * else of the profile. A measure left out stays as it was; null clears it.
     */
    async saveFit(viewer: AuthUser, fit: TFitUpdateBody) {
      await requireUser(viewer.id);
      const row = await repo.updateUser(db, viewer.id, {
        fitWeightKg: fit.fitWeightKg,
        ...(fit.fitLevel ? { fitLevel: fit.fitLevel, surfingLevel: null } : {}),
        ...(fit.fitHeightCm !== undefined ? { fitHeightCm: fit.fitHeightCm } : {}),
        ...(fit.fitChestCm !== undefined ? { fitChestCm: fit.fitChestCm } : {}),
      });
      return fullUser(row, true);
    },

    /** The language the user chose on the site (the switch): their notifications' language. */
    async chooseLanguage(viewer: AuthUser, language: Language) {
      await requireUser(viewer.id);
      return toSessionUser(await repo.updateUser(db, viewer.id, { language }), config.adminEmails);
    },

    async exportData(viewer: AuthUser, id: string) {
      const row = await requireSelf(viewer, id, USER_MESSAGES.onlyOwnAccount);
      return {
        exportedAt: new Date().toISOString(),
        user: await fullUser(row, true),
        ...(await accountParts.exportSections(db, id)),
      };
    },

    /**
     * Deletes at once (the privacy policy promises within 30 days): every module's rows, in one
     * transaction, then the images they held.
     */
    async deleteAccount(viewer: AuthUser, id: string) {
      await requireSelf(viewer, id, USER_MESSAGES.onlyOwnAccount);
      const images = await db.transaction((tx) => accountParts.erase(tx as unknown as Db, id));
      await app.images.release(images);
    },
  };
}
