import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZErrorResponse, successOf } from '@galim/shared/common/api';
import { ZJobNameParams, ZJobRunResult, ZJobSummary } from '@galim/shared/alerts/schemas';
import { WRITES } from '../../lib/write-scopes';
import { security } from '../../lib/route-schemas';

/** Background jobs for admins: each with its last run, and "run now" through the queue. */
export const adminJobsRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = app.admin.jobs;
  const admin = { onRequest: app.requireAdmin };
  const adminErrors = { 401: ZErrorResponse, 403: ZErrorResponse, 404: ZErrorResponse };

  app.get(
    '/admin/jobs',
    {
      ...admin,
      schema: {
        tags: ['admin'],
        security,
        summary: 'Background jobs with their last run, result and failures',
        response: { 200: successOf(ZJobSummary.array()), ...adminErrors },
      },
    },
    async () => ({ success: true as const, data: await service.list() }),
  );

  app.post(
    '/admin/jobs/:name/run',
    {
      ...admin,
      config: { writes: WRITES.nothing },
      schema: {
        tags: ['admin'],
        security,
        summary: 'Run a job now through the queue and wait for its result',
        params: ZJobNameParams,
        response: { 200: successOf(ZJobRunResult), ...adminErrors },
      },
    },
    async (request) => ({
      success: true as const,
      data: await service.run(request.params.name),
    }),
  );
};
