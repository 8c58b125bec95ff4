import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import { ZIdParams, successOf, ZSuccess } from '@galim/shared/common/api';
import { ZSurfboard } from '@galim/shared/surfboards/schemas';
import type { ZListing } from '@galim/shared/listings/form';
import {
  ZArchiveToggle,
  ZBulkIds,
  ZBulkSold,
  ZMarkSold,
  type TBulkResult,
} from '@galim/shared/surfboards/form';
import { ZBoardBuyers } from '@galim/shared/conversations/schemas';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { currentUser, type AuthUser } from '../../plugins/auth';
import { bulkResponse, errors, ownerGuards, ownerTags, security } from './route-kit';
import type { LifecycleService } from './lifecycle-service';

/**
 * One listing's lifecycle under `base` (/surfboards for boards, /listings for every kind): sold,
 * its reservation and buyers, back on sale, archived, restored, renewed, deleted. `item` is the
 * answer's schema, `noun` what the summaries call it.
 */
export function ownerLifecycleRoutes(
  fastify: FastifyInstance,
  base: '/surfboards' | '/listings',
  service: LifecycleService,
  item: typeof ZSurfboard | typeof ZListing,
  { tags, noun }: { tags: string[]; noun: 'board' | 'listing' },
) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { changeOne } = ownerGuards(app.requireUser, service.checkAccess);
  /** The seller alone (not admins): its buyers and its reservation are the seller's. */
  const ownerOnly = async (request: FastifyRequest) => {
    const { id } = request.params as { id: string };
    await service.checkOwner(id, currentUser(request));
  };

  app.post(
    `${base}/:id/mark-sold`,
    {
      ...changeOne,
      schema: {
        tags,
        security,
        summary:
          "Mark as sold (only when not sold and not archived), to a buyer who wrote about it (`buyerId`) or to someone outside Galim; price defaults to that buyer's accepted offer, else the listed one. Ends any reservation",
        params: ZIdParams,
        body: ZMarkSold,
        response: { 200: successOf(item), ...errors },
      },
    },
    async (request) => ({
      success: true as const,
      data: await service.markSold(request.params.id, currentUser(request), request.body),
    }),
  );

  app.delete(
    `${base}/:id/reservation`,
    {
      ...changeOne,
      preValidation: ownerOnly,
      schema: {
        tags,
        security,
        summary:
          'The seller releases the reservation an accepted offer made (it lapses by itself after 48 hours)',
        params: ZIdParams,
        response: { 200: successOf(item), ...errors },
      },
    },
    async (request) => ({
      success: true as const,
      data: await service.release(request.params.id, currentUser(request)),
    }),
  );

  app.get(
    `${base}/:id/buyers`,
    {
      onRequest: app.requireUser,
      preValidation: ownerOnly,
      schema: {
        tags,
        security,
        summary: `The buyers who wrote about my ${noun}, newest first, with their accepted offer: the choices of "sold to whom"`,
        params: ZIdParams,
        response: { 200: successOf(ZBoardBuyers), ...errors },
      },
    },
    async (request) => ({
      success: true as const,
      data: await service.buyers(request.params.id),
    }),
  );

  app.patch(
    `${base}/:id/unsold`,
    {
      ...changeOne,
      schema: {
        tags,
        security,
        summary: 'Cancel the sale: back to available',
        params: ZIdParams,
        response: { 200: successOf(item), ...errors },
      },
    },
    async (request) => ({
      success: true as const,
      data: await service.unsold(request.params.id, currentUser(request)),
    }),
  );

  for (const action of ['archive', 'unarchive'] as const) {
    app.patch(
      `${base}/:id/${action}`,
      {
        ...changeOne,
        schema: {
          tags,
          security,
          summary:
            action === 'archive'
              ? 'Archive (only when not archived and not sold)'
              : 'Restore from the archive',
          params: ZIdParams,
          response: { 200: successOf(item), ...errors },
        },
      },
      async (request) => ({
        success: true as const,
        data: await service[action](request.params.id, currentUser(request)),
      }),
    );
  }

  app.post(
    `${base}/:id/renew`,
    {
      ...changeOne,
      schema: {
        tags,
        security,
        summary:
          'Renew the listing: public for 60 days from now, at any time, expired or not (409 when sold or archived). It moves up the newest-first list only when its price or photos changed since it was last put there; `createdAt` never changes',
        params: ZIdParams,
        response: { 200: successOf(item), ...errors },
      },
    },
    async (request) => ({
      success: true as const,
      data: await service.renew(request.params.id, currentUser(request)),
    }),
  );

  app.post(
    `${base}/:id/archive`,
    {
      ...changeOne,
      schema: {
        tags,
        security,
        summary: 'Archive ({archived:true}) or restore ({archived:false})',
        params: ZIdParams,
        body: ZArchiveToggle,
        response: { 200: successOf(item), ...errors },
      },
    },
    async (request) => {
      const me = currentUser(request);
      const data = request.body.archived
        ? await service.archive(request.params.id, me)
        : await service.unarchive(request.params.id, me);
      return { success: true as const, data };
    },
  );

  app.delete(
    `${base}/:id`,
    {
      ...changeOne,
      schema: {
        tags,
        security,
        summary: `Delete a ${noun} and its images (irreversible)`,
        params: ZIdParams,
        response: { 200: ZSuccess, ...errors },
      },
    },
    async (request) => {
      await service.remove(request.params.id, currentUser(request));
      return { success: true as const };
    },
  );
}

