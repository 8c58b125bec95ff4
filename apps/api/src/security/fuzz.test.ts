import { writeFileSync } from 'node:fs';
import { beforeAll, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { z } from 'zod';
import { ZBoardInput, ZImageLayout } from '@galim/shared/surfboards/form';
import { ZServiceInput } from '@galim/shared/services/schemas';
import type { App } from '../app';
import { createTestApp } from '../test/helpers';
import {
  createTestUser,
  multipart,
  type MultipartBody,
  pngImage,
  seedReferences,
  type TestUser,
  validFields,
} from '../test/factories';

// Property-based fuzzing of every write route (POST/PUT/PATCH/DELETE), as a signed-in user
// (who owns the seeded board, service and review) and as an admin. The routes come from the
// app's own routing table, and their body schemas from its OpenAPI document (generated from
// the shared zod schemas), so a new write route is fuzzed without touching this file.
// Values follow the schemas most of the time and are hostile the rest: NUL and other control
// characters, bidi overrides, HTML, SQL-looking text, `__proto__`, huge strings and arrays.
// The property: never a 500, and every error answer is the `{ success, error, code }` envelope.

const RUNS_PER_ROUTE = Number(process.env.FUZZ_RUNS ?? 25);
const WRITE_METHODS = ['POST', 'PUT', 'PATCH', 'DELETE'] as const;

type JsonSchema = {
  $ref?: string;
  type?: string | string[];
  enum?: unknown[];
  const?: unknown;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  minItems?: number;
  maxItems?: number;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  pattern?: string;
  format?: string;
};

interface Operation {
  parameters?: { in: string; name: string; schema?: JsonSchema }[];
  requestBody?: { content: Record<string, { schema?: JsonSchema }> };
  consumes?: string[];
}

// ------------------------------------------------------------------ hostile values

const HUGE = 'ש'.repeat(120_000);
const HOSTILE_STRINGS = [
  '\u0000',
  'a\u0000b',
  '\u0001\u0002\u0007\b\u001b[31m\u007f',
  '\u202Eגלשן\u202C',
  '\u200F\u200E\uFEFF',
  '<script>alert(1)</script>',
  '"><img src=x onerror=alert(1)>',
  "' OR 1=1 --",
  "'; DROP TABLE users; --",
  '%\\_%',
  '__proto__',
  'constructor',
  '{"__proto__":{"isAdmin":true}}',
  '../../../../etc/passwd',
  '${7*7}{{7*7}}',
  '\uD800',
  '😀👍🏽',
  'NaN',
  '-1',
  '1e309',
  '',
  '   ',
  'x'.repeat(5000),
  HUGE,
];
const hostileString = fc.oneof(
  fc.constantFrom(...HOSTILE_STRINGS),
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc
    .tuple(fc.string({ maxLength: 10 }), fc.constantFrom(...HOSTILE_STRINGS.slice(0, 10)))
    .map(([a, b]) => a + b),
);
const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 4, arbitrary: hostileString },
  {
    weight: 2,
    arbitrary: fc.constantFrom<unknown>(
      null,
      true,
      0,
      -1,
      1e308,
      -0.5,
      Number.MAX_SAFE_INTEGER + 2,
      {},
      [],
      JSON.parse('{"__proto__":{"isAdmin":true,"role":"admin"}}'),
      JSON.parse('{"constructor":{"prototype":{"polluted":1}}}'),
      Array.from({ length: 3000 }, (_, i) => i),
      Array.from({ length: 600 }, () => 'a'.repeat(24)),
      [[[[[[[[[[[]]]]]]]]]]],
    ),
  },
  { weight: 1, arbitrary: fc.jsonValue({ maxDepth: 3 }) },
);

// ------------------------------------------------------------------ schema -> arbitrary

interface Ctx {
  /** Real ids to use for id-shaped values (a 24-hex pattern). */
  ids: () => string[];
  resolve: (ref: string) => JsonSchema | undefined;
  /** How often a value is hostile rather than schema-shaped: 0 = never (deep paths). */
  hostility: number;
}

function fromSchema(schema: JsonSchema | undefined, ctx: Ctx, depth = 0): fc.Arbitrary<unknown> {
  if (ctx.hostility === 0) return validish(schema, ctx, depth);
  return fc.oneof(
    { weight: 20, arbitrary: validish(schema, ctx, depth) },
    { weight: ctx.hostility, arbitrary: hostileValue },
  );
}

