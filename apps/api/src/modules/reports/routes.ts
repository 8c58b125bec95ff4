import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZErrorResponse, ZIdParams, successOf } from '@galim/shared/common/api';
import {
  REPORT_LIMIT_PER_HOUR,
  REPORTS_TO_HOLD,
  ZReportList,
  ZReportListQuery,
  ZReportRequest,
  ZReportFiled,
  ZReportStatusChanged,
  ZReportStatusUpdate,
} from '@galim/shared/reports/schemas';
import { requestLanguage } from '../../lib/language';
import { visitorHash } from '../../lib/visitor';
import { currentUser } from '../../plugins/auth';
import { rateLimit } from '../../lib/limits';
import { adminErrors, security } from '../../lib/route-schemas';
import { WRITES } from '../../lib/write-scopes';

/** Problem reports on boards and services: anyone files, admins read and resolve. */
export const reportsRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = app.reports;
  const tags = ['reports'];
  const admin = { onRequest: app.requireAdmin };

  app.post(
    '/reports',
    {
      config: { writes: WRITES.nothing, rateLimit: rateLimit('report') },
      schema: {
        tags,
        summary: `Report a problem with a board or a service (${REPORT_LIMIT_PER_HOUR} per hour per user or address; a repeat of an open report is not filed twice). Open reports of a board from ${REPORTS_TO_HOLD} different signed-in users hold it for review, out of public view`,
        body: ZReportRequest,
        response: {
          201: successOf(ZReportFiled),
          200: successOf(ZReportFiled).describe(
            'The same report was already open: not filed again',
          ),
          400: ZErrorResponse,
          404: ZErrorResponse,
          429: ZErrorResponse,
        },
      },
    },
    async (request, reply) => {
      const day = new Date().toISOString().slice(0, 10);
      const reporterKey = request.user
        ? `u:${request.user.id}`
        : `v:${visitorHash(request.ip, request.headers['user-agent'] ?? '', day)}`;
      const { hidden, ...data } = await service.file(request.body, request.user, reporterKey);
      // A report does not end the cached public reads (its config.writes), except the one
      // that takes a board out of view.
      if (hidden) await app.readCache.bump(['boards']);
      return reply.status(data.duplicate ? 200 : 201).send({ success: true as const, data });
    },
  );

  app.get(
    '/reports',
    {
      ...admin,
      schema: {
        tags,
        security,
        summary: 'The reports inbox (admin), newest first',
        querystring: ZReportListQuery,
        response: { 200: successOf(ZReportList), ...adminErrors },
      },
    },
    async (request) => ({
      success: true as const,
      data: await service.list(request.query.status, requestLanguage(request)),
    }),
  );

  app.patch(
    '/reports/:id',
    {
      ...admin,
      config: { writes: WRITES.nothing },
      schema: {
        tags,
        security,
        summary: 'Resolve a report (or reopen it); resolving is logged',
        params: ZIdParams,
        body: ZReportStatusUpdate,
        response: {
          200: successOf(ZReportStatusChanged),
          ...adminErrors,
          404: ZErrorResponse,
        },
      },
    },
    async (request) => ({
      success: true as const,
      data: await service.setStatus(
        request.params.id,
        request.body.status,
        currentUser(request).id,
      ),
    }),
  );
};
