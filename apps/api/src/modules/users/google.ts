import { createRemoteJWKSet, errors, jwtVerify, type JWTPayload } from 'jose';
import type { Config } from '../../config';
import { apiError } from '../../lib/errors';
import type { VerifiedIdentity } from '../auth/service';

/** Tolerated clock difference between Google and us when checking exp and iat. */
export const GOOGLE_CLOCK_SKEW_SECONDS = 60;

interface GoogleClaims extends JWTPayload {
  azp?: string;
  email?: string;
  email_verified?: boolean | string;
  name?: string;
  given_name?: string;
  family_name?: string;
  picture?: string;
}

/** Why a token was refused, in words a developer (and the login page) can act on. */
function reasonFor(err: unknown): string {
  if (err instanceof errors.JWTExpired) return 'Google token has expired';
  if (err instanceof errors.JWTClaimValidationFailed) {
    if (err.claim === 'aud') return 'Google token was issued for another application';
    if (err.claim === 'iss') return 'Google token has an untrusted issuer';
    if (err.claim === 'iat') return 'Google token was issued in the future';
    return `Google token claim "${err.claim}" is invalid`;
  }
  if (err instanceof errors.JWSSignatureVerificationFailed) {
    return 'Google token signature is invalid';
  }
  if (err instanceof errors.JWKSNoMatchingKey) return 'Google token was signed with an unknown key';
  if (err instanceof errors.JOSEAlgNotAllowed) return 'Google token uses an unsupported algorithm';
  if (err instanceof errors.JWKSTimeout || err instanceof errors.JWKSInvalid) {
    return 'Could not fetch Google signing keys';
  }
  if (err instanceof errors.JOSEError) return 'Google token is malformed';
  if (err instanceof TypeError) return 'Could not fetch Google signing keys';
  return 'Google token could not be verified';
}

/**
 * Verifies Google ID tokens against the JWKS at config.google.jwksUrl: signature (RS256),
 * issuer, audience (only our client id, also as `azp` when present), expiry and issue time with a small skew, and a verified
 * e-mail. Keys are fetched once and cached by jose (refetched for an unknown key id).
 */
/** A token we do not accept, and why (the sign-in screen words it from the reason). */
const refused = (message: string) => apiError('UNAUTHORIZED', { message });

export function createGoogleVerifier(config: Config['google']) {
  const jwks = createRemoteJWKSet(new URL(config.jwksUrl), { timeoutDuration: 5000 });

  return async function verifyGoogleToken(token: string): Promise<VerifiedIdentity> {
    if (!config.clientId) throw refused('Google sign-in is not configured on this server');
    let payload: GoogleClaims;
    try {
      ({ payload } = await jwtVerify<GoogleClaims>(token, jwks, {
        issuer: config.issuers,
        audience: config.clientId,
        algorithms: ['RS256'],
        clockTolerance: GOOGLE_CLOCK_SKEW_SECONDS,
        maxTokenAge: '1 day',
        requiredClaims: ['exp', 'iat', 'sub'],
      }));
    } catch (err) {
      throw refused(reasonFor(err));
    }
    // jose accepts an `aud` array that merely contains ours; a token meant for several
    // applications (or handed to us by another one) is not a sign-in to Galim.
    if (Array.isArray(payload.aud) && payload.aud.some((a) => a !== config.clientId)) {
      throw refused('Google token was also issued for another application');
    }
    if (payload.azp !== undefined && payload.azp !== config.clientId) {
      throw refused('Google token was issued to another application (azp)');
    }
    if (!payload.email) throw refused('Google token has no e-mail address');
    if (payload.email_verified !== true && payload.email_verified !== 'true') {
      throw refused('Google account e-mail is not verified');
    }
    return {
      email: payload.email,
      name: payload.name,
      givenName: payload.given_name,
      familyName: payload.family_name,
      picture: payload.picture,
      googleSub: payload.sub,
    };
  };
}
