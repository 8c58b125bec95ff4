import type { FastifyRequest } from 'fastify';
import { apiError } from './errors';
import { CONTACT_LIMIT_PER_HOUR } from '@galim/shared/contact/schemas';
import type { TErrorCode } from '@galim/shared/common/errors';
import { CONVERSATION_LIMITS, OFFER_LIMITS } from '@galim/shared/conversations/limits';
import { REPORT_LIMIT_PER_HOUR } from '@galim/shared/reports/schemas';
import { BOARD_LIMITS } from '@galim/shared/surfboards/options';

const MINUTE = 60 * 1000;
const HOUR = 60 * MINUTE;

/**
 * Every request limit of the API (OWASP API4), in one table. Counted per signed-in user, else per
 * address (see `rateLimitKey`), per route, in Redis when REDIS_URL is set. Chosen so that a real
 * person never meets them: they stop scripts, not surfers. Over the limit: 429 with the error
 * envelope and `Retry-After` (seconds).
 */
export const RATE_LIMITS = {
  // Sign-in and sessions
  signIn: { max: 30, timeWindow: MINUTE },
  sessionValidate: { max: 120, timeWindow: MINUTE },
  sessionRefresh: { max: 30, timeWindow: MINUTE },
  // Profile and account
  profileUpdate: { max: 30, timeWindow: MINUTE },
  slugCheck: { max: 120, timeWindow: MINUTE },
  profileLookup: { max: 120, timeWindow: MINUTE },
  accountExport: { max: 10, timeWindow: HOUR },
  accountDelete: { max: 5, timeWindow: HOUR },
  // Marketplace
  boardUpload: { max: BOARD_LIMITS.uploadsPerWindow, timeWindow: BOARD_LIMITS.uploadWindowMs },
  boardChange: { max: 120, timeWindow: 10 * MINUTE },
  boardProposal: { max: 20, timeWindow: HOUR },
  like: { max: 60, timeWindow: MINUTE },
  inquiry: { max: 30, timeWindow: MINUTE },
  // "Show contact details" on a board page: a buyer asks for a few sellers' phones in an hour,
  // a harvester for hundreds. Counted per user (else address), and per address whoever asks, so
  // that many accounts behind one address do not multiply it (a shared address gets twice).
  contactReveal: { max: 30, timeWindow: HOUR },
  contactRevealPerAddress: { max: 60, timeWindow: HOUR, per: 'address' },
  conversationOpen: { max: CONVERSATION_LIMITS.newThreadsPerHour, timeWindow: HOUR },
  message: { max: CONVERSATION_LIMITS.messagesPerMinute, timeWindow: MINUTE },
  conversationSeen: { max: 120, timeWindow: MINUTE },
  userBlock: { max: 30, timeWindow: HOUR },
  offer: { max: OFFER_LIMITS.perHour, timeWindow: HOUR },
  // Reports from the beach: one per spot in 30 minutes is the service's rule; this stops scripts.
  beachReport: { max: 20, timeWindow: HOUR },
  // Services
  serviceCreate: { max: 30, timeWindow: HOUR },
  serviceChange: { max: 60, timeWindow: HOUR },
  review: { max: 10, timeWindow: HOUR },
  reviewChange: { max: 30, timeWindow: HOUR },
  // Reports, contact, analytics events
  report: { max: REPORT_LIMIT_PER_HOUR, timeWindow: HOUR },
  contact: { max: CONTACT_LIMIT_PER_HOUR, timeWindow: HOUR },
  pageEvent: { max: 120, timeWindow: MINUTE },
  // Real-user speed: one report per page view; a page a second is already no person.
  webVitals: { max: 60, timeWindow: MINUTE },
  // Alerts: saved searches, surf alerts, push devices, settings, marking read
  alertsChange: { max: 120, timeWindow: 10 * MINUTE },
  // Live updates: a client reconnects after 3 s at the soonest; a loop of reconnects is no person.
  liveStream: { max: 60, timeWindow: MINUTE },
} as const satisfies Record<string, { max: number; timeWindow: number; per?: 'address' }>;

export type RateLimitName = keyof typeof RATE_LIMITS;

/** Signed-in users are counted by account (wherever they connect from), visitors by address. */
export function rateLimitKey(request: FastifyRequest): string {
  return request.user ? `user:${request.user.id}` : `ip:${request.ip}`;
}

/** Rows marked `per: 'address'` count every request by its address, signed in or not. */
const addressKey = (request: FastifyRequest) => `ip:${request.ip}`;

/** A route's `config.rateLimit` for one row of the table. */
export function rateLimit(name: RateLimitName) {
  const row: { max: number; timeWindow: number; per?: 'address' } = RATE_LIMITS[name];
  return {
    max: row.max,
    timeWindow: row.timeWindow,
    keyGenerator: row.per === 'address' ? addressKey : rateLimitKey,
  };
}

/** The same, refused with its own code, for a limit people can meet (the web words it). */
export function rateLimitWithCode(name: RateLimitName, code: TErrorCode) {
  return { ...rateLimit(name), errorResponseBuilder: () => apiError(code) };
}
