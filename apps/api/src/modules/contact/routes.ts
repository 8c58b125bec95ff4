import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZErrorResponse, ZIdParams, successOf, ZCreatedId } from '@galim/shared/common/api';
import {
  CONTACT_LIMIT_PER_HOUR,
  ZContactList,
  ZContactListQuery,
  ZContactMessage,
  ZContactRequest,
  ZContactUpdate,
} from '@galim/shared/contact/schemas';
import { rateLimit } from '../../lib/limits';
import { adminErrors, security } from '../../lib/route-schemas';
import { WRITES } from '../../lib/write-scopes';

/** Contact form: a real, stored, rate-limited send; an admin inbox. */
export const contactRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = app.contact;
  const tags = ['contact'];
  const admin = { onRequest: app.requireAdmin };

  app.post(
    '/contact',
    {
      config: { writes: WRITES.nothing, rateLimit: rateLimit('contact') },
      schema: {
        tags,
        summary: `Send a message to the team (${CONTACT_LIMIT_PER_HOUR} per hour per user or address)`,
        body: ZContactRequest,
        response: {
          201: successOf(ZCreatedId),
          400: ZErrorResponse,
          429: ZErrorResponse,
        },
      },
    },
    async (request, reply) => {
      const saved = await service.send(request.body, request.user?.id ?? null);
      return reply.status(201).send({ success: true as const, data: { _id: saved._id } });
    },
  );

  app.get(
    '/contact',
    {
      ...admin,
      schema: {
        tags,
        security,
        summary: 'The contact inbox (admin), newest first',
        querystring: ZContactListQuery,
        response: { 200: successOf(ZContactList), ...adminErrors },
      },
    },
    async (request) => ({
      success: true as const,
      data: await service.list(request.query.status),
    }),
  );

  app.patch(
    '/contact/:id',
    {
      ...admin,
      config: { writes: WRITES.nothing },
      schema: {
        tags,
        security,
        summary: 'Mark a message handled (or new again)',
        params: ZIdParams,
        body: ZContactUpdate,
        response: { 200: successOf(ZContactMessage), ...adminErrors, 404: ZErrorResponse },
      },
    },
    async (request) => ({
      success: true as const,
      data: await service.setStatus(request.params.id, request.body.status),
    }),
  );
};
