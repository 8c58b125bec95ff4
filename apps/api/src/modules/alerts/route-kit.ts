import { ZErrorResponse } from '@galim/shared/common/api';
import { rateLimit } from '../../lib/limits';
import { WRITES } from '../../lib/write-scopes';

// What the alerts' route files share: the OpenAPI tag, the error answers, the rate limit of a
// change to one's own alerts data (the service they delegate to is app.alerts, plugin.ts).

export { security } from '../../lib/route-schemas';
export const tags = ['alerts'];
export const errors = { 400: ZErrorResponse, 401: ZErrorResponse, 404: ZErrorResponse };
/** A user's own alerts, subscriptions and settings: nothing a cached public read shows. */
export const change = { writes: WRITES.nothing, rateLimit: rateLimit('alertsChange') };
