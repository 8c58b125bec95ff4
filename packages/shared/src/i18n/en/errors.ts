import type { TErrorCode } from '../../common/errors';
import { ALERT_LIMITS } from '../../alerts/options';
import { BEACH_REPORT_LIMITS } from '../../beach-reports/options';
import { CONVERSATION_LIMITS, OFFER_LIMITS } from '../../conversations/limits';
import { SELLER_REVIEW_LIMITS } from '../../seller-reviews/limits';
import { SERVICE_LIMITS } from '../../services/options';

// What each API error code means, in English (decision 052): the API's answer to a request in
// English (Hebrew is the default), and the words the web's English build gives a code. The
// same keys as he/errors.ts: both are typed by the shared list of codes.

const MB = 1024 * 1024;

export const errorTexts: Record<TErrorCode, string> = {
  // Any route.
  VALIDATION_ERROR: 'Invalid request',
  UNAUTHORIZED: 'Authentication required',
  FORBIDDEN: 'You are not authorized to perform this action.',
  NOT_FOUND: 'Not found',
  CONFLICT: 'Already exists',
  PAYLOAD_TOO_LARGE: 'Request too large',
  UNSUPPORTED_MEDIA_TYPE: 'Unsupported media type',
  RATE_LIMITED: 'Too many requests, please try again later',
  UPSTREAM_ERROR: 'A service we depend on failed, try again',
  DB_UNAVAILABLE: 'Database unavailable, please try again shortly',
  SERVER_BUSY: 'The server is busy, try again shortly',
  INTERNAL_ERROR: 'Internal server error',

  // Accounts and sessions.
  ACCOUNT_BLOCKED: 'This account has been blocked by an administrator',
  OTHER_GOOGLE_ACCOUNT:
    'This e-mail address belongs to a different Google account; sign in with that account',
  SESSION_ENDED: 'Session has ended; please sign in again',
  SESSION_REUSED:
    'This session token was already replaced; every device of this sign-in was signed out',
  SESSION_REFRESHED: 'Session was just refreshed by another request; use the newer token',
  SESSION_NOT_FOUND: 'Session not found',
  USER_NOT_FOUND: 'User not found',
  PROFILE_NOT_FOUND: 'Profile not found',
  SLUG_TAKEN: 'This name is already taken',
  BLOCK_SELF: 'You cannot block your own account',
  BLOCK_ADMIN: 'An administrator cannot be blocked; remove them from ADMIN_EMAILS first',

  // Boards.
  BOARD_NOT_FOUND: 'Surfboard not found',
  BOARD_ALREADY_SOLD: 'Surfboard is already marked as sold',
  BOARD_ARCHIVED_CANNOT_SELL: 'An archived surfboard cannot be marked as sold',
  BOARD_NOT_SOLD: 'Surfboard is not marked as sold',
  BOARD_ALREADY_ARCHIVED: 'Surfboard is already archived',
  BOARD_SOLD_CANNOT_ARCHIVE: 'A sold surfboard cannot be archived',
  BOARD_NOT_ARCHIVED: 'Surfboard is not archived',
  BOARD_NOT_PENDING: 'Only pending surfboards can be approved or rejected',
  BOARD_ALREADY_FLAGGED: 'This surfboard is already flagged',
  MODERATION_NOTES_REQUIRED: 'A reason (notes) is required',

  // Images.
  IMAGES_TOO_LARGE: 'images too large',
  SERVICE_IMAGES_TOO_LARGE: `Each image up to ${SERVICE_LIMITS.maxImageBytes / MB} MB, at most ${SERVICE_LIMITS.maxImages} images`,
  IMAGE_TOO_MANY_PIXELS: 'The image is too large: at most 50 megapixels',
  IMAGE_UNREADABLE: 'The file is not an image we can read (JPEG, PNG, WebP or HEIC)',
  IMAGE_DAMAGED: 'The image file is damaged and cannot be read',
  IMAGE_NOT_FOUND: 'Image not found',
  IMAGE_STORE_TIMEOUT: 'Storing the images took too long, try again',
  UPLOAD_LIMIT: 'too many upload requests, wait 5 minutes (limit: 10 uploads per 5 minutes)',

  // Brands, models, categories, technologies.
  BRAND_NOT_FOUND: 'Brand not found',
  MODEL_NOT_FOUND: 'Model not found',
  CATEGORY_NOT_FOUND: 'Category not found',
  TECHNOLOGY_NOT_FOUND: 'Technology not found',
  REFERENCE_EXISTS: 'An item with this title already exists',
  REFERENCE_IN_USE: 'This item is used by surfboards and cannot be deleted',
  BRAND_HAS_MODELS: 'This brand has models; delete or move them first',

  // Services and reviews.
  SERVICE_NOT_FOUND: 'Service not found',
  SERVICE_NOT_PENDING: 'Only a pending service can be approved or rejected',
  SERVICE_PRICE_OUT_OF_RANGE: "The price is outside the range of the service's kind",
  REVIEW_NOT_FOUND: 'Review not found',
  REVIEW_OWN_SERVICE: 'You cannot review your own service',
  REVIEW_EXISTS: 'You already reviewed this service; edit your review instead',

  // Reviews of sellers.
  REVIEW_NO_SALE: 'Only the buyer Galim recorded for this sold surfboard can review its seller',
  REVIEW_SELF: 'You cannot review yourself',
  REVIEW_TOO_LATE: `A seller can be reviewed up to ${SELLER_REVIEW_LIMITS.windowDays} days after the sale`,
  SELLER_REVIEW_EXISTS: 'You already reviewed the seller of this surfboard',
  REVIEW_REPLY_EXISTS: 'You already replied to this review',

  // Conversations about boards.
  CONVERSATION_NOT_FOUND: 'Conversation not found',
  CONVERSATION_OWN_BOARD: 'You cannot start a conversation about your own surfboard',
  CONVERSATION_CLOSED: 'The other participant deleted their account',
  CONVERSATION_BLOCKED: 'One of you blocked the other: no messages between you',
  USER_BLOCK_SELF: 'You cannot block yourself',
  CONVERSATION_LIMIT: `Too many new conversations: at most ${CONVERSATION_LIMITS.newThreadsPerHour} an hour`,
  MESSAGE_LIMIT: `Too many messages: at most ${CONVERSATION_LIMITS.messagesPerMinute} a minute, wait a moment`,

  // Offers and reservations.
  OFFER_NOT_FOUND: 'Offer not found',
  OFFER_NOT_OPEN: 'This offer was already answered or replaced by a newer one',
  OFFER_OWN: 'You cannot answer your own offer; the other side answers it',
  OFFER_NOTHING_TO_COUNTER:
    'The seller makes a counter-offer only while an offer is open in the thread',
  OFFER_ALREADY_ACCEPTED: 'An offer in this thread was accepted: the board is reserved',
  OFFER_BOARD_UNAVAILABLE: 'This surfboard is not for sale now (archived or not shown)',
  OFFER_LIMIT: `Too many offers: at most ${OFFER_LIMITS.perHour} an hour`,
  BOARD_RESERVED: 'This surfboard is reserved for another buyer',
  SOLD_TO_NOT_A_BUYER: 'The buyer must be someone who wrote to you about this surfboard in Galim',

  // Reports, messages, FAQ.
  REPORT_NOT_FOUND: 'Report not found',
  MESSAGE_NOT_FOUND: 'Message not found',
  FAQ_NOT_FOUND: 'FAQ item not found',

  // Alerts, notifications, push and jobs.
  NOTIFICATION_NOT_FOUND: 'Notification not found',
  SAVED_SEARCH_NOT_FOUND: 'Saved search not found',
  SAVED_SEARCH_LIMIT: `At most ${ALERT_LIMITS.savedSearches} saved searches`,
  SURF_ALERT_NOT_FOUND: 'Surf alert not found',
  SURF_ALERT_LIMIT: `At most ${ALERT_LIMITS.surfAlerts} surf alerts`,
  PUSH_SUBSCRIPTION_NOT_FOUND: 'Push subscription not found',
  PUSH_NOT_CONFIGURED: 'Push is not configured',
  JOB_NOT_FOUND: 'Unknown job',
  LIVE_STREAMS_LIMIT: 'Too many live streams open for this account; close one first',

  // Forecast.
  SPOT_NOT_FOUND: 'Spot not found',
  NO_MARINE_DATA: 'Marine forecast not available for this location, choose another spot',
  FORECAST_UNAVAILABLE: 'Error loading forecast',

  // Reports from the beach (decision 048).
  BEACH_REPORT_NOT_FOUND: 'Beach report not found',
  BEACH_REPORT_TOO_SOON: `One report per spot every ${BEACH_REPORT_LIMITS.everyMinutes} minutes: you reported this spot a moment ago`,
  BEACH_REPORT_IN_FUTURE: 'A report cannot be about a time later than now',
  BEACH_REPORT_TOO_OLD: `A report is about the last ${BEACH_REPORT_LIMITS.seenBackHours} hours, not earlier`,
  BEACH_REPORT_PHOTO_NOT_IMAGE: 'The photo is not an image we can read (JPEG, PNG, WebP or HEIC)',
  BEACH_REPORT_PHOTO_CLOSED: `A report's photo is added once, within ${BEACH_REPORT_LIMITS.photoMinutes} minutes of sending it`,
  BEACH_REPORT_OWN: 'You cannot thank your own report',
};
