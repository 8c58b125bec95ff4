import { RADIUS_KM } from '../../geo/near';
import { MEETING_LIMITS } from '../../meetings/limits';
import type { TErrorCode } from '../../common/errors';
import { BEACH_REPORT_LIMITS } from '../../beach-reports/options';
import { SELLER_REVIEW_LIMITS } from '../../seller-reviews/limits';
import { SERVICE_LIMITS } from '../../services/options';

// What each API error code means, in English (decision 052): the API's answer to a request in
// English (Hebrew is the default), and the words the web's English build gives a code. The
// same keys as he/errors.ts: both are typed by the shared list of codes.

export const errorTexts: Record<TErrorCode, string> = {
  // Any route.
  VALIDATION_ERROR: 'Some of the details are not valid. Check them and try again.',
  UNAUTHORIZED: 'Authentication required',
  FORBIDDEN: 'You are not allowed to do this.',
  NOT_FOUND: 'Not found',
  CONFLICT: 'This cannot be done right now',
  PAYLOAD_TOO_LARGE: 'The files are too large',
  UNSUPPORTED_MEDIA_TYPE: 'Only image files can be uploaded',
  RATE_LIMITED: 'Too many requests. Try again in a few minutes.',
  UPSTREAM_ERROR: 'The service is not available right now. Try again later.',
  DB_UNAVAILABLE: 'Database unavailable, please try again shortly',
  SERVER_BUSY:
    'The server is handling many uploads right now and the photos were not saved. Try sending again in a few seconds.',
  INTERNAL_ERROR: 'Internal server error',

  // Accounts and sessions.
  ACCOUNT_BLOCKED: 'This account has been blocked by an administrator',
  OTHER_GOOGLE_ACCOUNT:
    'This e-mail address belongs to a different Google account; sign in with that account',
  SESSION_ENDED: 'You have been signed out. Please sign in again.',
  SESSION_REUSED: 'For your security you were signed out on every device. Please sign in again.',
  SESSION_REFRESHED: 'Your session was just renewed. Try again.',
  SESSION_NOT_FOUND: 'Session not found',
  USER_NOT_FOUND: 'User not found',
  PROFILE_NOT_FOUND: 'Profile not found',
  SLUG_TAKEN: 'This name is already taken',
  BLOCK_SELF: 'You cannot block your own account',
  BLOCK_ADMIN: 'An admin cannot be blocked. Remove the address from ADMIN_EMAILS first.',

  // Boards.
  BOARD_NOT_FOUND: 'Surfboard not found',
  LISTING_NOT_FOUND: 'Listing not found',
  SELLER_CONTACT_HIDDEN: 'The seller chose not to show contact details. You can message them here.',
  BOARD_ALREADY_SOLD: 'This board is already marked as sold',
  BOARD_ARCHIVED_CANNOT_SELL: 'An archived board cannot be marked as sold',
  BOARD_NOT_SOLD: 'This board is not marked as sold',
  BOARD_ALREADY_ARCHIVED: 'This board is already archived',
  BOARD_SOLD_CANNOT_ARCHIVE: 'A sold board cannot be archived',
  BOARD_NOT_ARCHIVED: 'This board is not archived',
  BOARD_NOT_PENDING: 'Only a board awaiting review can be approved or rejected',
  BOARD_ALREADY_FLAGGED: 'This board is already flagged for review',
  BOARD_SOLD_CANNOT_RENEW: 'A sold board cannot be renewed',
  BOARD_ARCHIVED_CANNOT_RENEW: 'An archived listing cannot be renewed: restore it first',
  MODERATION_NOTES_REQUIRED: 'Please write a reason',

  // Images.
  IMAGES_TOO_LARGE: 'The photos are too large. Try smaller photos or fewer of them.',
  SERVICE_IMAGES_TOO_LARGE: `Up to ${SERVICE_LIMITS.maxImageBytes / 1024 / 1024} MB per photo, and up to ${SERVICE_LIMITS.maxImages} photos`,
  IMAGE_TOO_MANY_PIXELS: 'The photo is too large: up to 50 megapixels',
  IMAGE_UNREADABLE: 'The file is not an image we can read (JPEG, PNG, WebP or HEIC)',
  IMAGE_DAMAGED: 'The image file is damaged and cannot be read',
  IMAGE_NOT_FOUND: 'Photo not found',
  IMAGE_STORE_TIMEOUT: 'Saving the photos took too long. Try again.',
  UPLOAD_LIMIT: 'Too many uploads. Wait 5 minutes (up to 10 uploads in 5 minutes).',

  // Brands, models, categories, technologies.
  BRAND_NOT_FOUND: 'Brand not found',
  MODEL_NOT_FOUND: 'Model not found',
  CATEGORY_NOT_FOUND: 'Category not found',
  TECHNOLOGY_NOT_FOUND: 'Technology not found',
  REFERENCE_EXISTS: 'An item with this name already exists',
  REFERENCE_IN_USE: 'Cannot delete: boards are using this item',
  BRAND_HAS_MODELS: 'This brand has models. Delete or move them first.',

  // Services and reviews.
  SERVICE_NOT_FOUND: 'Service not found',
  SERVICE_NOT_PENDING: 'Only a pending service can be approved or rejected',
  SERVICE_PRICE_OUT_OF_RANGE: "The price is outside the range of the service's kind",
  REVIEW_NOT_FOUND: 'Review not found',
  REVIEW_OWN_SERVICE: 'You cannot review your own service',
  REVIEW_EXISTS: 'You have already reviewed this service. You can edit your review.',

  // Reviews of sellers.
  REVIEW_NO_SALE: 'Only the buyer recorded on Galim for this board can review its seller',
  REVIEW_SELF: 'You cannot review yourself',
  REVIEW_TOO_LATE: `A seller can be reviewed up to ${SELLER_REVIEW_LIMITS.windowDays} days after the purchase`,
  SELLER_REVIEW_EXISTS: 'You have already reviewed the seller of this board',
  REVIEW_REPLY_EXISTS: 'You have already replied to this review',

  // Conversations about boards.
  CONVERSATION_NOT_FOUND: 'Conversation not found',
  CONVERSATION_OWN_BOARD: 'You cannot start a conversation about your own board',
  CONVERSATION_CLOSED: 'The message cannot be sent: the other person deleted their account',
  CONVERSATION_BLOCKED: 'One of you has blocked the other, so you cannot message each other',
  USER_BLOCK_SELF: 'You cannot block yourself',
  CONVERSATION_LIMIT: 'You started many new conversations in the last hour. Try again later.',
  MESSAGE_LIMIT: 'You sent many messages in the last minute. Wait a moment and try again.',

  // Offers and reservations.
  OFFER_NOT_FOUND: 'Offer not found',
  OFFER_NOT_OPEN: 'This offer has already been answered or replaced by a new one',
  OFFER_OWN: 'You cannot answer your own offer. The other side answers it.',
  OFFER_NOTHING_TO_COUNTER: 'You can counter only when there is an open offer in the conversation',
  OFFER_ALREADY_ACCEPTED:
    'An offer in this conversation was already accepted, and the board is reserved',
  OFFER_BOARD_UNAVAILABLE: 'This board is not for sale right now, so no price can be offered',
  OFFER_LIMIT: 'You sent many offers in the last hour. Try again later.',
  OFFER_EXPIRED:
    'This offer has expired. You can write to the seller or make an offer of your own.',
  LIKERS_OFFER_TOO_HIGH:
    'An offer to those who liked the board must be at least 5% under its current price',
  LIKERS_OFFER_TOO_SOON:
    'You already sent an offer to those who liked this board this week. You can send one every 7 days.',
  LIKERS_OFFER_NO_LIKERS: 'Nobody has liked this board yet',
  BOARD_RESERVED:
    'This board is reserved for another buyer right now. You can still message the seller.',
  SOLD_TO_NOT_A_BUYER: 'You can choose only a buyer who wrote to you about this board on Galim',
  SOLD_WHILE_RESERVED:
    'This board is reserved for the buyer whose offer you accepted. To sell it to someone else, release the reservation first (the buyer will be told).',

  // Reports, messages, FAQ.
  REPORT_NOT_FOUND: 'Report not found',
  MESSAGE_NOT_FOUND: 'Message not found',
  FAQ_NOT_FOUND: 'Question not found',

  // Alerts, notifications, push and jobs.
  NOTIFICATION_NOT_FOUND: 'Notification not found',
  SAVED_SEARCH_NOT_FOUND: 'Saved search not found',
  SAVED_SEARCH_LIMIT: 'You have reached the most saved searches. Delete one to save a new one.',
  SURF_ALERT_NOT_FOUND: 'Surf alert not found',
  SURF_ALERT_LIMIT: 'You have reached the most surf alerts. Delete one to add a new one.',
  PUSH_SUBSCRIPTION_NOT_FOUND: 'This device is not signed up for notifications',
  PUSH_NOT_CONFIGURED: 'Phone notifications are not available right now',
  JOB_NOT_FOUND: 'Job not found',
  LIVE_STREAMS_LIMIT: 'Galim is open in too many windows. Close one of them to get updates in it.',

  // Forecast.
  SPOT_NOT_FOUND: 'Spot not found',
  NO_MARINE_DATA: 'Marine forecast not available for this location, choose another spot',
  FORECAST_UNAVAILABLE: 'Error loading forecast',
  UNKNOWN_FORECAST_MODEL: 'There is no forecast model by that name',

  // Lists near a point or a city.
  NEAR_POINT_INVALID:
    'The place sent is not a point on the map: a latitude and a longitude in degrees',
  NEAR_POINT_INCOMPLETE:
    'A place needs both its latitude and its longitude (or a city), and a radius needs a place',
  NEAR_OUTSIDE_ISRAEL: 'The place sent is outside Israel. Choose a city from the list instead.',
  NEAR_CITY_UNKNOWN: 'That city is not on the list. Choose one of the cities offered.',
  NEAR_RADIUS_INVALID: `The radius is a whole number of km from ${RADIUS_KM.min} to ${RADIUS_KM.max}`,
  NEAR_POINT_AND_CITY: 'Choose either "near me" or a city, not both',
  MEETING_PLACE_NOT_FOUND: 'That meeting place is not on the list. Choose another one.',
  MEETING_NOT_FOUND: 'That meeting proposal was not found',
  MEETING_OWN: 'You cannot accept a meeting you proposed yourself',
  MEETING_NOT_OPEN: 'This meeting was already accepted or replaced by a new proposal',
  MEETING_TIME_PAST: `A meeting can be set at least ${MEETING_LIMITS.minMinutesAhead} minutes from now`,
  MEETING_TIME_TOO_FAR: `A meeting can be set up to ${MEETING_LIMITS.maxDaysAhead} days ahead`,
  MEETING_LAPSED: 'The meeting time has passed. You can propose a new one.',
  DISTANCE_SORT_NEEDS_PLACE: 'To sort by distance, choose "near me" or a city first',

  // Reports from the beach (decision 048).
  BEACH_REPORT_NOT_FOUND: 'Report not found; it may have been removed',
  BEACH_REPORT_TOO_SOON: `One report per spot every ${BEACH_REPORT_LIMITS.everyMinutes} minutes: you reported this spot a moment ago`,
  BEACH_REPORT_IN_FUTURE:
    'You cannot report what you have not seen yet: the time sent is in the future',
  BEACH_REPORT_TOO_OLD: 'You can only report what you saw in the last three hours',
  BEACH_REPORT_PHOTO_NOT_IMAGE:
    'The file sent is not an image. You can add a photo from the camera or the gallery',
  BEACH_REPORT_PHOTO_CLOSED:
    'A photo can be added to a report once, within half an hour of sending it',
  BEACH_REPORT_OWN: 'You cannot thank yourself for your own report',

  // The basemap archive (decision 062).
  BASEMAP_NOT_CONFIGURED: 'No basemap is set up on this server; the map shows the outline only',
  BASEMAP_MISSING: 'The basemap file is not where the server expects it',
  BASEMAP_RANGE_INVALID: 'The byte range asked for is not written as HTTP ranges are',
  BASEMAP_RANGE_NOT_SATISFIABLE: 'The byte range asked for starts past the end of the basemap',
  BASEMAP_CHANGED: 'The basemap has changed since this copy was read; load the map again',
};
