import { API_ERRORS, type TErrorCode } from '@galim/shared/common/errors';
import { errorTexts } from '@galim/shared/i18n/en/errors';
import type { Language } from '@galim/shared/i18n/languages';

/** A failure the client should hear about, with its HTTP status and stable code. */
export class AppError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: TErrorCode,
    message: string,
    readonly details?: { path: string; message: string }[],
    /** More of the error body, for a client that acts on it (e.g. the item that exists). */
    readonly extra?: Record<string, unknown>,
    /**
     * The message is the thrower's own (a validation key, or English naming a title or a
     * limit), not the code's: the error handler words it instead of the code (plugins/errors.ts).
     */
    readonly ownMessage = false,
    /** The message is already worded, in this language (the request's): said as it is. */
    readonly language?: Language,
  ) {
    super(message);
    this.name = 'AppError';
  }
}

/**
 * The one way to refuse a request: a code from the shared list, which brings its status and
 * words (in the request's language, by the error handler; the English here is for logs).
 * `message` replaces the code's words: a validation key (`board.titleMin`, worded in the
 * request's language), or English that names the thing (a title, a limit), which an English
 * request reads and any other language replaces by the code's words. A detail's message is a
 * validation key, an error code, or English.
 */
export function apiError(
  code: TErrorCode,
  opts: {
    message?: string;
    details?: { path: string; message: string }[];
    extra?: Record<string, unknown>;
    /** `message` and the details' are already in this language (the request's). */
    language?: Language;
  } = {},
): AppError {
  const message = opts.message ?? errorTexts[code];
  return new AppError(
    API_ERRORS[code],
    code,
    message,
    opts.details,
    opts.extra,
    opts.message !== undefined,
    opts.language,
  );
}

/** Bad input, with the field errors a form shows beside its fields. */
export const badRequest = (message: string, details?: { path: string; message: string }[]) =>
  apiError('VALIDATION_ERROR', { message, details });
