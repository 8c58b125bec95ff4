import { tooManyRequests } from '../../lib/errors';
import { rateLimit } from '../../lib/limits';

/** The spec's upload-limit message; the web shows its Hebrew text. */
export const UPLOAD_LIMIT_MESSAGE =
  'too many upload requests, wait 5 minutes (limit: 10 uploads per 5 minutes)';

/**
 * Route config for every route that accepts images (boards: create, gallery, bulk create;
 * services: create, update): at most 10 such requests per user per 5 minutes, counted once
 * across all of them (`groupId`), in Redis when REDIS_URL is set. A refusal carries
 * `Retry-After` (seconds until the window ends).
 */
export const uploadRateLimit = {
  ...rateLimit('boardUpload'),
  groupId: 'uploads',
  errorResponseBuilder: () => tooManyRequests(UPLOAD_LIMIT_MESSAGE),
};
