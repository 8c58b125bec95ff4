import { z } from 'zod';
import { ZId, ZSuccess } from '../common/api';

/** The signed-in user as the client caches it . */
export const ZSessionUser = z.object({
  _id: ZId,
  email: z.string(),
  displayName: z.string(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  phone: z.string().nullable(),
  profileImage: z.string().nullable(),
  slug: z.string().nullable(),
  role: z.enum(['user', 'admin']),
  profile_completed: z.boolean(),
  /** The user dismissed the safe-deal advice (shown once, before a first contact). */
  safeDealSeen: z.boolean().optional(),
});
export type TSessionUser = z.infer<typeof ZSessionUser>;

/** What every sign-in call (google-login, dev-login, refresh) answers. */
export const ZAuthResponse = ZSuccess.extend({
  user: ZSessionUser,
  token: z.string(),
  expiresAt: z.string(),
});
export type TAuthResponse = z.infer<typeof ZAuthResponse>;
