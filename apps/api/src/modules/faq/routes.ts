import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZErrorResponse, ZIdParams, successOf, ZSuccess } from '@galim/shared/common/api';
import {
  ZFaqInput,
  ZFaqList,
  ZFaqReorder,
  ZFaqUpdate,
  ZFaqItemSaved,
} from '@galim/shared/faq/schemas';
import { markLanguage, requestLanguage } from '../../lib/language';
import { adminErrors, security } from '../../lib/route-schemas';
import { WRITES } from '../../lib/write-scopes';

/** FAQ: public visible items; admin list, create, update, delete, reorder. */
export const faqRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = app.faq;
  const tags = ['faq'];
  const admin = { onRequest: app.requireAdmin };

  app.get(
    '/faq/public',
    {
      schema: {
        tags,
        summary: "Visible FAQ items, by category and order, in the request's language",
        response: { 200: successOf(ZFaqList) },
      },
    },
    async (request, reply) => {
      // In the request's language (decision 051); the answer says so and varies by it.
      const language = requestLanguage(request);
      markLanguage(reply, language);
      return { success: true as const, data: { items: await service.publicList(language) } };
    },
  );

  app.get(
    '/faq',
    {
      ...admin,
      schema: {
        tags,
        security,
        summary: 'All FAQ items, hidden ones too, with every language (admin)',
        response: { 200: successOf(ZFaqList), ...adminErrors },
      },
    },
    async () => ({
      success: true as const,
      data: { items: await service.list({ visibleOnly: false }) },
    }),
  );

  app.post(
    '/faq',
    {
      ...admin,
      config: { writes: WRITES.nothing },
      schema: {
        tags,
        summary: 'Add a question and answer (admins)',
        security,
        body: ZFaqInput,
        response: { 201: successOf(ZFaqItemSaved), ...adminErrors },
      },
    },
    async (request, reply) => {
      const item = await service.create(request.body);
      return reply.status(201).send({ success: true as const, data: { item } });
    },
  );

  app.put(
    '/faq/reorder',
    {
      ...admin,
      config: { writes: WRITES.nothing },
      schema: {
        tags,
        security,
        summary: 'Reorder the items of one category: orders become 0, 10, 20, ...',
        body: ZFaqReorder,
        response: { 200: successOf(ZFaqList), ...adminErrors, 404: ZErrorResponse },
      },
    },
    async (request) => ({
      success: true as const,
      data: { items: await service.reorder(request.body) },
    }),
  );

  app.put(
    '/faq/:id',
    {
      ...admin,
      config: { writes: WRITES.nothing },
      schema: {
        tags,
        summary: 'Edit a question, its answer, category or place (admins)',
        security,
        params: ZIdParams,
        body: ZFaqUpdate,
        response: {
          200: successOf(ZFaqItemSaved),
          ...adminErrors,
          404: ZErrorResponse,
        },
      },
    },
    async (request) => ({
      success: true as const,
      data: { item: await service.update(request.params.id, request.body) },
    }),
  );

  app.delete(
    '/faq/:id',
    {
      ...admin,
      config: { writes: WRITES.nothing },
      schema: {
        tags,
        summary: 'Delete a question (admins)',
        security,
        params: ZIdParams,
        response: {
          200: ZSuccess,
          ...adminErrors,
          404: ZErrorResponse,
        },
      },
    },
    async (request) => {
      await service.remove(request.params.id);
      return { success: true as const };
    },
  );
};
