import type { EventBusOptions } from './plugins/events/bus';
import { isIP } from 'node:net';
import path from 'node:path';
import { z } from 'zod';

const bool = z
  .enum(['true', 'false', '1', '0', ''])
  .optional()
  .transform((v) => v === 'true' || v === '1');

const commaList = z
  .string()
  .optional()
  .transform((v) =>
    (v ?? '')
      .split(',')
      .map((s) => s.trim())
      .filter(Boolean),
  );

const url = z.url();

/** proxy-addr's names for address ranges, accepted in TRUST_PROXY beside addresses and CIDRs. */
const PROXY_RANGE_NAMES = new Set(['loopback', 'linklocal', 'uniquelocal']);

function isProxyAddress(entry: string): boolean {
  if (PROXY_RANGE_NAMES.has(entry)) return true;
  const [address = '', prefix, ...rest] = entry.split('/');
  const version = isIP(address);
  if (!version || rest.length) return false;
  if (prefix === undefined) return true;
  if (!/^\d{1,3}$/.test(prefix)) return false;
  return Number(prefix) <= (version === 4 ? 32 : 128);
}

/**
 * Which proxies may tell us the client's address (X-Forwarded-For). Unset: none, so a
 * forged header cannot reset per-IP limits. A number trusts that many hops; otherwise a
 * comma list of proxy addresses, CIDRs or proxy-addr's range names (loopback, ...).
 */
const trustProxy = z
  .string()
  .optional()
  .transform((v, ctx): TrustProxy => {
    const value = (v ?? '').trim();
    if (!value || value === 'false') return false;
    if (/^\d+$/.test(value)) return Number(value);
    const entries = value
      .split(',')
      .map((s) => s.trim())
      .filter(Boolean);
    const bad = entries.filter((entry) => !isProxyAddress(entry));
    if (bad.length) {
      ctx.addIssue({
        code: 'custom',
        message: `expected a hop count or a comma list of proxy addresses/CIDRs (e.g. 127.0.0.1,10.0.0.0/8); not valid: ${bad.join(', ')}`,
      });
      return z.NEVER;
    }
    return entries;
  });

/** Fastify's trustProxy: false (trust nobody), a hop count, or proxy addresses/CIDRs. */
export type TrustProxy = false | number | string[];

/** Every environment variable the API reads, validated once at start-up. */
export const ZEnv = z
  .object({
    NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
    PORT: z.coerce.number().int().min(0).max(65535).default(8080),
    HOST: z.string().default('0.0.0.0'),
    DATA_DIR: z.string().default('./data'),
    DATABASE_URL: url.optional(),
    DATABASE_READ_URL: url.optional(),
    REDIS_URL: url.optional(),
    PUBLIC_URL: url.optional(),
    WEB_DIST: z.string().optional(),
    CORS_ORIGINS: commaList,
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).optional(),
    SHUTDOWN_GRACE_MS: z.coerce.number().int().min(1_000).max(600_000).default(10_000),
    GOOGLE_CLIENT_ID: z.string().optional(),
    GOOGLE_JWKS_URL: url.default('https://www.googleapis.com/oauth2/v3/certs'),
    GOOGLE_ISSUERS: commaList,
    ADMIN_EMAILS: commaList,
    DEV_LOGIN: bool,
    SEED_DEMO: bool,
    OPEN_METEO_MARINE_URL: url.default('https://marine-api.open-meteo.com/v1/marine'),
    OPEN_METEO_WEATHER_URL: url.default('https://api.open-meteo.com/v1/forecast'),
    OPEN_METEO_API_KEY: z.string().optional(),
    FORECAST_DEMO: bool,
    S3_BUCKET: z.string().optional(),
    S3_ENDPOINT: url.optional(),
    S3_REGION: z.string().default('us-east-1'),
    S3_ACCESS_KEY_ID: z.string().optional(),
    S3_SECRET_ACCESS_KEY: z.string().optional(),
    /** The basemap (decision 062): a PMTiles file (relative to DATA_DIR) or s3://bucket/key. */
    BASEMAP_PMTILES: z
      .string()
      .trim()
      .optional()
      .refine((v) => !v?.startsWith('s3://') || /^s3:\/\/[^/]+\/.+/.test(v), {
        message: 'expected a file path or s3://bucket/key',
      }),
    /**
     * Where the basemap's label fonts are (MapLibre glyphs): a URL with {fontstack} and {range},
     * such as Protomaps' basemaps-assets fonts served beside the app. Unset: no place names.
     */
    BASEMAP_GLYPHS: z
      .string()
      .trim()
      .optional()
      .refine((v) => !v || (v.includes('{fontstack}') && v.includes('{range}')), {
        message: 'expected a URL with {fontstack} and {range}',
      }),
    CONTACT_EMAIL: z.email().default('hello@galim.co.il'),
    // No phone line on the contact page until one is configured (#42 item 33).
    CONTACT_PHONE: z.string().trim().default(''),
    TRUST_PROXY: trustProxy,
    METRICS_TOKEN: z.string().min(16, 'must be at least 16 characters').optional(),
    VAPID_PUBLIC_KEY: z.string().optional(),
    VAPID_PRIVATE_KEY: z.string().optional(),
    VAPID_SUBJECT: z.string().optional(),
    WEB_PUSH_ALLOWED_ENDPOINTS: commaList,
    READ_CACHE_SECONDS: z.coerce.number().min(0).max(300).optional(),
    /** Uploads read and encoded at once per process (the upload queue's bound). */
    UPLOADS_AT_ONCE: z.coerce.number().int().min(1).max(1_000).default(2),
    /** Uploads that may wait for a turn before the next is answered 503. */
    UPLOADS_WAITING: z.coerce.number().int().min(0).max(10_000).default(8),
  })
  .superRefine((env, ctx) => {
    if (env.NODE_ENV !== 'production') return;
    // A production process refuses settings that are only safe on a developer's laptop.
    const refuse = (path: string, message: string) =>
      ctx.addIssue({ code: 'custom', path: [path], message });
    if (env.DEV_LOGIN) {
      refuse(
        'DEV_LOGIN',
        'must not be true when NODE_ENV=production (it lets anyone sign in as anyone)',
      );
    }
    if (env.SEED_DEMO) {
      refuse(
        'SEED_DEMO',
        'must not be true when NODE_ENV=production (it adds demo users and boards)',
      );
    }
    if (!env.GOOGLE_CLIENT_ID) {
      refuse('GOOGLE_CLIENT_ID', 'is required when NODE_ENV=production (nobody could sign in)');
    }
    if (!env.PUBLIC_URL || !env.PUBLIC_URL.startsWith('https://')) {
      refuse('PUBLIC_URL', 'must be an https:// URL when NODE_ENV=production');
    }
  });

