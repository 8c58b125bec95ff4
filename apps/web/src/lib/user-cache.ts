// The service worker keeps the signed-in user's own answers (favourites, own boards, the
// profile) in a cache of their own, network-first, so they open offline too
// (pwa/runtime-caching.ts). That cache belongs to one session: it is emptied whenever a session
// ends or a new one starts, so the next person on the phone never sees it.

/** The cache's name, shared with the worker's rule. */
export const USER_CACHE = 'galim-user';

// Requests sent with the session's token and not yet answered: the worker keeps each answer as
// it arrives, so one that lands after a sign-out emptied the cache would put it back.
let inFlight = 0;
const settled: (() => void)[] = [];

/** Counts a request sent with a token until it is answered or fails (lib/api.ts). */
export async function whileAuthorized<T>(request: Promise<T>): Promise<T> {
  inFlight += 1;
  try {
    return await request;
  } finally {
    inFlight -= 1;
    if (inFlight === 0) for (const done of settled.splice(0)) done();
  }
}

/** After a sign-out the cache is emptied again at these delays (ms): see forgetUserCache. */
const SWEEPS_MS = [1_000, 3_000];

/**
 * Empties the signed-in user's cache (a no-op where there is no Cache Storage), and again once
 * the requests the session still had on their way are answered. The worker stores an answer
 * just after handing it over, and on a busy phone that write can come late (the user menu's
 * unread count is fetched as it opens, a moment before "יציאה"): when a session ends, a few more
 * sweeps in the next seconds empty what such a write put back.
 */
export async function forgetUserCache({ ended = false } = {}): Promise<void> {
  if (typeof caches === 'undefined') return;
  const empty = () => caches.delete(USER_CACHE).catch(() => false);
  await empty();
  if (ended) for (const ms of SWEEPS_MS) setTimeout(() => void empty(), ms);
  if (inFlight === 0) return;
  await new Promise<void>((resolve) => settled.push(resolve));
  // A moment for the worker's write of the last answer.
  await new Promise((resolve) => setTimeout(resolve, 100));
  await empty();
}
