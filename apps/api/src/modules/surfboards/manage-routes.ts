import { z } from 'zod';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZErrorResponse, ZId, ZIdParams, successOf, ZSuccess } from '@galim/shared/common/api';
import { BOARD_LIMITS } from '@galim/shared/surfboards/options';
import {
  ZArchiveToggle,
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
import { ZSurfboard } from '@galim/shared/surfboards/schemas';
import { badRequest } from '../../lib/errors';
import { parseBody } from '../../lib/parse-body';
import { rateLimit } from '../../lib/limits';
import { currentUser } from '../../plugins/auth';
import { readMultipart, type MultipartBody } from '../images/multipart';
import { uploadRateLimit } from '../images/upload-limit';
import { createManageService } from './manage-service';

export const IMAGES_TOO_LARGE_MESSAGE = 'images too large';

const errors = {
  400: ZErrorResponse,
  401: ZErrorResponse,
  403: ZErrorResponse,
  404: ZErrorResponse,
  409: ZErrorResponse,
};
const security = [{ bearer: [] }];
const tags = ['surfboards (owner)'];

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
export const surfboardsManageRoutes: FastifyPluginAsyncZod = async (app) => {
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
        tags,
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
      const cover = jsonNumber(fields.coverIndex);
      const data = await service.publish(
        me,
        input,
        body.files.filter((f) => f.field === 'images').map((f) => f.data),
        typeof cover === 'number' ? cover : 0,
      );
      return reply.status(201).send({ success: true as const, data });
    },
  );

  app.get(
    '/surfboards/mine',
    {
      ...user,
      schema: {
        tags,
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
        tags,
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
        tags,
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
        tags,
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
        tags,
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
        tags,
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
          tags,
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
        tags,
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
        tags,
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
        tags,
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
        tags,
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
        tags,
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
        tags,
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
        tags,
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
        tags,
        security,
        summary:
          'Add a brand missing from the list (publish form): reuses an existing one, else creates it marked as new for the admins',
        body: z.object({ title: proposalTitle }),
        response: { 200: successOf(ZProposal), ...errors, 429: ZErrorResponse },
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
        tags,
        security,
        summary: 'Add a model of a brand missing from the list (publish form)',
        body: z.object({ title: proposalTitle, brand: ZId }),
        response: { 200: successOf(ZProposal), ...errors, 429: ZErrorResponse },
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
