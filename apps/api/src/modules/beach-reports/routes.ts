import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZCreatedId, ZErrorResponse, ZIdParams, successOf } from '@galim/shared/common/api';
import {
  BEACH_REPORT_LIMITS,
  ZBeachReport,
  ZBeachReportInput,
  ZBeachReportList,
  ZBeachReportSpotParams,
  ZBeachReportThanks,
} from '@galim/shared/beach-reports/schemas';
import { rateLimit } from '../../lib/limits';
import { security, userWriteErrors } from '../../lib/route-schemas';
import { WRITES } from '../../lib/write-scopes';
import { currentUser } from '../../plugins/auth';
import { readMultipart } from '../images/multipart';
import { uploadRateLimit } from '../images/upload-limit';

const tags = ['beach-reports'];
const errors = userWriteErrors;

/**
 * Reports from the beach (issue 44, decision 048): anyone reads a spot's last hours, a
 * signed-in surfer posts (then maybe its photo), others thank or report, a moderator removes.
 * No cached public read shows them, so their writes end nothing.
 */
export const beachReportsRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = app.beachReports;

  app.get(
    '/forecast/:spotId/reports',
    {
      schema: {
        tags,
        summary: `A spot's reports from the beach of the last ${BEACH_REPORT_LIMITS.shownHours} hours, newest first`,
        params: ZBeachReportSpotParams,
        response: { 200: successOf(ZBeachReportList), 400: ZErrorResponse },
      },
    },
    async (request) => ({
      success: true as const,
      data: await service.list(request.params.spotId, request.user ?? null),
    }),
  );

  app.post(
    '/forecast/:spotId/reports',
    {
      onRequest: app.requireUser,
      config: { writes: WRITES.nothing, rateLimit: rateLimit('beachReport') },
      schema: {
        tags,
        security,
        summary: `Report what the sea looks like at a spot now (one per spot every ${BEACH_REPORT_LIMITS.everyMinutes} minutes). lat/lng, when sent, only decide the badge "from the beach" (within ${BEACH_REPORT_LIMITS.onBeachKm} km) and are never stored; the photo is added after, to /beach-reports/{id}/photo`,
        params: ZBeachReportSpotParams,
        body: ZBeachReportInput,
        response: { 201: successOf(ZBeachReport), ...errors, 409: ZErrorResponse },
      },
    },
    async (request, reply) => {
      const posted = await service.create(
        currentUser(request),
        request.params.spotId,
        request.body,
      );
      return reply.status(201).send({ success: true as const, data: posted });
    },
  );

  app.post(
    '/beach-reports/:id/photo',
    {
      onRequest: app.requireUser,
      config: { writes: WRITES.nothing, rateLimit: uploadRateLimit },
      schema: {
        tags,
        security,
        summary: `Add the photo of my report (multipart, one file; once, within ${BEACH_REPORT_LIMITS.photoMinutes} minutes): re-encoded without its metadata and hashed, as a board's photos`,
        consumes: ['multipart/form-data'],
        params: ZIdParams,
        response: {
          200: successOf(ZBeachReport),
          ...errors,
          409: ZErrorResponse,
          413: ZErrorResponse,
          415: ZErrorResponse,
        },
      },
    },
    async (request) => {
      const body = await readMultipart(request, {
        maxFiles: 1,
        maxFileBytes: BEACH_REPORT_LIMITS.photoBytes,
        tooLarge: 'IMAGES_TOO_LARGE',
      });
      return {
        success: true as const,
        data: await service.addPhoto(
          currentUser(request),
          request.params.id,
          body.files[0]?.data ?? null,
        ),
      };
    },
  );

  app.get(
    '/beach-reports/mine',
    {
      onRequest: app.requireUser,
      schema: {
        tags,
        security,
        summary: 'My reports from the beach at every spot, newest first (my history)',
        response: { 200: successOf(ZBeachReportList), 401: ZErrorResponse },
      },
    },
    async (request) => ({ success: true as const, data: await service.mine(currentUser(request)) }),
  );

  for (const [method, thanked] of [
    ['POST', true],
    ['DELETE', false],
  ] as const) {
    app.route({
      method,
      url: '/beach-reports/:id/thanks',
      onRequest: app.requireUser,
      config: { writes: WRITES.nothing, rateLimit: rateLimit('like') },
      schema: {
        tags,
        security,
        summary: thanked ? "Thank someone's report (once)" : 'Take back my thanks of a report',
        params: ZIdParams,
        response: { 200: successOf(ZBeachReportThanks), ...errors },
      },
      handler: async (request) => ({
        success: true as const,
        data: await service.thank(currentUser(request), request.params.id, thanked),
      }),
    });
  }

  app.delete(
    '/beach-reports/:id',
    {
      onRequest: app.requireAdmin,
      config: { writes: WRITES.nothing, rateLimit: rateLimit('reviewChange') },
      schema: {
        tags,
        security,
        summary:
          'Remove a report from the beach from view (moderators); its open reports are resolved',
        params: ZIdParams,
        response: { 200: successOf(ZCreatedId), ...errors },
      },
    },
    async (request) => ({
      success: true as const,
      data: await service.remove(currentUser(request), request.params.id),
    }),
  );
};
