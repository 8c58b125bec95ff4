import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZErrorResponse, ZIdParams, successOf, ZUserIdParams } from '@galim/shared/common/api';
import {
  ZSurfboard,
  ZSurfboardPage,
  ZSurfboardSearchQuery,
  type TSurfboardSearchQuery,
  ZSurfboardPageQuery,
} from '@galim/shared/surfboards/schemas';
import { routeJson, sendJson } from '../../lib/read-cache';
import { fastSerializerCompiler } from '../../lib/fast-json';
import { tags } from './route-kit';
import { answerLanguage } from '../../lib/language';
import { scopedContactRoutes } from './contact-routes';

/**
 * The language a board answer names categories and technologies in (decision 051): the
 * request's, which the answer then says it followed (`Content-Language`, `Vary`).
 */
const BOARD_PATH = /^\/surfboards\/([0-9a-f]{24})$/;

/** Public side of the marketplace: search, a seller's boards, the board page, contact. */
export const browseRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = app.surfboards.browse;

  // The web app plugin (and its registerPageMeta) is registered after this one.
  app.addHook('onReady', async () => {
    app.registerPageMeta?.(BOARD_PATH, (match, language) =>
      service.pageMeta(match[1]!, app.config.publicUrl, language),
    );
  });

  /** Both search routes: visitors share one JSON per query, signed-in users get their own. */
  const search = async (
    request: FastifyRequest<{ Querystring: TSurfboardSearchQuery }>,
    reply: FastifyReply,
  ) => {
    const language = answerLanguage(request, reply);
    return request.user
      ? {
          success: true as const,
          data: await service.search(request.query, request.user, language),
        }
      : sendJson(
          reply,
          await service.visitorSearch(
            request.query,
            (data) => routeJson(reply, { success: true as const, data }),
            language,
          ),
        );
  };

  // A page of boards is the API's own data: written by a serializer compiled from its schema,
  // not checked field by field on every uncached answer (lib/fast-json.ts, decision 050).
  const boardPage = successOf(ZSurfboardPage);
  const serializerCompiler = fastSerializerCompiler(boardPage);
  const searchSchema = {
    tags,
    querystring: ZSurfboardSearchQuery,
    response: { 200: boardPage, 400: ZErrorResponse },
  };

  app.get(
    '/surfboards',
    {
      serializerCompiler,
      schema: {
        ...searchSchema,
        summary: 'Public boards: filters, free-text search, sort and pages of 12 with the total',
      },
    },
    search,
  );

  app.get(
    '/surfboards/search',
    {
      serializerCompiler,
      schema: { ...searchSchema, summary: 'Free-text search (same filters as GET /surfboards)' },
    },
    search,
  );

  app.get(
    '/surfboards/user/:userId',
    {
      serializerCompiler,
      schema: {
        tags,
        summary: "A seller's public boards (all of them for the seller and admins)",
        params: ZUserIdParams,
        querystring: ZSurfboardPageQuery,
        response: { 200: boardPage, 400: ZErrorResponse },
      },
    },
    async (request, reply) => ({
      success: true as const,
      data: await service.sellerBoards(
        request.params.userId,
        request.query,
        request.user,
        answerLanguage(request, reply),
      ),
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
      const language = answerLanguage(request, reply);
      if (viewer.user) {
        return {
          success: true as const,
          data: await service.view(request.params.id, viewer, language),
        };
      }
      const json = await service.visitorView(
        request.params.id,
        viewer,
        (data) => routeJson(reply, { success: true as const, data }),
        language,
      );
      return sendJson(reply, json);
    },
  );
  scopedContactRoutes(app, '/surfboards', app.surfboards.contact);
};
