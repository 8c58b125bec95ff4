// The server renderer (decision 037): the public pages' first screen drawn as HTML by the web
// app's own components (apps/web/src/entry-server.tsx, built into apps/web/dist-server), for a
// visitor without a session, with the API answers it was drawn from. The page then needs no
// script to be read, and the app starts when the visitor first uses it.
import { AsyncLocalStorage } from 'node:async_hooks';
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { FastifyInstance } from 'fastify';
import { PUBLIC_PAGE_PATTERNS, appRoute } from '@galim/shared/route-patterns';
import { SERVICE_TYPES } from '@galim/shared/services/options';
import { DEFAULT_LANGUAGE } from '@galim/shared/i18n/languages';
import { beforeDeadline } from '../lib/deadline';

interface RendererModule {
  init: (transport: (url: string, init: RequestInit) => Promise<Response>, origin: string) => void;
  render: (
    url: string,
  ) => Promise<{ html: string; state: unknown; status: number; complete: boolean } | null>;
}

export interface DrawnPage {
  html: string;
  /** TanStack Query's dehydrated state, as JSON. */
  state: string;
}

const PUBLIC_PAGES: ReadonlySet<string> = new Set(PUBLIC_PAGE_PATTERNS);

/**
 * Whether `url` is drawn on the server: a public page (the shared list), its parameters naming
 * something that can exist (an id, a known service type). A list opened with filters in its
 * address is not: its filters are checked by code that loads on demand, so the server would
 * draw a placeholder.
 */
export function isDrawnOnServer(url: URL): boolean {
  const route = url.search === '' ? appRoute(url.pathname) : null;
  return (
    route !== null &&
    PUBLIC_PAGES.has(route.pattern) &&
    (route.params.type === undefined ||
      (SERVICE_TYPES as readonly string[]).includes(route.params.type))
  );
}

/** Pages drawn at once at most; past that a page gets the app's shell. */
const MAX_DRAWING = 4;
/** Pages being drawn now, in every language. */
let drawing = 0;

/** Who a page is drawn for: its requests are asked as they would ask them. */
export interface Visitor {
  ip: string;
  userAgent: string;
}

/** Past this the visitor gets the app to draw the page itself, rather than wait. */
const RENDER_DEADLINE_MS = 1_500;

/**
 * The renderer in `dist-server` beside the web build (in its `folder` for a language other
 * than Hebrew: dist-server/en), or null when it was not built.
 */
export async function loadRenderer(
  app: FastifyInstance,
  webDist: string,
  folder = '',
): Promise<((url: string, who: Visitor) => Promise<DrawnPage | null>) | null> {
  const file = path.join(webDist, '..', 'dist-server', folder, 'entry-server.js');
  if (!fs.existsSync(file)) return null;
  const renderer = (await import(pathToFileURL(file).href)) as RendererModule;
  // Each page's own requests are asked as its visitor (their address counts for rate limits).
  const visitor = new AsyncLocalStorage<Visitor>();
  renderer.init(async (url, init) => {
    const res = await app.inject({
      method: (init.method ?? 'GET') as 'GET',
      url,
      remoteAddress: visitor.getStore()?.ip,
      // The visitor's own browser, so a board's view is counted once per visitor per day, as
      // when their browser asks; the page's language, for the words of any answer (decision 051).
      headers: {
        accept: 'application/json',
        'accept-language': folder || DEFAULT_LANGUAGE,
        'user-agent': visitor.getStore()?.userAgent ?? '',
      },
    });
    return new Response(res.rawPayload, {
      status: res.statusCode,
      headers: { 'content-type': String(res.headers['content-type'] ?? 'application/json') },
    });
  }, app.config.publicUrl);

  const drawOnce = async (url: string, who: Visitor): Promise<DrawnPage | null> => {
    const drawn = visitor
      .run(who, () => renderer.render(url))
      .catch((err: unknown) => {
        app.log.warn({ err, url }, 'server render failed; the app draws the page');
        return null;
      });
    const page = await beforeDeadline(drawn, RENDER_DEADLINE_MS);
    // A page drawn with an answer missing (an error, or still waiting) is not sent: the app
    // asks again and draws it whole.
    if (!page || page.status !== 200 || !page.complete) return null;
    return { html: page.html, state: JSON.stringify(page.state) };
  };

  return async (url, visitorOf) => {
    // A page costs 10–100 ms of this process's time: past a few at once, the app draws it.
    if (drawing >= MAX_DRAWING) return null;
    drawing++;
    try {
      return await drawOnce(url, visitorOf);
    } finally {
      drawing--;
    }
  };
}
