// The server renderer (decision 037): the public pages' first screen drawn as HTML by the web
// app's own components (apps/web/src/entry-server.tsx, built into apps/web/dist-server), for a
// visitor without a session, with the API answers it was drawn from. The page then needs no
// script to be read, and the app starts when the visitor first uses it.
import { AsyncLocalStorage } from 'node:async_hooks';
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { FastifyInstance } from 'fastify';

interface RendererModule {
  init: (transport: (url: string, init: RequestInit) => Promise<Response>, origin: string) => void;
  render: (url: string) => Promise<{ html: string; state: unknown; status: number } | null>;
}

export interface DrawnPage {
  html: string;
  /** TanStack Query's dehydrated state, as JSON. */
  state: string;
}

/** The page kinds drawn on the server: what a visitor can open without signing in. */
const DRAWN = [
  /^\/$/,
  /^\/surfboards$/,
  /^\/surfboards\/[0-9a-f]{24}$/,
  /^\/services$/,
  /^\/services\/[a-z-]+\/[0-9a-f]{24}$/,
  /^\/forecast$/,
  /^\/u\/[^/]+$/,
  /^\/stores$/,
  /^\/(faq|about|terms|privacy-policy|contact)$/,
];

/**
 * Whether `url` is drawn on the server. A list opened with filters in its address is not: its
 * filters are checked by code that loads on demand, so the server would draw a placeholder.
 */
export function isDrawnOnServer(url: URL): boolean {
  return url.search === '' && DRAWN.some((p) => p.test(url.pathname));
}

/** At most so many drawn pages are kept (the oldest go first). */
const DRAWN_PAGES_KEPT = 500;

/** Past this the visitor gets the app to draw the page itself, rather than wait. */
const RENDER_DEADLINE_MS = 1_500;

/** The renderer in `dist-server` beside the web build, or null when it was not built. */
export async function loadRenderer(
  app: FastifyInstance,
  webDist: string,
): Promise<((url: string, ip: string) => Promise<DrawnPage | null>) | null> {
  const file = path.join(webDist, '..', 'dist-server', 'entry-server.js');
  if (!fs.existsSync(file)) return null;
  const renderer = (await import(pathToFileURL(file).href)) as RendererModule;
  // Each page's own requests are asked as its visitor (their address counts for rate limits).
  const visitor = new AsyncLocalStorage<string>();
  renderer.init(async (url, init) => {
    const res = await app.inject({
      method: (init.method ?? 'GET') as 'GET',
      url,
      remoteAddress: visitor.getStore(),
      headers: { accept: 'application/json' },
    });
    return new Response(res.rawPayload, {
      status: res.statusCode,
      headers: { 'content-type': String(res.headers['content-type'] ?? 'application/json') },
    });
  }, app.config.publicUrl);

  /**
   * One drawing per page for as long as the API's own read cache keeps its answers (the page is
   * drawn for a visitor without a session, so it is the same for everyone): a busy page costs one
   * render per period, and visitors who come at once share it.
   */
  const drawnAt = new Map<string, { at: number; page: Promise<DrawnPage | null> }>();

  const drawOnce = async (url: string, ip: string): Promise<DrawnPage | null> => {
    let timer: NodeJS.Timeout | undefined;
    const late = new Promise<null>((resolve) => {
      timer = setTimeout(() => resolve(null), RENDER_DEADLINE_MS);
    });
    const drawn = visitor
      .run(ip, () => renderer.render(url))
      .catch((err: unknown) => {
        app.log.warn({ err, url }, 'server render failed; the app draws the page');
        return null;
      });
    const page = await Promise.race([drawn, late]);
    clearTimeout(timer);
    if (!page || page.status !== 200) return null;
    return { html: page.html, state: JSON.stringify(page.state) };
  };

  return (url, ip) => {
    const ttl = app.config.readCacheMs;
    if (ttl <= 0) return drawOnce(url, ip);
    const now = Date.now();
    const kept = drawnAt.get(url);
    if (kept && now - kept.at < ttl) return kept.page;
    const page = drawOnce(url, ip);
    drawnAt.delete(url);
    drawnAt.set(url, { at: now, page });
    // A page that could not be drawn is asked again next time.
    void page.then((p) => {
      if (!p && drawnAt.get(url)?.page === page) drawnAt.delete(url);
    });
    while (drawnAt.size > DRAWN_PAGES_KEPT) drawnAt.delete(drawnAt.keys().next().value!);
    return page;
  };
}
