import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import fp from 'fastify-plugin';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { INLINE_DATA_ID, SERVER_DRAWN_ATTRIBUTE, SERVER_STATE_ID } from '@galim/shared/routes';
import { appRoute, isAppRoute } from '@galim/shared/route-patterns';
import { kindOfSlug } from '@galim/shared/listings/kinds';
import {
  DEFAULT_LANGUAGE,
  isLanguage,
  LANGUAGE_COOKIE,
  LANGUAGES,
  pathIn,
  rememberedLanguage,
  splitLanguage,
  type Language,
} from '@galim/shared/i18n/languages';
import { beforeDeadline } from '../lib/deadline';
import { errorBody } from '../plugins/errors';
import { pageTexts } from './page-texts';
import { escapeJsonForScript, injectHead, type PageMeta, type PageMetaResolver } from './page-meta';
import { isDrawnOnServer, loadRenderer, type DrawnPage, type Visitor } from './render';

declare module 'fastify' {
  interface FastifyInstance {
    /** Lets a feature module render share previews for its pages (e.g. /surfboards/:id). */
    registerPageMeta: (pattern: RegExp, resolver: PageMetaResolver) => void;
  }
}

/** apps/web/dist, found from this file in source and in the bundled dist. */
function defaultWebDist(): string | undefined {
  let dir = path.dirname(fileURLToPath(import.meta.url));
  for (let i = 0; i < 5; i++) {
    const candidate = path.join(dir, 'web', 'dist');
    if (fs.existsSync(path.join(candidate, 'index.html'))) return candidate;
    dir = path.dirname(dir);
  }
  return undefined;
}

/** The home page's and the board list's first page of boards (the app asks this very URL). */
const FIRST_BOARDS = '/api/surfboards?page=1&limit=12';
/** Every kind's declarations, which a gear page needs to word its list or its facts. */
const GEAR_KINDS = '/api/listings/kinds';

/**
 * The API answers a page's first screen needs, so it waits for no request chain. The URLs are
 * exactly those the app asks for (same query order), so the answer is the one it uses.
 * - `preload`: fetched by the browser in parallel with the scripts (`<link rel="preload">`),
 *   for data the page draws at once.
 * - `inline`: written into the page itself, for data it shows below the fold: a preload would
 *   be fetched only to lie unused for seconds (Chromium warns of it). The app draws it when the
 *   visitor gets there, and asks again then.
 */
function firstScreenData(url: URL): { preload: string[]; inline: string[] } {
  if (url.search === '' && url.pathname === '/') return { preload: [], inline: [FIRST_BOARDS] };
  if (url.search === '' && url.pathname === '/surfboards') {
    return { preload: [FIRST_BOARDS], inline: [] };
  }
  const board = /^\/surfboards\/([0-9a-f]{24})$/.exec(url.pathname);
  if (board) return { preload: [`/api/surfboards/${board[1]}`], inline: [] };
  // Gear's list or page (/wetsuits, /חליפות/{id}): the kinds' declarations and its listings.
  const route = url.search === '' ? appRoute(url.pathname) : null;
  const kind = route ? kindOfSlug(route.pattern.split('/')[1]!) : null;
  if (route && kind && kind !== 'board') {
    const listings = route.params.id
      ? `/api/listings/${route.params.id}`
      : `/api/listings?kind=${kind}&page=1&limit=12`;
    return { preload: [GEAR_KINDS, listings], inline: [] };
  }
  return { preload: [], inline: [] };
}

/**
 * Where an old address that named its page in the query lives now: `/forecast?spot=x` is the
 * spot's own page, `/forecast/x` (the rest of the query kept). Null for any other address.
 */
function movedQuery(url: URL): string | null {
  const spot =
    url.pathname.replace(/\/$/, '') === '/forecast' ? url.searchParams.get('spot') : null;
  if (!spot) return null;
  const rest = new URLSearchParams(url.searchParams);
  rest.delete('spot');
  const query = rest.size ? `?${rest}` : '';
  return `/forecast/${encodeURIComponent(spot)}${query}`;
}

/** `json` in a `<script type="application/json" id>` at the end of the page. */
function withJsonScript(html: string, id: string, json: string): string {
  return html.replace(
    '</body>',
    () =>
      `<script type="application/json" id="${id}">${escapeJsonForScript(json)}</script>\n  </body>`,
  );
}

/** `/path` of every built file sent precompressed (a `.br` or `.gz` beside it). */
function precompressedFiles(dist: string): Set<string> {
  const files = new Set<string>();
  for (const entry of fs.readdirSync(dist, { recursive: true, encoding: 'utf8' })) {
    if (/\.(br|gz)$/.test(entry)) {
      files.add(
        `/${entry
          .split(path.sep)
          .join('/')
          .replace(/\.(br|gz)$/, '')}`,
      );
    }
  }
  return files;
}

/** A page never waits longer than this for its inline data: without it, the app asks itself. */
const INLINE_DATA_DEADLINE_MS = 300;

