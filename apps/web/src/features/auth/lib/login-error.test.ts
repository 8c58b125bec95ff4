import { describe, expect, it } from 'vitest';
import { he } from '../../../i18n/he';
import { loginErrorMessage } from './login-error';

describe('loginErrorMessage (spec-1 §8)', () => {
  it.each([
    [{ status: 0, code: 'TIMEOUT', error: 'timeout' }, he.auth.errors.timeout],
    [{ status: 0, code: 'NETWORK', error: 'network' }, he.auth.errors.network],
    [{ status: 400, error: 'googleToken is required' }, 'בקשה לא תקינה: googleToken is required'],
    [{ status: 401, error: 'Google token has expired' }, 'ההזדהות נכשלה: Google token has expired'],
    [{ status: 429, error: 'Too many' }, 'ההזדהות נכשלה: Too many'],
    [{ status: 403, error: 'Blocked' }, 'הגישה נדחתה: Blocked'],
    [{ status: 404, error: 'Not found' }, he.auth.errors.notFound],
    [{ status: 500, error: 'Internal server error' }, he.auth.errors.server],
    [{ status: 401, error: '' }, he.auth.errors.generic],
    [
      {
        status: 403,
        code: 'ACCOUNT_BLOCKED',
        error: 'This account has been blocked by an administrator',
      },
      he.auth.errors.blocked,
    ],
    [
      {
        status: 401,
        code: 'UNAUTHORIZED',
        error:
          'This e-mail address belongs to a different Google account; sign in with that account',
      },
      he.auth.errors.otherGoogleAccount,
    ],
  ])('maps %o', (result, expected) => {
    expect(loginErrorMessage(result)).toBe(expected);
  });
});
