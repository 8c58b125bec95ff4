import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZErrorResponse, ZIdParams, successOf } from '@galim/shared/common/api';
import {
  ZAdminBoardStats,
  ZAdminBoardsQuery,
  ZAdminSurfboard,
  ZModerationNotes,
} from '@galim/shared/admin/schemas';
import { currentUser } from '../../plugins/auth';
import type { ModerationAction } from './moderation-service';
import { adminErrors, security } from '../../lib/route-schemas';
import { WRITES } from '../../lib/write-scopes';

/** Admin moderation of boards: /api/surfboards/admin/all, /admin/stats, /{id}/admin/approve|reject|flag. */
export const surfboardsAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const moderation = app.surfboards.moderation;
  const tags = ['surfboards', 'admin'];
  const admin = { onRequest: app.requireAdmin };

  app.get(
    '/surfboards/admin/all',
    {
      ...admin,
      schema: {
        tags,
        security,
        summary:
          'Listings of every kind (or of `kind`) by moderation status (pending, approved, rejected, flagged or all)',
        querystring: ZAdminBoardsQuery,
        response: { 200: successOf(z.array(ZAdminSurfboard)), ...adminErrors },
      },
    },
    async (request) => ({
      success: true as const,
      data: await moderation.list(request.query.status, currentUser(request), request.query.kind),
    }),
  );

  app.get(
    '/surfboards/admin/stats',
    {
      ...admin,
      schema: {
        tags,
        security,
        summary: 'Board counts per moderation status',
        response: { 200: successOf(ZAdminBoardStats), ...adminErrors },
      },
    },
    async () => ({ success: true as const, data: await moderation.stats() }),
  );

  for (const action of ['approve', 'reject', 'flag'] as const satisfies ModerationAction[]) {
    app.patch(
      `/surfboards/:id/admin/${action}`,
      {
        ...admin,
        config: { writes: WRITES.boards },
        schema: {
          tags,
          security,
          summary:
            action === 'flag'
              ? 'Flag a board not already flagged (notes required)'
              : `${action === 'approve' ? 'Approve' : 'Reject (notes required)'} a pending board; clears its holds, resolves its reports and tells the reporters`,
          params: ZIdParams,
          // Approve may come without a body at all.
          body: ZModerationNotes.nullish(),
          response: {
            200: successOf(ZAdminSurfboard),
            ...adminErrors,
            404: ZErrorResponse,
            409: ZErrorResponse,
          },
        },
      },
      async (request) => {
        const board = await moderation.moderate(
          request.params.id,
          action,
          request.body?.notes,
          currentUser(request),
        );
        return { success: true as const, data: board };
      },
    );
  }
};
