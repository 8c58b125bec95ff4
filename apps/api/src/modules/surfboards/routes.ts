import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZErrorResponse, ZIdParams, successOf } from '@galim/shared/common/api';
import { ZSurfboard } from '@galim/shared/surfboards/schemas';
import { notFound } from '../../lib/errors';
import { canSeeBoard, findBoardRow, serializeBoard } from './read';

/** Public side of the marketplace: search, board page, likes and favourites. */
export const surfboardsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/surfboards/:id',
    {
      schema: {
        tags: ['surfboards'],
        summary: 'A board: public ones for everyone, non-public ones for the owner and admins',
        params: ZIdParams,
        response: { 200: successOf(ZSurfboard), 404: ZErrorResponse },
      },
    },
    async (request) => {
      const row = await findBoardRow(app.db, request.params.id);
      if (!row || !canSeeBoard(row, request.user)) throw notFound('Surfboard not found');
      return { success: true as const, data: serializeBoard(row, request.user) };
    },
  );
};
