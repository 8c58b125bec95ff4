import { z } from 'zod';
import { ERROR_CODES } from './errors';
import { ID_PATTERN } from './ids';

/** 24-character lowercase hex ids, exposed as `_id`. */
export const ZId = z.string().regex(ID_PATTERN, 'Invalid id');

export const ZIdParams = z.object({ id: ZId });

/** `:userId` in a path. */
export const ZUserIdParams = z.object({ userId: ZId });

/** What a create answers when the caller needs only the new record's id. */
export const ZCreatedId = z.object({ _id: ZId });
export type TCreatedId = z.infer<typeof ZCreatedId>;

/** The one error envelope every failing API call answers with. */
export const ZErrorResponse = z.object({
  success: z.literal(false),
  error: z.string(),
  code: z.enum(ERROR_CODES).describe('Which failure: one of the shared list (common/errors.ts)'),
  details: z
    .array(z.object({ path: z.string(), message: z.string() }))
    .optional()
    .describe('Field errors for VALIDATION_ERROR'),
  problem: z
    .string()
    .optional()
    .describe("Which rule of a listing's kind a VALIDATION_ERROR broke: LISTING_UNKNOWN_OPTION, …"),
});
export type TErrorResponse = z.infer<typeof ZErrorResponse>;

/** A list answer's paging (`pageInfo` in pagination.ts): its lists sit beside it. */
export const ZPageInfo = z.object({
  total: z.number().int(),
  page: z.number().int(),
  limit: z.number().int(),
  totalPages: z.number().int(),
  hasMore: z.boolean(),
});

/** The bare success answer; answers that carry more extend it (`successOf`, `ZSuccess.extend`). */
export const ZSuccess = z.object({ success: z.literal(true) });
export type TSuccess = z.infer<typeof ZSuccess>;

export function successOf<T extends z.ZodType>(data: T) {
  return ZSuccess.extend({ data });
}

/** Page-view and other client events (POST /api/events). */
export const ZEventRequest = z.object({
  type: z.enum(['page_view']),
  path: z.string().min(1).max(500).startsWith('/'),
  referrer: z.string().max(1000).optional(),
});
