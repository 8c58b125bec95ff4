import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { successOf, ZSuccess } from '@galim/shared/common/api';
import { SERVICE_LIMITS, type TServiceType } from '@galim/shared/services/options';
import { ZService, ZServiceParams, ZServiceTypeParams } from '@galim/shared/services/schemas';
import { rateLimit } from '../../lib/limits';
import { currentUser } from '../../plugins/auth';
import { readMultipart } from '../images/multipart';
import { uploadRateLimit } from '../images/upload-limit';
import { errors, security, tags, uploadErrors } from './route-kit';
import { WRITES } from '../../lib/write-scopes';

const UPLOAD_LIMITS = {
  maxFiles: SERVICE_LIMITS.maxImages,
  maxFileBytes: SERVICE_LIMITS.maxImageBytes,
  tooLarge: 'SERVICE_IMAGES_TOO_LARGE' as const,
};

/** A provider's own listings: create, update (owner or admin), delete. */
export const manageRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = app.services.directory;
  const user = { onRequest: app.requireUser };
  /** Whose the service is, settled before its body is read or validated. */
  const ownService = async (request: FastifyRequest) => {
    const { serviceType, id } = request.params as { serviceType: TServiceType; id: string };
    await service.checkChange(serviceType, id, currentUser(request));
  };

  app.post(
    '/services/:serviceType',
    {
      ...user,
      // Two limits: the per-user upload limit shared by every image route, and creations.
      config: {
        writes: WRITES.services,
        rateLimit: uploadRateLimit,
        moreRateLimits: ['serviceCreate'],
      },
      schema: {
        tags,
        security,
        summary: 'Create a service (multipart: images, coverImage, JSON-string object fields)',
        consumes: ['multipart/form-data'],
        params: ZServiceTypeParams,
        response: { 201: successOf(ZService), ...uploadErrors },
      },
    },
    async (request, reply) => {
      const body = await readMultipart(request, UPLOAD_LIMITS);
      const created = await service.create(request.params.serviceType, currentUser(request), body);
      return reply.status(201).send({ success: true as const, data: created });
    },
  );

  app.put(
    '/services/:serviceType/:id',
    {
      ...user,
      config: {
        writes: WRITES.services,
        rateLimit: uploadRateLimit,
        moreRateLimits: ['serviceChange'],
      },
      preValidation: ownService,
      schema: {
        tags,
        security,
        summary: 'Update a service (owner or admin; multipart, existingImages keeps images)',
        consumes: ['multipart/form-data'],
        params: ZServiceParams,
        response: { 200: successOf(ZService), ...uploadErrors },
      },
    },
    async (request) => {
      const body = await readMultipart(request, UPLOAD_LIMITS);
      const { serviceType, id } = request.params;
      return {
        success: true as const,
        data: await service.update(serviceType, id, currentUser(request), body),
      };
    },
  );

  app.delete(
    '/services/:serviceType/:id',
    {
      ...user,
      config: { writes: WRITES.services, rateLimit: rateLimit('serviceChange') },
      schema: {
        tags,
        security,
        summary: 'Delete my service (or any, as an admin)',
        params: ZServiceParams,
        response: { 200: ZSuccess, ...errors },
      },
    },
    async (request) => {
      await service.remove(request.params.serviceType, request.params.id, currentUser(request));
      return { success: true as const };
    },
  );
};