export type Env = z.infer<typeof ZEnv>;

export interface Config {
  env: Env['NODE_ENV'];
  port: number;
  host: string;
  dataDir: string;
  /** Unset: embedded PGlite under dataDir (or in memory when dataDir is ':memory:'). */
  databaseUrl?: string;
  /**
   * A dump (PGlite's dumpDataDir) of an embedded database already migrated, for an in-memory one
   * to start from instead of a new cluster: the API tests make one per run (test/global-setup.ts);
   * never read from the environment. Migrations still run after it.
   */
  pgliteStart?: string;
  /** A read replica for list and search queries (PostgreSQL only). */
  databaseReadUrl?: string;
  redisUrl?: string;
  publicUrl: string;
  webDist?: string;
  corsOrigins: string[];
  /** Proxies whose X-Forwarded-For is believed (TRUST_PROXY); false by default. */
  trustProxy: TrustProxy;
  logLevel: string;
  /** How long a stop (SIGTERM) lets in-flight work finish before the process exits anyway. */
  shutdownGraceMs: number;
  google: { clientId?: string; jwksUrl: string; issuers: string[] };
  adminEmails: string[];
  devLogin: boolean;
  seedDemo: boolean;
  openMeteo: { marineUrl: string; weatherUrl: string; apiKey?: string; demo: boolean };
  s3?: {
    bucket: string;
    endpoint?: string;
    region: string;
    accessKeyId?: string;
    secretAccessKey?: string;
  };
  /** The basemap archive GET /api/map/basemap.pmtiles serves; unset: that route answers 404. */
  basemap?: BasemapConfig;
  /** The basemap's label fonts, a URL template with {fontstack} and {range} (BASEMAP_GLYPHS). */
  basemapGlyphs?: string;
  contact: { email: string; phone: string };
  /** Bearer token that GET /metrics requires; unset: /metrics is open (keep it off the internet). */
  metricsToken?: string;
  /** Web Push: VAPID keys (generated under dataDir when absent outside production). */
  push: { publicKey?: string; privateKey?: string; subject?: string; allowedOrigins: string[] };
  /**
   * How long shared public reads (board and service lists, board pages) are kept, in ms; a
   * write through the API that changes them ends them sooner (lib/read-cache.ts). 10 s by
   * default, 0 (off) in tests, which change the database behind the API's back.
   */
  readCacheMs: number;
  /**
   * Uploads with images this process reads and encodes at once, how many may wait for a turn,
   * and for how long; past that an upload is answered 503 with Retry-After
   * (modules/images/upload-queue.ts). Memory grows with these, not with the traffic.
   */
  uploadQueue: { atOnce: number; waiting: number; maxWaitMs: number };
  /** Live updates (plugins/live): GET /api/live, Server-Sent Events. */
  live: LiveConfig;
  /** Domain events' delivery (plugins/events/bus.ts): its defaults unless a test sets them. */
  events?: EventBusOptions;
}

export interface LiveConfig {
  /** The Redis pub/sub channel that tells every process a user has a new event. */
  channel: string;
  /** Open streams a user may have on one process; one more is refused with 429. */
  streamsPerUser: number;
  /** A `: ping` comment this often keeps proxies from closing a quiet stream. */
  pingMs: number;
  /** While Redis cannot tell this process of new events, open streams look this often. */
  catchUpMs: number;
  /**
   * How long a stream stays open before the server ends it and the client reconnects (with
   * Last-Event-ID, losing nothing): streams spread over processes again after a deploy. 0 ends
   * a stream once what was missed is written (the security tests fuzz it through inject).
   */
  streamMs: number;
}

