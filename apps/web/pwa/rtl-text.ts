import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';

// MapLibre's right-to-left text plugin (@mapbox/mapbox-gl-rtl-text, BSD-2: ICU's bidi and
// Arabic shaping compiled to WebAssembly), for a basemap's Hebrew place names (decision 064).
// MapLibre loads it in its worker: a URL ending in .mjs is imported as a module; any other is
// fetched and run with eval, which a content security policy without 'unsafe-eval' refuses. The
// package's exports name only its source (which imports a .wasm file no bundler reads the same
// way), so its built file, a script that registers itself with MapLibre when run, is emitted
// here as an asset of its own named .mjs. `virtual:rtl-text-plugin` is its URL.

const ID = 'virtual:rtl-text-plugin';
const RESOLVED = `\0${ID}`;

/** The plugin's built file in the installed package. */
export const RTL_TEXT_FILE = path.join(
  path.dirname(fileURLToPath(import.meta.resolve('@mapbox/mapbox-gl-rtl-text'))),
  '..',
  'dist',
  'mapbox-gl-rtl-text.js',
);

export function rtlTextPlugin(): Plugin {
  let serve = false;
  return {
    name: 'galim:rtl-text',
    configResolved(config) {
      serve = config.command === 'serve';
    },
    resolveId: (id) => (id === ID ? RESOLVED : undefined),
    load(id) {
      if (id !== RESOLVED) return undefined;
      // The dev server has no content security policy: the file as it is, fetched and run.
      if (serve) return `export default ${JSON.stringify(`/@fs${RTL_TEXT_FILE}`)};`;
      const ref = this.emitFile({
        type: 'asset',
        name: 'rtl-text.mjs',
        source: readFileSync(RTL_TEXT_FILE),
      });
      return `export default import.meta.ROLLUP_FILE_URL_${ref};`;
    },
  };
}
