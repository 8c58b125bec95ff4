import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZErrorResponse, ZIdParams, successOf } from '@galim/shared/common/api';
import {
  ZAdminMeetingPlace,
  ZAdminMeetingPlaceList,
  ZMeetingPlaceList,
  ZMeetingPlaceRemoved,
  ZMeetingPlaceInput,
  ZMeetingPlacePatch,
  ZMeetingPlacesQuery,
} from '@galim/shared/meetings/schemas';
import { markLanguage, requestLanguage } from '../../lib/language';
import { adminErrors, security } from '../../lib/route-schemas';
import { WRITES } from '../../lib/write-scopes';

/** Safe places to meet (issue 56 §3): the public list, and the admin's list and its writes. */
export const meetingsRoutes: FastifyPluginAsyncZod = async (app) => {
  const places = app.meetingPlaces;
  const tags = ['meetings'];
  const admin = { onRequest: app.requireAdmin };

  app.get(
    '/meeting-places',
    {
      schema: {
        tags,
        summary:
          "Safe public places to meet, in the request's language: near a point (`lat`, `lng`) or a `city`, nearest first, within `radiusKm` if given; with neither, all of them",
        querystring: ZMeetingPlacesQuery,
        response: { 200: successOf(ZMeetingPlaceList), 400: ZErrorResponse },
      },
    },
    async (request, reply) => {
      const language = requestLanguage(request);
      markLanguage(reply, language);
      return { success: true as const, data: await places.list(request.query, language) };
    },
  );

  app.get(
    '/admin/meeting-places',
    {
      ...admin,
      schema: {
        tags,
        security,
        summary: 'Every meeting place, hidden ones too, in both languages (admins)',
        response: { 200: successOf(ZAdminMeetingPlaceList), ...adminErrors },
      },
    },
    async () => ({ success: true as const, data: await places.all() }),
  );

  app.post(
    '/admin/meeting-places',
    {
      ...admin,
      config: { writes: WRITES.nothing },
      schema: {
        tags,
        security,
        summary: 'Add a meeting place: its city, kind, name and address in both languages, point',
        body: ZMeetingPlaceInput,
        response: { 201: successOf(ZAdminMeetingPlace), ...adminErrors },
      },
    },
    async (request, reply) => {
      const data = await places.create(request.body);
      return reply.status(201).send({ success: true as const, data });
    },
  );

  app.patch(
    '/admin/meeting-places/:id',
    {
      ...admin,
      config: { writes: WRITES.nothing },
      schema: {
        tags,
        security,
        summary: 'Change a meeting place, or hide it (`active: false`) (admins)',
        params: ZIdParams,
        body: ZMeetingPlacePatch,
        response: { 200: successOf(ZAdminMeetingPlace), ...adminErrors, 404: ZErrorResponse },
      },
    },
    async (request) => ({
      success: true as const,
      data: await places.update(request.params.id, request.body),
    }),
  );

  app.delete(
    '/admin/meeting-places/:id',
    {
      ...admin,
      config: { writes: WRITES.nothing },
      schema: {
        tags,
        security,
        summary:
          'Remove a meeting place; one that meetings were set at is hidden instead (`removed: false`) (admins)',
        params: ZIdParams,
        response: {
          200: successOf(ZMeetingPlaceRemoved),
          ...adminErrors,
          404: ZErrorResponse,
        },
      },
    },
    async (request) => ({
      success: true as const,
      data: await places.remove(request.params.id),
    }),
  );
};
