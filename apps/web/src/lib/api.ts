import { connectionErrorsTexts } from '../i18n/he/connection-errors';
import { LANGUAGE } from '../i18n/he/locale';
import { hebrewErrorText } from './error-text';
import { readStorage, STORAGE_KEYS } from './storage';
import { whileAuthorized } from './user-cache';

// The one HTTP client: 30 s timeout, bearer token from storage, and a uniform result
// `{ success, data, status, error }` that never throws.

export const API_TIMEOUT_MS = 30_000;

export interface ApiResult<T> {
  success: boolean;
  data?: T;
  status: number;
  /** A message to show the user (Hebrew where the failure is known). */
  error?: string;
  /** The server's own message, as it sent it. */
  serverError?: string;
  code?: string;
  /** Present for validation errors: which fields failed. */
  details?: { path: string; message: string }[];
  /** A failure's whole body, for callers that act on more of it (parse it with its schema). */
  body?: unknown;
  /** The server's Retry-After, in seconds, when it sent one (503 "busy", 429). */
  retryAfterSeconds?: number;
}

export interface ApiOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  body?: unknown;
  query?: Record<string, string | number | boolean | undefined | null | string[]>;
  timeoutMs?: number;
  signal?: AbortSignal;
  /** Send no Authorization header even when signed in. */
  anonymous?: boolean;
  /**
   * While the server answers "busy" (503 SERVER_BUSY: its upload queue is full and nothing was
   * stored), send the request again after its Retry-After, for at most this long in all; then
   * the busy answer is returned. For uploads: a phone user should not have to send them twice.
   */
  busyRetryMs?: number;
}

/** Paths whose 401 means "this sign-in attempt failed", not "your session ended". */
const AUTH_PATHS = [
  '/api/auth/validate',
  '/api/auth/refresh',
  '/api/users/google-login',
  '/api/auth/dev-login',
];

// While the auth layer rotates the token, other requests wait: sent with the old token they
// would be refused (the server ends a rotated-out token at once). The refresh itself never waits.
let rotation: Promise<void> | null = null;

/** Runs a token rotation; requests started meanwhile are sent after it, with the new token. */
export async function whileRotatingToken<T>(work: () => Promise<T>): Promise<T> {
  const running = work();
  const settled = running.then(
    () => undefined,
    () => undefined,
  );
  rotation = settled;
  try {
    return await running;
  } finally {
    if (rotation === settled) rotation = null;
  }
}

type UnauthorizedHandler = () => void;
let onUnauthorized: UnauthorizedHandler | null = null;

/** The auth layer registers what a 401 does (clear the session and go to /login). */
export function setUnauthorizedHandler(handler: UnauthorizedHandler | null): void {
  onUnauthorized = handler;
}

type Transport = (url: string, init: RequestInit) => Promise<Response>;
let transport: Transport = (url, init) => fetch(url, init);

/**
 * The server renderer asks the API in-process (apps/api/src/web/render.ts); the browser uses
 * fetch. Only the renderer calls this.
 */
export function setApiTransport(next: Transport): void {
  transport = next;
}

export function buildUrl(path: string, query?: ApiOptions['query']): string {
  if (!query) return path;
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined || value === null || value === '') continue;
    if (Array.isArray(value)) value.forEach((v) => params.append(key, v));
    else params.set(key, String(value));
  }
  const qs = params.toString();
  return qs ? `${path}?${qs}` : path;
}

export async function api<T>(path: string, options: ApiOptions = {}): Promise<ApiResult<T>> {
  const started = Date.now();
  for (;;) {
    const result = await send<T>(path, options);
    if (result.code !== 'SERVER_BUSY' || !result.retryAfterSeconds || !options.busyRetryMs) {
      return result;
    }
    // Up to a second more than asked: uploads refused together do not all come back together.
    const wait = (result.retryAfterSeconds + Math.random()) * 1000;
    if (Date.now() - started + wait > options.busyRetryMs) return result;
    if (!(await pause(wait, options.signal))) return result;
  }
}

/** Waits `ms`; false when `signal` aborts first. */
function pause(ms: number, signal?: AbortSignal): Promise<boolean> {
  return new Promise((resolve) => {
    if (signal?.aborted) return resolve(false);
    const timer = setTimeout(() => resolve(true), ms);
    signal?.addEventListener('abort', () => {
      clearTimeout(timer);
      resolve(false);
    });
  });
}