function validish(schema: JsonSchema | undefined, ctx: Ctx, depth: number): fc.Arbitrary<unknown> {
  let s = schema ?? {};
  if (s.$ref) s = ctx.resolve(s.$ref) ?? {};
  if (depth > 4) return fc.constant(null);
  if (s.enum?.length) return fc.constantFrom(...s.enum);
  if (s.const !== undefined) return fc.constant(s.const);
  const union = s.anyOf ?? s.oneOf;
  if (union?.length) return fc.oneof(...union.map((u) => validish(u, ctx, depth)));
  if (s.allOf?.length) return validish(s.allOf[0], ctx, depth);
  const types = Array.isArray(s.type) ? s.type : s.type ? [s.type] : [];
  if (!types.length) return fc.jsonValue({ maxDepth: 2 });
  return fc.oneof(
    ...types.map((type): fc.Arbitrary<unknown> => {
      switch (type) {
        case 'string':
          if (s.pattern?.includes('[0-9a-f]{24}')) {
            return fc.oneof(
              fc
                .constant(null)
                .map(() => ctx.ids())
                .chain((ids) =>
                  ids.length ? fc.constantFrom(...ids) : fc.constant('0'.repeat(24)),
                ),
              fc.stringMatching(/^[0-9a-f]{24}$/),
            );
          }
          if (s.pattern) {
            try {
              return fc.stringMatching(new RegExp(s.pattern)).filter((v) => v.length < 500);
            } catch {
              // a pattern JavaScript cannot compile: fall through to plain strings
            }
          }
          if (s.format === 'email') return fc.emailAddress();
          if (s.format === 'uri' || s.format === 'url') return fc.webUrl();
          if (s.format === 'date-time')
            return fc.date({ noInvalidDate: true }).map((d) => d.toISOString());
          if (s.format === 'date') {
            return fc.date({ noInvalidDate: true }).map((d) => d.toISOString().slice(0, 10));
          }
          return fc.string({
            minLength: s.minLength ?? 0,
            maxLength: Math.max(s.minLength ?? 0, Math.min(s.maxLength ?? 80, 300)),
          });
        case 'integer':
          return fc.integer({
            min: Math.max(s.minimum ?? -1_000_000, -1_000_000_000),
            max: Math.min(s.maximum ?? 1_000_000, 1_000_000_000),
          });
        case 'number':
          return fc.double({
            min: s.minimum ?? -1_000_000,
            max: s.maximum ?? 1_000_000,
            noNaN: true,
          });
        case 'boolean':
          return fc.boolean();
        case 'null':
          return fc.constant(null);
        case 'array':
          return fc.array(fromSchema(s.items, ctx, depth + 1), {
            minLength: Math.min(s.minItems ?? 0, 3),
            maxLength: Math.max(Math.min(s.minItems ?? 0, 3), Math.min(s.maxItems ?? 5, 6)),
          });
        case 'object': {
          const props = s.properties ?? {};
          const entries = Object.fromEntries(
            Object.entries(props).map(([k, v]) => [k, fromSchema(v, ctx, depth + 1)]),
          );
          return fc.record(entries, {
            requiredKeys: (s.required ?? []).filter((k) => k in props),
          });
        }
        default:
          return fc.jsonValue({ maxDepth: 2 });
      }
    }),
  );
}

// ------------------------------------------------------------------ the routes

/** Every write route of the running app, from its routing table (printRoutes). */
function writeRoutes(app: App): { method: string; url: string }[] {
  const tree = app.printRoutes({ commonPrefix: false });
  const stack: string[] = [];
  const out: { method: string; url: string }[] = [];
  for (const line of tree.split('\n')) {
    const m = line.match(/^(.*?)(?:├── |└── )(\S+)(?: \(([^)]+)\))?/);
    if (!m) continue;
    const depth = Math.round(m[1]!.length / 4);
    stack.length = depth;
    stack[depth] = m[2]!;
    const url = stack.join('');
    for (const method of (m[3] ?? '').split(',').map((x) => x.trim())) {
      if ((WRITE_METHODS as readonly string[]).includes(method)) out.push({ method, url });
    }
  }
  return out;
}

