// Ids without zod: pages that only check an id (not parse a form) need not load zod.

/** A 24-hex-digit id, as every table's primary key. */
export const ID_PATTERN = /^[0-9a-f]{24}$/;

export const isId = (value: unknown): value is string =>
  typeof value === 'string' && ID_PATTERN.test(value);
