import {
  createBrowserRouter,
  matchRoutes,
  Navigate,
  Outlet,
  useNavigate,
  type RouteObject,
} from 'react-router';
import { useCallback } from 'react';
import type { QueryClient } from '@tanstack/react-query';
import { AuthProvider } from '../lib/auth/auth-context';
import { KIND_SLUGS, LISTING_KINDS } from '@galim/shared/listings/kinds';
import { BASE_PATH } from '../lib/base-path';
import { ErrorScreen } from './error-screen';
import { RequireAdmin, RequireAuth } from './guards';
import { Layout, PageLoading } from './layout';
import { NotFoundPage } from './not-found-page';

type PageModule = { default: React.ComponentType };

/**
 * Lazy route: the page's code loads when the route is first visited. Its HydrateFallback lets
 * React Router draw everything above the page (menus, footer) at once on a first load;
 * without one it draws nothing at all until the page's chunk has arrived and run.
 */
const page = (load: () => Promise<PageModule>): Pick<RouteObject, 'lazy' | 'HydrateFallback'> => ({
  lazy: async () => ({ Component: (await load()).default }),
  HydrateFallback: PageLoading,
});

/** The session around every page: a 401 (an ended session) sends the user to /login. */
export function SessionRoot() {
  const navigate = useNavigate();
  const toLogin = useCallback(() => void navigate('/login', { replace: true }), [navigate]);
  return (
    <AuthProvider onSessionExpired={toLogin}>
      <Outlet />
    </AuthProvider>
  );
}

const profileChildren = (
  [
    ['edit', () => import('../features/profile/pages/edit-page')],
    ['analytics', () => import('../features/surfboards/pages/analytics-page')],
    ['my-surfboards', () => import('../features/surfboards/pages/my-surfboards-page')],
    ['archived', () => import('../features/surfboards/pages/my-surfboards-page')],
    ['sold-surfboards', () => import('../features/surfboards/pages/sold-surfboards-page')],
    ['favorites', () => import('../features/surfboards/pages/favorites-page')],
    ['messages', () => import('../features/conversations/pages/inbox-page')],
    ['messages/:id', () => import('../features/conversations/pages/thread-page')],
    ['my-services', () => import('../features/services/pages/my-services-page')],
    ['notifications', () => import('../features/profile/pages/notifications-page')],
    ['settings', () => import('../features/profile/pages/settings-page')],
    ['upload-surfboard', () => import('../features/surfboards/pages/upload-surfboard-page')],
  ] as const
).map(([path, load]) => ({ path, ...page(load) }));

const adminChildren = (
  [
    ['analytics', () => import('../features/admin/pages/analytics-page')],
    ['surfboard-moderation', () => import('../features/admin/pages/surfboard-moderation-page')],
    ['service-moderation', () => import('../features/admin/pages/service-moderation-page')],
    ['faq', () => import('../features/admin/pages/faq-page')],
    ['meeting-places', () => import('../features/admin/pages/meeting-places-page')],
    ['categories', () => import('../features/admin/pages/categories-page')],
    ['brands', () => import('../features/admin/pages/brands-page')],
    ['models', () => import('../features/admin/pages/models-page')],
    ['technologies', () => import('../features/admin/pages/technologies-page')],
    ['reports', () => import('../features/admin/pages/reports-page')],
    ['messages', () => import('../features/admin/pages/contact-inbox-page')],
    ['conversations/:id', () => import('../features/admin/pages/reported-thread-page')],
    ['jobs', () => import('../features/admin/pages/jobs-page')],
    ['users', () => import('../features/admin/pages/users-page')],
  ] as const
).map(([path, load]) => ({ path, ...page(load) }));

/**
 * Each kind of gear but boards (issue 53) at its address in both languages: /wetsuits and
 * /חליפות, a list and a listing's page; the page reads its kind from the address.
 */
const gearChildren = LISTING_KINDS.filter((kind) => kind !== 'board').flatMap((kind) =>
  [KIND_SLUGS[kind].en, KIND_SLUGS[kind].he].flatMap((slug) => [
    { path: slug, ...page(() => import('../features/surfboards/pages/gear-list-page')) },
    { path: `${slug}/:id`, ...page(() => import('../features/surfboards/pages/gear-detail-page')) },
  ]),
);

