// The server's check of a listing's kind and attributes, built from the declarations (gear.ts):
// a zod schema per kind for the `attributes` JSON object (strict: a key the kind does not
// declare is refused), and `listingProblem`, which names the first thing wrong as a code and a
// field, for a 400 the API words in the request's language (labels.ts, i18n/<lang>/gear.ts).
// The problem comes from the schema's own issues, so the two never disagree.

import { z } from 'zod';
import type { TAttribute } from './attributes';
import { attributeOf, attributesOf, type TGearAttributes } from './gear';
import { LISTING_KINDS, isListingKind, type TListingKind } from './kinds';

export const LISTING_PROBLEM_CODES = [
  'LISTING_UNKNOWN_KIND',
  'LISTING_UNKNOWN_ATTRIBUTE',
  'LISTING_ATTRIBUTE_OTHER_KIND',
  'LISTING_ATTRIBUTE_REQUIRED',
  'LISTING_WRONG_TYPE',
  'LISTING_UNKNOWN_OPTION',
  'LISTING_REPEATED_OPTION',
  'LISTING_OUT_OF_RANGE',
  'LISTING_NOT_WHOLE',
  'LISTING_TEXT_TOO_LONG',
  /** "Fits me" asked of a kind with no size chart (GET /api/listings' fit keys). */
  'LISTING_FIT_NOT_FOR_KIND',
] as const;
export type TListingProblemCode = (typeof LISTING_PROBLEM_CODES)[number];

/** What is wrong: a code, the field it is about ('kind', 'attributes' or a key) and its bounds. */
export interface TListingProblem {
  code: TListingProblemCode;
  field: string;
  min?: number;
  max?: number;
}

type ValueOf<A> = A extends { type: 'number' }
  ? number
  : A extends { type: 'one'; options: readonly (infer O)[] }
    ? O
    : A extends { type: 'many'; options: readonly (infer O)[] }
      ? O[]
      : A extends { type: 'yesno' }
        ? boolean
        : string;

/** A kind's `attributes` object as validated: required keys present, each value of its type. */
export type TAttributesOf<K extends TListingKind> = {
  [A in TGearAttributes[K][number] as A['required'] extends true ? A['key'] : never]: ValueOf<A>;
} & {
  [A in TGearAttributes[K][number] as A['required'] extends true ? never : A['key']]?: ValueOf<A>;
};

// Each issue's message is its code: missing is "required", anything else of the wrong shape
// is "wrong type".
const typeError = (issue: { input?: unknown }) =>
  issue.input === undefined ? 'LISTING_ATTRIBUTE_REQUIRED' : 'LISTING_WRONG_TYPE';
const code = (c: TListingProblemCode) => ({ error: c });

function valueSchema(attribute: TAttribute): z.ZodType {
  switch (attribute.type) {
    case 'number': {
      let n = z
        .number({ error: typeError })
        .min(attribute.min, code('LISTING_OUT_OF_RANGE'))
        .max(attribute.max, code('LISTING_OUT_OF_RANGE'));
      if (Number.isInteger(attribute.step)) {
        n = n.multipleOf(attribute.step, code('LISTING_NOT_WHOLE'));
      }
      return n;
    }
    case 'one':
      return z.string({ error: typeError }).refine((v) => attribute.options.includes(v), {
        error: 'LISTING_UNKNOWN_OPTION',
        abort: true,
      });
    case 'many':
      return z
        .array(
          z
            .string({ error: 'LISTING_WRONG_TYPE' })
            .refine((v) => attribute.options.includes(v), { error: 'LISTING_UNKNOWN_OPTION' }),
          { error: typeError },
        )
        .refine((v) => new Set(v).size === v.length, code('LISTING_REPEATED_OPTION'));
    case 'yesno':
      return z.boolean({ error: typeError });
    case 'text':
      return z
        .string({ error: typeError })
        .trim()
        .max(attribute.maxLength, code('LISTING_TEXT_TOO_LONG'));
  }
}

const schemas = new Map<TListingKind, z.ZodType>();

/** The zod schema of a kind's `attributes` object (built once per kind). */
export function attributesSchema<K extends TListingKind>(kind: K): z.ZodType<TAttributesOf<K>> {
  let schema = schemas.get(kind);
  if (!schema) {
    const shape: Record<string, z.ZodType> = {};
    for (const a of attributesOf(kind)) {
      shape[a.key] = a.required ? valueSchema(a) : valueSchema(a).optional();
    }
    schema = z.strictObject(shape, { error: typeError });
    schemas.set(kind, schema);
  }
  return schema as z.ZodType<TAttributesOf<K>>;
}

/** A listing's kind and attributes, as POST /api/listings will take them beside the rest. */
export const ZListingKindAndAttributes = z.discriminatedUnion(
  'kind',
  LISTING_KINDS.map((kind) =>
    z.object({ kind: z.literal(kind), attributes: attributesSchema(kind) }),
  ) as unknown as [z.ZodObject, ...z.ZodObject[]],
);

/** A key the kind does not declare: another kind's, or nobody's. */
function strangerProblem(kind: TListingKind, key: string): TListingProblem {
  const elsewhere = LISTING_KINDS.some((k) => k !== kind && attributeOf(k, key));
  return {
    code: elsewhere ? 'LISTING_ATTRIBUTE_OTHER_KIND' : 'LISTING_UNKNOWN_ATTRIBUTE',
    field: key,
  };
}

/**
 * The first thing wrong with a listing's kind and attributes, or null when they hold. A key
 * of the wrong kind is named before a missing one: it usually means the seller changed kind.
 */
export function listingProblem(kind: unknown, attributes: unknown): TListingProblem | null {
  if (!isListingKind(kind)) return { code: 'LISTING_UNKNOWN_KIND', field: 'kind' };
  const result = attributesSchema(kind).safeParse(attributes);
  if (result.success) return null;
  const issues = result.error.issues;
  const stranger = issues.find((i) => i.code === 'unrecognized_keys');
  if (stranger && stranger.code === 'unrecognized_keys') {
    return strangerProblem(kind, stranger.keys[0]!);
  }
  const issue = issues[0]!;
  const key = issue.path[0];
  // No key: the `attributes` object itself is missing or is no object.
  return problemOf(kind, typeof key === 'string' ? key : 'attributes', issue.message);
}

/** A schema issue's message as the problem of `field`, with the attribute's bounds. */
function problemOf(kind: TListingKind, field: string, message: string): TListingProblem {
  const problem: TListingProblem = {
    code: (LISTING_PROBLEM_CODES as readonly string[]).includes(message)
      ? (message as TListingProblemCode)
      : 'LISTING_WRONG_TYPE',
    field,
  };
  const attribute = attributeOf(kind, problem.field);
  if (problem.code === 'LISTING_OUT_OF_RANGE' && attribute?.type === 'number') {
    return { ...problem, min: attribute.min, max: attribute.max };
  }
  if (problem.code === 'LISTING_TEXT_TOO_LONG' && attribute?.type === 'text') {
    return { ...problem, max: attribute.maxLength };
  }
  return problem;
}

/** What is wrong with one attribute's value alone (a price estimate's facts), or null. */
export function attributeProblem(
  kind: TListingKind,
  key: string,
  value: unknown,
): TListingProblem | null {
  const attribute = attributeOf(kind, key);
  if (!attribute) return strangerProblem(kind, key);
  const result = valueSchema(attribute).safeParse(value);
  return result.success ? null : problemOf(kind, key, result.error.issues[0]!.message);
}
