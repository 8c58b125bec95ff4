import { PassThrough } from 'node:stream';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { LIVE_RETRY_MS } from '@galim/shared/live/schemas';
import { apiError } from '../../lib/errors';
import { bearerToken, currentUser } from '../auth';
import { latestEventId } from './events';

/** The answer's headers: an event stream that no proxy buffers, caches or compresses. */
export const STREAM_HEADERS = {
  'content-type': 'text/event-stream; charset=utf-8',
  'cache-control': 'no-cache, no-transform',
  'x-accel-buffering': 'no',
  connection: 'keep-alive',
} as const;

/**
 * Answers GET /api/live: the signed-in user's events after `from` (their Last-Event-ID), or
 * from now on without it, then each new one as it comes. The stream opens with `retry:` and
 * the id it starts at, so a client that saw no event yet still resumes from there. A `: ping`
 * every `pingMs` keeps proxies from closing it; at each ping the session is checked again (a
 * signed-out token stops hearing) and missed events are looked for. After `streamMs` the
 * server ends it and the client comes back with its last id.
 */
export async function openLiveStream(
  app: FastifyInstance,
  request: FastifyRequest,
  reply: FastifyReply,
  from: number | null,
): Promise<FastifyReply> {
  const user = currentUser(request);
  const { hub } = app.live;
  const { streamsPerUser, pingMs, streamMs } = app.config.live;
  if (hub.count(user.id) >= streamsPerUser) throw apiError('LIVE_STREAMS_LIMIT');

  const body = new PassThrough();
  const stream = hub.open(user.id, from ?? 0, {
    write: (text) => body.write(text),
    unsent: () => body.writableLength + reply.raw.writableLength,
    end: () => body.end(),
  });
  if (from === null) {
    // Wakes that come before the starting point is known wait for it (and read after it).
    const starting = latestEventId(app.db, user.id).then((id) => {
      stream.lastId = id;
    });
    stream.running = starting.then(
      () => {},
      () => {},
    );
    try {
      await starting;
    } catch (err) {
      hub.close(stream);
      throw err;
    } finally {
      stream.running = null;
    }
  }
  body.write(`retry: ${LIVE_RETRY_MS}\nid: ${stream.lastId}\n\n`);

  const token = bearerToken(request);
  const ping = setInterval(() => {
    void (async () => {
      const still = token ? await app.signedInUser(token).catch(() => user) : null;
      if (still?.id !== user.id) return hub.close(stream);
      await hub.deliver(stream);
      if (!stream.closed) body.write(': ping\n\n');
    })();
  }, pingMs);
  const lifetime = streamMs > 0 ? setTimeout(() => hub.close(stream), streamMs) : undefined;
  reply.raw.on('close', () => {
    clearInterval(ping);
    clearTimeout(lifetime);
    hub.close(stream);
  });

  const missed = hub.deliver(stream);
  if (streamMs === 0) void missed.then(() => hub.close(stream));
  return reply.headers(STREAM_HEADERS).send(body);
}
