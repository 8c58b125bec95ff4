import type { ApiError } from '../../../lib/api';
import { gearPublishTexts } from '../../../i18n/he/gear-publish';
import { surfboardsManageTexts } from '../../../i18n/he/surfboards-manage';
import { uploadErrorMessage } from './error-texts';

/** A failed publish of gear in words: a board's upload texts, gear's own where they name a board. */
export function listingErrorMessage(error: ApiError): string {
  if (error.code === 'SERVER_BUSY') return gearPublishTexts.busy;
  const message = uploadErrorMessage(error);
  return message === surfboardsManageTexts.upload.failed ? gearPublishTexts.failed : message;
}
