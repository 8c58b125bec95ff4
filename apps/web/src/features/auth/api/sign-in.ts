import type { TAuthResponse } from '@galim/shared/users/session';
import { ApiError, apiOrThrow } from '../../../lib/api';

// The two ways to sign in. Both are sent without a token; a refusal is an ApiError whose
// message is the server's own reason (lib/api.ts leaves sign-in errors unworded), which
// loginErrorMessage turns into Hebrew.

export type SignInResult = Omit<TAuthResponse, 'success'>;

/** The Google sign-in call has its own, shorter timeout. */
export const GOOGLE_LOGIN_TIMEOUT_MS = 10_000;

/** An answer without a body is a failure too (worded as the generic one). */
function required(result: SignInResult | undefined): SignInResult {
  if (!result) throw new ApiError('', 200);
  return result;
}

/** POST /api/users/google-login with the token Google's button gave. */
export async function googleSignIn(googleToken: string): Promise<SignInResult> {
  return required(
    await apiOrThrow<SignInResult | undefined>('/api/users/google-login', {
      body: { googleToken },
      timeoutMs: GOOGLE_LOGIN_TIMEOUT_MS,
      anonymous: true,
    }),
  );
}

/** POST /api/auth/dev-login: a demo account (offered only where the server allows it). */
export async function devSignIn(email: string, name: string): Promise<SignInResult> {
  return required(
    await apiOrThrow<SignInResult | undefined>('/api/auth/dev-login', {
      body: { email, ...(name ? { name } : {}) },
      anonymous: true,
    }),
  );
}
