import { randomUUID } from 'node:crypto';
import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import type { Redis } from 'ioredis';
import { LIVE_EVENTS_KEPT_MS, type TLivePayloads } from '@galim/shared/live/schemas';
import type { Db } from '../../db/client';
import { pruneEvents, recordEvent } from './events';
import { createLiveHub, type LiveHub } from './hub';
import { liveAccount } from './account';

/** What the modules publish with: the user, the event's type and its payload. */
export interface LivePublisher {
  /** Stores the event and tells every process; resolves with its id once it is committed. */
  publish<K extends keyof TLivePayloads>(
    userId: string,
    type: K,
    payload: TLivePayloads[K],
  ): Promise<number>;
  /**
   * Stores the event in the caller's transaction. Call `announce(userId)` once it committed:
   * told earlier, a stream would look before the row is there (and find it only at its next
   * ping).
   */
  record<K extends keyof TLivePayloads>(
    tx: Db,
    userId: string,
    type: K,
    payload: TLivePayloads[K],
  ): Promise<number>;
  /** Tells every process that this user has new events. */
  announce(userId: string): void;
  /**
   * Whether the user has an open stream on any process (the app is open somewhere): a message
   * then reaches them live, and needs no push. False when that cannot be told (Redis away).
   */
  isOnline(userId: string): Promise<boolean>;
}

export interface Live extends LivePublisher {
  /** This process's open streams (GET /api/live opens them: stream.ts). */
  hub: LiveHub;
}

declare module 'fastify' {
  interface FastifyInstance {
    live: Live;
  }
}

/** Old events are deleted hourly: a client away for longer reloads the notification centre. */
const PRUNE_EVERY_SECONDS = 60 * 60;
/**
 * With Redis, each process says which users hold a stream on it: a sorted set per user of
 * process ids scored by when the word expires, renewed well before then. A process that dies
 * stops renewing, and its word runs out by itself.
 */
const PRESENCE_MS = 45_000;
const PRESENCE_RENEW_MS = 15_000;

/**
 * Live events: stored in `live_events` (the id is the SSE event id), announced on Redis pub/sub
 * when REDIS_URL is set, so that every API process wakes its streams of that user, and in this
 * process otherwise. The announcement carries no event: streams read their rows after the last
 * id they sent, so a lost or repeated announcement loses or repeats nothing. While Redis cannot
 * tell this process (down, reconnecting), its streams look every `catchUpMs`.
 */
export const livePlugin = fp(async (app: FastifyInstance) => {
  app.accountParts.register(liveAccount);
  const { db, log } = app;
  const { channel, catchUpMs } = app.config.live;
  const self = randomUUID();
  const presenceKey = (userId: string) => `${channel}:online:${userId}`;
  /** Says (or takes back) that these users hold streams here; a failure only means more push. */
  const sayOnline = (userIds: string[], online: boolean) => {
    const redis = app.redis;
    if (!redis || redis.status !== 'ready' || !userIds.length) return;
    const batch = redis.multi();
    for (const userId of userIds) {
      const key = presenceKey(userId);
      if (online) batch.zadd(key, Date.now() + PRESENCE_MS, self).pexpire(key, PRESENCE_MS);
      else batch.zrem(key, self);
    }
    batch.exec().catch(() => {});
  };
  const hub = createLiveHub(db, log, {
    online: (userId) => sayOnline([userId], true),
    offline: (userId) => sayOnline([userId], false),
  });
  const renewPresence = setInterval(() => sayOnline(hub.users(), true), PRESENCE_RENEW_MS);
  renewPresence.unref();

  let subscriber: Redis | null = null;
  /** Redis tells this process of other processes' events. */
  let hearing = false;
  if (app.redis) {
    const sub = app.redis.duplicate({ autoResubscribe: false, lazyConnect: true });
    subscriber = sub;
    sub.on('error', () => {});
    sub.on('close', () => {
      if (hearing)
        log.warn('live: Redis went away; open streams look for events every few seconds');
      hearing = false;
    });
    sub.on('message', (_channel: string, message: string) => {
      const [from, userId] = message.split(' ');
      if (from !== self && userId) void hub.wake(userId);
    });
    const listen = async () => {
      try {
        await sub.subscribe(channel);
        hearing = true;
        // What was published while this process could not hear.
        void hub.wakeAll();
      } catch {
        // Not subscribed: the catch-up rounds deliver until the next 'ready'.
      }
    };
    let listening: Promise<void> | undefined;
    sub.on('ready', () => {
      listening = listen();
    });
    await sub.connect().catch(() => {});
    // The first requests' streams hear other processes already.
    await listening;
  }

  const catchUp = setInterval(() => {
    if (subscriber && !hearing) void hub.wakeAll();
  }, catchUpMs);
  catchUp.unref();

  const announce = (userId: string) => {
    void hub.wake(userId);
    const redis = app.redis;
    if (redis?.status === 'ready') {
      redis.publish(channel, `${self} ${userId}`).catch((err: Error) => {
        log.warn({ reason: err.message }, 'live: Redis publish failed; others catch up by polling');
      });
    }
  };

  const live: Live = {
    hub,
    announce,
    async isOnline(userId) {
      if (hub.count(userId) > 0) return true;
      const redis = app.redis;
      if (!redis || redis.status !== 'ready') return false;
      try {
        return (await redis.zcount(presenceKey(userId), Date.now(), '+inf')) > 0;
      } catch {
        return false;
      }
    },
    record: (tx, userId, type, payload) => recordEvent(tx, userId, type, payload),
    async publish(userId, type, payload) {
      const id = await db.transaction((tx) => recordEvent(tx, userId, type, payload));
      announce(userId);
      return id;
    },
  };
  app.decorate('live', live);

  app.jobs.define(
    'live-events-prune',
    async () => ({ pruned: await pruneEvents(db, new Date(Date.now() - LIVE_EVENTS_KEPT_MS)) }),
    { runnable: true, every: PRUNE_EVERY_SECONDS },
  );

  // Open streams would keep the server from closing: they end first (clients reconnect).
  app.addHook('preClose', async () => {
    hub.closeAll();
  });
  app.addHook('onClose', async () => {
    clearInterval(catchUp);
    clearInterval(renewPresence);
    subscriber?.disconnect();
  });
});
