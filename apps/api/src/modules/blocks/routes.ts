import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZErrorResponse, ZIdParams, successOf } from '@galim/shared/common/api';
import { ZBlockList, ZBlocked } from '@galim/shared/conversations/schemas';
import { rateLimit } from '../../lib/limits';
import { security } from '../../lib/route-schemas';
import { WRITES } from '../../lib/write-scopes';
import { currentUser } from '../../plugins/auth';

const errors = {
  400: ZErrorResponse,
  401: ZErrorResponse,
  404: ZErrorResponse,
  429: ZErrorResponse,
};

/**
 * Blocking another user: the two can no longer write to each other, and the blocked user's
 * boards leave the blocker's lists. Only the blocker knows; the blocked user is told only that
 * their message cannot be sent. Public cached reads are the same for everyone, so nothing ends.
 */
export const blocksRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = app.blocks;
  const user = { onRequest: app.requireUser };
  const tags = ['conversations'];

  app.get(
    '/blocks',
    {
      ...user,
      schema: {
        tags,
        security,
        summary: 'The users I blocked, newest first',
        response: { 200: successOf(ZBlockList), ...errors },
      },
    },
    async (request) => ({ success: true as const, data: await service.list(currentUser(request)) }),
  );

  app.put(
    '/blocks/:id',
    {
      ...user,
      config: { writes: WRITES.nothing, rateLimit: rateLimit('userBlock') },
      schema: {
        tags,
        security,
        summary: 'Block a user: no messages either way, and their boards leave my lists',
        params: ZIdParams,
        response: { 200: successOf(ZBlocked), ...errors },
      },
    },
    async (request) => {
      await service.block(currentUser(request), request.params.id);
      return { success: true as const, data: { blocked: true as const } };
    },
  );

  app.delete(
    '/blocks/:id',
    {
      ...user,
      config: { writes: WRITES.nothing, rateLimit: rateLimit('userBlock') },
      schema: {
        tags,
        security,
        summary: 'Unblock a user (nothing happens when they were not blocked)',
        params: ZIdParams,
        response: { 200: successOf(ZBlocked), ...errors },
      },
    },
    async (request) => {
      await service.unblock(currentUser(request), request.params.id);
      return { success: true as const, data: { blocked: false as const } };
    },
  );
};
