import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';

/**
 * Browser features the app may use: none of camera, microphone, payment or USB; geolocation only
 * for our own pages (the publish form's "use my location"). Only features Chromium knows: it
 * logs a warning at every page for one it does not (bluetooth did).
 */
export const PERMISSIONS_POLICY = [
  'camera=()',
  'microphone=()',
  'geolocation=(self)',
  'payment=()',
  'usb=()',
  'serial=()',
  'magnetometer=()',
  'gyroscope=()',
  'accelerometer=()',
  'midi=()',
  'display-capture=()',
  'interest-cohort=()',
  'browsing-topics=()',
].join(', ');

/**
 * Headers for every answer: the Permissions-Policy, and `Cache-Control: no-store` on whatever
 * is answered to a signed-in request or by a signed-in-only route (admin areas included), so no
 * browser or proxy cache keeps one user's private data for the next person.
 */
export const securityHeadersPlugin = fp(async (app: FastifyInstance) => {
  app.addHook('onSend', async (request, reply, payload) => {
    reply.header('permissions-policy', PERMISSIONS_POLICY);
    const personal =
      request.headers.authorization !== undefined ||
      request.user !== null ||
      request.routeOptions.config?.signedInOnly === true;
    if (personal && !reply.hasHeader('cache-control') && !reply.raw.hasHeader('cache-control'))
      reply.header('cache-control', 'no-store');
    return payload;
  });
});
