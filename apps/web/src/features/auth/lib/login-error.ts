import { authTexts } from '../../../i18n/he/auth';
import type { ApiError } from '../../../lib/api';

/** A failed sign-in as the user reads it (in Hebrew), from the server's reason. */
export function loginErrorMessage(error: Pick<ApiError, 'status' | 'message' | 'code'>) {
  const t = authTexts.errors;
  const msg = error.message;
  if (error.code === 'TIMEOUT') return t.timeout;
  if (error.code === 'NETWORK' || error.status === 0) return t.network;
  if (error.code === 'ACCOUNT_BLOCKED') return t.blocked;
  if (error.code === 'OTHER_GOOGLE_ACCOUNT' || /different Google account/.test(msg)) {
    return t.otherGoogleAccount;
  }
  switch (error.status) {
    case 400:
      return t.badRequest(msg);
    case 403:
      return t.forbidden(msg);
    case 404:
      return t.notFound;
    case 500:
    case 502:
    case 503:
      return t.server;
  }
  if (error.status >= 400 && msg) return t.failed(msg);
  return t.generic;
}
