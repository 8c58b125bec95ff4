import { ZErrorResponse } from '@galim/shared/common/api';

// What the route schemas of many modules say alike, for the OpenAPI document.

/** A route that needs a session: the bearer token. */
export const security = [{ bearer: [] }];

/** An admin route's failures besides its own: bad input, no session, not an admin. */
export const adminErrors = { 400: ZErrorResponse, 401: ZErrorResponse, 403: ZErrorResponse };

/**
 * A signed-in user's write on something of another's (a review, a beach report): bad input, no
 * session, not allowed, not found, too many.
 */
export const userWriteErrors = {
  400: ZErrorResponse,
  401: ZErrorResponse,
  403: ZErrorResponse,
  404: ZErrorResponse,
  429: ZErrorResponse,
};
