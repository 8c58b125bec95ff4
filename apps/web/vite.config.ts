import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { VitePWA } from 'vite-plugin-pwa';

import { RUNTIME_CACHING, shellOnly } from './pwa/runtime-caching';
import { spotImages } from './pwa/spot-images';
import { loadedWithApp } from './pwa/loaded-with-app';
import { firstVisitGroups } from './pwa/chunk-groups';
import { buildLanguage, languageTables, manifestTexts } from './pwa/language';
import { rtlTextPlugin } from './pwa/rtl-text';

const REACT_ROUTER_PRODUCTION = fileURLToPath(
  import.meta
    .resolve('react-router/package.json')
    .replace(/package\.json$/, 'dist/production/index.mjs'),
);

const apiTarget = process.env.API_URL ?? 'http://localhost:8081';

// `vite build --ssr src/entry-server.tsx` builds the server renderer (decision 037): one file,
// every library bundled in (the API's deployment carries no web dependencies), React's
// production build, no service worker, no public files.
//
// One build per language (decision 051): `GALIM_LANGUAGE=en` builds the English site under
// /en/ (dist/en, dist-server/en) from the tables in src/i18n/en/; the files every language
// shares (icons, spot pictures, the push handler) come from the Hebrew build at the root.
const language = buildLanguage();
const other = language.code !== 'he';

export default defineConfig(({ command, isSsrBuild }) => ({
  base: language.base,
  plugins: [
    react(),
    tailwindcss(),
    languageTables(language.code),
    rtlTextPlugin(),
    isSsrBuild || other ? [] : spotImages(),
    isSsrBuild ? [] : loadedWithApp.plugin,
    isSsrBuild
      ? []
      : VitePWA({
          strategies: 'generateSW',
          filename: 'service-worker.js',
          registerType: 'autoUpdate',
          injectRegister: false,
          // Icons are generated from public/icon.svg by @vite-pwa/assets-generator at build time.
          pwaAssets: {
            // The icons are written once, by the Hebrew build, at the root.
            disabled: other,
            image: 'public/icon.svg',
            preset: 'minimal-2023',
            overrideManifestIcons: true,
            // The icon links are written in index.html, without the SVG one: Chromium draws an
            // SVG favicon as a document of its own on the page's main thread, during its load.
            includeHtmlHeadLinks: false,
          },
          manifest: manifestTexts(language),
          workbox: {
            // The shell only (index.html, the entry chunks it loads, icons): a first visit does not
            // download every route. vite-plugin-pwa adds the manifest itself, once; listing
            // *.webmanifest here too put it in the precache twice with two revisions, and Workbox
            // refused to install (add-to-cache-list-conflicting-entries).
            globPatterns: ['index.html', 'assets/*.{js,css}', '*.{ico,png,svg}'],
            manifestTransforms: [shellOnly],
            navigateFallback: `${language.base}index.html`,
            navigateFallbackDenylist: [
              // Another language's pages are its own worker's (scope /en/), or the server's.
              ...(other ? [] : [/^\/en(\/|$)/]),
              /^\/api\//,
              // The language switch is the server's: it sets the cookie and redirects.
              /^\/language\//,
              /^\/uploads\//,
              /^\/sitemap\.xml$/,
              /^\/robots\.txt$/,
              /^\/metrics$/,
            ],
            cleanupOutdatedCaches: true,
            // Push and notification clicks (public/sw-push.js).
            importScripts: ['/sw-push.js'],
            // Control the first page at once, so what it loads next is kept for offline use.
            clientsClaim: true,
            runtimeCaching: RUNTIME_CACHING,
          },
        }),
  ],
  define: isSsrBuild ? { 'process.env.NODE_ENV': JSON.stringify('production') } : {},
  // React Router's package points every bundler at its development build (its warnings and
  // checks); a build gets its production build, as React's own package does by itself.
  resolve: {
    alias:
      command === 'build' ? [{ find: /^react-router$/, replacement: REACT_ROUTER_PRODUCTION }] : [],
  },
  server: {
    port: 5173,
    proxy: { '/api': apiTarget, '/uploads': apiTarget },
  },
  publicDir: isSsrBuild || other ? false : 'public',
  ssr: { noExternal: true },
  build: {
    outDir: isSsrBuild ? language.ssrOutDir : language.outDir,
    target: 'es2022',
    sourcemap: false,
    // A page's code is fetched with the chunks it imports, in parallel, except those the app's
    // start has loaded already (pwa/loaded-with-app.ts): listing them in every page's import cost
    // every visitor bytes and bought nothing.
    modulePreload: { resolveDependencies: (_file, deps) => deps.filter(loadedWithApp.isNot) },
    // dist/.vite/manifest.json: the module graph `npm run size` follows.
    manifest: !isSsrBuild,
    chunkSizeWarningLimit: 600,
    rolldownOptions: {
      output: {
        codeSplitting: isSsrBuild
          ? false
          : {
              // zod in one chunk of its own: left to the automatic split, parts of it (coerce) were
              // grouped with zod-free shared code (surfboards/fit) and a board page loaded all of zod.
              groups: [
                { name: 'zod', test: /[\\/]node_modules[\\/]zod[\\/]/ },
                // React in one chunk of its own, every page's and unchanged between our releases:
                // react, its JSX runtime, react-dom and its scheduler compress better together.
                {
                  name: 'query',
                  test: /[\\/]node_modules[\\/]@tanstack[\\/](query-core|react-query)[\\/]/,
                },
                {
                  name: 'react',
                  // With the module the boot script starts it through (src/lib/react-dom-client.ts).
                  test: /[\\/]node_modules[\\/](react|react-dom|scheduler)[\\/]|[\\/]src[\\/]lib[\\/]react-dom-client\.ts$/,
                },
                // The rest of what public pages' first visits load, by the pages that load it
                // together (pwa/chunk-groups.ts).
                firstVisitGroups(import.meta.dirname),
              ],
            },
      },
    },
  },
  test: {
    name: 'web',
    root: import.meta.dirname,
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['src/test/setup.ts'],
    // Room for the testing library's 10 s waits (src/test/setup.ts) on a busy machine.
    testTimeout: 60_000,
  },
}));
