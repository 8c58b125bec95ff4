// One build per language (decision 051). The Hebrew build is today's site at the root; another
// language's build lives under its own prefix (/en/), reads its interface tables from
// src/i18n/{code}/ instead of src/i18n/he/, and shares the root's icons, spot pictures and push
// handler. So a page carries the texts of one language only, and components never ask which.
import fs from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';
import type { ManifestOptions } from 'vite-plugin-pwa';
// Relative paths: Vite bundles them into the config (a package import would reach Node as .ts).
import { LANGUAGES, type Language } from '../../../packages/shared/src/i18n/languages';
import { siteTexts as heSite } from '../src/i18n/he/site';
import { siteTexts as enSite } from '../src/i18n/en/site';

const THEME_COLOR = '#0369a1';
const I18N = path.resolve(import.meta.dirname, '..', 'src', 'i18n');
/** The tables the code imports: the Hebrew ones, the site's first language. */
const HEBREW = path.join(I18N, 'he');

export interface BuildLanguage {
  code: Language;
  /** The site's base path: '/' for Hebrew, '/en/' for English. */
  base: string;
  /** Where the browser build goes, and the server renderer's. */
  outDir: string;
  ssrOutDir: string;
  dir: 'rtl' | 'ltr';
}

/** The language this build is for: GALIM_LANGUAGE, Hebrew when unset. */
export function buildLanguage(): BuildLanguage {
  const code = process.env.GALIM_LANGUAGE || 'he';
  if (!(LANGUAGES as readonly string[]).includes(code)) {
    throw new Error(`GALIM_LANGUAGE=${code}: not one of ${LANGUAGES.join(', ')}`);
  }
  const root = code === 'he';
  return {
    code: code as Language,
    base: root ? '/' : `/${code}/`,
    outDir: root ? 'dist' : `dist/${code}`,
    ssrOutDir: root ? 'dist-server' : `dist-server/${code}`,
    dir: code === 'he' ? 'rtl' : 'ltr',
  };
}

/**
 * Every import of a table in src/i18n/he/ reads the same file in src/i18n/{code}/ instead; a table
 * missing there fails the build. Test files and the folders of other languages are left alone.
 */
export function languageTables(code: Language): Plugin {
  return {
    name: 'galim-language-tables',
    enforce: 'pre',
    async resolveId(source, importer, options) {
      if (code === 'he' || !importer) return null;
      const resolved = await this.resolve(source, importer, { ...options, skipSelf: true });
      if (!resolved || path.dirname(resolved.id) !== HEBREW) return null;
      const translated = path.join(I18N, code, path.basename(resolved.id));
      if (!fs.existsSync(translated)) {
        this.error(
          `src/i18n/he/${path.basename(resolved.id)} has no ${code} table in src/i18n/${code}/`,
        );
      }
      return translated;
    },
    // The page the server fills in: its language, direction, name and description (the server
    // writes each page's own title and description over these).
    transformIndexHtml(html) {
      if (code === 'he') return html;
      const t = enSite;
      return (
        html
          .replace('<html lang="he" dir="rtl">', `<html lang="${code}" dir="ltr">`)
          .replace(/<title>[^<]*<\/title>/, `<title>${t.name}</title>`)
          .replace(/(<meta\s+name="description"\s+content=")[^"]*"/, `$1${t.description}"`)
          .replace(/<noscript>[^<]*<\/noscript>/, `<noscript>${t.noScript}</noscript>`)
          // Written by the icon generator in the Hebrew build.
          .replace('</head>', `<meta name="theme-color" content="${THEME_COLOR}">\n  </head>`)
      );
    },
  };
}

const ICONS = [
  { src: '/pwa-64x64.png', sizes: '64x64', type: 'image/png' },
  { src: '/pwa-192x192.png', sizes: '192x192', type: 'image/png' },
  { src: '/pwa-512x512.png', sizes: '512x512', type: 'image/png' },
  { src: '/maskable-icon-512x512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
];

/** The web app manifest of this language's site. */
export function manifestTexts(language: BuildLanguage): Partial<ManifestOptions> {
  const t = language.code === 'he' ? heSite : enSite;
  const base = language.base;
  return {
    name: t.name,
    short_name: t.shortName,
    description: t.description,
    lang: language.code,
    dir: language.dir,
    start_url: base,
    scope: base,
    display: 'standalone',
    background_color: '#f0f9ff',
    theme_color: THEME_COLOR,
    categories: ['sports', 'shopping', 'weather'],
    // The rich install dialog: a stable identity, screenshots for phones and wide screens,
    // and the two things people open the app for.
    id: base,
    screenshots: [
      {
        src: '/screenshots/home-phone.webp',
        sizes: '780x1688',
        type: 'image/webp',
        form_factor: 'narrow',
        label: t.homeOnPhone,
      },
      {
        src: '/screenshots/home-wide.webp',
        sizes: '1280x800',
        type: 'image/webp',
        form_factor: 'wide',
        label: t.homeWide,
      },
    ],
    shortcuts: [
      {
        name: t.sellBoard,
        short_name: t.sellBoardShort,
        url: `${base}profile/upload-surfboard`,
        icons: [{ src: '/pwa-192x192.png', sizes: '192x192', type: 'image/png' }],
      },
      {
        name: t.forecast,
        short_name: t.forecastShort,
        url: `${base}forecast`,
        icons: [{ src: '/pwa-192x192.png', sizes: '192x192', type: 'image/png' }],
      },
    ],
    // The Hebrew build's icons come from @vite-pwa/assets-generator (overrideManifestIcons).
    ...(language.code === 'he' ? {} : { icons: ICONS }),
  };
}