/**
 * Several of the seller's listings under `base` at once, all or none: archived, deleted, sold
 * (/surfboards/bulk/… boards only, /listings/bulk/… every kind, boards and gear together).
 */
export function ownerBulkRoutes(
  fastify: FastifyInstance,
  base: '/surfboards' | '/listings',
  service: LifecycleService,
  { tags, nouns }: { tags: string[]; nouns: 'boards' | 'listings' },
) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { change } = ownerGuards(app.requireUser, service.checkAccess);
  // Only the body, the summary and the service call differ.
  const bulkActions: {
    action: string;
    summary: string;
    body: typeof ZBulkIds | typeof ZBulkSold;
    run: (
      body: { ids: string[]; soldThroughWebsite?: boolean },
      me: AuthUser,
    ) => Promise<TBulkResult>;
  }[] = [
    {
      action: 'archive',
      summary: `Archive several of my ${nouns} at once (all or none)`,
      body: ZBulkIds,
      run: ({ ids }, me) => service.bulkArchive(ids, me),
    },
    {
      action: 'delete',
      summary: `Delete several of my ${nouns} at once (all or none)`,
      body: ZBulkIds,
      run: ({ ids }, me) => service.bulkDelete(ids, me),
    },
    {
      action: 'sold',
      summary: `Mark several of my ${nouns} sold at once (all or none)`,
      body: ZBulkSold,
      // The schema defaults soldThroughWebsite to false.
      run: ({ ids, soldThroughWebsite = false }, me) =>
        service.bulkSold(ids, me, soldThroughWebsite),
    },
  ];
  for (const { action, summary, body, run } of bulkActions) {
    app.post(
      `${base}/bulk/${action}`,
      { ...change, schema: { tags, security, summary, body, response: bulkResponse } },
      async (request) => ({
        success: true as const,
        data: await run(request.body, currentUser(request)),
      }),
    );
  }
}

/**
 * A board's lifecycle, one or several at once: sold, back on sale, archived, restored, renewed,
 * deleted.
 */
export const lifecycleRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = app.surfboards.lifecycle;
  ownerLifecycleRoutes(app, '/surfboards', service, ZSurfboard, { tags: ownerTags, noun: 'board' });
  ownerBulkRoutes(app, '/surfboards', service, { tags: ownerTags, nouns: 'boards' });
};
