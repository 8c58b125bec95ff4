import { apiError } from '../../lib/errors';
import { rateLimit } from '../../lib/limits';

/**
 * Route config for every route that accepts images (boards: create, gallery, bulk create;
 * services: create, update): at most 10 such requests per user per 5 minutes, counted once
 * across all of them (`groupId`), in Redis when REDIS_URL is set. A refusal carries
 * `Retry-After` (seconds until the window ends).
 */
export const uploadRateLimit = {
  ...rateLimit('boardUpload'),
  groupId: 'uploads',
  errorResponseBuilder: () => apiError('UPLOAD_LIMIT'),
};
