import { AppError } from '../../lib/errors';
import { databaseUnavailableCause } from '../errors';

/** What a failed run keeps (job_runs.result, the job's output): never SQL or its parameters. */
export interface JobError {
  code: string;
  message: string;
}

export class JobTimeout extends Error {}

/** A query error of Drizzle (which carries the SQL and its parameters) or of PostgreSQL itself. */
function sqlStateOf(err: unknown): string | null {
  if (!err || typeof err !== 'object') return null;
  const e = err as {
    query?: unknown;
    cause?: { code?: unknown };
    code?: unknown;
    severity?: unknown;
  };
  if (typeof e.query === 'string') {
    return typeof e.cause?.code === 'string' ? e.cause.code : 'unknown';
  }
  return typeof e.severity === 'string' && typeof e.code === 'string' ? e.code : null;
}

/** A failure as admins see it: a code and one short line. The detail goes to the log. */
export function jobError(err: unknown): JobError {
  if (databaseUnavailableCause(err)) {
    return { code: 'DB_UNAVAILABLE', message: 'Database unavailable' };
  }
  if (err instanceof JobTimeout) return { code: 'JOB_TIMEOUT', message: err.message };
  const sqlState = sqlStateOf(err);
  if (sqlState) {
    return { code: 'DB_ERROR', message: `Database query failed (SQLSTATE ${sqlState})` };
  }
  const message = String((err as Error)?.message ?? err)
    .split('\n')[0]!
    .slice(0, 200);
  return { code: err instanceof AppError ? err.code : 'JOB_FAILED', message };
}

/** The handler's answer, or JobTimeout after `seconds` (the handler itself goes on). */
export async function within<T>(work: Promise<T>, seconds: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(
      () => reject(new JobTimeout(`The job ran longer than ${seconds} s`)),
      seconds * 1000,
    );
  });
  try {
    return await Promise.race([work, late]);
  } finally {
    clearTimeout(timer);
  }
}