const NO_CACHE = new Set(
  LANGUAGES.flatMap((language) =>
    ['/index.html', '/service-worker.js', '/manifest.webmanifest'].map((file) =>
      pathIn(language, file),
    ),
  ),
);

/** One language's site: its page template and its server renderer (decision 051). */
interface Site {
  indexHtml: string;
  draw: ((url: string, who: Visitor) => Promise<DrawnPage | null>) | null;
}

/**
 * The built sites: Hebrew from apps/web/dist, each other language from its folder in it
 * (dist/en, with its renderer in dist-server/en). A language whose build is missing is not served.
 */
async function loadSites(
  app: FastifyInstance,
  dist: string,
): Promise<Partial<Record<Language, Site>>> {
  const sites: Partial<Record<Language, Site>> = {};
  for (const language of LANGUAGES) {
    const folder = language === DEFAULT_LANGUAGE ? '' : language;
    const index = path.join(dist, folder, 'index.html');
    if (!fs.existsSync(index)) continue;
    sites[language] = {
      indexHtml: fs.readFileSync(index, 'utf8'),
      draw: await loadRenderer(app, dist, folder),
    };
  }
  return sites;
}

/**
 * Serves the built web app: precompressed brotli/gzip files, immutable caching for hashed
 * assets, no-cache for index.html and the service worker, and an SPA fallback that renders
 * page meta on the server. Unknown /api paths answer the JSON 404 envelope.
 */
