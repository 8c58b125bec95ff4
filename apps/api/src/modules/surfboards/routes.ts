import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZErrorResponse, ZId, ZIdParams, successOf, ZSuccess } from '@galim/shared/common/api';
import { ZReferenceExists } from '@galim/shared/reference/schemas';
import {
  ZInquiryRequest,
  ZLikeStatus,
  ZSurfboard,
  ZSurfboardPage,
  ZSurfboardSearchQuery,
  type TSurfboardSearchQuery,
} from '@galim/shared/surfboards/schemas';
import { currentUser } from '../../plugins/auth';
import { createSurfboardsService, estimateBoardPrice, createManageService } from './service';
import { rateLimit } from '../../lib/limits';
import { ZPriceEstimate, ZPriceEstimateQuery } from '@galim/shared/surfboards/price-estimate';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { BOARD_LIMITS } from '@galim/shared/surfboards/options';
import { zNumberOr } from '@galim/shared/common/number-schemas';
import { pageRule } from '@galim/shared/common/numbers';
import {
  ZArchiveToggle,
  ZBoardCover,
  ZBoardInput,
  ZBoardUpdate,
  ZBulkCreate,
  ZBulkIds,
  ZBulkResult,
  ZBulkSold,
  ZBulkUpdate,
  ZImageLayout,
  ZMarkSold,
  ZMyBoards,
  ZMyBoardsQuery,
  ZUserAnalytics,
} from '@galim/shared/surfboards/form';
import { badRequest } from '../../lib/errors';
import { parseBody } from '../../lib/parse-body';
import { routeJson, sendJson, sendShared } from '../../lib/read-cache';
import { readMultipart, type MultipartBody } from '../images/multipart';
import { uploadRateLimit } from '../images/upload-limit';

const tags = ['surfboards'];
const security = [{ bearer: [] }];
const ZPageQuery = z.object({
  page: zNumberOr(pageRule(1000), 1),
  limit: zNumberOr(pageRule(100), 48),
});
const ZLikeResult = ZLikeStatus.extend({ favoriteCount: z.number() });
const BOARD_PATH = /^\/surfboards\/([0-9a-f]{24})$/;

