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
 * What a document needs and a static asset does not: the content security policy and the other
 * policies a browser applies to a page (framing, opener, referrer, HSTS, features), and the
 * request id of the logs. About 1.1 KB a response, sent before with every 1 KB script.
 */
export const DOCUMENT_ONLY_HEADERS = [
  'content-security-policy',
  'cross-origin-opener-policy',
  'origin-agent-cluster',
  'referrer-policy',
  'strict-transport-security',
  'x-dns-prefetch-control',
  'x-download-options',
  'x-frame-options',
  'x-permitted-cross-domain-policies',
  'x-xss-protection',
  'permissions-policy',
  'x-request-id',
];

/**
 * A script, style, font, raster image or the web manifest, answered outside the API: content a
 * browser runs or draws inside a page, whose own headers it never applies as a page's (decision
 * 049). Not an SVG (it can be opened as a document and run script), nor the service worker,
 * whose content security policy is the one its script is served with.
 */
export function isStaticAsset(url: string, contentType: unknown): boolean {
  if (typeof contentType !== 'string' || url.startsWith('/api/')) return false;
  const path = url.split('?')[0] ?? '';
  if (path === '/service-worker.js') return false;
  return /^(application\/javascript|text\/javascript|text\/css|font\/|image\/(?!svg)|application\/manifest\+json)/.test(
    contentType,
  );
}

/**
 * Headers for every answer: the Permissions-Policy, and `Cache-Control: no-store` on whatever
 * is answered to a signed-in request or by a signed-in-only route (admin areas included), so no
 * browser or proxy cache keeps one user's private data for the next person. A static asset
 * carries only what it needs: its type, length or encoding, caching, `nosniff`, `vary` and its
 * resource policy (same-origin: no other site embeds our files).
 */
export const securityHeadersPlugin = fp(async (app: FastifyInstance) => {
  app.addHook('onSend', async (request, reply, payload) => {
    if (isStaticAsset(request.url, reply.getHeader('content-type'))) {
      for (const name of DOCUMENT_ONLY_HEADERS) reply.removeHeader(name);
      return payload;
    }
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
