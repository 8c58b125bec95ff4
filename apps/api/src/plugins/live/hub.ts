import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client';
import { eventsAfter, type LiveEventRow } from './events';

// The open streams of this process and their delivery. Whatever wakes a user's streams (this
// process's own publish, a Redis message, a catch-up round), each stream reads its user's rows
// after the last id it sent, so events arrive in id order, once, whoever woke it and how often.

/** Rows read per query while a stream catches up. */
const BATCH = 100;
/** A client that reads slower than this much unsent text is cut off; it resumes by id. */
const MAX_UNSENT_BYTES = 1024 * 1024;

/** The writable end of one open stream (the HTTP answer). */
export interface StreamSink {
  write(text: string): void;
  /** Bytes written but not yet taken by the client. */
  unsent(): number;
  end(): void;
}

export interface LiveStream {
  readonly userId: string;
  /** The id of the last event sent (or the starting point). */
  lastId: number;
  sink: StreamSink;
  /** The read under way, if any; `again` asks it to read once more before it ends. */
  running: Promise<void> | null;
  again: boolean;
  closed: boolean;
}

/** One event as the stream carries it (`id`, `event`, `data`, blank line). */
export function eventText(row: LiveEventRow): string {
  return `id: ${row.id}\nevent: ${row.type}\ndata: ${JSON.stringify(row.payload)}\n\n`;
}

/** Told when a user's first stream on this process opens and when their last one closes. */
export interface Presence {
  online(userId: string): void;
  offline(userId: string): void;
}

export function createLiveHub(db: Db, log: FastifyBaseLogger, presence?: Presence) {
  const byUser = new Map<string, Set<LiveStream>>();

  function close(stream: LiveStream) {
    if (stream.closed) return;
    stream.closed = true;
    const streams = byUser.get(stream.userId);
    streams?.delete(stream);
    if (streams?.size === 0) {
      byUser.delete(stream.userId);
      presence?.offline(stream.userId);
    }
    stream.sink.end();
  }

  async function read(stream: LiveStream): Promise<void> {
    try {
      let full = true;
      while (!stream.closed && (full || stream.again)) {
        stream.again = false;
        const rows = await eventsAfter(db, stream.userId, stream.lastId, BATCH);
        if (stream.closed) return;
        for (const row of rows) stream.sink.write(eventText(row));
        if (rows.length) stream.lastId = rows.at(-1)!.id;
        full = rows.length === BATCH;
        if (stream.sink.unsent() > MAX_UNSENT_BYTES) close(stream);
      }
    } catch (err) {
      log.warn(
        { err, userId: stream.userId },
        'live: reading events failed; read again at the next wake',
      );
    }
  }

  /**
   * Sends the stream what it has not had yet; resolves when it is written. While a read is under
   * way, it reads once more before it ends (one reader per stream keeps the ids in order).
   */
  function deliver(stream: LiveStream): Promise<void> {
    if (stream.closed) return Promise.resolve();
    if (stream.running) {
      stream.again = true;
      return stream.running;
    }
    const running = read(stream).finally(() => {
      stream.running = null;
    });
    stream.running = running;
    return running;
  }

  return {
    /** Opens a stream after `lastId`: from now on a wake makes it read. */
    open(userId: string, lastId: number, sink: StreamSink): LiveStream {
      const stream: LiveStream = {
        userId,
        lastId,
        sink,
        running: null,
        again: false,
        closed: false,
      };
      let streams = byUser.get(userId);
      if (!streams) {
        byUser.set(userId, (streams = new Set()));
        presence?.online(userId);
      }
      streams.add(stream);
      return stream;
    },
    close,
    deliver,
    /** Open streams of a user on this process. */
    count: (userId: string) => byUser.get(userId)?.size ?? 0,
    /** The users with an open stream on this process. */
    users: () => [...byUser.keys()],
    /** A user has new events: their streams here read them. */
    wake(userId: string): Promise<void> {
      const streams = byUser.get(userId);
      return streams ? Promise.all([...streams].map(deliver)).then(() => {}) : Promise.resolve();
    },
    /** Every open stream reads what it missed (Redis was away, or a periodic check). */
    wakeAll: () => Promise.all([...byUser.values()].flatMap((s) => [...s].map(deliver))),
    closeAll() {
      for (const streams of [...byUser.values()]) for (const s of [...streams]) close(s);
    },
    get size() {
      let n = 0;
      for (const s of byUser.values()) n += s.size;
      return n;
    },
  };
}

export type LiveHub = ReturnType<typeof createLiveHub>;
