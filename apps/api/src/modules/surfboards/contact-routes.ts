import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ZErrorResponse, ZIdParams, successOf } from '@galim/shared/common/api';
import {
  ZInquiryRecorded,
  ZInquiryRequest,
  ZSellerContact,
} from '@galim/shared/surfboards/schemas';
import { rateLimit } from '../../lib/limits';
import { WRITES } from '../../lib/write-scopes';
import type { ContactService } from './contact-service';
import { tags as boardTags } from './route-kit';

/** What differs between a board's contact and a listing's (issue 53): the tags and the noun. */
const SCOPES = {
  '/surfboards': { tags: boardTags, noun: 'board' },
  '/listings': { tags: ['listings'], noun: 'listing' },
} as const;

/**
 * Contact outside Galim under `base` (/surfboards for boards, /listings for every kind): a
 * contact click recorded, and the seller's phone and e-mail revealed. `service` is of the same
 * scope.
 */
export function scopedContactRoutes(
  fastify: FastifyInstance,
  base: keyof typeof SCOPES,
  service: ContactService,
) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { noun } = SCOPES[base];
  const tags = [...SCOPES[base].tags];

  app.post(
    `${base}/:id/inquiries`,
    {
      config: { writes: WRITES.nothing, rateLimit: rateLimit('inquiry') },
      schema: {
        tags,
        summary: `Records a WhatsApp or e-mail contact click on a ${noun} page`,
        params: ZIdParams,
        body: ZInquiryRequest,
        response: {
          201: successOf(ZInquiryRecorded),
          400: ZErrorResponse,
          404: ZErrorResponse,
        },
      },
    },
    async (request, reply) =>
      reply.status(201).send({
        success: true as const,
        data: await service.recordInquiry(request.params.id, request.body.channel, request.user),
      }),
  );

  app.post(
    `${base}/:id/contact`,
    {
      config: {
        writes: WRITES.nothing,
        rateLimit: rateLimit('contactReveal'),
        moreRateLimits: ['contactRevealPerAddress'],
      },
      schema: {
        tags,
        summary: `Reveals the seller's phone and e-mail on a ${noun} page (counted as an inquiry; limited per user and per address)`,
        params: ZIdParams,
        response: {
          200: successOf(ZSellerContact),
          403: ZErrorResponse,
          404: ZErrorResponse,
          429: ZErrorResponse,
        },
      },
    },
    async (request, reply) => {
      // One person's answer: no cache (browser, proxy or service worker) may keep it.
      void reply.header('cache-control', 'no-store');
      return {
        success: true as const,
        data: await service.revealContact(request.params.id, request.user),
      };
    },
  );
}