/** A URL cannot carry half a surrogate pair (encodeURIComponent throws). */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

const toOpenApiPath = (url: string) => url.replace(/:(\w+)/g, '{$1}');

/** Multipart text fields the upload routes read: the shared form schemas' fields, and more. */
function multipartFieldSchemas(): Record<string, JsonSchema> {
  const opts = { io: 'input', unrepresentable: 'any' } as const;
  const props = (schema: z.ZodType) =>
    (z.toJSONSchema(schema, opts) as JsonSchema).properties ?? {};
  return {
    ...props(ZBoardInput),
    ...props(ZServiceInput),
    ...props(ZImageLayout),
    layout: { type: 'array', items: { type: 'integer' } },
    coverImage: { type: 'string' },
    existingImages: { type: 'array', items: { type: 'string' } },
    coverIndex: { type: 'integer' },
  };
}

// ------------------------------------------------------------------ the world

let app: App;
let doc: { paths: Record<string, Record<string, Operation>>; components?: Record<string, never> };
let png: Buffer;

let worlds = 0;

interface World {
  owner: TestUser;
  admin: TestUser;
  /** Ids of what was created, by collection ('surfboards', 'services', 'reviews', 'users'...). */
  ids: Record<string, string[]>;
  /** Valid multipart fields of a board, to start from. */
  boardFields: Record<string, string>;
}

const SERVICE_FIELDS: Record<string, unknown> = {
  title: 'שיעורי גלישה',
  description: 'שיעורים פרטיים וקבוצתיים לכל הרמות, כולל ציוד.',
  price: '200',
  priceType: 'hourly',
  location: { address: 'חוף', city: 'תל אביב', region: 'tel-aviv' },
  contactInfo: { email: 'coach@example.com' },
};

/** The collection an API path works on: its first segment after /api/, or 'reviews'. */
const collectionOf = (url: string) =>
  url.includes('/reviews')
    ? 'reviews'
    : url.includes('/propose/')
      ? `${url.split('/').pop()}s`
      : (url.split('/')[2] ?? '');

/** A signed-in owner with a board, a service (with a review by someone else) and more. */
async function seedWorld(): Promise<World> {
  const owner = await createTestUser(app);
  const admin = await createTestUser(app, { role: 'admin' });
  const reviewer = await createTestUser(app);
  const refs = await seedReferences(app, `${++worlds}`);
  const ids: Record<string, string[]> = { users: [owner.id, admin.id, reviewer.id] };
  ids.brands = [refs.brand, refs.otherBrand];
  ids.models = [refs.model];
  ids.categories = [refs.category];
  ids.technologies = [refs.technology];
  const inject = async (
    method: 'POST' | 'PATCH',
    url: string,
    as: TestUser,
    payload?: object | MultipartBody,
  ) => {
    const isMultipart = payload && 'payload' in payload && Buffer.isBuffer(payload.payload);
    const res = await app.inject({
      method,
      url,
      remoteAddress: `10.9.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`,
      headers: { ...as.headers, ...(isMultipart ? payload.headers : {}) },
      payload: isMultipart ? payload.payload : (payload as object | undefined),
    });
    const data = res.json()?.data as
      { _id?: string; item?: { _id?: string }; reviews?: { _id?: string }[] } | undefined;
    const id = data?._id ?? data?.item?._id ?? data?.reviews?.[0]?._id;
    if (id && method === 'POST') (ids[collectionOf(url)] ??= []).push(id);
    return id;
  };
  const boardFields = validFields(refs);
  await inject(
    'POST',
    '/api/surfboards',
    owner,
    await multipart(boardFields, [{ field: 'images', name: 'a.png', data: png }]),
  );
  const service = await inject(
    'POST',
    '/api/services/surf-instructor',
    owner,
    await multipart(SERVICE_FIELDS, [{ field: 'images', name: 'b.png', data: png }]),
  );
  if (service) {
    await inject('PATCH', `/api/services/surf-instructor/${service}/admin/approve`, admin);
    await inject('POST', `/api/services/surf-instructor/${service}/reviews`, reviewer, {
      rating: 4,
      text: 'מצוין',
    });
  }
  await inject('POST', '/api/faq', admin, { question: 'שאלה?', answer: 'תשובה.' });
  await inject('POST', '/api/contact', owner, {
    type: 'general',
    name: 'דנה',
    email: 'dana@example.com',
    subject: 'נושא',
    message: 'הודעה',
  });
  await inject('POST', '/api/reports', owner, {
    targetType: 'service',
    targetId: service ?? '0'.repeat(24),
    reason: 'spam',
  });
  await inject('POST', '/api/surfboards/propose/brand', owner, { title: 'Proposed Brand' });
  return { owner, admin, ids, boardFields };
}

