import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZErrorResponse, ZIdParams, successOf, ZSuccess } from '@galim/shared/common/api';
import {
  ZSavedSearch,
  ZSavedSearchInput,
  ZSurfAlert,
  ZSurfAlertInput,
  ZSurfAlertUpdate,
} from '@galim/shared/alerts/schemas';
import type { Language } from '@galim/shared/i18n/languages';
import { currentUser } from '../../plugins/auth';
import { requestLanguage } from '../../lib/language';
import { change, errors, security, tags } from './route-kit';

/** My saved searches and surf alerts: two lists of my own, each listed, added to and pruned. */
export const listRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = app.alerts;

  const ownList = ownListRoutes(app);
  ownList('/saved-searches', {
    item: ZSavedSearch,
    input: ZSavedSearchInput,
    summaries: {
      list: 'My saved searches',
      add: 'Save the filters of GET /api/surfboards, or a kind of gear with its attribute filters (`kind`, `attributes`), and be told of new matching listings',
      remove: 'Remove one of my saved searches',
    },
    list: service.savedSearches,
    add: service.saveSearch,
    remove: service.deleteSearch,
  });
  ownList('/surf-alerts', {
    item: ZSurfAlert,
    input: ZSurfAlertInput,
    summaries: {
      list: 'My surf alerts',
      add: 'Be told when a spot reaches the stars on the chosen days and hours',
      remove: 'Remove one of my surf alerts',
    },
    list: service.surfAlerts,
    add: service.addSurfAlert,
    remove: service.deleteSurfAlert,
  });

  app.patch(
    '/surf-alerts/:id',
    {
      onRequest: app.requireUser,
      config: change,
      schema: {
        tags,
        security,
        summary:
          "Ask for a push (or stop it) when a report from the beach at the alert's spot says head-high or more and glassy or textured",
        params: ZIdParams,
        body: ZSurfAlertUpdate,
        response: { 200: successOf(ZSurfAlert), ...errors },
      },
    },
    async (request) => ({
      success: true as const,
      data: await service.setSurfAlertPush(
        currentUser(request).id,
        request.params.id,
        request.body.pushOnReport,
      ),
    }),
  );
};

type ZodApp = Parameters<FastifyPluginAsyncZod>[0];

/**
 * A signed-in user's own list (saved searches, surf alerts): GET the list, POST one (201, 409
 * over the per-user cap), DELETE one of mine by id (another user's id: 404).
 */
function ownListRoutes(app: ZodApp) {
  const user = { onRequest: app.requireUser };
  return <TItem extends z.ZodType, TInput extends z.ZodType>(
    path: string,
    list: {
      item: TItem;
      input: TInput;
      summaries: { list: string; add: string; remove: string };
      list: (userId: string) => Promise<z.infer<TItem>[]>;
      /** `language`: the request's, for a refusal worded in it. */
      add: (userId: string, input: z.infer<TInput>, language: Language) => Promise<z.infer<TItem>>;
      remove: (userId: string, id: string) => Promise<unknown>;
    },
  ) => {
    // The routes see the schemas as plain zod types (the type provider cannot follow a generic
    // schema); the signature above keeps each list's functions and schemas in step.
    const item: z.ZodType = list.item;
    const input: z.ZodType = list.input;
    app.get(
      path,
      {
        ...user,
        schema: {
          tags,
          security,
          summary: list.summaries.list,
          response: { 200: successOf(z.array(item)), ...errors },
        },
      },
      async (request) => ({
        success: true as const,
        data: await list.list(currentUser(request).id),
      }),
    );
    app.post(
      path,
      {
        ...user,
        config: change,
        schema: {
          tags,
          security,
          summary: list.summaries.add,
          body: input,
          response: { 201: successOf(item), ...errors, 409: ZErrorResponse },
        },
      },
      async (request, reply) => {
        const data = await list.add(
          currentUser(request).id,
          request.body as z.infer<TInput>,
          requestLanguage(request),
        );
        return reply.code(201).send({ success: true as const, data });
      },
    );
    app.delete(
      `${path}/:id`,
      {
        ...user,
        config: change,
        schema: {
          tags,
          security,
          summary: list.summaries.remove,
          params: ZIdParams,
          response: { 200: ZSuccess, ...errors },
        },
      },
      async (request) => {
        await list.remove(currentUser(request).id, request.params.id);
        return { success: true as const };
      },
    );
  };
}
