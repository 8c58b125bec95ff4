import type { ApiError } from '../../../lib/api';
import { commonTexts } from '../../../i18n/he/shell';
import { surfboardsManageTexts } from '../../../i18n/he/surfboards-manage';

const t = surfboardsManageTexts;

/** The upload error texts, by status. */
export function uploadErrorMessage(error: ApiError): string {
  if (error.status === 429) return t.upload.rateLimited;
  // The server's upload queue was full: nothing was stored, the same form can be sent again.
  if (error.code === 'SERVER_BUSY') return t.upload.busy;
  if (error.status === 413) return t.upload.tooLarge;
  if (error.status === 415) return t.upload.unsupported;
  if (error.status === 401) return t.upload.loginAgain;
  if (error.status === 400) {
    // A field's message is the shared schema's Hebrew sentence (validation-messages/).
    const first = error.details?.[0]?.message;
    return first ? `${t.upload.invalid}: ${first}` : t.upload.invalid;
  }
  if (error.status === 0) return t.upload.network;
  return t.upload.failed;
}

/** A lifecycle error's message for the spec's "<prefix>: <message>" toasts. */
export function errorText(err: unknown): string {
  if (err instanceof Error) {
    if (err.message === 'network') return commonTexts.networkError;
    if (err.message === 'timeout') return commonTexts.timeout;
    return err.message;
  }
  return commonTexts.errorGeneric;
}
