import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZErrorResponse } from '@galim/shared/common/api';
import { ZLiveEventId, ZLiveQuery } from '@galim/shared/live/schemas';
import { badRequest } from '../../lib/errors';
import { rateLimit } from '../../lib/limits';
import { security } from '../../lib/route-schemas';
import { WRITES } from '../../lib/write-scopes';
import { openLiveStream } from '../../plugins/live/stream';

/** Live updates (issue 43): the signed-in user's events as Server-Sent Events. */
export const liveRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/live',
    {
      onRequest: app.requireUser,
      config: { writes: WRITES.nothing, rateLimit: rateLimit('liveStream') },
      // Each event must leave as it is written: a compressor would hold it back.
      compress: false,
      schema: {
        tags: ['live'],
        security,
        summary:
          'My live events as Server-Sent Events (text/event-stream): `id`, `event` (notification) and JSON `data`; resume with the Last-Event-ID header (or ?lastEventId=) to get every event after it, once',
        produces: ['text/event-stream'],
        querystring: ZLiveQuery,
        response: { 400: ZErrorResponse, 401: ZErrorResponse, 429: ZErrorResponse },
      },
    },
    async (request, reply) => {
      const header = request.headers['last-event-id'];
      const given = header ?? request.query.lastEventId;
      let from: number | null = null;
      if (given !== undefined) {
        const parsed = ZLiveEventId.safeParse(given);
        if (!parsed.success) throw badRequest('Last-Event-ID must be an event id (digits)');
        from = Number(parsed.data);
      }
      return openLiveStream(app, request, reply, from);
    },
  );
};
