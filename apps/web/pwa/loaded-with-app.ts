import type { Plugin } from 'vite';

// The chunks every page has before its own code loads: index.html's boot script and the app
// it starts (src/main.tsx), with what they import. Vite lists, for each lazy page, the chunks to
// fetch with it; those already here need not be listed (vite.config.ts, modulePreload).
const loaded = new Set<string>();

const plugin: Plugin = {
  name: 'galim:loaded-with-app',
  // Before Vite's own generateBundle writes the lists of chunks to fetch with each page.
  enforce: 'pre',
  apply: 'build',
  generateBundle(_options, bundle) {
    loaded.clear();
    const add = (file: string) => {
      const chunk = bundle[file];
      if (!chunk || chunk.type !== 'chunk' || loaded.has(file)) return;
      loaded.add(file);
      for (const imported of chunk.imports) add(imported);
    };
    // The boot script is the build's entry; it imports the app (src/main.tsx) dynamically.
    for (const [file, chunk] of Object.entries(bundle)) {
      if (chunk.type !== 'chunk') continue;
      if (chunk.isEntry || /src[\\/]main\.tsx$/.test(chunk.facadeModuleId ?? '')) add(file);
    }
  },
};

export const loadedWithApp = {
  plugin,
  isNot: (file: string) => !loaded.has(file),
};
