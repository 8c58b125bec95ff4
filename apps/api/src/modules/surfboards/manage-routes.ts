import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZErrorResponse, ZIdParams, successOf } from '@galim/shared/common/api';
import { ZReferenceExists } from '@galim/shared/reference/schemas';
import { ZSurfboard } from '@galim/shared/surfboards/schemas';
import {
  BOARD_FIELD_KINDS,
  ZBoardCover,
  ZBoardInput,
  ZBoardUpdate,
  ZBulkCreate,
  ZBulkResult,
  ZBulkUpdate,
  ZMyBoards,
  ZMyBoardsQuery,
  ZBrandProposal,
  ZModelProposal,
  ZProposal,
} from '@galim/shared/surfboards/form';
import { currentUser } from '../../plugins/auth';
import { rateLimit } from '../../lib/limits';
import { parseBody } from '../../lib/parse-body';
import { typedFields } from '../images/multipart';
import { readImages, scopedGalleryRoute } from './gallery-routes';
import { uploadRateLimit } from '../images/upload-limit';
import { bulkResponse, errors, ownerGuards, ownerTags, security } from './route-kit';
import { WRITES } from '../../lib/write-scopes';
import { requestLanguage } from '../../lib/language';

/**
 * Publishing and editing: a board, its gallery, several at once, my boards, and the brands and
 * models the publish form may propose.
 */
export const manageRoutes: FastifyPluginAsyncZod = async (app) => {
  const { manage: service, proposals } = app.surfboards;
  const { user, change, changeOne } = ownerGuards(app.requireUser, service.checkAccess);

  app.post(
    '/surfboards',
    {
      ...user,
      config: { writes: WRITES.boards, rateLimit: uploadRateLimit },
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
      const fields = typedFields(body.fields, BOARD_FIELD_KINDS);
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
      data: await service.mine(
        currentUser(request),
        request.query.status,
        requestLanguage(request),
      ),
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

  scopedGalleryRoute(app, '/surfboards');

  app.post(
    '/surfboards/bulk/create',
    {
      ...user,
      config: { writes: WRITES.boards, rateLimit: uploadRateLimit },
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

  const proposalKinds = [
    {
      kind: 'brand',
      summary:
        'Add a brand missing from the list (publish form), marked as new for the admins; 409 with the existing brand when its title exists (any case or spacing)',
      body: ZBrandProposal,
    },
    {
      kind: 'model',
      summary:
        'Add a model of a brand missing from the list (publish form); 409 with the existing model when its title exists',
      body: ZModelProposal,
    },
  ] as const;
  for (const { kind, summary, body } of proposalKinds) {
    app.post(
      `/surfboards/propose/${kind}`,
      {
        ...user,
        config: { writes: WRITES.nothing, rateLimit: proposalRateLimit },
        schema: {
          tags: ownerTags,
          security,
          summary,
          body,
          response: {
            200: successOf(ZProposal),
            ...errors,
            409: ZReferenceExists,
            429: ZErrorResponse,
          },
        },
      },
      async (request) => {
        // Only a model names its brand.
        const { title, brand }: { title: string; brand?: string } = request.body;
        return {
          success: true as const,
          data: await proposals.propose(currentUser(request), kind, title, brand),
        };
      },
    );
  }
};
