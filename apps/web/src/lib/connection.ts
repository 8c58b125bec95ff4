import { ApiError } from './api';

// What failed for want of a connection, rather than because something is wrong: the network is
// off, an answer did not come, or a page's code could not be fetched (it had never been saved
// for offline use). These get "needs a connection" with a retry, not the error screen.

/** The messages browsers give a module (a page's code) that could not be fetched. */
const CODE_NOT_FETCHED =
  /dynamically imported module|importing a module script failed|error loading dynamically imported|failed to fetch|load failed|networkerror/i;

export function isOffline(): boolean {
  return typeof navigator !== 'undefined' && navigator.onLine === false;
}

export function isConnectionError(error: unknown): boolean {
  if (error instanceof ApiError) {
    return error.code === 'NETWORK' || error.code === 'TIMEOUT' || error.code === 'OFFLINE';
  }
  if (isOffline()) return true;
  return error instanceof Error && CODE_NOT_FETCHED.test(error.message);
}
