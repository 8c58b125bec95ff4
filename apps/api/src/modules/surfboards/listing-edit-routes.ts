import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ZIdParams, successOf } from '@galim/shared/common/api';
import { ZListing, ZListingUpdate } from '@galim/shared/listings/form';
import { currentUser } from '../../plugins/auth';
import { markLanguage, requestLanguage } from '../../lib/language';
import { errors, ownerGuards, security } from './route-kit';
import { scopedGalleryRoute } from './gallery-routes';

/**
 * A seller edits a listing of any kind (issue 53): gear by its common fields and the attributes
 * to change, a board by the board's own edit; and its photos. Whose it is is settled before the
 * body is read.
 */
export function listingEditRoutes(fastify: FastifyInstance): void {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { manage } = app.surfboards;
  const { changeOne } = ownerGuards(app.requireUser, manage.checkListingAccess);

  app.put(
    '/listings/:id',
    {
      ...changeOne,
      schema: {
        tags: ['listings'],
        security,
        summary:
          "Edit a listing (JSON): the common fields and `attributes` holding only the keys to change (null removes one), checked whole against the kind; a board takes the board's edit (PUT /api/surfboards/{id}). Text, place, maker or attribute changes send an approved listing back to review",
        params: ZIdParams,
        body: ZListingUpdate,
        response: { 200: successOf(ZListing), ...errors },
      },
    },
    async (request, reply) => {
      const language = requestLanguage(request);
      markLanguage(reply, language);
      return {
        success: true as const,
        data: await manage.updateListing(
          request.params.id,
          currentUser(request),
          request.body,
          language,
        ),
      };
    },
  );

  scopedGalleryRoute(fastify, '/listings');
}
