import { buildApp } from './app';
import { ConfigError, loadConfig } from './config';
import { seedDemoData } from './seed/demo';
import { queueSearchTextRebuild } from './modules/search/plugin';
import { runsWithoutMemorySettings } from './ops/memory-env';
import { collectGarbage } from './lib/full-collection';

async function main() {
  let config;
  try {
    config = loadConfig();
  } catch (err) {
    if (err instanceof ConfigError) {
      console.error(err.message);
      process.exit(1);
    }
    throw err;
  }

  const app = await buildApp(config);
  if (runsWithoutMemorySettings()) {
    app.log.warn(
      'GLIBC_TUNABLES is not set: memory stays high after image uploads (docs/operations.md)',
    );
  }
  if (config.seedDemo) {
    const seeded = await seedDemoData(app.db, config, app.images);
    app.log.info(
      seeded ? 'Demo data seeded into the empty database' : 'Database has data; seed skipped',
    );
  }

  // Files a killed process wrote without their row (or half-written) go once they are older
  // than the longest upload can take: swept at start, once more when the young ones found then
  // come of age (a restart right after a kill finds only young ones), and every hour.
  let comeOfAge: NodeJS.Timeout | undefined;
  const sweepOrphans = (then?: (dueAt: number | null) => void) =>
    app.images.sweepOrphans().then(
      ({ deleted, youngOrphansDueAt }) => {
        if (deleted) app.log.info({ deleted }, 'removed image files no row refers to');
        then?.(youngOrphansDueAt);
      },
      (err: unknown) => app.log.warn({ reason: (err as Error).message }, 'image sweep failed'),
    );
  void sweepOrphans((dueAt) => {
    if (dueAt === null) return;
    comeOfAge = setTimeout(() => void sweepOrphans(), Math.max(dueAt - Date.now(), 0) + 1000);
    comeOfAge.unref();
  });
  const sweepTimer = setInterval(() => void sweepOrphans(), 60 * 60 * 1000);
  sweepTimer.unref();
  app.addHook('onClose', async () => {
    clearInterval(sweepTimer);
    clearTimeout(comeOfAge);
  });

  // Graceful shutdown: stop accepting, let in-flight requests finish, close the database.
  let closing = false;
  for (const signal of ['SIGTERM', 'SIGINT'] as const) {
    process.on(signal, () => {
      if (closing) return;
      closing = true;
      app.log.info({ signal }, 'shutting down');
      const timer = setTimeout(() => {
        app.log.error(`forced shutdown after ${config.shutdownGraceMs / 1000} s`);
        process.exit(1);
      }, config.shutdownGraceMs);
      timer.unref();
      // In-flight requests finish; their keep-alive connections are closed as soon as they go
      // idle (server.close() alone would wait for the clients to hang up).
      const idle = setInterval(() => app.server.closeIdleConnections(), 250);
      idle.unref();
      app.close().then(
        () => process.exit(0),
        (err) => {
          app.log.error({ err }, 'error during shutdown');
          process.exit(1);
        },
      );
    });
  }

  // The embedded database is collected once it has opened (db/client.ts), but what its start
  // left may still be referenced then: one CI run measured 501 MB at rest against 260-300 MB.
  // Collected once more before the first request, the process serves from its resting size.
  if (app.database.kind === 'pglite') collectGarbage();
  await app.listen({ port: config.port, host: config.host });
  // Background jobs: workers and the schedules the modules gave their jobs (surf alerts, photo
  // hashes) start with the server.
  await app.jobs.start();
  app.jobs.schedule();
  // Search text an older release wrote is rebuilt in the background, while the server serves.
  await queueSearchTextRebuild(app).catch((err: unknown) =>
    app.log.error({ err }, 'could not queue the search text rebuild'),
  );
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
