import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { SPOT_LIST } from '@galim/shared/forecast/spot-list';
import { PUBLIC_PAGE_PATTERNS } from '@galim/shared/route-patterns';
import { LANGUAGES, pathIn, type Language } from '@galim/shared/i18n/languages';
import { LISTING_KINDS, kindOfSlug, listingPaths } from '@galim/shared/listings/kinds';
import { indexablePages } from './repo';

/**
 * The public pages without parameters (the shared list) but gear's lists, which are listed once
 * per kind below; the surf spots' pages, boards, gear, services and profiles follow.
 */
const SITEMAP_STATIC_PATHS = PUBLIC_PAGE_PATTERNS.filter(
  (p) => !p.includes(':') && (p === '/' || !kindOfSlug(p.slice(1)) || p === '/surfboards'),
);

/** Every kind's list but boards', at its address in each language (/חליפות, /en/wetsuits). */
const GEAR_LISTS = LISTING_KINDS.filter((kind) => kind !== 'board').map((kind) =>
  listingPaths(kind),
);

const MAX_URLS = 45_000; // under the protocol's 50,000 per file

const escapeXml = (s: string) =>
  s.replace(
    /[<>&'"]/g,
    (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[c]!,
  );

/** Pages in the file: each is listed once per language. */
const MAX_PAGES = Math.floor(MAX_URLS / LANGUAGES.length);

/** Paths no search engine should visit, in every language. */
const PRIVATE_PATHS = ['/admin', '/profile', '/login', '/services/create'];

/**
 * /sitemap.xml (static pages, surf spots, kinds of gear, public boards and gear, approved services,
 * public profiles,
 * each in every language with its other versions named, decision 051) and /robots.txt.
 */
export const seoRoutes: FastifyPluginAsyncZod = async (app) => {
  const base = app.config.publicUrl;

  app.get('/sitemap.xml', { schema: { hide: true } }, async (_request, reply) => {
    const { boards, gear, services: svc, profiles } = await indexablePages(app.db, MAX_PAGES);
    /** A page's address in `language`: its one path, or its path in that language (gear). */
    const address = (path: string | Record<Language, string>, language: Language) =>
      escapeXml(base + pathIn(language, typeof path === 'string' ? path : path[language]));
    const url = (path: string | Record<Language, string>, lastmod?: Date, priority?: string) => {
      const tail = `${lastmod ? `<lastmod>${lastmod.toISOString().slice(0, 10)}</lastmod>` : ''}${
        priority ? `<priority>${priority}</priority>` : ''
      }${LANGUAGES.map(
        (language) =>
          `<xhtml:link rel="alternate" hreflang="${language}" href="${address(path, language)}"/>`,
      ).join('')}</url>`;
      return LANGUAGES.map(
        (language) => `  <url><loc>${address(path, language)}</loc>${tail}`,
      ).join('\n');
    };
    const entries = [
      ...SITEMAP_STATIC_PATHS.map((p) => url(p, undefined, p === '/' ? '1.0' : '0.7')),
      ...SPOT_LIST.map((s) => url(`/forecast/${s.id}`, undefined, '0.7')),
      ...GEAR_LISTS.map((paths) => url(paths, undefined, '0.7')),
      ...boards.map((b) => url(`/surfboards/${b.id}`, b.updatedAt, '0.8')),
      ...gear.map((g) => url(listingPaths(g.kind, g.id), g.updatedAt, '0.8')),
      ...svc.map((s) => url(`/services/${s.type}/${s.id}`, s.updatedAt, '0.8')),
      ...profiles.map((p) => url(`/u/${encodeURIComponent(p.slug!)}`, p.updatedAt, '0.5')),
    ].slice(0, MAX_PAGES);
    const xml = `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${entries.join('\n')}\n</urlset>\n`;
    return reply
      .header('content-type', 'application/xml; charset=utf-8')
      .header('cache-control', 'public, max-age=3600')
      .send(xml);
  });

  app.get('/robots.txt', { schema: { hide: true } }, async (_request, reply) => {
    const body = [
      'User-agent: *',
      'Allow: /',
      'Disallow: /api/',
      ...LANGUAGES.flatMap((language) =>
        PRIVATE_PATHS.map((path) => `Disallow: ${pathIn(language, path)}`),
      ),
      '',
      `Sitemap: ${base}/sitemap.xml`,
      '',
    ].join('\n');
    return reply
      .header('content-type', 'text/plain; charset=utf-8')
      .header('cache-control', 'public, max-age=3600')
      .send(body);
  });
};