/** The route table, with the /privacy and /auth aliases. */
export const routes: RouteObject[] = [
  {
    element: <SessionRoot />,
    errorElement: <ErrorScreen />,
    children: [
      {
        element: <Layout />,
        // A page that failed (offline, its code never saved) is told inside the frame, with the
        // header and menu; an error of the frame itself reaches the root's screen.
        errorElement: (
          <Layout>
            <ErrorScreen />
          </Layout>
        ),
        children: [
          { index: true, ...page(() => import('../features/home/pages/home-page')) },
          // A spot's page, and /forecast for the default one (old ?spot=x links move to the spot's
          // page; an unknown spot is not found: the page itself says so).
          { path: 'forecast', ...page(() => import('../features/forecast/pages/forecast-page')) },
          {
            path: 'forecast/:spotId',
            ...page(() => import('../features/forecast/pages/forecast-page')),
          },
          // How good the forecast is at a spot: each model against its reports from the beach.
          {
            path: 'forecast/:spotId/accuracy',
            ...page(() => import('../features/forecast/pages/accuracy-page')),
          },
          {
            path: 'surfboards',
            ...page(() => import('../features/surfboards/pages/surfboards-page')),
          },
          {
            path: 'surfboards/:id',
            // The board is asked for while the page's code loads, not after it has run.
            // (Its query module comes with the lists that link to boards, so it is here already.)
            loader: ({ params }) => {
              if (appQueryClient) {
                const cache = appQueryClient;
                void import('../lib/queries/surfboards').then(({ boardQuery }) =>
                  cache.prefetchQuery(boardQuery(params.id)),
                );
              }
              return null;
            },
            ...page(() => import('../features/surfboards/pages/surfboard-detail-page')),
          },
          ...gearChildren,
          { path: 'stores', ...page(() => import('../features/stores/pages/stores-page')) },
          // The map of the coast: boards, services, spots and places to meet (issue 56).
          { path: 'map', ...page(() => import('../features/map/pages/map-page')) },
          { path: 'services', ...page(() => import('../features/services/pages/services-page')) },
          {
            path: 'services/create',
            element: <RequireAuth />,
            children: [
              {
                index: true,
                ...page(() => import('../features/services/pages/service-create-page')),
              },
            ],
          },
          {
            path: 'services/:type/:id',
            ...page(() => import('../features/services/pages/service-detail-page')),
          },
          {
            path: 'services/:serviceType/:id/edit',
            element: <RequireAuth />,
            children: [
              {
                index: true,
                ...page(() => import('../features/services/pages/service-edit-page')),
              },
            ],
          },
          { path: 'login', ...page(() => import('../features/auth/pages/login-page')) },
          { path: 'auth', element: <Navigate to="/login" replace /> },
          { path: 'privacy-policy', ...page(() => import('../features/info/pages/privacy-page')) },
          { path: 'privacy', element: <Navigate to="/privacy-policy" replace /> },
          { path: 'terms', ...page(() => import('../features/info/pages/terms-page')) },
          { path: 'about', ...page(() => import('../features/info/pages/about-page')) },
          { path: 'contact', ...page(() => import('../features/info/pages/contact-page')) },
          { path: 'faq', ...page(() => import('../features/info/pages/faq-page')) },
          {
            path: 'u/:slug',
            ...page(() => import('../features/public-profile/pages/public-profile-page')),
          },
          {
            path: 'profile',
            element: <RequireAuth />,
            children: [
              {
                ...page(() => import('../features/profile/pages/profile-layout')),
                children: [
                  { index: true, ...page(() => import('../features/profile/pages/edit-page')) },
                  ...profileChildren,
                  // Questions became conversations (issue 43): old links lead there.
                  { path: 'questions', element: <Navigate to="/profile/messages" replace /> },
                ],
              },
            ],
          },
          {
            path: 'admin',
            element: <RequireAdmin />,
            children: [
              {
                ...page(() => import('../features/admin/pages/admin-layout')),
                children: [
                  { index: true, element: <Navigate to="analytics" replace /> },
                  ...adminChildren,
                ],
              },
            ],
          },
          { path: '*', element: <NotFoundPage /> },
        ],
      },
    ],
  },
];

/** The browser's query cache, for the loaders that ask for a page's data with its code. */
let appQueryClient: QueryClient | undefined;

/**
 * Runs the code of the page at `location` (and of the layouts around it), so that the router's
 * own start, which would load it too, finds it ready: two shorter tasks instead of one long one
 * on a phone (decision 039).
 */
export async function loadPageCode(location: Pick<Location, 'pathname'>): Promise<void> {
  const matches = matchRoutes(routes, location, BASE_PATH || '/') ?? [];
  await Promise.all(
    matches.map(({ route }) => (typeof route.lazy === 'function' ? route.lazy() : undefined)),
  );
}

export function createRouter(queryClient: QueryClient) {
  appQueryClient = queryClient;
  return createBrowserRouter(routes, { basename: BASE_PATH || '/' });
}
