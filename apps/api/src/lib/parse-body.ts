import type { z } from 'zod';
import { refuseUnstorableText } from './storable-text';
import { badRequest } from './errors';

/**
 * The zod-to-400 step for bodies a route validates itself (multipart forms, partial updates
 * merged onto the stored row): the same answer Fastify's own validation gives, `details` with
 * `body.<field>` paths, and the first message (Hebrew from the shared schemas) as the error.
 * The shared text rule first: JSON read out of a multipart field can carry, as escapes, a NUL
 * or half a surrogate pair that the field's own text did not.
 */
export function parseBody<T extends z.ZodType>(schema: T, value: unknown): z.output<T> {
  refuseUnstorableText({ body: value });
  const parsed = schema.safeParse(value);
  if (parsed.success) return parsed.data;
  const details = parsed.error.issues.map((i) => ({
    path: ['body', ...i.path.map(String)].join('.'),
    message: i.message,
  }));
  throw badRequest(details[0]?.message ?? 'Invalid request', details);
}
