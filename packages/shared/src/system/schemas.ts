import { z } from 'zod';
import { ZErrorResponse, ZSuccess } from '../common/api';

// Request and response shapes of the system routes: health, readiness, the web app's settings.

/** GET /health: the process is up. */
export const ZHealth = ZSuccess.extend({ status: z.literal('ok') });

/** GET /ready: the database answers; `redis` is degraded while REDIS_URL's server does not. */
export const ZReadiness = ZSuccess.extend({
  database: z.enum(['pglite', 'postgres']),
  redis: z.enum(['ok', 'degraded', 'off']),
});
/** GET /ready when the database does not answer (503). */
export const ZNotReady = ZErrorResponse.extend({ redis: z.enum(['ok', 'degraded', 'off']) });

/** GET /config: runtime settings the web app needs (contact details, sign-in options). */
export const ZPublicConfig = z.object({
  contactEmail: z.string(),
  /** Null until CONTACT_PHONE is configured: the contact page then shows no phone. */
  contactPhone: z.string().nullable(),
  googleClientId: z.string().nullable(),
  devLogin: z.boolean(),
  forecastDemo: z.boolean(),
  publicUrl: z.string(),
});
export type TPublicConfig = z.infer<typeof ZPublicConfig>;
