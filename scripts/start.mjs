// `npm start`: install what is missing, build, then serve web + API on PORT (default 8080)
// with the embedded database under DATA_DIR (default ./data). The server migrates on start
// and seeds the demo data into an empty database. Restarting keeps the data.
import { build, ensureDependencies, reachable, serve } from './lib.mjs';

ensureDependencies();
build();

const env = {
  // The API's memory allocator settings (apps/api/src/ops/memory-env.ts, decision 041).
  GLIBC_TUNABLES:
    process.env.GLIBC_TUNABLES ??
    'glibc.malloc.arena_max=2:glibc.malloc.trim_threshold=131072:glibc.malloc.mmap_threshold=32768',
  DEV_LOGIN: process.env.DEV_LOGIN ?? 'true',
  SEED_DEMO: process.env.SEED_DEMO ?? 'true',
  ADMIN_EMAILS: process.env.ADMIN_EMAILS ?? 'admin@galim.example',
};
if (process.env.FORECAST_DEMO === undefined) {
  const marine = process.env.OPEN_METEO_MARINE_URL ?? 'https://marine-api.open-meteo.com/v1/marine';
  if (
    !(await reachable(
      `${marine}?latitude=32.08&longitude=34.77&hourly=wave_height&forecast_days=1`,
    ))
  ) {
    console.log(
      '• Open-Meteo is not reachable: the forecast shows bundled sample data (FORECAST_DEMO=true).',
    );
    env.FORECAST_DEMO = 'true';
  }
}

const port = process.env.PORT ?? '8080';
console.log(`• Galim is starting on http://localhost:${port}`);
serve('node', ['--enable-source-maps', 'apps/api/dist/server.js'], env);