export const webAppPlugin = fp(async (app: FastifyInstance) => {
  const resolvers: { pattern: RegExp; resolve: PageMetaResolver }[] = [];
  app.decorate('registerPageMeta', (pattern: RegExp, resolve: PageMetaResolver) => {
    resolvers.push({ pattern, resolve });
  });

  const dist = app.config.webDist ?? defaultWebDist();
  const sites = dist ? await loadSites(app, dist) : {};
  const compressed = dist ? precompressedFiles(dist) : new Set<string>();
  /** The answers of the static handler, and whether each is a hashed file. */
  const served = new WeakMap<object, boolean>();

  if (dist) {
    await app.register(fastifyStatic, {
      root: dist,
      prefix: '/',
      index: false,
      wildcard: true,
      preCompressed: true,
      cacheControl: false,
      setHeaders(res, filePath) {
        const rel = `/${path.relative(dist, filePath).split(path.sep).join('/')}`.replace(
          /\.(br|gz)$/,
          '',
        );
        // A file with a .br or .gz beside it is a different body per Accept-Encoding.
        if (compressed.has(rel)) res.setHeader('Vary', 'Accept-Encoding');
        served.set(res, rel.startsWith('/assets/'));
        if (rel.startsWith('/assets/')) {
          res.setHeader('Cache-Control', 'public, max-age=31536000, immutable');
        } else if (NO_CACHE.has(rel)) {
          res.setHeader('Cache-Control', 'no-cache');
        } else {
          res.setHeader('Cache-Control', 'public, max-age=3600');
        }
      },
    });
    // A built file is revalidated by its ETag alone (Last-Modified says the same, less well),
    // and is never asked for in byte ranges (the largest is a few hundred KB). A hashed one
    // never changes under its name: it needs no validator at all. Decision 049.
    app.addHook('onSend', async (_request, reply, payload) => {
      const hashed = served.get(reply.raw);
      if (hashed !== undefined) {
        reply.removeHeader('last-modified');
        reply.removeHeader('accept-ranges');
        if (hashed) reply.removeHeader('etag');
      }
      return payload;
    });
  }

  /** The head of the app's page at `pathname` (without the language's prefix) in `language`. */
  async function metaFor(pathname: string, language: Language): Promise<PageMeta> {
    for (const { pattern, resolve } of resolvers) {
      const match = pattern.exec(pathname);
      if (match) {
        const meta = await resolve(match, language).catch(() => null);
        if (meta) return meta;
      }
    }
    const texts = pageTexts(language);
    const known = texts.staticPages[pathname];
    if (known) return { ...known, path: pathname };
    const notFound = !isAppRoute(pathname);
    // The app's own 404 page has the same title; signed-in pages name themselves in the browser.
    return {
      title: notFound ? texts.preview.pageNotFound : texts.preview.site,
      path: pathname,
      notFound,
    };
  }

  /**
   * `{ url: answer }` for the page's inline URLs, asked as the visitor would ask them (their
   * address, no session: the answers everyone shares). An answer that fails or is late is
   * left out.
   */
  async function inlineAnswers(request: FastifyRequest, urls: string[]): Promise<string> {
    const answers = await Promise.all(
      urls.map(async (url) => {
        const asked = app
          .inject({
            method: 'GET',
            url,
            remoteAddress: request.ip,
            headers: { accept: 'application/json' },
          })
          .then((res) => (res.statusCode === 200 ? res.body : null))
          .catch(() => null);
        const body = await beforeDeadline(asked, INLINE_DATA_DEADLINE_MS);
        return body === null ? null : `${JSON.stringify(url)}:${body}`;
      }),
    );
    const found = answers.filter((a) => a !== null);
    return found.length ? `{${found.join(',')}}` : '';
  }

  async function sendApp(request: FastifyRequest, reply: FastifyReply) {
    const address = new URL(request.url, 'http://x');
    const { language, path: appPath } = splitLanguage(address.pathname);
    const site = sites[language];
    if (!site) {
      return reply.status(404).send(errorBody(404, 'The web app is not built', 'NOT_FOUND'));
    }
    // A visitor who chose a language gets its version of every page (decision 051).
    reply.header('Vary', 'Cookie');
    const chosen = rememberedLanguage(request.headers.cookie);
    if (chosen && chosen !== language && sites[chosen]) {
      return reply.redirect(`${pathIn(chosen, appPath)}${address.search}`, 302);
    }
    // A language's home is its folder ('/en/'), where its service worker reaches.
    if (appPath === '/' && address.pathname !== pathIn(language, '/')) {
      return reply.redirect(`${pathIn(language, '/')}${address.search}`, 301);
    }
    // The page as the app knows it: its path without the language's prefix.
    const url = new URL(`${appPath}${address.search}`, 'http://x');
    const moved = movedQuery(url);
    if (moved) return reply.redirect(pathIn(language, moved), 301);
    const meta = await metaFor(url.pathname, language);
    if (meta.redirect) {
      return reply.redirect(`${pathIn(language, meta.redirect)}${url.search}`, 301);
    }
    const drawn =
      site.draw && !meta.notFound && isDrawnOnServer(url)
        ? await site.draw(`${address.pathname}${address.search}`, {
            ip: request.ip,
            userAgent: request.headers['user-agent'] ?? '',
          })
        : null;
    // A drawn page comes with the answers it was drawn from (the app starts from them), and needs
    // no preload; what it draws only when scrolled to (the home page's boards) still comes
    // written in.
    const { preload, inline: inlineUrls } = meta.notFound
      ? { preload: [], inline: [] }
      : firstScreenData(url);
    const inline = await inlineAnswers(request, inlineUrls);
    let html = injectHead(
      site.indexHtml,
      drawn ? meta : { ...meta, preload },
      app.config.publicUrl,
      language,
    );
    if (drawn) {
      html = withJsonScript(
        html.replace(
          '<div id="root"></div>',
          () => `<div id="root" ${SERVER_DRAWN_ATTRIBUTE}>${drawn.html}</div>`,
        ),
        SERVER_STATE_ID,
        drawn.state,
      );
    }
    if (inline) html = withJsonScript(html, INLINE_DATA_ID, inline);
    return reply
      .status(meta.notFound ? 404 : 200)
      .header('Cache-Control', 'no-cache')
      .type('text/html; charset=utf-8')
      .send(html);
  }

  /**
   * The language switch (menu, footer, the offer to English readers): remembers the choice for a
   * year and opens the same page in that language. A plain link, so it works before the app
   * has started; `to` is a path of this site only, never another address.
   */
  app.get<{ Params: { language: string }; Querystring: { to?: string } }>(
    '/language/:language',
    { schema: { hide: true } },
    async (request, reply) => {
      const { language } = request.params;
      if (!isLanguage(language) || !sites[language]) {
        return reply.status(404).send(errorBody(404, 'No such language', 'NOT_FOUND'));
      }
      const to = typeof request.query.to === 'string' ? request.query.to : '/';
      const local = /^\/(?![/\\])/.test(to) ? new URL(to, 'http://x') : new URL('http://x/');
      const { path: appPath } = splitLanguage(local.pathname);
      const secure = app.config.publicUrl.startsWith('https:') ? '; Secure' : '';
      return reply
        .header(
          'Set-Cookie',
          `${LANGUAGE_COOKIE}=${language}; Path=/; Max-Age=31536000; SameSite=Lax${secure}`,
        )
        .header('Cache-Control', 'no-store')
        .redirect(`${pathIn(language, appPath)}${local.search}${local.hash}`, 302);
    },
  );

  // '/' and '/en/' would otherwise reach the static handler as directories.
  if (dist) {
    for (const language of LANGUAGES) {
      app.get(pathIn(language, '/'), { schema: { hide: true } }, sendApp);
    }
  }

  app.setNotFoundHandler(async (request, reply) => {
    const pathname = request.url.split('?')[0] ?? '';
    const wantsHtml =
      (request.method === 'GET' || request.method === 'HEAD') &&
      !pathname.startsWith('/api/') &&
      pathname !== '/api';
    if (wantsHtml && !path.extname(pathname)) return sendApp(request, reply);
    return reply
      .status(404)
      .send(errorBody(404, `Route ${request.method} ${pathname} not found`, 'NOT_FOUND'));
  });
});
