import { onTestFinished, vi } from 'vitest';
import { render } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactElement } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { flushSync } from 'react-dom';
import type { TErrorResponse } from '@galim/shared/common/api';
import type { TErrorCode } from '@galim/shared/common/errors';
import type { TSessionUser } from '@galim/shared/users/session';
import { ToastProvider } from '../components/ui/toast';
import { AuthProvider } from '../lib/auth/auth-context';
import { saveSession } from '../lib/auth/auth-store';

// The web tests' one way to stand in for the API (`fakeApi`) and to draw a page inside what
// the app gives it (`renderWithApp`): a query client, toasts, the session and a router.

/** What the fake API sends back: a status and a JSON body (or a Response, for anything else). */
export interface Answer {
  status: number;
  body: unknown;
}

/** The API's success envelope: `{ success: true, data }`. */
export const ok = <T,>(data: T, status = 200): Answer => ({
  status,
  body: { success: true, data },
});

/** The API's error envelope (ZErrorResponse); `more` adds `details`, or what else a route sends. */
export const fail = (
  status: number,
  code: TErrorCode,
  message: string,
  more?: Pick<TErrorResponse, 'details'> & Record<string, unknown>,
): Answer => ({ status, body: { success: false, error: message, code, ...more } });

/** One request the page sent: `search` is the query string (`?a=1`, or ''), `body` parsed JSON. */
export interface ApiCall {
  method: string;
  path: string;
  search: string;
  body: unknown;
}

/** What a handler is given: the call, its URL, the `:name` parts of its path and its RequestInit. */
export interface ApiRequest extends ApiCall {
  url: URL;
  params: Record<string, string>;
  init: RequestInit;
}

type Reply = Answer | Response;
export type Handler = (request: ApiRequest) => Reply | Promise<Reply>;

export interface FakeApi {
  /** Every request, in the order sent. */
  calls: ApiCall[];
  /** The table of answers: a test may add or change one as it goes. */
  routes: Record<string, Reply | Handler>;
}

/** The fake API of the test running, if it has one. */
let current: FakeApi | null = null;

/** Path parameters when `pattern` (with `:name` parts) matches `path`, else null. */
function matchPath(pattern: string, path: string): Record<string, string> | null {
  const want = pattern.split('/');
  const got = path.split('/');
  if (want.length !== got.length) return null;
  const params: Record<string, string> = {};
  for (const [i, part] of want.entries()) {
    if (part.startsWith(':')) params[part.slice(1)] = decodeURIComponent(got[i]!);
    else if (part !== got[i]) return null;
  }
  return params;
}

const toResponse = (reply: Reply) =>
  reply instanceof Response
    ? reply
    : new Response(JSON.stringify(reply.body), {
        status: reply.status,
        headers: { 'content-type': 'application/json' },
      });

/** An event stream that sends nothing and ends when `signal` aborts. */
function quietStream(signal: AbortSignal | null | undefined): Response {
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      signal?.addEventListener('abort', () => controller.close());
    },
  });
  return new Response(body, { headers: { 'content-type': 'text/event-stream' } });
}

/**
 * Stubs `fetch` with a table of answers keyed `'GET /api/x'` (method and path, no query; `:name`
 * matches one part of the path). Call it in a test or a beforeEach: it is undone when the test
 * ends, and a request no route answered fails the test.
 */
export function fakeApi(routes: Record<string, Reply | Handler> = {}): FakeApi {
  const table = { ...routes };
  const calls: ApiCall[] = [];
  const unanswered = new Set<string>();
  // After the afterEach hooks, so the page is unmounted first; a throw here skips no clean-up.
  onTestFinished(() => {
    vi.unstubAllGlobals();
    current = null;
    // However the page took the 404 it was given, a missing route fails the test.
    if (unanswered.size > 0) {
      throw new Error(`fakeApi: no answer for ${[...unanswered].join(', ')}`);
    }
  });
  vi.stubGlobal('fetch', async (input: string, init: RequestInit = {}) => {
    const url = new URL(String(input), 'http://localhost');
    const method = init.method ?? 'GET';
    const body = typeof init.body === 'string' ? JSON.parse(init.body) : (init.body ?? undefined);
    const call: ApiCall = { method, path: url.pathname, search: url.search, body };
    // A signed-in app holds its live stream open (lib/live.ts): unless a test answers it, a
    // stream with no events, open until the app closes it.
    if (url.pathname === '/api/live' && !table['GET /api/live']) return quietStream(init.signal);
    calls.push(call);
    for (const [route, reply] of Object.entries(table)) {
      const [routeMethod, pattern] = route.split(' ');
      const params = routeMethod === method ? matchPath(pattern!, url.pathname) : null;
      if (!params) continue;
      return toResponse(
        typeof reply === 'function' ? await reply({ ...call, url, params, init }) : reply,
      );
    }
    unanswered.add(`${method} ${url.pathname}`);
    return toResponse(fail(404, 'NOT_FOUND', `fakeApi: no answer for ${method} ${url.pathname}`));
  });
  current = { calls, routes: table };
  return current;
}

/** A signed-in user as the session holds them: Dana, a surfer, unless `over` says otherwise. */
export const sessionUser = (over: Partial<TSessionUser> = {}): TSessionUser => ({
  _id: 'a'.repeat(24),
  email: 'dana@x.example',
  displayName: 'דנה',
  firstName: 'דנה',
  lastName: null,
  phone: null,
  profileImage: null,
  slug: null,
  role: 'user',
  profile_completed: true,
  ...over,
});

export interface AppOptions {
  /** The address the page opens at ('/' unless given). */
  route?: string;
  /** The route pattern the page is mounted at, for pages that read params (any address if not). */
  path?: string;
  /** Signed in as this user; the fake API confirms the session unless the test answers it. */
  user?: TSessionUser;
  /** The query client to use (a fresh one with retries off if not). */
  queryClient?: QueryClient;
}

/**
 * Renders `ui` inside a query client, toasts, a memory router and the session, as the app does;
 * returns what Testing Library's render does, with the query client and the router.
 */
export function renderWithApp(ui: ReactElement, options: AppOptions = {}) {
  const { route = '/', path = '*', user } = options;
  const queryClient =
    options.queryClient ?? new QueryClient({ defaultOptions: { queries: { retry: false } } });
  if (user) {
    saveSession('token', user);
    (current ?? fakeApi()).routes['GET /api/auth/validate'] ??= ok({ user });
  }
  // The session sits inside the router, as in the app (app/router.tsx).
  const router = createMemoryRouter([{ path, element: <AuthProvider>{ui}</AuthProvider> }], {
    initialEntries: [route],
  });
  const result = render(
    <QueryClientProvider client={queryClient}>
      <ToastProvider>
        <RouterProvider router={router} flushSync={(draw) => void flushSync(draw)} />
      </ToastProvider>
    </QueryClientProvider>,
  );
  return { ...result, queryClient, router };
}

/** A hook rendered as a page's part (see renderWithApp): `result.current` is its last value. */
export function renderHookWithApp<T>(hook: () => T, options?: AppOptions) {
  const result = { current: undefined as T };
  function Probe() {
    result.current = hook();
    return null;
  }
  return { result, ...renderWithApp(<Probe />, options) };
}
