// The route table (plus the /privacy, /auth, /surfboards and /stores aliases),
// as patterns. The server uses it to answer unknown paths with a 404 status while still
// serving the app, whose own 404 page then shows.

export const APP_ROUTE_PATTERNS: readonly RegExp[] = [
  /^\/$/,
  /^\/forecast$/,
  /^\/services$/,
  /^\/services\/create$/,
  /^\/services\/[a-z-]+\/[0-9a-f]{24}$/,
  /^\/services\/[a-z-]+\/[0-9a-f]{24}\/edit$/,
  /^\/login$/,
  /^\/auth$/,
  /^\/surfboards$/,
  /^\/surfboards\/[^/]+$/,
  /^\/stores$/,
  /^\/privacy-policy$/,
  /^\/privacy$/,
  /^\/terms$/,
  /^\/about$/,
  /^\/contact$/,
  /^\/faq$/,
  /^\/u\/[^/]+$/,
  /^\/profile(\/[a-z-]+)?$/,
  /^\/admin(\/[a-z-]+)?$/,
];

export function isAppRoute(pathname: string): boolean {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return APP_ROUTE_PATTERNS.some((p) => p.test(path));
}

/**
 * The id of the `<script type="application/json">` in which the server writes API answers into
 * a page (`{ url: answer }`) and the app reads them (apps/web/src/lib/inline-data.ts).
 */
export const INLINE_DATA_ID = 'first-screen-data';

/**
 * A page the server drew (decision 037): `<div id="root" data-server-drawn>` holds its HTML, and
 * `<script type="application/json" id="server-state">` the answers it was drawn with (TanStack
 * Query's dehydrated state), which the app starts from.
 */
export const SERVER_DRAWN_ATTRIBUTE = 'data-server-drawn';
export const SERVER_STATE_ID = 'server-state';
