import fp from 'fastify-plugin';
import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import type { TErrorResponse } from '@galim/shared/common/api';
import { API_ERRORS, type TErrorCode } from '@galim/shared/common/errors';
import type { Language } from '@galim/shared/i18n/languages';
import { AppError } from '../lib/errors';
import { errorText, fieldMessage, markLanguage, requestLanguage } from '../lib/language';

const CODE_BY_STATUS: Record<number, TErrorCode> = {
  400: 'VALIDATION_ERROR',
  401: 'UNAUTHORIZED',
  403: 'FORBIDDEN',
  404: 'NOT_FOUND',
  409: 'CONFLICT',
  413: 'PAYLOAD_TOO_LARGE',
  415: 'UNSUPPORTED_MEDIA_TYPE',
  429: 'RATE_LIMITED',
  502: 'UPSTREAM_ERROR',
  503: 'UPSTREAM_ERROR',
};

/**
 * Codes meaning "the database server cannot be reached right now": socket errors, PostgreSQL's
 * admin shutdown / starting up / connection exceptions (class 08), too many connections.
 */
const DB_CONNECTION_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'EHOSTUNREACH',
  '57P01',
  '57P02',
  '57P03',
  '53300',
  '08000',
  '08001',
  '08003',
  '08004',
  '08006',
]);
/** node-postgres reports a lost or refused connection with these messages and no code. */
const DB_CONNECTION_MESSAGES =
  /Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error|is not queryable/i;

/**
 * The connection failure behind an error, when the database is unreachable: the error itself
 * (pool.connect in a transaction) or the cause of Drizzle's query error. Errors of the S3
 * client (`$metadata`) or of fetch (TypeError, code on the cause) are never taken for it.
 */
export function databaseUnavailableCause(err: unknown): { code?: string; reason: string } | null {
  const e = err as { query?: unknown; cause?: unknown; $metadata?: unknown };
  if (!e || typeof e !== 'object' || e.$metadata) return null;
  const candidate = typeof e.query === 'string' ? e.cause : err;
  const { code, message } = (candidate ?? {}) as { code?: unknown; message?: unknown };
  const reason = typeof message === 'string' ? message : '';
  const known = typeof code === 'string' && DB_CONNECTION_CODES.has(code);
  if (!known && !DB_CONNECTION_MESSAGES.test(reason)) return null;
  return { code: typeof code === 'string' ? code : undefined, reason: reason.slice(0, 200) };
}

/** Postgres unique-violation, raised when two requests race past a uniqueness check. */
function isUniqueViolation(err: unknown): boolean {
  const e = err as { code?: string; cause?: { code?: string } };
  return e?.code === '23505' || e?.cause?.code === '23505';
}

export function errorBody(
  status: number,
  message: string,
  code?: TErrorCode,
  details?: TErrorResponse['details'],
): TErrorResponse {
  return {
    success: false,
    error: message,
    code: code ?? CODE_BY_STATUS[status] ?? 'INTERNAL_ERROR',
    ...(details ? { details } : {}),
  };
}

/** The envelope of a listed failure, with the list's status and the code's words. */
export function listedError(code: TErrorCode, language: Language): TErrorResponse {
  return errorBody(API_ERRORS[code], errorText(code, language), code);
}

/** The field a validation message is about, before the message (`Invalid body.price: …`). */
const FIELD_PREFIX = /^(Invalid [\w.[\]-]+: )(.*)$/s;

/**
 * A thrower's own message in a language: a validation key worded (after its field, if named);
 * English naming a title or a limit as it is for English, and for another language the first
 * field's message or else the code's words, which say the same without the name.
 */
function ownMessage(err: AppError, language: Language): string {
  if (err.language === language) return err.message;
  const worded = fieldMessage(err.message, language);
  if (worded !== err.message) return worded;
  const [, prefix, rest] = FIELD_PREFIX.exec(err.message) ?? [];
  if (prefix && rest && fieldMessage(rest, language) !== rest) {
    return prefix + fieldMessage(rest, language);
  }
  if (language === 'en') return err.message;
  const field = err.details?.[0]?.message;
  return field && fieldMessage(field, language) !== field
    ? fieldMessage(field, language)
    : errorText(err.code, language);
}

/**
 * One error envelope for every failure: `{ success: false, error, code }`, its message and each
 * field's in the request's language (decision 052), said in Content-Language.
 */
export const errorsPlugin = fp(async (app: FastifyInstance) => {
  app.setErrorHandler((err: FastifyError, request, reply) => {
    const language = requestLanguage(request);
    markLanguage(reply, language);
    const worded = (details: TErrorResponse['details']) =>
      details?.map((d) => ({ ...d, message: fieldMessage(d.message, language) }));
    if (err instanceof AppError && (err.statusCode === 401 || err.statusCode === 403)) {
      // Who tried what, for spotting probing; ids only (no e-mail, address or token).
      request.log.warn(
        {
          status: err.statusCode,
          method: request.method,
          route: request.routeOptions.url ?? null,
          userId: request.user?.id ?? null,
        },
        'authorization refused',
      );
    }
    if (err instanceof AppError) {
      const message = err.ownMessage ? ownMessage(err, language) : errorText(err.code, language);
      return reply.status(err.statusCode).send({
        ...errorBody(err.statusCode, message, err.code, worded(err.details)),
        ...err.extra,
      });
    }
    if (hasZodFastifySchemaValidationErrors(err)) {
      const details = err.validation.map((v) => ({
        path: [err.validationContext, ...v.instancePath.split('/').filter(Boolean)].join('.'),
        message: fieldMessage(v.message ?? 'Invalid value', language),
      }));
      const first = details[0];
      const message = first
        ? `Invalid ${first.path}: ${first.message}`
        : errorText('VALIDATION_ERROR', language);
      return reply.status(400).send(errorBody(400, message, 'VALIDATION_ERROR', details));
    }
    if (isUniqueViolation(err)) {
      return reply.status(409).send(listedError('CONFLICT', language));
    }
    const unavailable = databaseUnavailableCause(err);
    if (unavailable) {
      // Only the driver's code and reason: Drizzle's own message carries the SQL parameters.
      request.log.warn({ db: unavailable }, 'database unavailable');
      return reply.status(503).send(listedError('DB_UNAVAILABLE', language));
    }
    const status = err.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      // Fastify's own refusals (a body too large, a media type) and the rate limit's: English
      // names the detail, another language says the code's words.
      const body = errorBody(status, err.message);
      if (language !== 'en') body.error = errorText(body.code as TErrorCode, language);
      return reply.status(status).send(body);
    }
    request.log.error({ err }, 'unhandled error');
    return reply.status(500).send(listedError('INTERNAL_ERROR', language));
  });
});
