import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZErrorResponse, ZIdParams, successOf, ZSuccess } from '@galim/shared/common/api';
import {
  ZPushDevice,
  ZPushEndpoint,
  ZPushPublicKey,
  ZPushSubscriptionInput,
} from '@galim/shared/alerts/schemas';
import { currentUser } from '../../plugins/auth';
import { change, errors, security, tags } from './route-kit';

/** Web Push: the server's public key, and my devices with push on. */
export const pushRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = app.alerts;
  const user = { onRequest: app.requireUser };

  app.get(
    '/push/public-key',
    {
      schema: {
        tags,
        summary: 'The VAPID public key for PushManager.subscribe',
        response: { 200: ZPushPublicKey, 404: ZErrorResponse },
      },
    },
    async () => ({ publicKey: service.publicKey() }),
  );

  app.get(
    '/push/subscriptions',
    {
      ...user,
      schema: {
        tags,
        security,
        summary: 'My devices with push on',
        response: { 200: successOf(z.array(ZPushDevice)), ...errors },
      },
    },
    async (request) => ({
      success: true as const,
      data: await service.devices(currentUser(request).id),
    }),
  );

  app.post(
    '/push/subscriptions',
    {
      ...user,
      config: change,
      schema: {
        tags,
        security,
        summary: 'Turn push on for this device (a known push service endpoint)',
        body: ZPushSubscriptionInput,
        response: { 201: ZSuccess, ...errors },
      },
    },
    async (request, reply) => {
      await service.addDevice(
        currentUser(request).id,
        request.body,
        request.headers['user-agent'] ?? null,
      );
      return reply.code(201).send({ success: true as const });
    },
  );

  app.delete(
    '/push/subscriptions',
    {
      ...user,
      config: change,
      schema: {
        tags,
        security,
        summary: 'Turn push off for a device, by its endpoint',
        body: ZPushEndpoint,
        response: { 200: ZSuccess, ...errors },
      },
    },
    async (request) => {
      await service.removeDevice(currentUser(request).id, { endpoint: request.body.endpoint });
      return { success: true as const };
    },
  );

  app.delete(
    '/push/subscriptions/:id',
    {
      ...user,
      config: change,
      schema: {
        tags,
        security,
        summary: 'Remove one of my push devices',
        params: ZIdParams,
        response: { 200: ZSuccess, ...errors },
      },
    },
    async (request) => {
      await service.removeDevice(currentUser(request).id, { id: request.params.id });
      return { success: true as const };
    },
  );
};
