import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZErrorResponse, successOf } from '@galim/shared/common/api';
import { type TServiceType } from '@galim/shared/services/options';
import {
  ZService,
  ZServiceParams,
  ZServiceQuery,
  ZServiceTypeParams,
  type TServiceQuery,
  ZServicePageQuery,
  ZUserServicesParams,
  ZServiceListResponse,
} from '@galim/shared/services/schemas';
import { currentUser, type AuthUser } from '../../plugins/auth';
import { routeJson, sendJson } from '../../lib/read-cache';
import { registerServicePageMeta } from './page-meta';
import { errors, listBody, security, tags } from './route-kit';

/** The public directory: search, the lists of one type or one provider, a service's page. */
export const browseRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = app.services.directory;
  const user = { onRequest: app.requireUser };

  registerServicePageMeta(app);

  /** The public lists: visitors share one JSON per type and query, signed-in users get their own. */
  const search = async (
    query: TServiceQuery,
    viewer: AuthUser | null,
    reply: FastifyReply,
    type?: TServiceType,
  ) =>
    viewer
      ? listBody(await service.search(query, viewer, type))
      : sendJson(
          reply,
          await service.visitorSearch(query, (list) => routeJson(reply, listBody(list)), type),
        );

  app.get(
    '/services/search',
    {
      schema: {
        tags,
        summary: 'Search approved services of every type',
        querystring: ZServiceQuery,
        response: { 200: ZServiceListResponse, 400: ZErrorResponse },
      },
    },
    async (request, reply) => search(request.query, request.user, reply),
  );

  app.get(
    '/services/:serviceType',
    {
      schema: {
        tags,
        summary: 'Approved services of one type, with filters',
        params: ZServiceTypeParams,
        querystring: ZServiceQuery,
        response: { 200: ZServiceListResponse, 400: ZErrorResponse },
      },
    },
    async (request, reply) =>
      search(request.query, request.user, reply, request.params.serviceType),
  );

  app.get(
    '/services/:serviceType/user/:userId',
    {
      ...user,
      schema: {
        tags,
        security,
        summary: "A user's services ('all' for every type); owners see every status",
        params: ZUserServicesParams,
        querystring: ZServicePageQuery,
        response: { 200: ZServiceListResponse, ...errors },
      },
    },
    async (request) =>
      listBody(
        await service.listByUser(
          request.params.serviceType,
          request.params.userId,
          currentUser(request),
          request.query,
        ),
      ),
  );

  app.get(
    '/services/:serviceType/:id',
    {
      schema: {
        tags,
        summary: 'One service (public when approved; the owner and admins always)',
        params: ZServiceParams,
        response: { 200: successOf(ZService), ...errors },
      },
    },
    async (request) => ({
      success: true as const,
      data: await service.view(request.params.serviceType, request.params.id, request.user),
    }),
  );
};
