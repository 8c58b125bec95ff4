// Every failure the API names: its code, its HTTP status and its English message. The code is
// the contract: clients act on it, and the web app words each one in Hebrew by its code (its
// i18n/server-errors.ts must hold them all). The message is for developers, logs and API
// clients that read English; where a message carries a name or a number, the API writes it and
// the code stays the same.

import { ALERT_LIMITS } from '../alerts/options';
import { BEACH_REPORT_LIMITS } from '../beach-reports/options';
import { CONVERSATION_LIMITS, OFFER_LIMITS } from '../conversations/limits';
import { SELLER_REVIEW_LIMITS } from '../seller-reviews/limits';
import { SERVICE_LIMITS } from '../services/options';

const e = (status: number, message: string) => ({ status, message });
const MB = 1024 * 1024;

export const API_ERRORS = {
  // Any route.
  VALIDATION_ERROR: e(400, 'Invalid request'),
  UNAUTHORIZED: e(401, 'Authentication required'),
  FORBIDDEN: e(403, 'You are not authorized to perform this action.'),
  NOT_FOUND: e(404, 'Not found'),
  CONFLICT: e(409, 'Already exists'),
  PAYLOAD_TOO_LARGE: e(413, 'Request too large'),
  UNSUPPORTED_MEDIA_TYPE: e(415, 'Unsupported media type'),
  RATE_LIMITED: e(429, 'Too many requests, please try again later'),
  UPSTREAM_ERROR: e(502, 'A service we depend on failed, try again'),
  DB_UNAVAILABLE: e(503, 'Database unavailable, please try again shortly'),
  SERVER_BUSY: e(503, 'The server is busy, try again shortly'),
  INTERNAL_ERROR: e(500, 'Internal server error'),

  // Accounts and sessions.
  ACCOUNT_BLOCKED: e(403, 'This account has been blocked by an administrator'),
  OTHER_GOOGLE_ACCOUNT: e(
    401,
    'This e-mail address belongs to a different Google account; sign in with that account',
  ),
  SESSION_ENDED: e(401, 'Session has ended; please sign in again'),
  SESSION_REUSED: e(
    401,
    'This session token was already replaced; every device of this sign-in was signed out',
  ),
  SESSION_REFRESHED: e(409, 'Session was just refreshed by another request; use the newer token'),
  SESSION_NOT_FOUND: e(404, 'Session not found'),
  USER_NOT_FOUND: e(404, 'User not found'),
  PROFILE_NOT_FOUND: e(404, 'Profile not found'),
  SLUG_TAKEN: e(409, 'This name is already taken'),
  BLOCK_SELF: e(409, 'You cannot block your own account'),
  BLOCK_ADMIN: e(409, 'An administrator cannot be blocked; remove them from ADMIN_EMAILS first'),

  // Boards.
  BOARD_NOT_FOUND: e(404, 'Surfboard not found'),
  BOARD_ALREADY_SOLD: e(409, 'Surfboard is already marked as sold'),
  BOARD_ARCHIVED_CANNOT_SELL: e(409, 'An archived surfboard cannot be marked as sold'),
  BOARD_NOT_SOLD: e(409, 'Surfboard is not marked as sold'),
  BOARD_ALREADY_ARCHIVED: e(409, 'Surfboard is already archived'),
  BOARD_SOLD_CANNOT_ARCHIVE: e(409, 'A sold surfboard cannot be archived'),
  BOARD_NOT_ARCHIVED: e(409, 'Surfboard is not archived'),
  BOARD_NOT_PENDING: e(409, 'Only pending surfboards can be approved or rejected'),
  BOARD_ALREADY_FLAGGED: e(409, 'This surfboard is already flagged'),
  MODERATION_NOTES_REQUIRED: e(400, 'A reason (notes) is required'),

  // Images.
  IMAGES_TOO_LARGE: e(413, 'images too large'),
  SERVICE_IMAGES_TOO_LARGE: e(
    413,
    `Each image up to ${SERVICE_LIMITS.maxImageBytes / MB} MB, at most ${SERVICE_LIMITS.maxImages} images`,
  ),
  IMAGE_TOO_MANY_PIXELS: e(413, 'The image is too large: at most 50 megapixels'),
  IMAGE_UNREADABLE: e(415, 'The file is not an image we can read (JPEG, PNG, WebP or HEIC)'),
  IMAGE_DAMAGED: e(415, 'The image file is damaged and cannot be read'),
  IMAGE_NOT_FOUND: e(404, 'Image not found'),
  IMAGE_STORE_TIMEOUT: e(503, 'Storing the images took too long, try again'),
  UPLOAD_LIMIT: e(
    429,
    'too many upload requests, wait 5 minutes (limit: 10 uploads per 5 minutes)',
  ),

  // Brands, models, categories, technologies.
  BRAND_NOT_FOUND: e(404, 'Brand not found'),
  MODEL_NOT_FOUND: e(404, 'Model not found'),
  CATEGORY_NOT_FOUND: e(404, 'Category not found'),
  TECHNOLOGY_NOT_FOUND: e(404, 'Technology not found'),
  REFERENCE_EXISTS: e(409, 'An item with this title already exists'),
  REFERENCE_IN_USE: e(409, 'This item is used by surfboards and cannot be deleted'),
  BRAND_HAS_MODELS: e(409, 'This brand has models; delete or move them first'),

  // Services and reviews.
  SERVICE_NOT_FOUND: e(404, 'Service not found'),
  SERVICE_NOT_PENDING: e(409, 'Only a pending service can be approved or rejected'),
  SERVICE_PRICE_OUT_OF_RANGE: e(409, "The price is outside the range of the service's kind"),
  REVIEW_NOT_FOUND: e(404, 'Review not found'),
  REVIEW_OWN_SERVICE: e(403, 'You cannot review your own service'),
  REVIEW_EXISTS: e(409, 'You already reviewed this service; edit your review instead'),

  // Reviews of sellers.
  REVIEW_NO_SALE: e(
    403,
    'Only the buyer Galim recorded for this sold surfboard can review its seller',
  ),
  REVIEW_SELF: e(403, 'You cannot review yourself'),
  REVIEW_TOO_LATE: e(
    409,
    `A seller can be reviewed up to ${SELLER_REVIEW_LIMITS.windowDays} days after the sale`,
  ),
  SELLER_REVIEW_EXISTS: e(409, 'You already reviewed the seller of this surfboard'),
  REVIEW_REPLY_EXISTS: e(409, 'You already replied to this review'),

  // Conversations about boards.
  CONVERSATION_NOT_FOUND: e(404, 'Conversation not found'),
  CONVERSATION_OWN_BOARD: e(403, 'You cannot start a conversation about your own surfboard'),
  CONVERSATION_CLOSED: e(409, 'The other participant deleted their account'),
  CONVERSATION_BLOCKED: e(403, 'One of you blocked the other: no messages between you'),
  USER_BLOCK_SELF: e(400, 'You cannot block yourself'),
  CONVERSATION_LIMIT: e(
    429,
    `Too many new conversations: at most ${CONVERSATION_LIMITS.newThreadsPerHour} an hour`,
  ),
  MESSAGE_LIMIT: e(
    429,
    `Too many messages: at most ${CONVERSATION_LIMITS.messagesPerMinute} a minute, wait a moment`,
  ),

  // Offers and reservations.
  OFFER_NOT_FOUND: e(404, 'Offer not found'),
  OFFER_NOT_OPEN: e(409, 'This offer was already answered or replaced by a newer one'),
  OFFER_OWN: e(403, 'You cannot answer your own offer; the other side answers it'),
  OFFER_NOTHING_TO_COUNTER: e(
    409,
    'The seller makes a counter-offer only while an offer is open in the thread',
  ),
  OFFER_ALREADY_ACCEPTED: e(409, 'An offer in this thread was accepted: the board is reserved'),
  OFFER_BOARD_UNAVAILABLE: e(409, 'This surfboard is not for sale now (archived or not shown)'),
  OFFER_LIMIT: e(429, `Too many offers: at most ${OFFER_LIMITS.perHour} an hour`),
  BOARD_RESERVED: e(409, 'This surfboard is reserved for another buyer'),
  SOLD_TO_NOT_A_BUYER: e(
    409,
    'The buyer must be someone who wrote to you about this surfboard in Galim',
  ),

  // Reports, messages, FAQ.
  REPORT_NOT_FOUND: e(404, 'Report not found'),
  MESSAGE_NOT_FOUND: e(404, 'Message not found'),
  FAQ_NOT_FOUND: e(404, 'FAQ item not found'),

  // Alerts, notifications, push and jobs.
  NOTIFICATION_NOT_FOUND: e(404, 'Notification not found'),
  SAVED_SEARCH_NOT_FOUND: e(404, 'Saved search not found'),
  SAVED_SEARCH_LIMIT: e(409, `At most ${ALERT_LIMITS.savedSearches} saved searches`),
  SURF_ALERT_NOT_FOUND: e(404, 'Surf alert not found'),
  SURF_ALERT_LIMIT: e(409, `At most ${ALERT_LIMITS.surfAlerts} surf alerts`),
  PUSH_SUBSCRIPTION_NOT_FOUND: e(404, 'Push subscription not found'),
  PUSH_NOT_CONFIGURED: e(404, 'Push is not configured'),
  JOB_NOT_FOUND: e(404, 'Unknown job'),
  LIVE_STREAMS_LIMIT: e(429, 'Too many live streams open for this account; close one first'),

  // Forecast.
  SPOT_NOT_FOUND: e(404, 'Spot not found'),
  NO_MARINE_DATA: e(404, 'Marine forecast not available for this location, choose another spot'),
  FORECAST_UNAVAILABLE: e(502, 'Error loading forecast'),

  // Reports from the beach (decision 048).
  BEACH_REPORT_NOT_FOUND: e(404, 'Beach report not found'),
  BEACH_REPORT_TOO_SOON: e(
    409,
    `One report per spot every ${BEACH_REPORT_LIMITS.everyMinutes} minutes: you reported this spot a moment ago`,
  ),
  BEACH_REPORT_IN_FUTURE: e(400, 'A report cannot be about a time later than now'),
  BEACH_REPORT_TOO_OLD: e(
    400,
    `A report is about the last ${BEACH_REPORT_LIMITS.seenBackHours} hours, not earlier`,
  ),
  BEACH_REPORT_PHOTO_NOT_IMAGE: e(
    400,
    'The photo is not an image we can read (JPEG, PNG, WebP or HEIC)',
  ),
  BEACH_REPORT_PHOTO_CLOSED: e(
    409,
    `A report's photo is added once, within ${BEACH_REPORT_LIMITS.photoMinutes} minutes of sending it`,
  ),
  BEACH_REPORT_OWN: e(403, 'You cannot thank your own report'),
} as const;

export type TErrorCode = keyof typeof API_ERRORS;
export const ERROR_CODES = Object.keys(API_ERRORS) as [TErrorCode, ...TErrorCode[]];
