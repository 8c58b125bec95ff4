// The web app's route table as patterns (apps/web/src/app/router.tsx, flattened), apart from
// routes.ts: the boot script reads that module, and what it imports is in every first load.

/**
 * The paths of the web app's route table (apps/web/src/app/router.tsx, flattened), as React
 * Router writes them. What reports a page by its route says this pattern, never the visited URL
 * with its ids, slugs or query (real-user speed, POST /api/vitals). apps/web/src/app/router.test.ts
 * holds the two lists equal.
 */
export const ROUTE_PATTERNS = [
  '/',
  '/forecast',
  '/surfboards',
  '/surfboards/:id',
  '/stores',
  '/services',
  '/services/create',
  '/services/:type/:id',
  '/services/:serviceType/:id/edit',
  '/login',
  '/auth',
  '/privacy-policy',
  '/privacy',
  '/terms',
  '/about',
  '/contact',
  '/faq',
  '/u/:slug',
  '/profile',
  '/profile/edit',
  '/profile/analytics',
  '/profile/my-surfboards',
  '/profile/archived',
  '/profile/sold-surfboards',
  '/profile/favorites',
  '/profile/my-services',
  '/profile/notifications',
  '/profile/settings',
  '/profile/upload-surfboard',
  '/admin',
  '/admin/analytics',
  '/admin/surfboard-moderation',
  '/admin/service-moderation',
  '/admin/faq',
  '/admin/categories',
  '/admin/brands',
  '/admin/models',
  '/admin/technologies',
  '/admin/reports',
  '/admin/messages',
  '/admin/jobs',
  '/admin/users',
] as const;
export type TRoutePattern = (typeof ROUTE_PATTERNS)[number];

/** Each pattern as a test of one path, with how many of its segments are parameters. */
let compiled: { pattern: TRoutePattern; test: RegExp; params: number }[] | undefined;

/**
 * The route table's pattern a visited path is drawn by (`/surfboards/0123…` ->
 * `/surfboards/:id`), or null when no route matches (the app's 404 page). A parameter stands
 * for one segment; where two patterns match, the one with fewer parameters wins, as in React
 * Router (`/services/create` before a `:type`).
 */
export function routePatternOf(pathname: string): TRoutePattern | null {
  compiled ??= ROUTE_PATTERNS.map((pattern) => ({
    pattern,
    test: new RegExp(`^${pattern.replace(/:\w+/g, '[^/]+')}$`),
    params: pattern.split(':').length - 1,
  }));
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  let best: (typeof compiled)[number] | undefined;
  for (const route of compiled) {
    if (route.test.test(path) && (!best || route.params < best.params)) best = route;
  }
  return best?.pattern ?? null;
}