/** Where the basemap PMTiles archive is: a file, or an object in an S3 bucket. */
export type BasemapConfig =
  | { kind: 'file'; path: string }
  | {
      kind: 's3';
      bucket: string;
      key: string;
      endpoint?: string;
      region: string;
      accessKeyId?: string;
      secretAccessKey?: string;
    };

/** BASEMAP_PMTILES read: s3://bucket/key with the S3_* settings, else a path under DATA_DIR. */
function basemapConfig(e: Env): BasemapConfig | undefined {
  const value = e.BASEMAP_PMTILES;
  if (!value) return undefined;
  const s3 = /^s3:\/\/([^/]+)\/(.+)$/.exec(value);
  if (s3) {
    return {
      kind: 's3',
      bucket: s3[1]!,
      key: s3[2]!,
      endpoint: e.S3_ENDPOINT,
      region: e.S3_REGION,
      accessKeyId: e.S3_ACCESS_KEY_ID,
      secretAccessKey: e.S3_SECRET_ACCESS_KEY,
    };
  }
  const base = e.DATA_DIR === ':memory:' ? process.cwd() : e.DATA_DIR;
  return { kind: 'file', path: path.resolve(base, value) };
}

export class ConfigError extends Error {}

/** Reads and validates the environment; a bad value names the variable. */
export function loadConfig(source: NodeJS.ProcessEnv = process.env): Config {
  // Empty strings mean "unset" so that `FOO= npm start` behaves like leaving FOO out.
  const cleaned = Object.fromEntries(Object.entries(source).filter(([, v]) => v !== ''));
  const parsed = ZEnv.safeParse(cleaned);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new ConfigError(`Invalid environment configuration:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  return {
    env: e.NODE_ENV,
    port: e.PORT,
    host: e.HOST,
    dataDir: e.DATA_DIR === ':memory:' ? e.DATA_DIR : path.resolve(e.DATA_DIR),
    databaseUrl: e.DATABASE_URL,
    databaseReadUrl: e.DATABASE_READ_URL,
    redisUrl: e.REDIS_URL,
    publicUrl: (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/$/, ''),
    webDist: e.WEB_DIST,
    corsOrigins: e.CORS_ORIGINS,
    trustProxy: e.TRUST_PROXY,
    logLevel: e.LOG_LEVEL ?? (e.NODE_ENV === 'test' ? 'silent' : 'info'),
    shutdownGraceMs: e.SHUTDOWN_GRACE_MS,
    google: {
      clientId: e.GOOGLE_CLIENT_ID,
      jwksUrl: e.GOOGLE_JWKS_URL,
      issuers: e.GOOGLE_ISSUERS.length
        ? e.GOOGLE_ISSUERS
        : ['accounts.google.com', 'https://accounts.google.com'],
    },
    adminEmails: e.ADMIN_EMAILS.map((m) => m.toLowerCase()),
    devLogin: e.DEV_LOGIN,
    seedDemo: e.SEED_DEMO,
    openMeteo: {
      marineUrl: e.OPEN_METEO_MARINE_URL,
      weatherUrl: e.OPEN_METEO_WEATHER_URL,
      apiKey: e.OPEN_METEO_API_KEY,
      demo: e.FORECAST_DEMO,
    },
    s3: e.S3_BUCKET
      ? {
          bucket: e.S3_BUCKET,
          endpoint: e.S3_ENDPOINT,
          region: e.S3_REGION,
          accessKeyId: e.S3_ACCESS_KEY_ID,
          secretAccessKey: e.S3_SECRET_ACCESS_KEY,
        }
      : undefined,
    basemap: basemapConfig(e),
    basemapGlyphs: e.BASEMAP_GLYPHS || undefined,
    contact: { email: e.CONTACT_EMAIL, phone: e.CONTACT_PHONE },
    metricsToken: e.METRICS_TOKEN,
    push: {
      publicKey: e.VAPID_PUBLIC_KEY,
      privateKey: e.VAPID_PRIVATE_KEY,
      subject: e.VAPID_SUBJECT,
      allowedOrigins: e.WEB_PUSH_ALLOWED_ENDPOINTS.map((o) => o.replace(/\/$/, '')),
    },
    readCacheMs: (e.READ_CACHE_SECONDS ?? (e.NODE_ENV === 'test' ? 0 : 10)) * 1000,
    uploadQueue: { atOnce: e.UPLOADS_AT_ONCE, waiting: e.UPLOADS_WAITING, maxWaitMs: 30_000 },
    live: {
      channel: 'galim:live',
      streamsPerUser: 5,
      pingMs: 25_000,
      catchUpMs: 5_000,
      streamMs: 30 * 60 * 1000,
    },
  };
}
