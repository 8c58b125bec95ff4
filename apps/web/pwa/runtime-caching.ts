import fs from 'node:fs';
import path from 'node:path';
import type { ManifestTransform } from 'workbox-build';
import type { RuntimeCaching } from 'workbox-build';
import { USER_CACHE } from '../src/lib/user-cache';

// What the service worker keeps so a returning visitor gets pages instantly and offline.
// The match functions are copied into the generated worker as source: they must not use
// anything from this module's scope.

const DAY = 24 * 3600;

export const RUNTIME_CACHING: RuntimeCaching[] = [
  {
    // Route chunks, fonts and styles not in the shell: hashed names, so never stale.
    urlPattern: ({ url, sameOrigin }) => sameOrigin && url.pathname.startsWith('/assets/'),
    handler: 'CacheFirst',
    options: {
      cacheName: 'galim-assets',
      expiration: { maxEntries: 200, maxAgeSeconds: 60 * DAY },
    },
  },
  {
    // Photos, and the surf spots' pictures (hashed or named by width: each file is final).
    urlPattern: ({ url, sameOrigin }) => sameOrigin && /^\/(uploads|spots)\//.test(url.pathname),
    handler: 'StaleWhileRevalidate',
    options: {
      cacheName: 'galim-images',
      expiration: { maxEntries: 300, maxAgeSeconds: 30 * DAY },
    },
  },
  {
    // Public answers (lists, details, forecast, FAQ) asked without a session: the same for
    // everyone, so they may be kept. Anything sent with an Authorization header goes to the
    // next rule's cache instead: one person's data must never be shown to the next person on
    // the device.
    urlPattern: ({ url, request, sameOrigin }) =>
      sameOrigin &&
      request.method === 'GET' &&
      url.pathname.startsWith('/api/') &&
      !request.headers.has('authorization') &&
      !/^\/api\/(auth|health|ready|users\/me|admin|profile|notifications|live)(\/|$)/.test(
        url.pathname,
      ),
    handler: 'StaleWhileRevalidate',
    options: {
      cacheName: 'galim-api',
      expiration: { maxEntries: 150, maxAgeSeconds: 7 * DAY },
      cacheableResponse: { statuses: [200] },
    },
  },
  {
    // The signed-in user's own answers (favourites, own boards, profile, notifications, and
    // the lists as they see them): network first, this cache when there is no network or it
    // has not answered in 5 s. The app empties the cache whenever a session ends or a new one
    // starts (src/lib/user-cache.ts), so it only ever holds the current session's answers.
    // Sign-in, token and admin answers are never kept, nor the live stream (GET /api/live: an
    // answer that never ends; kept, the worker would wait on it for ever and, signed out, put a
    // cache back that the sign-out had just emptied).
    urlPattern: ({ url, request, sameOrigin }) =>
      sameOrigin &&
      request.method === 'GET' &&
      url.pathname.startsWith('/api/') &&
      request.headers.has('authorization') &&
      !/^\/api\/(auth|health|ready|admin|live)(\/|$)/.test(url.pathname),
    handler: 'NetworkFirst',
    options: {
      cacheName: USER_CACHE,
      networkTimeoutSeconds: 5,
      expiration: { maxEntries: 100, maxAgeSeconds: 7 * DAY },
      cacheableResponse: { statuses: [200] },
    },
  },
];

/**
 * Keeps in the precache only what index.html loads (its script, modulepreloads and
 * stylesheet), the installed app's start screen and the icons; route chunks are cached when a
 * route is first visited. The start screen (src/app/splash.ts) is asked for only on a cold start
 * from the home screen: fetched then, it came after the cached app had drawn, and never showed.
 */
export const shellOnly: ManifestTransform = async (entries) => {
  const html = fs.readFileSync(
    path.resolve(import.meta.dirname, '..', 'dist', 'index.html'),
    'utf8',
  );
  const referenced = new Set([...html.matchAll(/(?:src|href)="\/([^"]+)"/g)].map((m) => m[1]!));
  const manifest = entries.filter(
    (e) =>
      e.url === 'index.html' ||
      e.url === 'manifest.webmanifest' ||
      referenced.has(e.url) ||
      /^assets\/splash-[\w-]+\.js$/.test(e.url) ||
      /^(pwa|maskable-icon)-.*\.png$|^favicon\.ico$|^icon\.svg$/.test(e.url),
  );
  return { manifest, warnings: [] };
};
