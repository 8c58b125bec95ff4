import fs, { writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { and, eq, gte, isNull } from 'drizzle-orm';
import { z } from 'zod';
import { BOARD_FIELD_KINDS, ZBoardInput, ZImageLayout } from '@galim/shared/surfboards/form';
import { ZServiceInput } from '@galim/shared/services/schemas';
import { SPOTS } from '@galim/shared/forecast/spots';
import type { App } from '../app';
import {
  jobRuns,
  notificationSettings,
  pushSubscriptions,
  savedSearches,
  serviceLikes,
  serviceReviews,
  services,
  sessions,
  surfAlerts,
  surfboardLikes,
  surfboards,
  users,
} from '../db/schema';
import { RATE_LIMITS } from '../lib/limits';
import {
  openMeteoConfigFor,
  startOpenMeteoStandIn,
  type OpenMeteoStandIn,
} from '../test/open-meteo-stand-in';
import { uploadRateLimit } from '../modules/images/upload-limit';
import { typedFields } from '../modules/images/multipart';
import { testConfig } from '../test/config';
import { createTestApp } from '../test/helpers';
import { tempDir } from '../test/harness';
import { OUT_OF_HAND_MS } from '../test/poll';
import { pmtilesArchive } from '../test/pmtiles-archive';
import {
  createBeachReports,
  createSellerReview,
  createService,
  createTestUser,
  insertBoard,
  insertOffer,
  insertThread,
  multipart,
  pngImage,
  recordSale,
  seedReferences,
  type TestUser,
  validFields,
} from '../test/factories';
import { insertMeeting, insertMeetingPlace } from '../test/meetings';

// Property-based fuzzing of every route of the OpenAPI document (issue 30), as a visitor, as a
// signed-in user (who owns the seeded board, service and review) and as an admin. The routes
// and their schemas come from the app's own OpenAPI document (generated from the shared zod
// schemas), so a new route is fuzzed without touching this file. Each route gets:
// - a sweep: a valid request with one value at a time replaced by each hostile value of its
//   kind (path parameter, query parameter, JSON or multipart field, nested ones included):
//   fractions, huge and negative numbers, NaN, exponent strings, half surrogate pairs, NUL as
//   raw byte and as JSON escape, 10,000-character strings, wrong types, arrays for scalars;
// - FUZZ_RUNS fast-check runs: schema-shaped values mixed with hostile ones, random actors.
// The properties: no answer is a 500; every error answer of the API is the `{ success, error,
// code }` envelope; no answer carries SQL or a stack; no job the requests started or left work
// for fails (a saved search is matched against a last board); and a bystander no request can
// reach has the same data at the end. It prints how many requests each route got and how long
// it took (FUZZ_STATS=<file> also writes the status counts; FUZZ_ONLY=<regex> picks routes).

const RUNS_PER_ROUTE = Number(process.env.FUZZ_RUNS ?? 20);
/** Only the routes whose 'METHOD /path' this matches (to look into one route). */
const ONLY = process.env.FUZZ_ONLY ? new RegExp(process.env.FUZZ_ONLY) : null;
const METHODS = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'] as const;
type Method = (typeof METHODS)[number];
type Actor = 'anonymous' | 'user' | 'admin';

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
  prefixItems?: JsonSchema[];
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
  parameters?: { in: string; name: string; required?: boolean; schema?: JsonSchema }[];
  requestBody?: { content: Record<string, { schema?: JsonSchema }> };
}

// ------------------------------------------------------------------ hostile values

const TEN_THOUSAND = 'א'.repeat(5_000) + 'x'.repeat(5_000);
const HUGE = 'ש'.repeat(120_000);
/** Half a surrogate pair: JSON carries it as an escape ("\ud800"), UTF-8 cannot. */
const LONE_HIGH = '\uD800';
const LONE_LOW = '\uDC00';

/** Per kind of value, what each one is replaced by in the sweep. */
const EDGES = {
  number: [0.5, -1, 3e9, -3e9, 1e308, 1.5e-323, 'NaN', '1e309', '1e3', [1, 2]],
  string: [`גל${LONE_LOW}`, 'x\u0000y', TEN_THOUSAND, 12345, ['a', 'b'], {}],
  boolean: ['yes', 2, [true]],
  enum: ['no-such-option', ['a', 'b'], 7],
  array: ['scalar', Array.from({ length: 1000 }, () => 'x'), [{}]],
  object: ['text', [], 42],
  any: [0.5, LONE_HIGH, '\u0000', TEN_THOUSAND],
} as const satisfies Record<string, readonly unknown[]>;
type Kind = keyof typeof EDGES;

/** Path parameters are text: numbers as strings, the rest as above, and a few old tricks. */
const PARAM_EDGES = [
  '0.5',
  '-1',
  '1e309',
  'NaN',
  LONE_HIGH,
  '\u0000',
  'a'.repeat(10_000),
  '__proto__',
  "' OR 1=1 --",
  '../../../etc/passwd',
];

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
  LONE_HIGH,
  `a${LONE_LOW}b`,
  '😀👍🏽',
  'NaN',
  '-1',
  '0.5',
  '1e309',
  '3000000000',
  '',
  '   ',
  TEN_THOUSAND,
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
    weight: 3,
    arbitrary: fc.constantFrom<unknown>(
      null,
      true,
      0,
      -1,
      0.5,
      -0.5,
      1e308,
      2_147_483_648,
      Number.MAX_SAFE_INTEGER + 2,
      {},
      [],
      [1, 2],
      JSON.parse('{"__proto__":{"isAdmin":true,"role":"admin"}}'),
      JSON.parse('{"constructor":{"prototype":{"polluted":1}}}'),
      Array.from({ length: 3000 }, (_, i) => i),
      Array.from({ length: 600 }, () => 'a'.repeat(24)),
      [[[[[[[[[[[]]]]]]]]]]],
    ),
  },
  { weight: 1, arbitrary: fc.jsonValue({ maxDepth: 3 }) },
);

// ------------------------------------------------------------------ schemas

interface Ctx {
  /** Real ids to use for id-shaped values (a 24-hex pattern), of the named field's kind if known. */
  ids: (field?: string) => string[];
  resolve: (ref: string) => JsonSchema | undefined;
  /** How often a value is hostile rather than schema-shaped: 0 = never. */
  hostility: number;
}

