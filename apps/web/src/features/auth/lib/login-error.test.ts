import { describe, expect, it } from 'vitest';
import { heAuth } from '../../../i18n/auth';
import { loginErrorMessage } from './login-error';

describe('loginErrorMessage', () => {
  it.each([
    [{ status: 0, code: 'TIMEOUT', error: 'timeout' }, heAuth.errors.timeout],
    [{ status: 0, code: 'NETWORK', error: 'network' }, heAuth.errors.network],
    [{ status: 400, error: 'googleToken is required' }, 'בקשה לא תקינה: googleToken is required'],
    [{ status: 401, error: 'Google token has expired' }, 'ההזדהות נכשלה: Google token has expired'],
    [{ status: 429, error: 'Too many' }, 'ההזדהות נכשלה: Too many'],
    [{ status: 403, error: 'Blocked' }, 'הגישה נדחתה: Blocked'],
    [{ status: 404, error: 'Not found' }, heAuth.errors.notFound],
    [{ status: 500, error: 'Internal server error' }, heAuth.errors.server],
    [{ status: 401, error: '' }, heAuth.errors.generic],
    [
      {
        status: 403,
        code: 'ACCOUNT_BLOCKED',
        error: 'This account has been blocked by an administrator',
      },
      heAuth.errors.blocked,
    ],
    [
      {
        status: 401,
        code: 'UNAUTHORIZED',
        error:
          'This e-mail address belongs to a different Google account; sign in with that account',
      },
      heAuth.errors.otherGoogleAccount,
    ],
  ])('maps %o', (result, expected) => {
    expect(loginErrorMessage(result)).toBe(expected);
  });
});