/** Public side of the marketplace: search, board page, likes, favourites, contact clicks. */
const publicRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = createSurfboardsService(app.db, app.database.readDb, app.readCache);

  // The web app plugin (and its registerPageMeta) is registered after this one.
  app.addHook('onReady', async () => {
    app.registerPageMeta?.(BOARD_PATH, (match) =>
      service.pageMeta(match[1]!, app.config.publicUrl),
    );
  });

  /** Both search routes: visitors share one JSON per query, signed-in users get their own. */
  const search = async (
    request: FastifyRequest<{ Querystring: TSurfboardSearchQuery }>,
    reply: FastifyReply,
  ) =>
    request.user
      ? { success: true as const, data: await service.search(request.query, request.user) }
      : sendShared(
          reply,
          app.readCache,
          'boards',
          `boards:${JSON.stringify(request.query)}`,
          async () => ({
            success: true as const,
            data: await service.search(request.query, null),
          }),
        );

  const searchSchema = {
    tags,
    querystring: ZSurfboardSearchQuery,
    response: { 200: successOf(ZSurfboardPage), 400: ZErrorResponse },
  };

  app.get(
    '/surfboards',
    {
      schema: {
        ...searchSchema,
        summary: 'Public boards: filters, free-text search, sort and pages of 12 with the total',
      },
    },
    search,
  );

  app.get(
    '/surfboards/search',
    { schema: { ...searchSchema, summary: 'Free-text search (same filters as GET /surfboards)' } },
    search,
  );

  app.get(
    '/surfboards/favorites',
    {
      onRequest: app.requireUser,
      schema: {
        tags,
        security,
        summary: "The signed-in user's liked boards, newest like first",
        querystring: ZPageQuery,
        response: { 200: successOf(ZSurfboardPage), 401: ZErrorResponse },
      },
    },
    async (request) => ({
      success: true as const,
      data: await service.favorites(currentUser(request), request.query),
    }),
  );

  app.get(
    '/surfboards/user/:userId',
    {
      schema: {
        tags,
        summary: "A seller's public boards (all of them for the seller and admins)",
        params: z.object({ userId: ZId }),
        querystring: ZPageQuery,
        response: { 200: successOf(ZSurfboardPage), 400: ZErrorResponse },
      },
    },
    async (request) => ({
      success: true as const,
      data: await service.sellerBoards(request.params.userId, request.query, request.user),
    }),
  );

  app.get(
    '/surfboards/:id',
    {
      schema: {
        tags,
        summary: 'A board: public ones for everyone, non-public ones for the owner and admins',
        params: ZIdParams,
        response: { 200: successOf(ZSurfboard), 404: ZErrorResponse },
      },
    },
    async (request, reply) => {
      const viewer = {
        user: request.user,
        ip: request.ip,
        userAgent: request.headers['user-agent'] ?? '',
      };
      if (viewer.user) {
        return { success: true as const, data: await service.view(request.params.id, viewer) };
      }
      const json = await service.visitorView(request.params.id, viewer, (data) =>
        routeJson(reply, { success: true as const, data }),
      );
      return sendJson(reply, json);
    },
  );

  for (const action of ['like', 'unlike'] as const) {
    app.patch(
      `/surfboards/:id/${action}`,
      {
        onRequest: app.requireUser,
        config: { rateLimit: rateLimit('like') },
        schema: {
          tags,
          security,
          summary: action === 'like' ? 'Like a board (idempotent)' : 'Unlike a board (idempotent)',
          params: ZIdParams,
          response: { 200: successOf(ZLikeResult), 401: ZErrorResponse, 404: ZErrorResponse },
        },
      },
      async (request) => {
        const user = currentUser(request);
        const data =
          action === 'like'
            ? await service.like(request.params.id, user)
            : await service.unlike(request.params.id, user);
        return { success: true as const, data };
      },
    );
  }

  app.get(
    '/surfboards/:id/liked',
    {
      schema: {
        tags,
        summary: 'Whether the signed-in user likes the board (false for visitors)',
        params: ZIdParams,
        response: { 200: successOf(ZLikeStatus), 404: ZErrorResponse },
      },
    },
    async (request) => ({
      success: true as const,
      data: await service.likeStatus(request.params.id, request.user),
    }),
  );

  app.post(
    '/surfboards/:id/inquiries',
    {
      config: { rateLimit: rateLimit('inquiry') },
      schema: {
        tags,
        summary: 'Records a WhatsApp or e-mail contact click on a board page',
        params: ZIdParams,
        body: ZInquiryRequest,
        response: {
          201: successOf(z.object({ recorded: z.boolean() })),
          400: ZErrorResponse,
          404: ZErrorResponse,
        },
      },
    },
    async (request, reply) =>
      reply.status(201).send({
        success: true as const,
        data: await service.recordInquiry(request.params.id, request.body.channel, request.user),
      }),
  );
};

/**
 * What a board is worth. A static path: Fastify's router prefers it to /surfboards/:id whatever
 * the registration order (a test holds that).
 */
const priceRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/surfboards/price-estimate',
    {
      schema: {
        tags: ['surfboards'],
        summary:
          'Price range of comparable boards (25th/50th/75th percentile); null figures below 5 comparables',
        querystring: ZPriceEstimateQuery,
        response: { 200: successOf(ZPriceEstimate), 400: ZErrorResponse },
      },
    },
    async (request) => ({
      success: true as const,
      data: await estimateBoardPrice(app.db, request.query),
    }),
  );
};

export const IMAGES_TOO_LARGE_MESSAGE = 'images too large';

const errors = {
  400: ZErrorResponse,
  401: ZErrorResponse,
  403: ZErrorResponse,
  404: ZErrorResponse,
  409: ZErrorResponse,
};
const ownerTags = ['surfboards (owner)'];

