import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client';
import type { DomainEvents, EventName } from './catalog';
import * as outbox from './outbox';

// The one way a module says that something happened (decision 054): a service publishes a
// domain event; the modules that care hear it through the handlers their plugins registered.
// The event is written to the outbox in the transaction of the write it tells of, and handed
// to each subscriber after the commit, once: a rolled-back write tells no one, and an event
// whose process died before it was delivered is delivered by the next drain (start-up, poller).

/** What a subscriber does with an event; a throw is logged and the delivery tried again. */
export type EventHandler<K extends EventName> = (
  payload: DomainEvents[K],
  meta: { eventId: number },
) => Promise<unknown>;

/** Publishes in a transaction: stored with the write, delivered after the commit. */
export type Publish = <K extends EventName>(name: K, payload: DomainEvents[K]) => Promise<void>;

/** What services get: publishing, on its own or with a write. */
export interface EventPublisher {
  /**
   * Stores the event on its own and delivers it before resolving. A subscriber's failure is
   * logged and retried later, never thrown: the user's successful action stays successful.
   */
  publish: Publish;
  /**
   * Runs `fn` in a transaction of the bus's database; what it publishes with the `publish` it
   * is given is written in that transaction and delivered once it committed (awaited), never
   * when it rolled back.
   */
  transaction<T>(fn: (tx: Db, publish: Publish) => Promise<T>): Promise<T>;
}

/** One module's subscriptions, under its own name (the deliveries are recorded by it). */
export interface EventSubscriber {
  on<K extends EventName>(name: K, handler: EventHandler<K>): void;
}

export interface EventBus extends EventPublisher {
  /** The subscriptions of the module called `module` (e.g. 'alerts'): one handler an event. */
  subscriber(module: string): EventSubscriber;
  /**
   * Delivers what was stored and not delivered yet: events of a process that died between
   * commit and delivery, or written in a transaction the bus did not run. Only events older
   * than `olderThanMs` (those younger are most likely being delivered by their publisher).
   * Returns how many events it closed.
   */
  deliverPending(opts?: { olderThanMs?: number }): Promise<number>;
  /** Starts looking for undelivered events every `pollMs` (the plugin, once the app is ready). */
  start(): void;
  /** Stops looking, and waits for the deliveries under way. */
  stop(): Promise<void>;
}

export interface EventBusOptions {
  /** How often undelivered events are looked for. */
  pollMs?: number;
  /** How old an event must be before the poller takes it from its publisher. */
  graceMs?: number;
  /** How long a claimed delivery is left to the process that claimed it. */
  leaseMs?: number;
  /** How long after a failure a delivery is tried again. */
  retryMs?: number;
  /** After this many attempts a subscriber is given up on (and it is logged). */
  maxAttempts?: number;
}

const BATCH = 100;

export function createEventBus(
  db: Db,
  log: FastifyBaseLogger,
  options: EventBusOptions = {},
): EventBus {
  const {
    pollMs = 5_000,
    graceMs = 5_000,
    leaseMs = 5 * 60_000,
    retryMs = 30_000,
    maxAttempts = 5,
  } = options;
  /** Event name -> subscriber -> handler, in the order they subscribed. */
  const handlers = new Map<string, Map<string, EventHandler<never>>>();
  /** Deliveries under way in this process: the poller leaves their events alone. */
  const inFlight = new Set<number>();
  const running = new Set<Promise<unknown>>();
  let timer: NodeJS.Timeout | null = null;
  let draining: Promise<number> | null = null;

  const track = <T>(work: Promise<T>): Promise<T> => {
    running.add(work);
    void work.finally(() => running.delete(work)).catch(() => undefined);
    return work;
  };

  async function deliverOne(event: outbox.OutboxRow): Promise<boolean> {
    const subscribers = handlers.get(event.name) ?? new Map<string, EventHandler<never>>();
    for (const [subscriber, handler] of subscribers) {
      if (!(await outbox.claimDelivery(db, event.id, subscriber, leaseMs, maxAttempts))) continue;
      try {
        await handler(event.payload as never, { eventId: event.id });
        await outbox.markDelivered(db, event.id, subscriber);
      } catch (err) {
        log.error(
          { err, event: event.name, eventId: event.id, subscriber },
          'event handler failed',
        );
        await outbox
          .releaseDelivery(db, event.id, subscriber, String(err), leaseMs, retryMs)
          .catch((e: unknown) => log.error({ err: e }, 'events: releasing a delivery failed'));
      }
    }
    return outbox.closeIfDone(db, event.id, [...subscribers.keys()], maxAttempts);
  }

  /** Delivers these events now, in order; failures are logged, never thrown. */
  async function deliver(events: outbox.OutboxRow[]): Promise<number> {
    let closed = 0;
    for (const event of events) {
      if (inFlight.has(event.id)) continue;
      inFlight.add(event.id);
      try {
        if (await deliverOne(event)) closed += 1;
      } catch (err) {
        log.error({ err, eventId: event.id }, 'events: delivery failed');
      } finally {
        inFlight.delete(event.id);
      }
    }
    return closed;
  }

  const deliverStored = (ids: number[]) =>
    track(
      outbox
        .pendingEvents(db, ids)
        .then(deliver)
        .catch((err: unknown) => {
          log.error({ err }, 'events: delivery failed');
          return 0;
        }),
    );

  async function drain(olderThanMs: number): Promise<number> {
    let closed = 0;
    let after = 0;
    for (;;) {
      const batch = await outbox.undeliveredEvents(db, after, olderThanMs, BATCH);
      if (!batch.length) return closed;
      after = batch.at(-1)!.id;
      closed += await deliver(batch);
    }
  }

  const bus: EventBus = {
    async publish(name, payload) {
      let id: number;
      try {
        id = await outbox.insertEvent(db, name, payload);
      } catch (err) {
        // As before the outbox: a failure to tell never fails the user's action.
        log.error({ err, event: name }, 'events: storing an event failed');
        return;
      }
      await deliverStored([id]);
    },

    async transaction(fn) {
      const ids: number[] = [];
      const result = await db.transaction((tx) =>
        fn(tx, async (name, payload) => {
          ids.push(await outbox.insertEvent(tx, name, payload));
        }),
      );
      await deliverStored(ids);
      return result;
    },

    subscriber(module) {
      return {
        on(name, handler) {
          const byModule = handlers.get(name) ?? new Map<string, EventHandler<never>>();
          if (byModule.has(module)) throw new Error(`${module} already hears ${name}`);
          byModule.set(module, handler as EventHandler<never>);
          handlers.set(name, byModule);
        },
      };
    },

    deliverPending({ olderThanMs = 0 } = {}) {
      // One drain at a time in a process; a second caller waits for it, then drains again.
      const next = (draining ?? Promise.resolve(0)).catch(() => 0).then(() => drain(olderThanMs));
      draining = next;
      // The caller gets `next` and its failure; this copy of it must not be a second, unhandled
      // one (with the database away, a failed drain stopped the process).
      void next
        .finally(() => {
          if (draining === next) draining = null;
        })
        .catch(() => undefined);
      return track(next);
    },

    start() {
      if (timer) return;
      timer = setInterval(() => {
        if (draining) return;
        void bus
          .deliverPending({ olderThanMs: graceMs })
          .catch((err: unknown) => log.error({ err }, 'events: the poller failed'));
      }, pollMs);
      timer.unref();
    },

    async stop() {
      if (timer) clearInterval(timer);
      timer = null;
      await Promise.allSettled([...running]);
    },
  };
  return bus;
}
