// What each API error code means to the person who met it, in English (lib/error-text.ts).

import type { TErrorCode } from '@galim/shared/common/errors';
import { SELLER_REVIEW_LIMITS } from '@galim/shared/seller-reviews/limits';
import { SERVICE_LIMITS } from '@galim/shared/services/options';

export const serverErrorsTexts: Record<TErrorCode, string> = {
  VALIDATION_ERROR: 'Some of the details are not valid. Check them and try again.',
  UNAUTHORIZED: 'Please sign in again',
  FORBIDDEN: 'You are not allowed to do this.',
  NOT_FOUND: 'Not found',
  CONFLICT: 'This cannot be done right now',
  PAYLOAD_TOO_LARGE: 'The files are too large',
  UNSUPPORTED_MEDIA_TYPE: 'Only image files can be uploaded',
  RATE_LIMITED: 'Too many requests. Try again in a few minutes.',
  UPSTREAM_ERROR: 'The service is not available right now. Try again later.',
  DB_UNAVAILABLE: 'The service is unavailable for a moment. Try again in a minute.',
  SERVER_BUSY:
    'The server is handling many uploads right now and the photos were not saved. Try sending again in a few seconds.',
  INTERNAL_ERROR: 'Something went wrong on the server. Try again later.',

  ACCOUNT_BLOCKED: 'Your account has been blocked by the site’s admins.',
  OTHER_GOOGLE_ACCOUNT:
    'This email address belongs to another Google account. Sign in with that account.',
  SESSION_ENDED: 'You have been signed out. Please sign in again.',
  SESSION_REUSED: 'For your security you were signed out on every device. Please sign in again.',
  SESSION_REFRESHED: 'Your session was just renewed. Try again.',
  SESSION_NOT_FOUND: 'Session not found',
  USER_NOT_FOUND: 'User not found',
  PROFILE_NOT_FOUND: 'Profile not found',
  SLUG_TAKEN: 'This name is already taken',
  BLOCK_SELF: 'You cannot block your own account',
  BLOCK_ADMIN: 'An admin cannot be blocked. Remove the address from ADMIN_EMAILS first.',

  BOARD_NOT_FOUND: 'Listing not found.',
  BOARD_ALREADY_SOLD: 'This board is already marked as sold',
  BOARD_ARCHIVED_CANNOT_SELL: 'An archived board cannot be marked as sold',
  BOARD_NOT_SOLD: 'This board is not marked as sold',
  BOARD_ALREADY_ARCHIVED: 'This board is already archived',
  BOARD_SOLD_CANNOT_ARCHIVE: 'A sold board cannot be archived',
  BOARD_NOT_ARCHIVED: 'This board is not archived',
  BOARD_NOT_PENDING: 'Only a board awaiting review can be approved or rejected',
  BOARD_ALREADY_FLAGGED: 'This board is already flagged for review',
  MODERATION_NOTES_REQUIRED: 'Please write a reason',

  IMAGES_TOO_LARGE: 'The photos are too large. Try smaller photos or fewer of them.',
  SERVICE_IMAGES_TOO_LARGE: `Up to ${SERVICE_LIMITS.maxImageBytes / 1024 / 1024} MB per photo, and up to ${SERVICE_LIMITS.maxImages} photos`,
  IMAGE_TOO_MANY_PIXELS: 'The photo is too large: up to 50 megapixels',
  IMAGE_UNREADABLE: 'The file is not an image we can read (JPEG, PNG, WebP or HEIC)',
  IMAGE_DAMAGED: 'The image file is damaged and cannot be read',
  IMAGE_NOT_FOUND: 'Photo not found',
  IMAGE_STORE_TIMEOUT: 'Saving the photos took too long. Try again.',
  UPLOAD_LIMIT: 'Too many uploads. Wait 5 minutes (up to 10 uploads in 5 minutes).',

  BRAND_NOT_FOUND: 'Brand not found',
  MODEL_NOT_FOUND: 'Model not found',
  CATEGORY_NOT_FOUND: 'Category not found',
  TECHNOLOGY_NOT_FOUND: 'Technology not found',
  REFERENCE_EXISTS: 'An item with this name already exists',
  REFERENCE_IN_USE: 'Cannot delete: boards are using this item',
  BRAND_HAS_MODELS: 'This brand has models. Delete or move them first.',

  SERVICE_NOT_FOUND: 'Service not found',
  SERVICE_NOT_PENDING: 'Only a service awaiting review can be approved or rejected',
  SERVICE_PRICE_OUT_OF_RANGE:
    'The price is outside the reasonable range for this kind of service: reject it or ask the provider to fix it',
  REVIEW_NOT_FOUND: 'Review not found',
  REVIEW_OWN_SERVICE: 'You cannot review your own service',
  REVIEW_EXISTS: 'You have already reviewed this service. You can edit your review.',
  REVIEW_NO_SALE: 'Only the buyer recorded on Galim for this board can review its seller',
  REVIEW_SELF: 'You cannot review yourself',
  REVIEW_TOO_LATE: `A seller can be reviewed up to ${SELLER_REVIEW_LIMITS.windowDays} days after the purchase`,
  SELLER_REVIEW_EXISTS: 'You have already reviewed the seller of this board',
  REVIEW_REPLY_EXISTS: 'You have already replied to this review',

  CONVERSATION_NOT_FOUND: 'Conversation not found',
  CONVERSATION_OWN_BOARD: 'You cannot start a conversation about your own board',
  CONVERSATION_BLOCKED: 'One of you has blocked the other, so you cannot message each other',
  USER_BLOCK_SELF: 'You cannot block yourself',
  CONVERSATION_CLOSED: 'The message cannot be sent: the other person deleted their account',
  CONVERSATION_LIMIT: 'You started many new conversations in the last hour. Try again later.',
  MESSAGE_LIMIT: 'You sent many messages in the last minute. Wait a moment and try again.',
  OFFER_NOT_FOUND: 'Offer not found',
  OFFER_NOT_OPEN: 'This offer has already been answered or replaced by a new one',
  OFFER_OWN: 'You cannot answer your own offer. The other side answers it.',
  OFFER_NOTHING_TO_COUNTER: 'You can counter only when there is an open offer in the conversation',
  OFFER_ALREADY_ACCEPTED:
    'An offer in this conversation was already accepted, and the board is reserved',
  OFFER_BOARD_UNAVAILABLE: 'This board is not for sale right now, so no price can be offered',
  OFFER_LIMIT: 'You sent many offers in the last hour. Try again later.',
  BOARD_RESERVED:
    'This board is reserved for another buyer right now. You can still message the seller.',
  SOLD_TO_NOT_A_BUYER: 'You can choose only a buyer who wrote to you about this board on Galim',
  REPORT_NOT_FOUND: 'Report not found',
  MESSAGE_NOT_FOUND: 'Message not found',
  FAQ_NOT_FOUND: 'Question not found',

  NOTIFICATION_NOT_FOUND: 'Notification not found',
  SAVED_SEARCH_NOT_FOUND: 'Saved search not found',
  SAVED_SEARCH_LIMIT: 'You have reached the most saved searches. Delete one to save a new one.',
  SURF_ALERT_NOT_FOUND: 'Surf alert not found',
  SURF_ALERT_LIMIT: 'You have reached the most surf alerts. Delete one to add a new one.',
  PUSH_SUBSCRIPTION_NOT_FOUND: 'This device is not signed up for notifications',
  PUSH_NOT_CONFIGURED: 'Phone notifications are not available right now',
  JOB_NOT_FOUND: 'Job not found',
  LIVE_STREAMS_LIMIT: 'Galim is open in too many windows. Close one of them to get updates in it.',

  SPOT_NOT_FOUND: 'Spot not found',
  NO_MARINE_DATA: 'No marine forecast for this location. Choose another spot.',
  FORECAST_UNAVAILABLE: 'Could not load the forecast',
  BEACH_REPORT_NOT_FOUND: 'Report not found; it may have been removed',
  BEACH_REPORT_TOO_SOON:
    'You already reported on this beach in the last half hour. You can report on it again in a few minutes.',
  BEACH_REPORT_IN_FUTURE:
    'You cannot report what you have not seen yet: the time sent is in the future',
  BEACH_REPORT_TOO_OLD: 'You can only report what you saw in the last three hours',
  BEACH_REPORT_PHOTO_NOT_IMAGE:
    'The file sent is not an image. You can add a photo from the camera or the gallery',
  BEACH_REPORT_PHOTO_CLOSED:
    'A photo can be added to a report once, within half an hour of sending it',
  BEACH_REPORT_OWN: 'You cannot thank yourself for your own report',
};
