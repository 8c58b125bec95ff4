import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import { createEventBus, type EventBus, type EventBusOptions } from './bus';
import { pruneDelivered } from './outbox';

const KEPT_MS = 24 * 60 * 60_000;
const PRUNE_EVERY_MS = 60 * 60_000;

declare module 'fastify' {
  interface FastifyInstance {
    /** Domain events (bus.ts): services publish, module plugins subscribe. */
    events: EventBus;
  }
}

/**
 * The domain events' bus, before every module (they subscribe as they register). Once the app
 * is ready, the events a dead process left undelivered are delivered, and the poller looks for
 * more; on close it stops before the job queue does, so deliveries under way can still queue.
 */
export const eventsPlugin = fp<{ bus?: EventBusOptions }>(async (app: FastifyInstance, opts) => {
  const bus = createEventBus(app.db, app.log, opts.bus);
  app.decorate('events', bus);
  let pruner: NodeJS.Timeout | null = null;
  app.addHook('onReady', async () => {
    await bus
      .deliverPending()
      .catch((err: unknown) => app.log.error({ err }, 'events: delivering at start failed'));
    bus.start();
    // Delivered events are kept a day, as live events are (a message's event holds its text, which
    // an account's deletion blanks), then deleted, hourly in each process.
    pruner = setInterval(() => {
      void pruneDelivered(app.db, new Date(Date.now() - KEPT_MS)).catch((err: unknown) =>
        app.log.error({ err }, 'events: pruning failed'),
      );
    }, PRUNE_EVERY_MS);
    pruner.unref();
  });
  app.addHook('preClose', async () => {
    if (pruner) clearInterval(pruner);
    await bus.stop();
  });
});
