// The route table of spec-2 §2.1 (plus the /privacy, /auth, /surfboards and /stores aliases),
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