beforeAll(async () => {
  app = await createTestApp();
  doc = app.swagger() as typeof doc;
  png = await pngImage('#0369a1', 64, 48);
}, 60_000);

// ------------------------------------------------------------------ the property

function isEnvelope(body: unknown): boolean {
  const b = body as { success?: unknown; error?: unknown; code?: unknown };
  return b?.success === false && typeof b.error === 'string' && typeof b.code === 'string';
}

describe('fuzzing every write route', () => {
  it('never answers 500, and every error is the envelope', { timeout: 300_000 }, async () => {
    const routes = writeRoutes(app);
    // The table really is the app's: it holds the routes we know, and more.
    expect(routes.length).toBeGreaterThan(50);
    expect(routes).toContainEqual({ method: 'POST', url: '/api/contact' });
    expect(routes).toContainEqual({ method: 'PUT', url: '/api/services/:serviceType/:id' });

    const failures: string[] = [];
    /** Status counts per route, written to the file FUZZ_STATS names: how deep the inputs reach. */
    const seen = new Map<string, Record<number, number>>();
    const multipartFields = multipartFieldSchemas();
    let world = await seedWorld();
    const allIds = () => Object.values(world.ids).flat();
    const resolve = (ref: string) =>
      (doc.components as Record<string, Record<string, JsonSchema>> | undefined)?.schemas?.[
        ref.split('/').pop()!
      ];
    const ctxAt = (hostility: number): Ctx => ({ ids: allIds, resolve, hostility });

    for (const route of routes) {
      // A fresh world per route: the previous one may have logged out or deleted the actors,
      // or deleted the board and service this route should reach.
      world = await seedWorld();
      const sameKind = (name: string) =>
        name === 'reviewId'
          ? world.ids.reviews
          : name === 'id'
            ? world.ids[collectionOf(route.url)]
            : undefined;

      const op = doc.paths[toOpenApiPath(route.url)]?.[route.method.toLowerCase()];
      const bodySchema = op?.requestBody?.content['application/json']?.schema;
      // Declared multipart, or a write route that declares no JSON body (it may read files).
      const isMultipart =
        (op?.consumes ?? []).includes('multipart/form-data') ||
        Boolean(op?.requestBody?.content['multipart/form-data']) ||
        (!bodySchema && route.method !== 'DELETE');
      const pathParams = [...route.url.matchAll(/:(\w+)/g)].map((m) => m[1]!);
      const paramSchema = (name: string) =>
        op?.parameters?.find((p) => p.in === 'path' && p.name === name)?.schema;

      /** A path parameter: mostly a real id of the route's own kind, sometimes anything. */
      const paramArb = (name: string, ctx: Ctx): fc.Arbitrary<unknown> => {
        const own = sameKind(name) ?? [];
        const any = fromSchema(paramSchema(name), ctx);
        return own.length
          ? fc.oneof(
              { weight: 2, arbitrary: fc.constantFrom(...own) },
              { weight: 1, arbitrary: any },
            )
          : any;
      };
      const multipartBase = route.url.startsWith('/api/services')
        ? SERVICE_FIELDS
        : world.boardFields;

      /** One request; `hostility` 0 keeps every value schema-shaped so deep code is reached. */
      const request = fc.constantFrom(0, 0, 1, 3, 10).chain((hostility) => {
        const ctx = ctxAt(hostility);
        return fc.record({
          actor: fc.constantFrom('owner', 'admin'),
          params: fc.record(
            Object.fromEntries(pathParams.map((name) => [name, paramArb(name, ctx)])) as Record<
              string,
              fc.Arbitrary<unknown>
            >,
          ),
          mode: fc.oneof(
            { weight: 12, arbitrary: fc.constant('schema' as const) },
            { weight: 1, arbitrary: fc.constant('raw' as const) },
          ),
          body: isMultipart
            ? fc
                .dictionary(
                  fc.oneof(
                    { weight: 8, arbitrary: fc.constantFrom(...Object.keys(multipartFields)) },
                    {
                      weight: 1,
                      arbitrary: fc.constantFrom('__proto__', 'constructor', 'a\u0000'),
                    },
                  ),
                  fc.constant(null),
                  { maxKeys: 6 },
                )
                .chain((keys) =>
                  fc.record(
                    Object.fromEntries(
                      Object.keys(keys).map((k) => [k, fromSchema(multipartFields[k], ctx)]),
                    ) as Record<string, fc.Arbitrary<unknown>>,
                  ),
                )
                // Start from a valid form so that the odd fields are what the route meets.
                .map((fields) => ({ ...multipartBase, ...fields }))
            : fromSchema(bodySchema ?? { type: 'object' }, ctx),
          raw: fc.oneof(
            fc.constantFrom('{', '{"a":', 'null', '[]', '"\\u0000"', '{"__proto__":1}', '\u0000'),
            fc.string({ unit: 'binary', maxLength: 60 }),
          ),
          withFile: fc.constantFrom('none', 'png', 'text'),
        });
      });

      await fc
        .assert(
          fc.asyncProperty(request, async (r) => {
            const actor = r.actor === 'admin' ? world.admin : world.owner;
            const url = route.url.replace(/:(\w+)/g, (_, name: string) =>
              encodeURIComponent(
                String(r.params[name] ?? '').replace(LONE_SURROGATE, '\uFFFD'),
              ).slice(0, 2000),
            );
            const headers: Record<string, string> = { ...actor.headers };
            let payload: string | Buffer | undefined;
            if (r.mode === 'raw') {
              headers['content-type'] = isMultipart
                ? 'multipart/form-data; boundary=nothing'
                : 'application/json';
              payload = r.raw;
            } else if (isMultipart) {
              const files =
                r.withFile === 'png'
                  ? [{ field: 'images', name: 'x.png', data: png }]
                  : r.withFile === 'text'
                    ? [{ field: 'images', name: 'x.png', data: Buffer.from('not an image') }]
                    : [];
              const body = await multipart(r.body as Record<string, unknown>, files);
              Object.assign(headers, body.headers);
              payload = body.payload;
            } else if (r.body !== undefined && route.method !== 'DELETE') {
              headers['content-type'] = 'application/json';
              payload = JSON.stringify(r.body) ?? 'null';
            }
            const res = await app.inject({
              method: route.method as (typeof WRITE_METHODS)[number],
              url,
              headers,
              payload,
              remoteAddress: `10.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}.1`,
            });
            const counts = seen.get(`${route.method} ${route.url}`) ?? {};
            counts[res.statusCode] = (counts[res.statusCode] ?? 0) + 1;
            seen.set(`${route.method} ${route.url}`, counts);
            let body: unknown = null;
            try {
              body = res.json();
            } catch {
              body = res.body;
            }
            const bad = res.statusCode >= 500 || (res.statusCode >= 400 && !isEnvelope(body));
            if (bad) {
              failures.push(
                `${route.method} ${route.url} -> ${res.statusCode} ${res.body.slice(0, 300)}\n  url: ${url.slice(0, 200)}\n  body: ${String(payload ?? '').slice(0, 300)}`,
              );
            }
            return !bad;
          }),
          { numRuns: RUNS_PER_ROUTE, endOnFailure: true },
        )
        // Answers that break the property are collected above, one report for all routes;
        // anything else (the harness itself failing) is reported too.
        .catch((err: Error) => {
          if (!/returning false|^Property failed after/.test(err.message)) {
            failures.push(`${route.method} ${route.url}: ${err.message.slice(0, 500)}`);
          }
        });
    }
    if (process.env.FUZZ_STATS) {
      const lines = [...seen].map(([route, counts]) => `${route} ${JSON.stringify(counts)}`);
      writeFileSync(process.env.FUZZ_STATS, `${lines.join('\n')}\n`);
    }
    expect(failures).toEqual([]);
  });
});
