import type { FastifyRouteSchemaDef } from 'fastify/types/schema';
import fastJson from 'fast-json-stringify';
import { serializerCompiler } from 'fastify-type-provider-zod';
import { z } from 'zod';

// JSON answers made by a serializer compiled once from the answer's zod schema (fast-json-
// stringify), for the hot reads whose data the API builds itself (decision 050). The zod
// serializer checks every field of every board on each answer and then stringifies a copy; this
// writes the same bytes straight from the data: the schema's keys in its order, unknown keys
// left out, optional keys left out when undefined, as zod's output and JSON.stringify do.
// fast-json.test.ts holds the two serializers to the same bytes.

type JsonSchema = Record<string, unknown>;

/**
 * zod's JSON schema as fast-json-stringify reads it fastest and writes it in zod's order: `T |
 * null` as a type list, not an `anyOf` (which it would decide by running a validator on every
 * value); no `required` lists, since fast-json-stringify writes required keys before optional
 * ones where zod keeps the schema's order (a key the data leaves undefined is left out, as
 * JSON.stringify does).
 */
function simplify(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(simplify);
  if (!node || typeof node !== 'object') return node;
  const out: JsonSchema = {};
  for (const [k, v] of Object.entries(node)) {
    if (k !== 'required' || !Array.isArray(v)) out[k] = simplify(v);
  }
  const anyOf = out.anyOf as JsonSchema[] | undefined;
  if (anyOf?.length === 2) {
    const i = anyOf.findIndex((s) => s.type === 'null' && Object.keys(s).length === 1);
    const other = anyOf[1 - i];
    if (i >= 0 && other && typeof other.type === 'string') {
      delete out.anyOf;
      return { ...out, ...other, type: [other.type, 'null'] };
    }
  }
  return out;
}

/** The JSON schema of a zod schema's output, as fast-json-stringify compiles it. */
export function jsonSchemaOf(schema: z.ZodType): JsonSchema {
  const json = z.toJSONSchema(schema, { target: 'draft-7', io: 'output', unrepresentable: 'any' });
  const { $schema: _s, ...rest } = simplify(json) as JsonSchema;
  return rest;
}

/** A serializer of answers of `schema`: the same text as the zod serializer, without its checks. */
export function fastSerializer(schema: z.ZodType): (data: unknown) => string {
  return fastJson(jsonSchemaOf(schema) as unknown as Parameters<typeof fastJson>[0]);
}

type CompilerInput = Parameters<typeof serializerCompiler>[0];

/**
 * A route's serializer compiler: the answers of `schemas` (zod schemas of its `response`) through
 * a compiled serializer, every other answer (errors) through the zod serializer as before.
 */
export function fastSerializerCompiler(...schemas: z.ZodType[]) {
  const compiled = new Map(schemas.map((s) => [s, fastSerializer(s)]));
  return <T>(route: FastifyRouteSchemaDef<T>) =>
    compiled.get(route.schema as z.ZodType) ??
    serializerCompiler(route as unknown as CompilerInput);
}
