import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZErrorResponse, ZIdParams, successOf, ZSuccess } from '@galim/shared/common/api';
import {
  ZBrand,
  ZBrandInput,
  ZBrandUpdate,
  ZCategory,
  ZCategoryInput,
  ZCategoryUpdate,
  ZModel,
  ZModelInput,
  ZModelUpdate,
  ZTechnology,
  ZTechnologyInput,
  ZTechnologyUpdate,
  type TReferenceKind,
  ZReferenceListQuery,
  ZReferenceReadQuery,
} from '@galim/shared/reference/schemas';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { TextView } from './service';
import { markLanguage, requestLanguage } from '../../lib/language';
import { adminErrors, security } from '../../lib/route-schemas';
import { WRITES } from '../../lib/write-scopes';

const KINDS = {
  brands: { item: ZBrand, create: ZBrandInput, update: ZBrandUpdate },
  categories: { item: ZCategory, create: ZCategoryInput, update: ZCategoryUpdate },
  models: { item: ZModel, create: ZModelInput, update: ZModelUpdate },
  technologies: { item: ZTechnology, create: ZTechnologyInput, update: ZTechnologyUpdate },
} satisfies Record<TReferenceKind, unknown>;

/** Kinds whose names are written in several languages (decision 051). */
const TRANSLATED = new Set<TReferenceKind>(['categories', 'technologies']);

/**
 * How a read words its rows: every language as stored when asked (`?languages=all`, the admin
 * tables), else the request's language, which the answer then says it followed.
 */
function textView(
  kind: TReferenceKind,
  request: FastifyRequest & { query: { languages?: 'all' } },
  reply: FastifyReply,
): TextView {
  if (request.query.languages === 'all' || !TRANSLATED.has(kind)) return 'all';
  const language = requestLanguage(request);
  markLanguage(reply, language);
  return { language };
}

/**
 * /api/brands, /api/categories, /api/models, /api/technologies: public reads, admin writes.
 * Brands and models users proposed are read by their proposer and admins until approved.
 */
export const referenceRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = app.reference;

  for (const [kind, schemas] of Object.entries(KINDS) as [
    TReferenceKind,
    (typeof KINDS)[TReferenceKind],
  ][]) {
    const tags = ['reference'];
    const admin = { onRequest: app.requireAdmin };

    app.get(
      `/${kind}`,
      {
        schema: {
          tags,
          summary: `List ${kind}`,
          querystring: ZReferenceListQuery,
          response: { 200: successOf(z.array(schemas.item)), 400: ZErrorResponse },
        },
      },
      async (request, reply) => ({
        success: true as const,
        data: await service.list(kind, request.query, request.user, textView(kind, request, reply)),
      }),
    );

    app.get(
      `/${kind}/:id`,
      {
        schema: {
          tags,
          summary: `One of the ${kind} by id`,
          params: ZIdParams,
          querystring: ZReferenceReadQuery,
          response: { 200: successOf(schemas.item), 404: ZErrorResponse },
        },
      },
      async (request, reply) => ({
        success: true as const,
        data: await service.read(
          kind,
          request.params.id,
          request.user,
          textView(kind, request, reply),
        ),
      }),
    );

    app.post(
      `/${kind}`,
      {
        ...admin,
        config: { writes: WRITES.boards },
        schema: {
          tags,
          summary: `Create an item of ${kind} (admins)`,
          security,
          body: schemas.create,
          response: {
            201: successOf(schemas.item),
            ...adminErrors,
            404: ZErrorResponse,
            409: ZErrorResponse,
          },
        },
      },
      async (request, reply) =>
        reply
          .status(201)
          .send({ success: true as const, data: await service.create(kind, request.body) }),
    );

    app.put(
      `/${kind}/:id`,
      {
        ...admin,
        config: { writes: WRITES.boards },
        schema: {
          tags,
          summary: `Update an item of ${kind} (admins)`,
          security,
          params: ZIdParams,
          body: schemas.update,
          response: {
            200: successOf(schemas.item),
            ...adminErrors,
            404: ZErrorResponse,
            409: ZErrorResponse,
          },
        },
      },
      async (request) => {
        const item = await service.update(kind, request.params.id, request.body);
        return { success: true as const, data: item };
      },
    );

    if (kind === 'brands' || kind === 'models') {
      app.post(
        `/${kind}/:id/approve`,
        {
          ...admin,
          config: { writes: WRITES.boards },
          schema: {
            tags,
            security,
            summary: `Approve a user's proposed ${kind === 'brands' ? 'brand' : 'model'}: it is listed publicly from now on`,
            params: ZIdParams,
            response: { 200: successOf(schemas.item), ...adminErrors, 404: ZErrorResponse },
          },
        },
        async (request) => ({
          success: true as const,
          data: await service.approve(kind, request.params.id),
        }),
      );
    }

    app.delete(
      `/${kind}/:id`,
      {
        ...admin,
        config: { writes: WRITES.boards },
        schema: {
          tags,
          summary: `Delete an item of ${kind} (admins; refused while boards use it)`,
          security,
          params: ZIdParams,
          response: {
            200: ZSuccess,
            ...adminErrors,
            404: ZErrorResponse,
            409: ZErrorResponse,
          },
        },
      },
      async (request) => {
        await service.remove(kind, request.params.id);
        return { success: true as const };
      },
    );
  }
};
