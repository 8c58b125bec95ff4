// The server renderer: the public pages' first screen as HTML, drawn by the app's own
// components for a visitor without a session (docs/decisions/037). The API server loads the
// build of this file (dist-server/entry-server.js) and calls `render` for each page it serves.
import { prerender } from 'react-dom/static';
import {
  dehydrate,
  QueryClientProvider,
  type DehydratedState,
  type Query,
  type QueryClient,
} from '@tanstack/react-query';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import type { ReactNode } from 'react';
import { OwnSlice } from './app/own-slice';
import { routes } from './app/router';
import { ToastProvider } from './components/ui/toast';
import { setApiTransport } from './lib/api';
import { BASE_PATH } from './lib/base-path';
import { setServerOrigin } from './lib/origin';
import { createQueryClient } from './lib/query-client';

export interface ServerPage {
  /** The page's HTML, for `<div id="root">`. */
  html: string;
  /** The answers it was drawn with, for the browser's query cache. */
  state: DehydratedState;
  status: number;
  /** False when an answer failed or never came: such a page is not sent. */
  complete: boolean;
}

/** A page asks for its data in rounds (a board, then its seller's other boards): at most so many. */
const MAX_ROUNDS = 3;

const handler = createStaticHandler(routes, { basename: BASE_PATH || '/' });

/**
 * How the renderer reaches the API (in-process, as the visitor, without a session), and the
 * site's public address (for the links a page shows).
 */
export function init(
  transport: (url: string, init: RequestInit) => Promise<Response>,
  publicUrl: string,
): void {
  setApiTransport(transport);
  setServerOrigin(publicUrl);
}

/**
 * Draws `url` as a first visit would see it once its data has come: draw, ask what the drawing
 * asked for, draw again. Null when the page is not one to draw here (a redirect).
 */
export async function render(url: string): Promise<ServerPage | null> {
  const context = await handler.query(new Request(new URL(url, 'http://localhost')));
  if (context instanceof Response) return null;
  const queryClient = createQueryClient();
  queryClient.setDefaultOptions({
    queries: { ...queryClient.getDefaultOptions().queries, retry: false },
  });
  const asked = new Set<string>();
  let html = '';
  try {
    for (let round = 0; ; round++) {
      const router = createStaticRouter(handler.dataRoutes, context);
      html = await drawWhole(
        <OwnSlice>
          <QueryClientProvider client={queryClient}>
            <ToastProvider>
              <StaticRouterProvider router={router} context={context} hydrate={false} />
            </ToastProvider>
          </QueryClientProvider>
        </OwnSlice>,
      );
      const waiting = queryClient
        .getQueryCache()
        .getAll()
        .filter((q) => waitsForAnswer(q) && !asked.has(q.queryHash));
      if (waiting.length === 0 || round === MAX_ROUNDS) break;
      for (const q of waiting) asked.add(q.queryHash);
      await Promise.all(waiting.map((q) => q.fetch().catch(() => undefined)));
    }
    const state = dehydrate(queryClient);
    return { html, state, status: context.statusCode, complete: isComplete(queryClient) };
  } finally {
    queryClient.clear();
  }
}

/**
 * The page's HTML once every part of it has loaded: React's prerender waits for the lazily loaded
 * parts (the home page's boards, the forecast's chart) rather than send their placeholders, and
 * marks their boundaries so the browser's hydrateRoot takes each over where it stands. Every part
 * is written in place: by default React sends a large part after its placeholder, with an inline
 * script to swap them, which a page read without script (and our content security policy, which
 * allows no inline script) would never swap.
 */
async function drawWhole(page: ReactNode): Promise<string> {
  const { prelude } = await prerender(page, { progressiveChunkSize: Number.POSITIVE_INFINITY });
  return new Response(prelude).text();
}

/** A query the page asked for, may run, and has no answer for yet. */
function waitsForAnswer(q: Query): boolean {
  return q.state.status === 'pending' && (q.options as { enabled?: unknown }).enabled !== false;
}

/** Every query the page asked for (and may run) has its answer: none failed, none waits. */
function isComplete(queryClient: QueryClient): boolean {
  return queryClient
    .getQueryCache()
    .getAll()
    .every((q) => q.state.status !== 'error' && !waitsForAnswer(q));
}
