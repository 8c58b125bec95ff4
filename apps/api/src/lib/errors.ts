import { API_ERRORS, type TErrorCode } from '@galim/shared/common/errors';

/** A failure the client should hear about, with its HTTP status and stable code. */
export class AppError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: TErrorCode,
    message: string,
    readonly details?: { path: string; message: string }[],
    /** More of the error body, for a client that acts on it (e.g. the item that exists). */
    readonly extra?: Record<string, unknown>,
  ) {
    super(message);
    this.name = 'AppError';
  }
}

/**
 * The one way to refuse a request: a code from the shared list, which brings its status and
 * message. `message` replaces the list's when it names the thing (a title, a limit).
 */
export function apiError(
  code: TErrorCode,
  opts: {
    message?: string;
    details?: { path: string; message: string }[];
    extra?: Record<string, unknown>;
  } = {},
): AppError {
  const { status, message } = API_ERRORS[code];
  return new AppError(status, code, opts.message ?? message, opts.details, opts.extra);
}

/** Bad input, with the field errors a form shows beside its fields. */
export const badRequest = (message: string, details?: { path: string; message: string }[]) =>
  apiError('VALIDATION_ERROR', { message, details });
