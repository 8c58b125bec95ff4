import { buildApp } from './app';
import { ConfigError, loadConfig } from './config';
import { seedDemoData } from './db/seed/demo';
import { SURF_ALERTS_EVERY_SECONDS } from './modules/alerts/plugin';

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
  if (config.seedDemo) {
    const seeded = await seedDemoData(app.db, config, app.images);
    app.log.info(
      seeded ? 'Demo data seeded into the empty database' : 'Database has data; seed skipped',
    );
  }

  // Files a killed process wrote without their row (or half-written) go after an hour:
  // swept at start and every hour.
  const sweepOrphans = () =>
    app.images.sweepOrphans().then(
      ({ deleted }) => {
        if (deleted) app.log.info({ deleted }, 'removed image files no row refers to');
      },
      (err: unknown) => app.log.warn({ reason: (err as Error).message }, 'image sweep failed'),
    );
  void sweepOrphans();
  const sweepTimer = setInterval(sweepOrphans, 60 * 60 * 1000);
  sweepTimer.unref();
  app.addHook('onClose', async () => clearInterval(sweepTimer));

  // Graceful shutdown: stop accepting, let in-flight requests finish, close the database.
  let closing = false;
  for (const signal of ['SIGTERM', 'SIGINT'] as const) {
    process.on(signal, () => {
      if (closing) return;
      closing = true;
      app.log.info({ signal }, 'shutting down');
      const timer = setTimeout(() => {
        app.log.error('forced shutdown after 10 s');
        process.exit(1);
      }, 10_000);
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

  await app.listen({ port: config.port, host: config.host });
  // Background jobs (alerts): workers and the surf-alerts schedule start with the server.
  await app.jobs.start();
  app.jobs.every('surf-alerts', SURF_ALERTS_EVERY_SECONDS);
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
