import { describe, expect, it } from 'vitest';
import { authTexts } from '../../../i18n/he/auth';
import { loginErrorMessage } from './login-error';

describe('loginErrorMessage', () => {
  it.each([
    [{ status: 0, code: 'TIMEOUT', message: 'timeout' }, authTexts.errors.timeout],
    [{ status: 0, code: 'NETWORK', message: 'network' }, authTexts.errors.network],
    [{ status: 400, message: 'googleToken is required' }, 'בקשה לא תקינה: googleToken is required'],
    [
      { status: 401, message: 'Google token has expired' },
      'ההזדהות נכשלה: Google token has expired',
    ],
    [{ status: 429, message: 'Too many' }, 'ההזדהות נכשלה: Too many'],
    [{ status: 403, message: 'Blocked' }, 'הגישה נדחתה: Blocked'],
    [{ status: 404, message: 'Not found' }, authTexts.errors.notFound],
    [{ status: 500, message: 'Internal server error' }, authTexts.errors.server],
    [{ status: 401, message: '' }, authTexts.errors.generic],
    [
      {
        status: 403,
        code: 'ACCOUNT_BLOCKED',
        message: 'This account has been blocked by an administrator',
      },
      authTexts.errors.blocked,
    ],
    [
      {
        status: 401,
        code: 'UNAUTHORIZED',
        message:
          'This e-mail address belongs to a different Google account; sign in with that account',
      },
      authTexts.errors.otherGoogleAccount,
    ],
    // The API words it in the page's language now (decision 052): the code decides.
    [
      {
        status: 401,
        code: 'OTHER_GOOGLE_ACCOUNT',
        message: 'כתובת המייל הזו שייכת לחשבון Google אחר',
      },
      authTexts.errors.otherGoogleAccount,
    ],
  ])('maps %o', (result, expected) => {
    expect(loginErrorMessage(result)).toBe(expected);
  });
});
