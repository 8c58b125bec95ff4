import { FAQ_MESSAGES, REFERENCE_MESSAGES } from './validation/admin';
import { ALERT_MESSAGES } from './validation/alerts';
import { BEACH_REPORT_MESSAGES } from './validation/beach-reports';
import { BOARD_MESSAGES } from './validation/board';
import { COMMON_MESSAGES, RANGE_MESSAGES } from './validation/common';
import { CONTACT_MESSAGES } from './validation/contact';
import { LISTING_MESSAGES } from './validation/listing';
import {
  CONVERSATION_MESSAGES,
  MEETING_MESSAGES,
  OFFER_MESSAGES,
} from './validation/conversations';
import { PROFILE_MESSAGES } from './validation/profile';
import { SELLER_REVIEW_MESSAGES } from './validation/seller-reviews';
import { SERVICE_MESSAGES } from './validation/services';

// Every validation message in Hebrew, by area: a schema's message is the key `area.name`
// (../messages.ts), and this table words it (decision 052). ../en/messages.ts has the same
// shape in English. The API holds both; the web's Hebrew build loads only this one.

export const validationTexts = {
  reference: REFERENCE_MESSAGES,
  alert: ALERT_MESSAGES,
  beachReport: BEACH_REPORT_MESSAGES,
  board: BOARD_MESSAGES,
  common: COMMON_MESSAGES,
  contact: CONTACT_MESSAGES,
  conversation: CONVERSATION_MESSAGES,
  faq: FAQ_MESSAGES,
  listing: LISTING_MESSAGES,
  meeting: MEETING_MESSAGES,
  offer: OFFER_MESSAGES,
  profile: PROFILE_MESSAGES,
  range: RANGE_MESSAGES,
  sellerReview: SELLER_REVIEW_MESSAGES,
  service: SERVICE_MESSAGES,
};