const deref = (s: JsonSchema | undefined, ctx: Pick<Ctx, 'resolve'>): JsonSchema =>
  s?.$ref ? (ctx.resolve(s.$ref) ?? {}) : (s ?? {});
const typesOf = (s: JsonSchema) => (Array.isArray(s.type) ? s.type : s.type ? [s.type] : []);
const isIdPattern = (s: JsonSchema) => Boolean(s.pattern?.includes('[0-9a-f]{24}'));

function fromSchema(schema: JsonSchema | undefined, ctx: Ctx, depth = 0): fc.Arbitrary<unknown> {
  if (ctx.hostility === 0) return validish(schema, ctx, depth);
  return fc.oneof(
    { weight: 20, arbitrary: validish(schema, ctx, depth) },
    { weight: ctx.hostility, arbitrary: hostileValue },
  );
}

function validish(schema: JsonSchema | undefined, ctx: Ctx, depth: number): fc.Arbitrary<unknown> {
  const s = deref(schema, ctx);
  if (depth > 4) return fc.constant(null);
  if (s.enum?.length) return fc.constantFrom(...s.enum);
  if (s.const !== undefined) return fc.constant(s.const);
  const union = s.anyOf ?? s.oneOf;
  if (union?.length) return fc.oneof(...union.map((u) => validish(u, ctx, depth)));
  if (s.allOf?.length) return validish(s.allOf[0], ctx, depth);
  const types = typesOf(s);
  if (!types.length) return fc.jsonValue({ maxDepth: 2 });
  return fc.oneof(
    ...types.map((type): fc.Arbitrary<unknown> => {
      switch (type) {
        case 'string':
          if (isIdPattern(s)) {
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
          if (s.prefixItems?.length) {
            return fc.tuple(...s.prefixItems.map((p) => fromSchema(p, ctx, depth + 1)));
          }
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

/**
 * The smallest value the schema accepts, built without chance: required keys only, the first
 * option, the lowest number in range, a real id for an id. A sweep starts from it, so that the
 * one value it replaces is what the route meets.
 */
function minimalOf(schema: JsonSchema | undefined, ctx: Ctx, depth = 0, field?: string): unknown {
  const s = deref(schema, ctx);
  if (depth > 6) return null;
  if (s.enum?.length) return s.enum[0];
  if (s.const !== undefined) return s.const;
  const union = s.anyOf ?? s.oneOf;
  if (union?.length) {
    const option = union.find((u) => !typesOf(deref(u, ctx)).includes('null')) ?? union[0];
    return minimalOf(option, ctx, depth, field);
  }
  if (s.allOf?.length) return minimalOf(s.allOf[0], ctx, depth, field);
  const type = typesOf(s).find((t) => t !== 'null') ?? typesOf(s)[0];
  switch (type) {
    case 'object':
      return Object.fromEntries(
        (s.required ?? [])
          .filter((k) => s.properties?.[k])
          .map((k) => [k, minimalOf(s.properties![k], ctx, depth + 1, k)]),
      );
    case 'array':
      if (s.prefixItems?.length) return s.prefixItems.map((p) => minimalOf(p, ctx, depth + 1));
      return Array.from({ length: s.minItems ?? 0 }, () =>
        minimalOf(s.items, ctx, depth + 1, field),
      );
    case 'integer':
    case 'number':
      return Math.min(Math.max(1, s.minimum ?? 1), s.maximum ?? 1);
    case 'boolean':
      return true;
    case 'string': {
      if (field && field in FIELD_VALUES) return FIELD_VALUES[field];
      if (isIdPattern(s)) return ctx.ids(field)[0] ?? '0'.repeat(24);
      if (s.format === 'email') return 'fuzz@example.com';
      if (s.format === 'uri' || s.format === 'url') return 'https://example.com/fuzz';
      if (s.format === 'date-time') return new Date().toISOString();
      if (s.format === 'date') return '2025-06-01';
      if (s.pattern) {
        try {
          return fc.sample(fc.stringMatching(new RegExp(s.pattern)), { numRuns: 1, seed: 30 })[0];
        } catch {
          // fall through
        }
      }
      const length = Math.max(s.minLength ?? 0, Math.min(s.maxLength ?? 12, 12));
      return 'גלים טובים בים '.repeat(4).slice(0, length);
    }
    default:
      return null;
  }
}

interface Leaf {
  path: string[];
  kind: Kind;
}

/** Every value inside a schema (objects and arrays too), by path, with its kind. */
function leavesOf(schema: JsonSchema | undefined, ctx: Ctx, path: string[] = []): Leaf[] {
  const s = deref(schema, ctx);
  if (path.length > 5) return [];
  const union = s.anyOf ?? s.oneOf;
  if (union?.length) {
    const options = union.map((u) => deref(u, ctx)).filter((u) => !typesOf(u).includes('null'));
    const structured = options.find((o) => o.properties || o.items || o.prefixItems);
    if (structured) return leavesOf(structured, ctx, path);
    return options.length ? leavesOf(options[0], ctx, path) : [];
  }
  if (s.allOf?.length) return leavesOf(s.allOf[0], ctx, path);
  const here = (kind: Kind): Leaf[] => (path.length ? [{ path, kind }] : []);
  if (s.enum?.length || s.const !== undefined) return here('enum');
  const types = typesOf(s).filter((t) => t !== 'null');
  if (s.properties || types.includes('object')) {
    return [
      ...here('object'),
      ...Object.entries(s.properties ?? {}).flatMap(([k, v]) => leavesOf(v, ctx, [...path, k])),
    ];
  }
  if (types.includes('array')) {
    const items = s.prefixItems?.[0] ?? s.items;
    return [...here('array'), ...leavesOf(items, ctx, [...path, '0'])];
  }
  if (types.includes('integer') || types.includes('number')) return here('number');
  if (types.includes('string')) return here('string');
  if (types.includes('boolean')) return here('boolean');
  return here('any');
}

/** `value` with the value at `path` replaced (containers made as needed). */
function withValueAt(value: unknown, path: string[], replacement: unknown): unknown {
  if (!path.length) return replacement;
  const [key, ...rest] = path as [string, ...string[]];
  const index = /^\d+$/.test(key) ? Number(key) : null;
  if (index !== null) {
    const array = Array.isArray(value) ? [...(value as unknown[])] : [];
    while (array.length < index) array.push(null);
    array[index] = withValueAt(array[index], rest, replacement);
    return array;
  }
  const object =
    value && typeof value === 'object' && !Array.isArray(value)
      ? { ...(value as Record<string, unknown>) }
      : {};
  object[key] = withValueAt(object[key], rest, replacement);
  return object;
}

// ------------------------------------------------------------------ encoding a request

/**
 * Percent-encoding as a raw client may send it: half a surrogate pair as its three WTF-8 bytes
 * (encodeURIComponent refuses it; a hand-written client does not).
 */
function encodeLoosely(text: string): string {
  return Array.from(text, (ch) => {
    const c = ch.codePointAt(0)!;
    if (c < 0xd800 || c > 0xdfff) return encodeURIComponent(ch);
    return [0xe0 | (c >> 12), 0x80 | ((c >> 6) & 0x3f), 0x80 | (c & 0x3f)]
      .map((b) => `%${b.toString(16).toUpperCase()}`)
      .join('');
  }).join('');
}

const queryText = (v: unknown): string =>
  typeof v === 'string' ? v : v === undefined || v === null ? '' : JSON.stringify(v);

/** A query string: arrays as repeated keys (how a query carries an array for a scalar). */
function queryString(query: Record<string, unknown>): string {
  const parts: string[] = [];
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined) continue;
    for (const v of Array.isArray(value) ? value : [value]) {
      parts.push(`${encodeLoosely(key)}=${encodeLoosely(queryText(v))}`);
    }
  }
  return parts.length ? `?${parts.join('&')}` : '';
}

/** A JSON text with a raw NUL byte inside its first string (JSON allows it only escaped). */
const withRawNul = (json: string) => json.replace(/"/, '"\u0000');

// ------------------------------------------------------------------ the routes

interface Route {
  method: Method;
  /** Fastify's form, `/api/surfboards/:id`. */
  url: string;
  op: Operation;
  pathParams: string[];
  query: Record<string, JsonSchema>;
  jsonBody?: JsonSchema;
  multipart?: 'board' | 'images' | 'service';
}

const toFastifyPath = (path: string) => path.replace(/\{(\w+)\}/g, ':$1');

/** Every route the running app serves, from its routing table (printRoutes): 'GET /api/...'. */
function servedRoutes(server: App): string[] {
  const stack: string[] = [];
  const out: string[] = [];
  for (const line of server.printRoutes({ commonPrefix: false }).split('\n')) {
    const m = line.match(/^(.*?)(?:├── |└── )(\S+)(?: \(([^)]+)\))?/);
    if (!m) continue;
    const depth = Math.round(m[1]!.length / 4);
    stack.length = depth;
    stack[depth] = m[2]!;
    for (const method of (m[3] ?? '').split(',').map((x) => x.trim())) {
      if ((METHODS as readonly string[]).includes(method)) out.push(`${method} ${stack.join('')}`);
    }
  }
  return out;
}

/** Fields that hold an id of one kind: a valid request names a real one. */
const ID_FIELDS: Record<string, string> = {
  brand: 'brands',
  model: 'models',
  category: 'categories',
  technology: 'technologies',
  exclude: 'surfboards',
  boardId: 'publicBoards',
  targetId: 'services',
  providerId: 'users',
  userId: 'users',
  reviewId: 'reviews',
  offerId: 'offers',
  meetingId: 'meetings',
  placeId: 'meeting-places',
  buyerId: 'buyers',
};

/** Text fields whose valid values no schema says (a pipe, a transform, a list elsewhere). */
const FIELD_VALUES: Record<string, string> = {
  email: 'fuzz@example.com',
  phone: '0521234567',
  spotId: SPOTS[0]!.id,
  slug: 'fuzz-surfer',
  serviceType: 'surf-instructor',
};

/** Valid bodies the schema cannot say (ids of what exists, a board as publish takes it). */
const KNOWN_BODIES: Record<string, (w: World) => unknown> = {
  // The publish form's fields as JSON carries them: typed, as the multipart route types them.
  'POST /api/surfboards/bulk/create': (w) => ({
    items: [typedFields(w.boardFields, BOARD_FIELD_KINDS)],
  }),
  'POST /api/surfboards/bulk/update': (w) => ({
    updates: [{ id: w.ids.surfboards?.[0], price: 2400 }],
  }),
  'POST /api/reports': (w) => ({
    targetType: 'service',
    targetId: w.ids.services?.[0],
    reason: 'spam',
  }),
  'PUT /api/faq/reorder': (w) => ({ category: 'כללי', ids: w.ids.faq }),
  // A meeting is half an hour to 30 days ahead: a day ahead at a place that exists.
  'POST /api/conversations/:id/meetings': (w) => ({
    placeId: w.ids['meeting-places']?.[0],
    at: new Date(Date.now() + 86_400_000).toISOString(),
  }),
  'POST /api/admin/meeting-places': () => ({
    city: 'הרצליה',
    kind: 'mall',
    nameHe: 'קניון',
    nameEn: 'Mall',
    addressHe: 'הרצליה',
    addressEn: 'Herzliya',
    lat: 32.16,
    lng: 34.84,
  }),
};

/** The collection a path parameter names: `/api/services/:serviceType/:id` -> services. */
function paramCollection(url: string, name: string): string {
  if (ID_FIELDS[name]) return ID_FIELDS[name];
  const segments = url.split('/');
  return segments[2] === 'admin' ? (segments[3] ?? '') : (segments[2] ?? '');
}

/** Multipart text fields the upload routes read: the shared form schemas' fields, and more. */
function multipartSchema(kind: NonNullable<Route['multipart']>): JsonSchema {
  const opts = { io: 'input', unrepresentable: 'any' } as const;
  const props = (schema: z.ZodType) =>
    (z.toJSONSchema(schema, opts) as JsonSchema).properties ?? {};
  const extra: Record<string, JsonSchema> = {
    coverImage: { type: 'string' },
    existingImages: { type: 'array', items: { type: 'string' } },
  };
  if (kind === 'service')
    return { type: 'object', properties: { ...props(ZServiceInput), ...extra } };
  if (kind === 'images')
    return { type: 'object', properties: { ...props(ZImageLayout), ...extra } };
  return { type: 'object', properties: { ...props(ZBoardInput), coverIndex: { type: 'integer' } } };
}

/** Routes that read files: multipart, with the text fields of the form they take. */
function multipartKind(method: Method, url: string): Route['multipart'] {
  if (method === 'POST' && url === '/api/surfboards') return 'board';
  if (method === 'PUT' && url === '/api/surfboards/:id/images') return 'images';
  // A report's photo: one file, whatever its field's name; the fields are ignored.
  if (method === 'POST' && url === '/api/beach-reports/:id/photo') return 'images';
  if (
    (method === 'POST' || method === 'PUT') &&
    /^\/api\/services\/:serviceType(\/:id)?$/.test(url)
  )
    return 'service';
  return undefined;
}

function routesOf(doc: OpenApi): Route[] {
  const routes: Route[] = [];
  for (const [path, ops] of Object.entries(doc.paths)) {
    for (const [m, op] of Object.entries(ops)) {
      const method = m.toUpperCase() as Method;
      if (!METHODS.includes(method)) continue;
      const url = toFastifyPath(path);
      const params = op.parameters ?? [];
      routes.push({
        method,
        url,
        op,
        pathParams: params.filter((p) => p.in === 'path').map((p) => p.name),
        query: Object.fromEntries(
          params.filter((p) => p.in === 'query').map((p) => [p.name, p.schema ?? {}]),
        ),
        jsonBody: op.requestBody?.content['application/json']?.schema,
        multipart: multipartKind(method, url),
      });
    }
  }
  return routes;
}

// ------------------------------------------------------------------ the world

type OpenApi = {
  paths: Record<string, Record<string, Operation>>;
  components?: { schemas?: Record<string, JsonSchema> };
};

let app: App;
let doc: OpenApi;
/** Open-Meteo, stood in for: the forecast routes are fuzzed down to their upstream call. */
let upstream: OpenMeteoStandIn;
let png: Buffer;
let worlds = 0;
/** Time spent making worlds (ms). */
let seeding = 0;
/** How long each route took, sweep and runs. */
const timings = new Map<string, number>();

interface World {
  user: TestUser;
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

/** A signed-in user with a board, a service (with a review by someone else) and more. */
async function seedWorld(): Promise<World> {
  const started = Date.now();
  try {
    return await seedWorldNow();
  } finally {
    seeding += Date.now() - started;
  }
}

async function seedWorldNow(): Promise<World> {
  const user = await createTestUser(app);
  const slug = `${FIELD_VALUES.slug}-${worlds + 1}`;
  await app.db.update(users).set({ slug }).where(eq(users.id, user.id));
  const admin = await createTestUser(app, { role: 'admin' });
  const reviewer = await createTestUser(app);
  const refs = await seedReferences(app, `${++worlds}`);
  const ids: Record<string, string[]> = { users: [user.id, admin.id, reviewer.id], slugs: [slug] };
  ids.brands = [refs.brand, refs.otherBrand];
  ids.models = [refs.model];
  ids.categories = [refs.category];
  ids.technologies = [refs.technology];
  const inject = async (
    method: 'POST' | 'PATCH',
    url: string,
    as: TestUser,
    payload?: object | { payload: Buffer; headers: Record<string, string> },
  ) => {
    const isMultipart = payload && 'payload' in payload && Buffer.isBuffer(payload.payload);
    const res = await app.inject({
      method,
      url,
      remoteAddress: randomAddress(),
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
    user,
    await multipart(boardFields, [{ field: 'images', name: 'a.png', data: png }]),
  );
  const service = await inject(
    'POST',
    '/api/services/surf-instructor',
    user,
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
  await inject('POST', '/api/contact', user, {
    type: 'general',
    name: 'דנה',
    email: 'dana@example.com',
    subject: 'נושא',
    message: 'הודעה',
  });
  await inject('POST', '/api/reports', user, {
    targetType: 'service',
    targetId: service ?? '0'.repeat(24),
    reason: 'spam',
  });
  await inject('POST', '/api/surfboards/propose/brand', user, { title: 'Proposed Brand' });
  await inject('POST', '/api/saved-searches', user, { filters: { maxPrice: 3000 } });
  await inject('POST', '/api/surf-alerts', user, { spotId: SPOTS[0]!.id, minStars: 3 });
  // A buyer's thread about the user's board: the user is its seller (the board is pending, so
  // nobody could open it through the API yet).
  const boardId = ids.surfboards?.[0];
  if (boardId) {
    const threadId = await insertThread(app, {
      boardId,
      buyerId: reviewer.id,
      messages: [{ from: 'buyer', body: 'עדיין זמין?' }],
    });
    ids.conversations = [threadId];
    // The buyer's open offer, for the seller (the user) to answer or counter.
    const offerId = await insertOffer(app, {
      threadId,
      fromUserId: reviewer.id,
      amount: 1200,
      body: 'הצעה',
    });
    ids.offers = [offerId];
    ids.buyers = [reviewer.id];
    // The buyer's open meeting proposal, for the seller (the user) to accept or change.
    ids.meetings = [await insertMeeting(app, { threadId, fromUserId: reviewer.id })];
  }
  // Someone the user may block.
  ids.blocks = [reviewer.id];
  // A safe place to meet (issue 56), for the admin to change and a meeting to be set at.
  ids['meeting-places'] = [await insertMeetingPlace(app)];
  // A public board of someone else, for the user to write about.
  ids.publicBoards = [await insertBoard(app, reviewer.id, refs, { moderationStatus: 'approved' })];
  // Reviews of sellers: a board the user bought (theirs to review), and a review of the user as
  // a seller (theirs to answer).
  const bought = await insertBoard(app, reviewer.id, refs, { moderationStatus: 'approved' });
  await recordSale(app, bought, user.id);
  ids.publicBoards.push(bought);
  const sold = await insertBoard(app, user.id, refs, { moderationStatus: 'approved' });
  ids['seller-reviews'] = [
    await createSellerReview(app, { boardId: sold, buyerId: reviewer.id, body: 'מצוין' }),
  ];
  // Reports from the beach: the user's own (theirs to add a photo to), and someone else's (to
  // thank).
  const beach = await createBeachReports(
    app,
    [user, reviewer].map((u) => ({ spotId: SPOTS[0]!.id, userId: u.id })),
  );
  ids['beach-reports'] = beach.map((b) => b.id);
  return { user, admin, ids, boardFields };
}

const randomAddress = () =>
  `10.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`;

// ------------------------------------------------------------------ a bystander

/** Someone with a profile, a board, a service, likes, searches and alerts, whom no one reaches. */
let bystander: TestUser;

async function seedBystander(): Promise<void> {
  bystander = await createTestUser(app, { firstName: 'עומר' });
  await app.db
    .update(users)
    .set({ bio: 'גולש מנתניה', slug: 'omer-bystander' })
    .where(eq(users.id, bystander.id));
  const refs = await seedReferences(app, 'bystander');
  const board = await insertBoard(app, bystander.id, refs, { moderationStatus: 'approved' });
  const service = await createService(app, {
    providerId: bystander.id,
    status: 'approved',
    price: 300,
    priceType: 'hourly',
  });
  await app.db.insert(surfboardLikes).values({ userId: bystander.id, surfboardId: board });
  await app.db.insert(serviceLikes).values({ userId: bystander.id, serviceId: service.id });
  await app.db
    .insert(savedSearches)
    .values({ userId: bystander.id, name: 'זול', filters: { maxPrice: 1500 } });
  await app.db
    .insert(surfAlerts)
    .values({ userId: bystander.id, spotId: SPOTS[0]!.id, minStars: 4, daysAhead: [0, 1] });
}

/** Every row that is the bystander's, as text: what must read the same after the fuzzing. */
async function bystanderData(): Promise<string> {
  const id = bystander.id;
  const db = app.db;
  return JSON.stringify({
    user: await db.select().from(users).where(eq(users.id, id)),
    sessions: await db.select().from(sessions).where(eq(sessions.userId, id)),
    boards: await db.select().from(surfboards).where(eq(surfboards.sellerId, id)),
    services: await db.select().from(services).where(eq(services.providerId, id)),
    boardLikes: await db.select().from(surfboardLikes).where(eq(surfboardLikes.userId, id)),
    serviceLikes: await db.select().from(serviceLikes).where(eq(serviceLikes.userId, id)),
    reviews: await db.select().from(serviceReviews).where(eq(serviceReviews.userId, id)),
    searches: await db.select().from(savedSearches).where(eq(savedSearches.userId, id)),
    alerts: await db.select().from(surfAlerts).where(eq(surfAlerts.userId, id)),
    push: await db.select().from(pushSubscriptions).where(eq(pushSubscriptions.userId, id)),
    settings: await db
      .select()
      .from(notificationSettings)
      .where(eq(notificationSettings.userId, id)),
  });
}

/** Every limit of the table and the upload limit, with the maximum each had before this file. */
const raisedLimits = [...Object.values(RATE_LIMITS), uploadRateLimit] as { max: number }[];
const limitsBefore = raisedLimits.map((row) => row.max);

beforeAll(async () => {
  // Hundreds of requests a route, as one user: every limit is raised so that each request
  // reaches the route's code rather than a 429 (the limits have their own tests,
  // rate-limits.test.ts). Routes read the table when the app is built, below; afterAll puts
  // it back for the files that run after this one in the same worker.
  for (const row of raisedLimits) row.max = 1_000_000;
  upstream = await startOpenMeteoStandIn();
  const basemapDir = tempDir('fuzz-basemap');
  fs.writeFileSync(path.join(basemapDir, 'basemap.pmtiles'), BASEMAP);
  app = await createTestApp({
    basemap: { kind: 'file', path: path.join(basemapDir, 'basemap.pmtiles') },
    openMeteo: openMeteoConfigFor(upstream),
    // Live streams end once what was missed is written, so inject sees their end.
    live: { ...testConfig().live, streamMs: 0 },
  });
  doc = app.swagger() as OpenApi;
  png = await pngImage('#0369a1', 64, 48);
  await seedBystander();
  // The project's hookTimeout (minutes): on a busy shared machine this set-up took over 60 s.
});
afterAll(async () => {
  raisedLimits.forEach((row, i) => (row.max = limitsBefore[i]!));
  await upstream.close();
});

/** The basemap archive the app serves (GET /api/map/basemap.pmtiles, decision 062). */
const BASEMAP = pmtilesArchive(
  [0, 1, 2].map((tileId) => ({ tileId, data: Buffer.alloc(200, tileId) })),
);

// ------------------------------------------------------------------ the property

function isEnvelope(body: unknown): boolean {
  const b = body as { success?: unknown; error?: unknown; code?: unknown };
  return b?.success === false && typeof b.error === 'string' && typeof b.code === 'string';
}

/**
 * What a database or runtime error looks like when it leaks: SQL in Drizzle's or PostgreSQL's
 * words, a stack frame, a source path. None of it can come from what the fuzzer sends.
 */
const LEAK =
  /Failed query|syntax error at or near|invalid input syntax|violates [a-z -]*constraint|duplicate key value|out of range for type|unsupported Unicode escape|\bat \S+ \(\/|node_modules\/|\.ts:\d+:\d+|DrizzleQueryError|ZodError/i;

/** One request: what is sent, before it is encoded. */
interface Attempt {
  actor: Actor;
  params: Record<string, unknown>;
  query: Record<string, unknown>;
  /** A JSON value, or multipart fields. */
  body?: unknown;
  /** A body sent as it is, with the route's content type. */
  raw?: string;
  file?: 'none' | 'png' | 'text';
}

describe('fuzzing every route of the OpenAPI document', () => {
  it(
    'never answers 500 or leaks SQL or a stack; errors are the envelope; others’ data holds',
    { timeout: 900_000 },
    async () => {
      const started = Date.now();
      const routes = routesOf(doc);
      // The document really is the app's: every API route it serves is in it.
      const documented = routes.map((r) => `${r.method} ${r.url}`);
      const served = servedRoutes(app).filter(
        (r) => r.startsWith('/api/', r.indexOf(' ') + 1) && !r.includes('/api/docs'),
      );
      expect(served.length).toBeGreaterThan(120);
      expect(served.filter((r) => !documented.includes(r))).toEqual([]);
      expect(routes).toContainEqual(
        expect.objectContaining({ method: 'GET', url: '/api/surfboards' }),
      );
      expect(routes).toContainEqual(
        expect.objectContaining({ method: 'PUT', url: '/api/services/:serviceType/:id' }),
      );

      const fuzzed = routes.filter((r) => !ONLY || ONLY.test(`${r.method} ${r.url}`));
      const before = await bystanderData();
      const failures: string[] = [];
      /** Status counts per route: how deep the inputs reach (FUZZ_STATS). */
      const seen = new Map<string, Record<number, number>>();
      /** Routes whose every candidate start was refused, with the last answer. */
      const refusedBases = new Map<string, string>();
      const resolve = (ref: string) => doc.components?.schemas?.[ref.split('/').pop()!];

      let world = await seedWorld();
      let previousMethod: Method | undefined;
      for (const route of fuzzed) {
        const key = `${route.method} ${route.url}`;
        const routeStarted = Date.now();
        // A fresh world for each route that writes: the previous one may have signed the
        // actors out or deleted the board and service this route should reach.
        if (route.method !== 'GET' || previousMethod !== 'GET') world = await seedWorld();
        previousMethod = route.method;
        let reseeds = 0;
        const idsFor = (field?: string) => {
          const kind =
            field === 'ids' || field === 'id'
              ? paramCollection(route.url, 'id')
              : field && ID_FIELDS[field];
          const own = kind ? world.ids[kind] : undefined;
          return own?.length ? own : Object.values(world.ids).flat();
        };
        const ctxAt = (hostility: number): Ctx => ({ ids: idsFor, resolve, hostility });
        const ownIds = (name: string): string[] =>
          name === 'slug'
            ? world.ids.slugs!
            : name in FIELD_VALUES
              ? [FIELD_VALUES[name]!]
              : name === 'name'
                ? ['surf-alerts']
                : (world.ids[paramCollection(route.url, name)] ?? []);
        const paramSchema = (name: string) =>
          route.op.parameters?.find((p) => p.in === 'path' && p.name === name)?.schema;
        /** A real value for each path parameter (the route's own kind of id). */
        const validParams = (): Record<string, unknown> =>
          Object.fromEntries(
            route.pathParams.map((name) => [
              name,
              ownIds(name)[0] ?? minimalOf(paramSchema(name), ctxAt(0), 0, name),
            ]),
          );
        const bodySchema = route.multipart ? multipartSchema(route.multipart) : route.jsonBody;
        /** A valid body to start from: the seeded forms for uploads, the smallest otherwise. */
        let validBody = (): unknown =>
          route.multipart === 'service'
            ? route.method === 'PUT'
              ? {}
              : SERVICE_FIELDS
            : route.multipart === 'board'
              ? world.boardFields
              : route.multipart === 'images'
                ? {}
                : route.jsonBody
                  ? (KNOWN_BODIES[key]?.(world) ?? minimalOf(route.jsonBody, ctxAt(0)))
                  : undefined;
        const validQuery = (): Record<string, unknown> =>
          (minimalOf(
            {
              type: 'object',
              properties: route.query,
              required: (route.op.parameters ?? [])
                .filter((p) => p.in === 'query' && p.required)
                .map((p) => p.name),
            },
            ctxAt(0),
          ) ?? {}) as Record<string, unknown>;

        const send = async (a: Attempt) => {
          const actor =
            a.actor === 'admin' ? world.admin : a.actor === 'user' ? world.user : undefined;
          const url =
            route.url.replace(/:(\w+)/g, (_, name: string) =>
              encodeLoosely(queryText(a.params[name])),
            ) + queryString(a.query);
          const headers: Record<string, string> = { ...actor?.headers };
          let payload: string | Buffer | undefined;
          if (a.raw !== undefined) {
            headers['content-type'] = route.multipart
              ? 'multipart/form-data; boundary=nothing'
              : 'application/json';
            payload = a.raw;
          } else if (route.multipart) {
            const files =
              a.file === 'png'
                ? [{ field: 'images', name: 'x.png', data: png }]
                : a.file === 'text'
                  ? [{ field: 'images', name: 'x.png', data: Buffer.from('not an image') }]
                  : [];
            const fields =
              a.body && typeof a.body === 'object' && !Array.isArray(a.body)
                ? (a.body as Record<string, unknown>)
                : { value: a.body };
            const form = await multipart(fields, files);
            Object.assign(headers, form.headers);
            payload = form.payload;
          } else if (a.body !== undefined && route.method !== 'GET') {
            headers['content-type'] = 'application/json';
            payload = JSON.stringify(a.body) ?? 'null';
          }
          const res = await app.inject({
            method: route.method,
            url,
            headers,
            payload,
            remoteAddress: randomAddress(),
          });
          const counts = seen.get(key) ?? {};
          counts[res.statusCode] = (counts[res.statusCode] ?? 0) + 1;
          seen.set(key, counts);
          return { res, url, payload };
        };

        /** Sends; a spent actor (signed out, deleted, over a limit) gets a new world, once. */
        const attempt = async (a: Attempt): Promise<boolean> => {
          let sent = await send(a);
          const spent =
            sent.res.statusCode === 429 || (sent.res.statusCode === 401 && a.actor !== 'anonymous');
          if (spent && reseeds < 8) {
            reseeds += 1;
            world = await seedWorld();
            sent = await send({ ...a, params: { ...a.params, ...sameKindAgain(a.params) } });
          }
          const { res, url, payload } = sent;
          let body: unknown = null;
          try {
            body = res.json();
          } catch {
            body = res.body;
          }
          const problems = [
            res.statusCode >= 500 && `${res.statusCode}`,
            res.statusCode >= 400 &&
              route.url.startsWith('/api/') &&
              !isEnvelope(body) &&
              'not the error envelope',
            LEAK.test(res.body) && 'leaks SQL or a stack',
          ].filter(Boolean);
          if (problems.length) {
            failures.push(
              `${key} as ${a.actor}: ${problems.join(', ')} -> ${res.statusCode} ${res.body.slice(0, 300)}\n  url: ${url.slice(0, 1500)}\n  body: ${(route.multipart && a.raw === undefined ? `${JSON.stringify(a.body)} + file ${a.file ?? 'none'}` : String(payload ?? '')).slice(0, 1500)}`,
            );
          }
          return problems.length === 0;
        };
        /** After a new world, the ids of the new one in place of the old one's. */
        const sameKindAgain = (params: Record<string, unknown>) => {
          const fresh = validParams();
          return Object.fromEntries(
            Object.entries(params)
              .filter(([, v]) => typeof v === 'string' && /^[0-9a-f]{24}$/.test(v))
              .map(([name]) => [name, fresh[name]]),
          );
        };

        // Who reaches the route's code (the user, or for admin routes the admin), and a body it
        // takes: the smallest, else the first of a few schema-shaped ones that is not refused.
        let deep: Actor = 'user';
        const candidates = [
          validBody(),
          ...(route.jsonBody
            ? fc.sample(validish(route.jsonBody, ctxAt(0), 0), { numRuns: 10, seed: 30 })
            : []),
        ];
        for (const [i, body] of candidates.entries()) {
          const probe = () =>
            send({ actor: deep, params: validParams(), query: validQuery(), body });
          let { res } = await probe();
          if (deep === 'user' && [401, 403].includes(res.statusCode)) {
            deep = 'admin';
            ({ res } = await probe());
          }
          if (res.statusCode < 400) {
            if (i > 0) validBody = () => body;
            break;
          }
          // No valid request to start from: the sweep meets this refusal before its value.
          if (i === candidates.length - 1) refusedBases.set(key, res.body.slice(0, 160));
        }

        // The sweep: one value at a time replaced by each hostile value of its kind.
        for (const name of route.pathParams) {
          for (const edge of PARAM_EDGES) {
            await attempt({
              actor: deep,
              params: { ...validParams(), [name]: edge },
              query: validQuery(),
              body: validBody(),
            });
          }
        }
        for (const [name, schema] of Object.entries(route.query)) {
          for (const leaf of leavesOf(schema, ctxAt(0), [name])) {
            for (const edge of EDGES[leaf.kind]) {
              await attempt({
                actor: deep,
                params: validParams(),
                query: withValueAt(validQuery(), leaf.path, edge) as Record<string, unknown>,
                body: validBody(),
              });
            }
          }
        }
        if (bodySchema) {
          for (const leaf of leavesOf(bodySchema, ctxAt(0))) {
            for (const edge of EDGES[leaf.kind]) {
              await attempt({
                actor: deep,
                params: validParams(),
                query: validQuery(),
                body: withValueAt(validBody(), leaf.path, edge),
              });
            }
          }
          if (route.jsonBody) {
            // NUL as a raw byte (JSON allows it only escaped), and a body of the wrong type.
            for (const raw of [withRawNul(JSON.stringify(validBody() ?? {})), '[1,2]', '"x"']) {
              await attempt({ actor: deep, params: validParams(), query: validQuery(), raw });
            }
          }
        }

        // Then fast-check: schema-shaped values, some hostile, any actor.
        const takesInput = Boolean(
          route.pathParams.length || Object.keys(route.query).length || bodySchema,
        );
        const request = fc.constantFrom(0, 0, 1, 3, 10).chain((hostility) => {
          const ctx = ctxAt(hostility);
          return fc.record({
            actor: fc.constantFrom<Actor>('anonymous', 'user', 'admin', deep),
            params: fc.record(
              Object.fromEntries(
                route.pathParams.map((name) => {
                  const own = name === 'spotId' ? SPOTS.map((s) => s.id) : ownIds(name);
                  const any = fc.oneof(
                    fromSchema(paramSchema(name), ctx),
                    fc.constantFrom(...PARAM_EDGES),
                  );
                  return [
                    name,
                    own.length
                      ? fc.oneof(
                          { weight: 3, arbitrary: fc.constantFrom(...own) },
                          { weight: 1, arbitrary: any },
                        )
                      : any,
                  ];
                }),
              ) as Record<string, fc.Arbitrary<unknown>>,
            ),
            query: fc.record(
              Object.fromEntries(
                Object.entries(route.query).map(([name, s]) => [name, fromSchema(s, ctx)]),
              ) as Record<string, fc.Arbitrary<unknown>>,
              { requiredKeys: [] },
            ),
            body: route.multipart
              ? fc
                  .dictionary(
                    fc.oneof(
                      {
                        weight: 8,
                        arbitrary: fc.constantFrom(...Object.keys(bodySchema!.properties ?? {})),
                      },
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
                        Object.keys(keys).map((k) => [
                          k,
                          fromSchema(bodySchema!.properties?.[k], ctx),
                        ]),
                      ) as Record<string, fc.Arbitrary<unknown>>,
                    ),
                  )
                  // Start from a valid form so that the odd fields are what the route meets.
                  .map((fields) => ({ ...(validBody() as object), ...fields }))
              : fromSchema(route.jsonBody ?? { type: 'object' }, ctx),
            raw: fc.oneof(
              { weight: 12, arbitrary: fc.constant(undefined) },
              {
                weight: 1,
                arbitrary: fc.oneof(
                  fc.constantFrom(
                    '{',
                    '{"a":',
                    'null',
                    '[]',
                    '"\\u0000"',
                    '{"__proto__":1}',
                    '\u0000',
                  ),
                  fc.string({ unit: 'binary', maxLength: 60 }),
                ),
              },
            ),
            file: fc.constantFrom<Attempt['file']>('none', 'png', 'text'),
          });
        });
        await fc
          .assert(
            fc.asyncProperty(request, (a) =>
              attempt({ ...a, raw: route.method === 'GET' ? undefined : a.raw }),
            ),
            // A route that takes nothing differs only by who asks: once each is enough.
            { numRuns: takesInput ? RUNS_PER_ROUTE : 3, endOnFailure: true },
          )
          // Answers that break the property are collected above, one report for all routes;
          // anything else (the harness itself failing) is reported too.
          .catch((err: Error) => {
            if (!/returning false|^Property failed after/.test(err.message)) {
              failures.push(`${key}: ${err.message.slice(0, 500)}`);
            }
          });
        timings.set(key, Date.now() - routeStarted);
      }

      // How many requests each route got, and how long it took.
      const rows = [...seen].map(([route, counts]) => {
        const total = Object.values(counts).reduce((a, b) => a + b, 0);
        const by = (lo: number) =>
          Object.entries(counts)
            .filter(([s]) => Number(s) >= lo && Number(s) < lo + 100)
            .reduce((a, [, n]) => a + n, 0);
        return `${String(total).padStart(5)}  2xx ${String(by(200)).padStart(4)}  4xx ${String(by(400)).padStart(4)}  5xx ${String(by(500)).padStart(3)}  ${String(timings.get(route) ?? 0).padStart(6)} ms  ${route}`;
      });
      const total = [...seen.values()].flatMap((c) => Object.values(c)).reduce((a, b) => a + b, 0);
      console.log(
        `Fuzzed ${seen.size} routes with ${total} requests in ${((Date.now() - started) / 1000).toFixed(1)} s, ${(seeding / 1000).toFixed(1)} s of it making worlds (FUZZ_RUNS=${RUNS_PER_ROUTE}):\n${rows.join('\n')}`,
      );
      if (refusedBases.size) {
        console.log(
          `Routes where no valid request was found to start the sweep from (it reaches less):\n${[
            ...refusedBases,
          ]
            .map(([route, answer]) => `  ${route}: ${answer}`)
            .join('\n')}`,
        );
      }
      if (process.env.FUZZ_STATS) {
        const lines = [...seen].map(([route, counts]) => `${route} ${JSON.stringify(counts)}`);
        writeFileSync(process.env.FUZZ_STATS, `${lines.join('\n')}\n`);
      }

      // The jobs ran to the end, the requests' own (pushes, surf alerts, matches) and a last
      // board's saved-search matching over every search the requests left behind: a value
      // a request left stops none of them.
      const last = await seedWorld();
      const lastStarted = new Date();
      const approved = await app.inject({
        method: 'PATCH',
        url: `/api/surfboards/${last.ids.surfboards![0]}/admin/approve`,
        headers: last.admin.headers,
        payload: {},
      });
      expect(approved.statusCode).toBe(200);
      const until = Date.now() + OUT_OF_HAND_MS;
      const settled = async () => {
        const runs = await app.db
          .select({ name: jobRuns.name, startedAt: jobRuns.startedAt })
          .from(jobRuns)
          .where(isNull(jobRuns.finishedAt));
        const matched = await app.db
          .select({ id: jobRuns.id })
          .from(jobRuns)
          .where(
            and(eq(jobRuns.name, 'saved-search-matches'), gte(jobRuns.startedAt, lastStarted)),
          );
        return runs.length === 0 && matched.length > 0;
      };
      while (Date.now() < until && !(await settled())) {
        await new Promise((r) => setTimeout(r, 250));
      }
      const failedJobs = await app.db
        .select({ name: jobRuns.name, result: jobRuns.result })
        .from(jobRuns)
        .where(eq(jobRuns.ok, false));

      expect({ failures, failedJobs }).toEqual({ failures: [], failedJobs: [] });
      expect(seen.size).toBe(fuzzed.length);
      // The bystander's data is as it was, and their session still works.
      expect(await bystanderData()).toBe(before);
      const still = await app.inject({ url: '/api/auth/validate', headers: bystander.headers });
      expect(still.statusCode).toBe(200);
    },
  );
});

// The basemap's range handler reads its answer from headers the document's schemas do not
// describe (Range, If-Range, If-None-Match, If-Modified-Since, If-Match): hostile ones here.
describe('fuzzing the basemap range headers', () => {
  const size = BASEMAP.length;
  const number = fc.oneof(
    fc.nat({ max: size + 10 }),
    fc.constantFrom(0, size - 1, size, 2 ** 53, 10 ** 20),
    fc.bigInt({ min: 0n, max: 10n ** 30n }),
  );
  const spec = fc.oneof(
    fc.tuple(number, number).map(([a, b]) => `${a}-${b}`),
    number.map((a) => `${a}-`),
    number.map((a) => `-${a}`),
    fc.constantFrom('-', '', ' ', 'a-b', '1-2-3', '0x10-0x20', '1.5-2', '-1--2', '5 - 9'),
  );
  const range = fc.oneof(
    fc.array(spec, { minLength: 1, maxLength: 40 }).map((specs) => `bytes=${specs.join(',')}`),
    fc.constantFrom('bytes', 'bytes=', 'items=0-1', 'BYTES=0-1', '=0-1', 'bytes=0-1;x'),
    fc.string({ maxLength: 60 }).filter((v) => /^[\x20-\x7e]*$/.test(v)),
  );
  const validator = fc.oneof(
    fc.constantFrom('*', '"x"', 'W/"x"', 'garbage', 'Thu, 01 Jan 1970 00:00:00 GMT', ''),
    fc.date({ noInvalidDate: true }).map((d) => d.toUTCString()),
    fc.string({ maxLength: 40 }).filter((v) => /^[\x20-\x7e]*$/.test(v)),
  );
  const headers = fc.record(
    {
      range,
      'if-range': validator,
      'if-none-match': validator,
      'if-modified-since': validator,
      'if-match': validator,
    },
    { requiredKeys: [] },
  );

  it('answers 200, 206, 304, 412 or 416 as HTTP says, never a 500', async () => {
    await fc.assert(
      fc.asyncProperty(headers, fc.constantFrom('GET', 'HEAD' as const), async (sent, method) => {
        const res = await app.inject({ method, url: '/api/map/basemap.pmtiles', headers: sent });
        const label = `${method} ${JSON.stringify(sent)}: ${res.statusCode}`;
        expect([200, 206, 304, 412, 416], label).toContain(res.statusCode);
        if (res.statusCode === 206) {
          const [, start, end, total] =
            /^bytes (\d+)-(\d+)\/(\d+)$/.exec(res.headers['content-range'] as string) ?? [];
          expect(Number(total), label).toBe(size);
          expect(Number(start) <= Number(end) && Number(end) < size, label).toBe(true);
          expect(res.rawPayload, label).toEqual(BASEMAP.subarray(Number(start), Number(end) + 1));
        }
        if (res.statusCode === 200 && method === 'GET') expect(res.rawPayload).toEqual(BASEMAP);
        if (res.statusCode === 416) expect(res.headers['content-range']).toBe(`bytes */${size}`);
        if (res.statusCode >= 400 && method === 'GET') {
          expect(isEnvelope(res.json()), label).toBe(true);
        }
      }),
      { numRuns: RUNS_PER_ROUTE * 25 },
    );
  });
});
