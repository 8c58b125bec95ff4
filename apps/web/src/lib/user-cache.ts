// The service worker keeps the signed-in user's own answers (favourites, own boards, the
// profile) in a cache of their own, network-first, so they open offline too
// (pwa/runtime-caching.ts). That cache belongs to one session: it is emptied whenever a session
// ends or a new one starts, so the next person on the phone never sees it.

/** The cache's name, shared with the worker's rule. */
export const USER_CACHE = 'galim-user';

/** Empties the signed-in user's cache (a no-op where there is no Cache Storage). */
export async function forgetUserCache(): Promise<void> {
  if (typeof caches === 'undefined') return;
  await caches.delete(USER_CACHE).catch(() => false);
}
