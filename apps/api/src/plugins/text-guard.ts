import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import { findUnstorableText, UNSTORABLE_TEXT_MESSAGE } from '@galim/shared/common/text';
import { badRequest } from '../lib/errors';

/**
 * Applies the shared storable-text rule to every route's path parameters, query string and
 * JSON body before validation: a 400 naming the field instead of a database failure.
 * Multipart text fields are checked where they are read (modules/images/multipart.ts).
 */
export const textGuardPlugin = fp(async (app: FastifyInstance) => {
  app.addHook('preValidation', async (request) => {
    const paths = [
      ...findUnstorableText(request.params, 'params'),
      ...findUnstorableText(request.query, 'querystring'),
      ...findUnstorableText(request.body, 'body'),
    ];
    if (paths.length) {
      throw badRequest(
        `Invalid ${paths[0]}: ${UNSTORABLE_TEXT_MESSAGE}`,
        paths.map((path) => ({ path, message: UNSTORABLE_TEXT_MESSAGE })),
      );
    }
  });
});
