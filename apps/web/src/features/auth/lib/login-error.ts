import { heAuth } from '../../../i18n/auth';
import type { ApiResult } from '../../../lib/api';

/** The Google sign-in call has its own, shorter timeout. */
export const GOOGLE_LOGIN_TIMEOUT_MS = 10_000;

/** A failed sign-in answer as the user reads it (in Hebrew). */
export function loginErrorMessage(result: Pick<ApiResult<unknown>, 'status' | 'error' | 'code'>) {
  const t = heAuth.errors;
  const msg = result.error ?? '';
  if (result.code === 'TIMEOUT') return t.timeout;
  if (result.code === 'NETWORK' || result.status === 0) return t.network;
  if (result.code === 'ACCOUNT_BLOCKED') return t.blocked;
  if (/different Google account/.test(msg)) return t.otherGoogleAccount;
  switch (result.status) {
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
  if (result.status >= 400 && msg) return t.failed(msg);
  return t.generic;
}
