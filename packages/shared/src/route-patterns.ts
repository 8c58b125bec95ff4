// The one list of the web app's pages (apps/web/src/app/router.tsx, flattened), apart from
// routes.ts: the boot script reads that module, and what it imports is in every first load.
// The server's 404 status, its drawing of first visits and the sitemap all read it.

/**
 * Each kind of gear but boards (issue 53) at its address in each language, its list and a
 * listing's page, in the order of listings/kinds.ts; that module is not imported here (this one
 * is in every first load), so route-patterns.test.ts holds the two equal through listingPaths().
 */
export const GEAR_ROUTE_PATTERNS = [
  '/wetsuits',
  '/wetsuits/:id',
  '/חליפות',
  '/חליפות/:id',
  '/fins',
  '/fins/:id',
  '/סנפירים',
  '/סנפירים/:id',
  '/leashes',
  '/leashes/:id',
  '/לישים',
  '/לישים/:id',
  '/board-bags',
  '/board-bags/:id',
  '/תיקים',
  '/תיקים/:id',
  '/traction-pads',
  '/traction-pads/:id',
  '/גריפים',
  '/גריפים/:id',
  '/racks',
  '/racks/:id',
  '/גגונים',
  '/גגונים/:id',
  '/surf-gear',
  '/surf-gear/:id',
  '/ציוד-גלישה',
  '/ציוד-גלישה/:id',
] as const;

/**
 * The paths of the web app's route table (apps/web/src/app/router.tsx, flattened), as React
 * Router writes them. What reports a page by its route says this pattern, never the visited URL
 * with its ids, slugs or query (real-user speed, POST /api/vitals). apps/web/src/app/router.test.ts
 * holds the two lists equal.
 */
export const ROUTE_PATTERNS = [
  '/',
  '/forecast',
  '/forecast/:spotId',
  '/forecast/:spotId/accuracy',
  '/surfboards',
  '/surfboards/:id',
  ...GEAR_ROUTE_PATTERNS,
  '/stores',
  '/map',
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
  '/profile/questions',
  '/profile/messages',
  '/profile/messages/:id',
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
  '/admin/conversations/:id',
  '/admin/jobs',
  '/admin/users',
  '/admin/meeting-places',
] as const;
export type TRoutePattern = (typeof ROUTE_PATTERNS)[number];

/**
 * The public pages a visitor opens without signing in: the server draws their first screen
 * (decision 037), and those without parameters are the sitemap's fixed pages (a kind of gear's
 * list once, at its address in each language).
 */
export const PUBLIC_PAGE_PATTERNS = [
  '/',
  '/surfboards',
  '/surfboards/:id',
  ...GEAR_ROUTE_PATTERNS,
  '/services',
  '/services/:type/:id',
  '/forecast',
  '/forecast/:spotId',
  '/forecast/:spotId/accuracy',
  '/u/:slug',
  '/stores',
  '/map',
  '/faq',
  '/about',
  '/terms',
  '/privacy-policy',
  '/contact',
] as const satisfies readonly TRoutePattern[];

/** What a parameter must look like for its page to exist; any other is one non-empty segment. */
const PARAM_RULES: Readonly<Record<string, RegExp>> = {
  id: /^[0-9a-f]{24}$/,
  type: /^[a-z-]+$/,
  serviceType: /^[a-z-]+$/,
  spotId: /^[a-z-]+$/,
};

/** Each pattern as a test of one path, its parameters' names, and how many there are. */
let compiled: { pattern: TRoutePattern; test: RegExp; names: string[] }[] | undefined;

/**
 * The route a visited path is drawn by, with its parameters (`/surfboards/0123…` ->
 * `/surfboards/:id`, `{ id: '0123…' }`), or null when no route matches (the app's 404 page). A
 * parameter stands for one segment; where two patterns match, the one with fewer parameters
 * wins, as in React Router (`/services/create` before a `:type`).
 */
export function matchRoute(
  pathname: string,
): { pattern: TRoutePattern; params: Record<string, string> } | null {
  compiled ??= ROUTE_PATTERNS.map((pattern) => ({
    pattern,
    test: new RegExp(`^${pattern.replace(/:\w+/g, '([^/]+)')}$`),
    names: [...pattern.matchAll(/:(\w+)/g)].map((m) => m[1]!),
  }));
  // A Hebrew address (/חליפות) reaches the server percent-encoded: compared as it is read.
  let decoded = pathname;
  try {
    decoded = decodeURIComponent(pathname);
  } catch {
    // A stray % is no address of ours; compared as it came.
  }
  const path = decoded.length > 1 ? decoded.replace(/\/+$/, '') : decoded;
  let best: { route: (typeof compiled)[number]; values: string[] } | undefined;
  for (const route of compiled) {
    const found = route.test.exec(path);
    if (found && (!best || route.names.length < best.route.names.length)) {
      best = { route, values: found.slice(1) };
    }
  }
  if (!best) return null;
  const { route, values } = best;
  return {
    pattern: route.pattern,
    params: Object.fromEntries(route.names.map((name, i) => [name, values[i]!])),
  };
}

/** The route table's pattern a visited path is drawn by, never the path itself (speed reports). */
export function routePatternOf(pathname: string): TRoutePattern | null {
  return matchRoute(pathname)?.pattern ?? null;
}

/**
 * The page a path opens, its parameters well formed (a board's id is 24 hex digits), or null:
 * the server answers that with a 404 status, while still serving the app, whose own 404 page
 * then shows.
 */
export function appRoute(pathname: string): ReturnType<typeof matchRoute> {
  const route = matchRoute(pathname);
  const wellFormed = Object.entries(route?.params ?? {}).every(
    ([name, value]) => PARAM_RULES[name]?.test(value) ?? true,
  );
  return wellFormed ? route : null;
}

/** Whether a path is one of the app's pages (appRoute). */
export function isAppRoute(pathname: string): boolean {
  return appRoute(pathname) !== null;
}
