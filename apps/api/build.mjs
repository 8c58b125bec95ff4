// Bundles the API into dist/server.js and the operator's commands (backup, restore,
// move-to-postgres) into dist/ops.js. Workspace code (@galim/shared) is inlined; npm
// dependencies stay external and load from node_modules at run time.
import fs from 'node:fs';
import { build } from 'esbuild';

const pkg = JSON.parse(fs.readFileSync(new URL('./package.json', import.meta.url), 'utf8'));
const external = Object.keys(pkg.dependencies).filter((d) => !d.startsWith('@galim/'));

await build({
  absWorkingDir: import.meta.dirname,
  entryPoints: { server: 'src/server.ts', ops: 'src/ops/cli.ts' },
  outdir: 'dist',
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: true,
  external: [...external, 'pg-native'],
  banner: {
    // Some dependencies still call require(); give the ESM bundle one.
    js: "import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);",
  },
  logLevel: 'info',
});
