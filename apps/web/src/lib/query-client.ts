import { QueryClient } from '@tanstack/react-query';
import { ApiError } from './api';
import { isConnectionError, isOffline } from './connection';

/** TanStack Query with the spec's defaults: gc 5 minutes, 3 retries, backoff capped at 30 s. */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        gcTime: 5 * 60 * 1000,
        staleTime: 30 * 1000,
        retry: (failureCount, error) => {
          // A 4xx will not get better by asking again.
          if (error instanceof ApiError && error.status >= 400 && error.status < 500) return false;
          // Offline, an answer the service worker did not save will not come by asking again:
          // the page says it needs a connection at once (rather than a skeleton until the
          // connection is back), and asks again by itself when it is (refetchOnReconnect).
          if (isOffline() && isConnectionError(error)) return false;
          return failureCount < 3;
        },
        retryDelay: (attempt) => Math.min(1000 * 2 ** attempt, 30_000),
        refetchOnWindowFocus: false,
        // Offline, ask anyway: the service worker answers from what it saved. (The default,
        // 'online', would pause every query and leave the page on a spinner.)
        networkMode: 'offlineFirst',
      },
      // Writes are refused offline by the API client with a message; never paused and lost.
      mutations: { networkMode: 'always' },
    },
  });
}
