import type { SwaggerTransform, SwaggerTransformObject } from '@fastify/swagger';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';

// The OpenAPI document is generated from the routes' zod schemas; these two steps add what an
// integrator's tools expect of every operation (Redocly's recommended rules): a stable
// operationId, an explicit security requirement (none for public operations), a declared error
// answer, servers and a license.

const ERROR_ENVELOPE = {
  description: 'Error: { success: false, error, code }',
  type: 'object',
  properties: {
    success: { type: 'boolean', const: false },
    error: { type: 'string' },
    code: { type: 'string' },
  },
  required: ['success', 'error', 'code'],
};

const capital = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);
const camel = (s: string) => s.replace(/[-_]+(\w)/g, (_, c: string) => c.toUpperCase());

/** `GET /api/surfboards/:id/liked` → `getSurfboardsByIdLiked`. */
export function operationIdFor(method: string, url: string): string {
  const parts = url
    .split('/')
    .filter((s) => s && s !== 'api')
    .map((s) => (s.startsWith(':') ? `By${capital(camel(s.slice(1)))}` : capital(camel(s))));
  return method.toLowerCase() + parts.join('');
}

type RouteSchema = {
  hide?: boolean;
  operationId?: string;
  security?: { [label: string]: readonly string[] }[];
  response?: Record<string, unknown>;
  /** What a route without a JSON answer sends instead (GET /api/live: text/event-stream). */
  produces?: string[];
};

export const documentRoute: SwaggerTransform = (args) => {
  const { schema, url } = jsonSchemaTransform(args);
  // A route declared without a schema still gets an operation in the document.
  const s = (schema ?? {}) as RouteSchema;
  if (s.hide) return { schema: s, url };
  const method = [args.route.method].flat()[0] ?? 'get';
  s.operationId ??= operationIdFor(method, url);
  const response = { ...s.response };
  // A route that can answer 401 needs a session; every other one is public.
  s.security ??= '401' in response ? [{ bearer: [] }] : [];
  if (!Object.keys(response).some((status) => status.startsWith('4'))) {
    response['4XX'] = ERROR_ENVELOPE;
  }
  // Routes that stream files (images) or events (live) declare no JSON answer.
  if (!Object.keys(response).some((status) => status.startsWith('2'))) {
    const events = s.produces?.includes('text/event-stream');
    response['200'] = events
      ? {
          description: 'Server-Sent Events',
          content: { 'text/event-stream': { schema: { type: 'string' } } },
        }
      : {
          description: 'The file',
          content: { 'application/octet-stream': { schema: { type: 'string', format: 'binary' } } },
        };
  }
  s.response = response;
  return { schema: s, url };
};

/** Replaces `anyOf: [X]` (one choice) with X, everywhere in a schema tree. */
function collapseSingleAnyOf(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(collapseSingleAnyOf);
  if (!node || typeof node !== 'object') return node;
  const entries = Object.entries(node).map(([k, v]) => [k, collapseSingleAnyOf(v)] as const);
  const obj = Object.fromEntries(entries) as Record<string, unknown>;
  if (Array.isArray(obj.anyOf) && obj.anyOf.length === 1) {
    const { anyOf, ...rest } = obj;
    return { ...(anyOf[0] as object), ...rest };
  }
  return obj;
}

export function documentObject(publicUrl: string): SwaggerTransformObject {
  return (doc) => {
    const openapi = 'openapiObject' in doc ? doc.openapiObject : {};
    return collapseSingleAnyOf({
      ...openapi,
      servers: [{ url: publicUrl, description: 'This Galim server' }],
      info: {
        ...openapi.info,
        license: { name: 'Galim terms of use', url: `${publicUrl}/terms` },
      },
    }) as ReturnType<SwaggerTransformObject>;
  };
}