async function send<T>(path: string, options: ApiOptions): Promise<ApiResult<T>> {
  if (rotation && !path.startsWith('/api/auth/refresh')) await rotation;
  const controller = new AbortController();
  const timeout = setTimeout(
    () => controller.abort(new DOMException('timeout', 'TimeoutError')),
    options.timeoutMs ?? API_TIMEOUT_MS,
  );
  options.signal?.addEventListener('abort', () => controller.abort(options.signal?.reason));

  const method = options.method ?? (options.body !== undefined ? 'POST' : 'GET');
  // A write made offline is refused at once, with a message, rather than queued or lost.
  if (method !== 'GET' && typeof navigator !== 'undefined' && navigator.onLine === false) {
    clearTimeout(timeout);
    return { success: false, status: 0, error: connectionErrorsTexts.OFFLINE, code: 'OFFLINE' };
  }
  // The API words its errors in the page's language (decision 052).
  const headers: Record<string, string> = {
    accept: 'application/json',
    'accept-language': LANGUAGE,
  };
  const token = options.anonymous ? null : readStorage(STORAGE_KEYS.token);
  if (token) headers.authorization = `Bearer ${token}`;
  let body: BodyInit | undefined;
  if (options.body instanceof FormData) {
    body = options.body;
  } else if (options.body !== undefined) {
    headers['content-type'] = 'application/json';
    body = JSON.stringify(options.body);
  }

  try {
    // The answer, read whole: a request with the session's token counts as on its way until
    // then (a sign-out empties the worker's cache again after it, lib/user-cache.ts).
    const exchange = (async () => {
      const answer = await transport(buildUrl(path, options.query), {
        method,
        headers,
        body,
        signal: controller.signal,
      });
      return {
        res: answer,
        json: (await answer.json().catch(() => null)) as Record<string, unknown> | null,
      };
    })();
    const { res, json } = await (token ? whileAuthorized(exchange) : exchange);
    const isAuthPath = AUTH_PATHS.some((p) => path.startsWith(p));
    if (res.status === 401 && token && !isAuthPath) {
      // Another tab rotated the token while this request was on its way: send it again with
      // the new one (a 401 means the server did nothing with it).
      const latest = readStorage(STORAGE_KEYS.token);
      if (latest && latest !== token) return send<T>(path, options);
      onUnauthorized?.();
    }
    if (!res.ok || json?.success === false) {
      const message =
        typeof json?.error === 'string' ? json.error : res.statusText || 'Request failed';
      const code = typeof json?.code === 'string' ? json.code : undefined;
      const retryAfter = Number(res.headers.get('retry-after') ?? NaN);
      return {
        success: false,
        status: res.status,
        // Sign-in screens word their own errors from the server's reason.
        error: isAuthPath ? message : await hebrewErrorText(message, code),
        serverError: message,
        code,
        details: Array.isArray(json?.details)
          ? (json.details as ApiResult<T>['details'])
          : undefined,
        body: json ?? undefined,
        ...(retryAfter >= 0 ? { retryAfterSeconds: retryAfter } : {}),
      };
    }
    const data = (json && 'data' in json ? json.data : json) as T;
    return { success: true, status: res.status, data };
  } catch (err) {
    const timedOut =
      (err instanceof DOMException && err.name === 'TimeoutError') ||
      controller.signal.reason instanceof DOMException;
    const code = timedOut ? 'TIMEOUT' : 'NETWORK';
    return { success: false, status: 0, error: connectionErrorsTexts[code], code };
  } finally {
    clearTimeout(timeout);
  }
}

/** For TanStack Query: unwraps a result or throws an Error carrying status and code. */
export class ApiError extends Error {
  constructor(
    message: string,
    readonly status: number,
    readonly code?: string,
    /** Present for validation errors: which fields failed. */
    readonly details?: ApiResult<unknown>['details'],
    /** The error's whole body as the server sent it. */
    readonly body?: unknown,
  ) {
    super(message);
  }
}

export async function apiOrThrow<T>(path: string, options: ApiOptions = {}): Promise<T> {
  const result = await api<T>(path, options);
  if (!result.success) {
    throw new ApiError(
      result.error ?? 'Request failed',
      result.status,
      result.code,
      result.details,
      result.body,
    );
  }
  return result.data as T;
}
