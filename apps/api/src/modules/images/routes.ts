import { ZImageFileParams } from '@galim/shared/images/schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiError } from '../../lib/errors';

/** GET /uploads/:name — stored images, cached for a year (names are content hashes). */
export const imageRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/uploads/:name',
    {
      schema: {
        tags: ['images'],
        summary: 'A stored photo (WebP at one of its widths), cached for a year',
        params: ZImageFileParams,
      },
    },
    async (request, reply) => {
      const stream = await app.images.storage.get(request.params.name);
      if (!stream) throw apiError('IMAGE_NOT_FOUND');
      return reply
        .header('Cache-Control', 'public, max-age=31536000, immutable')
        .type('image/webp')
        .send(stream);
    },
  );
};
