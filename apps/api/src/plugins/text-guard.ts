import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import { refuseUnstorableText } from '../lib/storable-text';

/**
 * Applies the shared text rule to every route's path parameters, query string and JSON body
 * before validation: a 400 naming the field instead of a database failure or altered text.
 * Multipart text fields are checked where they are read (modules/images/multipart.ts), and
 * what a route parses out of them (JSON in a field) where it validates it (lib/parse-body.ts).
 */
export const textGuardPlugin = fp(async (app: FastifyInstance) => {
  app.addHook('preValidation', async (request) => {
    refuseUnstorableText({
      params: request.params,
      querystring: request.query,
      body: request.body,
    });
  });
});