/** Multipart text fields: a repeated field keeps its first value. */
function textFields(body: MultipartBody): Record<string, string> {
  return Object.fromEntries(
    Object.entries(body.fields).map(([k, v]) => [k, Array.isArray(v) ? v[0]! : v]),
  );
}

function readImages(request: FastifyRequest) {
  return readMultipart(request, {
    maxFiles: BOARD_LIMITS.maxImages,
    maxFileBytes: BOARD_LIMITS.maxImageBytes,
    tooLargeMessage: IMAGES_TOO_LARGE_MESSAGE,
  });
}

const jsonNumber = (v: string | undefined) => {
  if (v === undefined || v === '') return undefined;
  const n = Number(v);
  return Number.isFinite(n) ? n : v;
};

/** Owner side of the marketplace: publish, edit, lifecycle, bulk actions, personal analytics. */
const ownerRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = createManageService(app.db, app.images, app.alerts);
  const user = { onRequest: app.requireUser };
  /** Edits, lifecycle changes and bulk actions of the owner. */
  const change = { ...user, config: { rateLimit: rateLimit('boardChange') } };
  /** The same on one board: whose it is is settled before its body is validated. */
  const changeOne = {
    ...change,
    preValidation: async (request: FastifyRequest) => {
      const { id } = request.params as { id: string };
      await service.checkAccess(id, currentUser(request));
    },
  };

  app.post(
    '/surfboards',
    {
      ...user,
      config: { rateLimit: uploadRateLimit },
      schema: {
        tags: ownerTags,
        security,
        summary:
          'Publish a board (multipart: fields, repeated `images`, `location` as JSON text). Starts pending.',
        consumes: ['multipart/form-data'],
        response: {
          201: successOf(ZSurfboard),
          ...errors,
          413: ZErrorResponse,
          415: ZErrorResponse,
          429: ZErrorResponse,
        },
      },
    },
    async (request, reply) => {
      const me = currentUser(request);
      const body = await readImages(request);
      const fields = textFields(body);
      const input = parseBody(ZBoardInput, fields);
      const { coverIndex } = parseBody(ZBoardCover, { coverIndex: fields.coverIndex });
      const data = await service.publish(
        me,
        input,
        body.files.filter((f) => f.field === 'images').map((f) => f.data),
        coverIndex,
      );
      return reply.status(201).send({ success: true as const, data });
    },
  );

  app.get(
    '/surfboards/mine',
    {
      ...user,
      schema: {
        tags: ownerTags,
        security,
        summary: "The signed-in user's boards in every review state: active, archived or sold",
        querystring: ZMyBoardsQuery,
        response: { 200: successOf(ZMyBoards), 401: ZErrorResponse },
      },
    },
    async (request) => ({
      success: true as const,
      data: await service.mine(currentUser(request), request.query.status),
    }),
  );

  app.get(
    '/surfboards/analytics/:userId',
    {
      ...user,
      schema: {
        tags: ownerTags,
        security,
        summary: 'Personal analytics (yourself, or any user for an admin)',
        params: z.object({ userId: ZId }),
        response: { 200: successOf(ZUserAnalytics), ...errors },
      },
    },
    async (request) => ({
      success: true as const,
      data: await service.analytics(request.params.userId, currentUser(request)),
    }),
  );

  app.put(
    '/surfboards/:id',
    {
      ...changeOne,
      schema: {
        tags: ownerTags,
        security,
        summary: 'Edit a board; text or image changes send an approved board back to review',
        params: ZIdParams,
        body: ZBoardUpdate,
        response: { 200: successOf(ZSurfboard), ...errors },
      },
    },
    async (request) => ({
      success: true as const,
      data: await service.update(request.params.id, currentUser(request), request.body),
    }),
  );

  app.put(
    '/surfboards/:id/images',
    {
      ...changeOne,
      config: { rateLimit: uploadRateLimit },
      schema: {
        tags: ownerTags,
        security,
        summary:
          'Replace the gallery (multipart): `layout` JSON list of kept keys and `new:N` for the N-th uploaded `images` file, `coverIndex`',
        consumes: ['multipart/form-data'],
        params: ZIdParams,
        response: {
          200: successOf(ZSurfboard),
          ...errors,
          413: ZErrorResponse,
          415: ZErrorResponse,
          429: ZErrorResponse,
        },
      },
    },
    async (request) => {
      const me = currentUser(request);
      const body = await readImages(request);
      const fields = textFields(body);
      let layout: unknown;
      try {
        layout = JSON.parse(fields.layout ?? '[]');
      } catch {
        throw badRequest('layout must be JSON');
      }
      const parsed = parseBody(ZImageLayout, {
        layout,
        coverIndex: jsonNumber(fields.coverIndex),
      });
      const files = body.files.filter((f) => f.field === 'images').map((f) => f.data);
      return {
        success: true as const,
        data: await service.replaceImages(
          request.params.id,
          me,
          parsed.layout,
          parsed.coverIndex,
          files,
        ),
      };
    },
  );

  app.post(
    '/surfboards/:id/mark-sold',
    {
      ...changeOne,
      schema: {
        tags: ownerTags,
        security,
        summary:
          'Mark as sold (only when not sold and not archived); price defaults to the listed one',
        params: ZIdParams,
        body: ZMarkSold,
        response: { 200: successOf(ZSurfboard), ...errors },
      },
    },
    async (request) => ({
      success: true as const,
      data: await service.markSold(request.params.id, currentUser(request), request.body),
    }),
  );

  app.patch(
    '/surfboards/:id/unsold',
    {
      ...changeOne,
      schema: {
        tags: ownerTags,
        security,
        summary: 'Cancel the sale: back to available',
        params: ZIdParams,
        response: { 200: successOf(ZSurfboard), ...errors },
      },
    },
    async (request) => ({
      success: true as const,
      data: await service.unsold(request.params.id, currentUser(request)),
    }),
  );

  for (const action of ['archive', 'unarchive'] as const) {
    app.patch(
      `/surfboards/:id/${action}`,
      {
        ...changeOne,
        schema: {
          tags: ownerTags,
          security,
          summary:
            action === 'archive'
              ? 'Archive (only when not archived and not sold)'
              : 'Restore from the archive',
          params: ZIdParams,
          response: { 200: successOf(ZSurfboard), ...errors },
        },
      },
      async (request) => ({
        success: true as const,
        data: await service[action](request.params.id, currentUser(request)),
      }),
    );
  }

  app.post(
    '/surfboards/:id/archive',
    {
      ...changeOne,
      schema: {
        tags: ownerTags,
        security,
        summary: 'Archive ({archived:true}) or restore ({archived:false})',
        params: ZIdParams,
        body: ZArchiveToggle,
        response: { 200: successOf(ZSurfboard), ...errors },
      },
    },
    async (request) => {
      const me = currentUser(request);
      const data = request.body.archived
        ? await service.archive(request.params.id, me)
        : await service.unarchive(request.params.id, me);
      return { success: true as const, data };
    },
  );

  app.delete(
    '/surfboards/:id',
    {
      ...changeOne,
      schema: {
        tags: ownerTags,
        security,
        summary: 'Delete a board and its images (irreversible)',
        params: ZIdParams,
        response: { 200: ZSuccess, ...errors },
      },
    },
    async (request) => {
      await service.remove(request.params.id, currentUser(request));
      return { success: true as const };
    },
  );

  // Bulk actions: all or nothing, only on boards the caller may act on.
  const bulkResponse = { 200: successOf(ZBulkResult), ...errors };

  app.post(
    '/surfboards/bulk/archive',
    {
      ...change,
      schema: {
        tags: ownerTags,
        security,
        summary: 'Archive several of my boards at once (all or none)',
        body: ZBulkIds,
        response: bulkResponse,
      },
    },
    async (request) => ({
      success: true as const,
      data: await service.bulkArchive(request.body.ids, currentUser(request)),
    }),
  );

  app.post(
    '/surfboards/bulk/delete',
    {
      ...change,
      schema: {
        tags: ownerTags,
        security,
        summary: 'Delete several of my boards at once (all or none)',
        body: ZBulkIds,
        response: bulkResponse,
      },
    },
    async (request) => ({
      success: true as const,
      data: await service.bulkDelete(request.body.ids, currentUser(request)),
    }),
  );

  app.post(
    '/surfboards/bulk/sold',
    {
      ...change,
      schema: {
        tags: ownerTags,
        security,
        summary: 'Mark several of my boards sold at once (all or none)',
        body: ZBulkSold,
        response: bulkResponse,
      },
    },
    async (request) => ({
      success: true as const,
      data: await service.bulkSold(
        request.body.ids,
        currentUser(request),
        request.body.soldThroughWebsite,
      ),
    }),
  );

  app.post(
    '/surfboards/bulk/create',
    {
      ...user,
      config: { rateLimit: uploadRateLimit },
      schema: {
        tags: ownerTags,
        security,
        summary: 'Publish several boards without images (JSON items); all or nothing',
        body: ZBulkCreate,
        response: { 201: successOf(ZBulkResult), ...errors, 429: ZErrorResponse },
      },
    },
    async (request, reply) =>
      reply.status(201).send({
        success: true as const,
        data: await service.bulkCreate(currentUser(request), request.body.items),
      }),
  );

  app.post(
    '/surfboards/bulk/update',
    {
      ...change,
      schema: {
        tags: ownerTags,
        security,
        summary: 'Edit several boards (JSON updates with id); all or nothing',
        body: ZBulkUpdate,
        response: bulkResponse,
      },
    },
    async (request) => ({
      success: true as const,
      data: await service.bulkUpdate(currentUser(request), request.body.updates),
    }),
  );

  const proposalRateLimit = rateLimit('boardProposal');
  const ZProposal = z.object({ _id: ZId, title: z.string(), created: z.boolean() });
  const proposalTitle = z.string().trim().min(1, 'Title is required').max(100, 'Title is too long');

  app.post(
    '/surfboards/propose/brand',
    {
      ...user,
      config: { rateLimit: proposalRateLimit },
      schema: {
        tags: ownerTags,
        security,
        summary:
          'Add a brand missing from the list (publish form), marked as new for the admins; 409 with the existing brand when its title exists (any case or spacing)',
        body: z.object({ title: proposalTitle }),
        response: {
          200: successOf(ZProposal),
          ...errors,
          409: ZReferenceExists,
          429: ZErrorResponse,
        },
      },
    },
    async (request) => ({
      success: true as const,
      data: await service.propose(currentUser(request), 'brand', request.body.title),
    }),
  );

  app.post(
    '/surfboards/propose/model',
    {
      ...user,
      config: { rateLimit: proposalRateLimit },
      schema: {
        tags: ownerTags,
        security,
        summary:
          'Add a model of a brand missing from the list (publish form); 409 with the existing model when its title exists',
        body: z.object({ title: proposalTitle, brand: ZId }),
        response: {
          200: successOf(ZProposal),
          ...errors,
          409: ZReferenceExists,
          429: ZErrorResponse,
        },
      },
    },
    async (request) => ({
      success: true as const,
      data: await service.propose(
        currentUser(request),
        'model',
        request.body.title,
        request.body.brand,
      ),
    }),
  );
};

/**
 * The marketplace's routes: the public side, the price estimate, the owner side (registered in
 * this order, the order of the OpenAPI document). Moderation is in admin-routes.ts.
 */
export const surfboardsRoutes: FastifyPluginAsyncZod = async (app, opts) => {
  await publicRoutes(app, opts);
  await priceRoutes(app, opts);
  await ownerRoutes(app, opts);
};
