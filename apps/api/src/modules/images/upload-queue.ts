import fp from 'fastify-plugin';
import type { FastifyInstance, FastifyReply, FastifyRequest, RouteHandlerMethod } from 'fastify';
import { AppError } from '../../lib/errors';
import { uploadRateLimit } from './upload-limit';

// The upload queue: an upload's files are read into memory and decoded, so memory grows with
// the uploads in progress, not with the photos stored. Each process takes `atOnce` uploads at a
// time; up to `waiting` more wait for a turn without their bodies being read (the client's
// connection holds them); past that, or after waiting `maxWaitMs`, an upload is answered 503
// with Retry-After and a Hebrew message, and the app keeps the form to send it again. Nothing
// is dropped without an answer. The routes in the queue are the ones that accept images: those
// with the shared upload limit (`uploadRateLimit`, upload-limit.ts).

export interface UploadQueueLimits {
  /** Uploads read and encoded at once in this process. */
  atOnce: number;
  /** Uploads that may wait for a turn; more are refused at once. */
  waiting: number;
  /** The longest an upload waits for a turn before it is refused. */
  maxWaitMs: number;
}

/** The answer when the queue is full: what happened and when to try again. */
export function uploadsBusyMessage(retryAfterSeconds: number): string {
  return `The server is busy with other uploads and did not store these images; try again in ${retryAfterSeconds} s`;
}

class UploadsBusy extends AppError {
  constructor(readonly retryAfterSeconds: number) {
    super(503, 'SERVER_BUSY', uploadsBusyMessage(retryAfterSeconds));
  }
}

export interface UploadQueue {
  /** Waits for a turn and returns its release; throws UploadsBusy when there is none. */
  enter(): Promise<() => void>;
  readonly stats: { running: number; waiting: number; refused: number };
}

export function createUploadQueue(limits: UploadQueueLimits): UploadQueue {
  const queue: { grant: () => void; refuse: () => void }[] = [];
  const stats = { running: 0, waiting: 0, refused: 0 };
  // How long an upload takes, on average lately: what Retry-After says to wait.
  let averageMs = 5_000;

  const retryAfter = () =>
    Math.min(
      60,
      Math.max(1, Math.ceil(((queue.length + stats.running) * averageMs) / limits.atOnce / 1000)),
    );
  const busy = () => {
    stats.refused += 1;
    return new UploadsBusy(retryAfter());
  };

  const release = (started: number) => {
    let done = false;
    return () => {
      if (done) return;
      done = true;
      averageMs = averageMs * 0.8 + (Date.now() - started) * 0.2;
      const next = queue.shift();
      if (next) {
        stats.waiting = queue.length;
        next.grant(); // the turn passes straight on
      } else {
        stats.running -= 1;
      }
    };
  };

  return {
    stats,
    async enter() {
      if (stats.running < limits.atOnce) {
        stats.running += 1;
        return release(Date.now());
      }
      if (queue.length >= limits.waiting) throw busy();
      await new Promise<void>((resolve, reject) => {
        const entry = {
          grant: () => {
            clearTimeout(timer);
            resolve();
          },
          refuse: () => reject(busy()),
        };
        const timer = setTimeout(() => {
          queue.splice(queue.indexOf(entry), 1);
          stats.waiting = queue.length;
          entry.refuse();
        }, limits.maxWaitMs);
        queue.push(entry);
        stats.waiting = queue.length;
      });
      return release(Date.now());
    },
  };
}

declare module 'fastify' {
  interface FastifyInstance {
    uploadQueue: UploadQueue;
  }
}

/**
 * Puts every route that accepts images into the queue: its handler runs in a turn, and the
 * turn ends when the handler is done with the files (not when the client goes away: an
 * upload whose client left still holds its memory until it stops).
 */
export const uploadQueuePlugin = fp(async (app: FastifyInstance) => {
  const queue = createUploadQueue(app.config.uploadQueue);
  app.decorate('uploadQueue', queue);
  app.addHook('onRoute', (route) => {
    if (route.config?.rateLimit !== uploadRateLimit) return;
    const handler = route.handler as RouteHandlerMethod;
    route.handler = async function (
      this: FastifyInstance,
      request: FastifyRequest,
      reply: FastifyReply,
    ) {
      let release: () => void;
      try {
        release = await queue.enter();
      } catch (err) {
        if (err instanceof UploadsBusy) void reply.header('retry-after', err.retryAfterSeconds);
        throw err;
      }
      try {
        return await handler.call(this, request, reply);
      } finally {
        release();
      }
    };
  });
});
