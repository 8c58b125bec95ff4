import type { FastifyServerOptions } from 'fastify';
import type { Config } from '../config';

/** Where pino writes lines (pino's DestinationStream). */
export interface LogStream {
  write(line: string): void;
}

/**
 * Logs must not carry personal data: no request bodies, no query strings, no tokens, and no
 * SQL parameters. Database errors (drizzle wraps them with the whole query and its params in
 * the message) are reduced to a whitelist of diagnostic fields.
 */

/** Fields of an error (and of PostgreSQL's errors) that describe it without user data. */
const SAFE_ERROR_FIELDS = [
  'code',
  'statusCode',
  'severity',
  'routine',
  'schema',
  'table',
  'column',
  'constraint',
  'dataType',
] as const;

type ErrorLike = Error & Record<string, unknown>;

function isErrorLike(value: unknown): value is ErrorLike {
  return typeof value === 'object' && value !== null && 'message' in value;
}

/** A drizzle query error or a PostgreSQL (pg or PGlite) error. */
function isDatabaseError(err: ErrorLike): boolean {
  return 'params' in err || 'query' in err || typeof err.severity === 'string';
}

/**
 * PostgreSQL quotes offending input at the end of some messages
 * (`invalid input syntax for type integer: "0501234567"`): keep the message, drop the value.
 */
function safeDatabaseMessage(err: ErrorLike): string {
  if ('query' in err || 'params' in err) return 'Failed query (SQL and parameters not logged)';
  return String(err.message).replace(/: ".*"$/s, ': "[redacted]"');
}

export interface SafeError {
  type: string;
  message: string;
  stack: string;
  cause?: SafeError;
  [field: string]: unknown;
}

/** The `err` serializer: an error and its causes, without anything a user typed. */
export function serializeError(err: unknown, depth = 0): SafeError {
  if (!isErrorLike(err)) return { type: typeof err, message: '[not an error]', stack: '' };
  const type = err.constructor?.name ?? err.name ?? 'Error';
  const message = isDatabaseError(err) ? safeDatabaseMessage(err) : String(err.message);
  const frames =
    typeof err.stack === 'string' ? err.stack.split('\n').filter((l) => /^\s+at /.test(l)) : [];
  const safe: SafeError = { type, message, stack: [`${type}: ${message}`, ...frames].join('\n') };
  for (const field of SAFE_ERROR_FIELDS) {
    const value = err[field];
    if (typeof value === 'string' || typeof value === 'number') safe[field] = value;
  }
  if (err.cause !== undefined && depth < 5) {
    safe.cause = serializeError(err.cause, depth + 1);
  }
  return safe;
}

interface LoggedRequest {
  method: string;
  url: string;
  id?: string;
  hostname?: string;
  ip?: string;
  socket?: { remotePort?: number };
}

/** The `req` serializer: the path without its query string (searches, e-mails, tokens). */
export function serializeRequest(req: LoggedRequest) {
  return {
    method: req.method,
    url: req.url.split('?')[0],
    hostname: req.hostname,
    remoteAddress: req.ip,
    remotePort: req.socket?.remotePort,
  };
}

/** Paths removed from every log line, whatever a call site passes in. */
export const REDACTED_PATHS = [
  'req.headers.authorization',
  'req.headers.cookie',
  'headers.authorization',
  'headers.cookie',
  'body',
  'req.body',
  'params',
  'query',
  'token',
  'email',
  'phone',
  '*.body',
  '*.params',
  '*.token',
  '*.email',
  '*.phone',
  '*.password',
];

/** Fields of the one request line (app.ts, onResponse); pino-pretty shows them in its message. */
const REQUEST_FIELDS = 'reqId,method,route,status,ms';

/** Fastify's logger options: level from config, JSON (or pretty in development), redacted. */
export function loggerOptions(config: Config, stream?: LogStream): FastifyServerOptions['logger'] {
  if (config.logLevel === 'silent' && !stream) return false;
  return {
    level: config.logLevel === 'silent' ? 'info' : config.logLevel,
    redact: { paths: REDACTED_PATHS, censor: '[redacted]' },
    serializers: { err: serializeError, req: serializeRequest },
    ...(stream ? { stream } : {}),
    ...(config.env === 'development' && !stream
      ? {
          transport: {
            target: 'pino-pretty',
            options: { translateTime: 'HH:MM:ss', ignore: `pid,hostname,${REQUEST_FIELDS}` },
          },
        }
      : {}),
  };
}
