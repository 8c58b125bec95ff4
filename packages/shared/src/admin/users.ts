import { z } from 'zod';
import { ZId } from '../common/api';
import { zNumberOr } from '../common/number-schemas';
import { pageRule } from '../common/numbers';

/** GET /api/admin/users: search by name or e-mail, optionally only blocked accounts. */
export const ZAdminUserQuery = z.object({
  q: z.string().trim().max(100).optional(),
  blocked: z
    .enum(['true', 'false'])
    .transform((v) => v === 'true')
    .optional(),
  limit: zNumberOr(pageRule(100), 50),
});
export type TAdminUserQuery = z.infer<typeof ZAdminUserQuery>;

/** A row of the admin users list. */
export const ZAdminUser = z.object({
  _id: ZId,
  email: z.string(),
  displayName: z.string(),
  role: z.enum(['user', 'admin']),
  createdAt: z.string(),
  lastSeenAt: z.string().nullable(),
  blockedAt: z.string().nullable(),
});
export type TAdminUser = z.infer<typeof ZAdminUser>;
