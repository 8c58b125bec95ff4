// What a request that got no answer tells the user, in English: the network is off, failed, or
// the answer took too long.

import type * as he from '../he/connection-errors';
import type { Translation } from '@galim/shared/i18n/translation';

export const connectionErrorsTexts: Translation<typeof he.connectionErrorsTexts> = {
  NETWORK: 'Connection problem. Check your connection and try again.',
  OFFLINE:
    'No internet connection, so nothing was sent or saved. Connect to a network and try again.',
  TIMEOUT: 'The request took too long. Please try again.',
  /** An error answer whose wording could not be loaded. */
  failed: 'That did not work. Please try again.',
};
