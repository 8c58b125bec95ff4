import { z } from 'zod';
import { ZSuccess } from '../common/api';
import { LANGUAGES } from '../i18n/languages';
import { ZUser } from './profile';

/** The signed-in user as the client caches it: a part of the full user (`ZUser`). */
export const ZSessionUser = ZUser.pick({
  _id: true,
  email: true,
  displayName: true,
  firstName: true,
  lastName: true,
  phone: true,
  profileImage: true,
  slug: true,
  role: true,
  profile_completed: true,
}).extend({
  /** The user dismissed the safe-deal advice (shown once, before a first contact). */
  safeDealSeen: z.boolean().optional(),
  /** The site's language the user chose: notifications and push come in it (issue 46). */
  language: z.enum(LANGUAGES).optional(),
});
export type TSessionUser = z.infer<typeof ZSessionUser>;

/** PUT /api/users/me/language: the language the user chose with the site's switch. */
export const ZLanguageChoice = z.object({ language: z.enum(LANGUAGES) });
export type TLanguageChoice = z.infer<typeof ZLanguageChoice>;

/** What every sign-in call (google-login, dev-login, refresh) answers. */
export const ZAuthResponse = ZSuccess.extend({
  user: ZSessionUser,
  token: z.string(),
  expiresAt: z.string(),
});
export type TAuthResponse = z.infer<typeof ZAuthResponse>;

/** GET /auth/validate and POST /users/me/safe-deal-seen: the signed-in user. */
export const ZSessionUserResponse = ZSuccess.extend({ user: ZSessionUser });
export type TSessionUserResponse = z.infer<typeof ZSessionUserResponse>;

/**
 * The development sign-in (DEV_LOGIN=true only). Its message stays English: the developer
 * panel's e-mail field checks the address first.
 */
export const ZDevLogin = z.object({
  email: z.email('A valid e-mail is required'),
  name: z.string().trim().max(100).optional(),
});
export type TDevLogin = z.infer<typeof ZDevLogin>;
