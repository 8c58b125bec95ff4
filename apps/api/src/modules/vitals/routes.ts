import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZErrorResponse } from '@galim/shared/common/api';
import { ZVitalsReport } from '@galim/shared/vitals/schemas';
import { badRequest } from '../../lib/errors';
import { rateLimit } from '../../lib/limits';
import { WRITES } from '../../lib/write-scopes';

/** A report is a few hundred bytes; anything near this is not one. */
const REPORT_BODY_LIMIT = 4 * 1024;

/** Real-user speed (issue 29): the web app's one report per page view, as histograms. */
export const vitalsRoutes: FastifyPluginAsyncZod = async (app) => {
  const recorder = app.vitals;

  // navigator.sendBeacon sends a string as text/plain: read it as JSON here (this plugin only),
  // with Fastify's own JSON parser and its prototype-poisoning checks.
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('text/plain');
  app.addContentTypeParser('text/plain', { parseAs: 'string' }, (request, body, done) => {
    parseJson(request, String(body), (err, report) =>
      err ? done(badRequest('The report is not valid JSON')) : done(null, report),
    );
  });

  app.post(
    '/vitals',
    {
      config: { writes: WRITES.nothing, rateLimit: rateLimit('webVitals') },
      bodyLimit: REPORT_BODY_LIMIT,
      schema: {
        tags: ['system'],
        summary:
          'Record the web vitals of one page view (LCP, INP, CLS, FCP, TTFB), by route pattern; sent by the web app with navigator.sendBeacon as JSON in a text/plain body',
        consumes: ['application/json', 'text/plain'],
        body: ZVitalsReport,
        response: {
          204: z.null().describe('Recorded'),
          400: ZErrorResponse,
          413: ZErrorResponse,
          415: ZErrorResponse,
          429: ZErrorResponse,
        },
      },
    },
    async (request, reply) => {
      recorder.record(request.body);
      return reply.status(204).send(null);
    },
  );
};
