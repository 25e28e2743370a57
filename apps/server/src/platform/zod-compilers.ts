import type { FastifyReply, FastifyRequest } from 'fastify';
import fastJson from 'fast-json-stringify';
import type { FastifySchemaCompiler, FastifySerializerCompiler } from 'fastify/types/schema';
import { z } from 'zod';
import type { ValidationIssue } from './errors';

type AnyZod = z.ZodType;
const isZod = (s: unknown): s is AnyZod => s instanceof z.ZodType;

/** Validates requests with zod; issues carry whether the value was absent (required parameter). */
export const zodValidatorCompiler: FastifySchemaCompiler<AnyZod> = ({ schema }) => {
  return (data: unknown) => {
    const nul = findNul(data);
    if (nul) return { error: Object.assign(new Error('validation'), { validation: [nulIssue(nul)] }) as never };
    const result = schema.safeParse(data);
    if (result.success) return { value: result.data };
    const issues: ValidationIssue[] = result.error.issues.map((issue) => {
      let value: unknown = data;
      for (const key of issue.path) value = value == null ? undefined : (value as Record<PropertyKey, unknown>)[key as PropertyKey];
      return {
        path: issue.path as (string | number)[],
        code: issue.code,
        message: issue.message,
        missing:
          (issue.code === 'invalid_type' || issue.code === 'invalid_value') && (value === undefined || value === null || value === ''),
        ...(issue.code === 'too_big' && typeof issue.maximum === 'number' ? { maximum: issue.maximum } : {}),
      };
    });
    return { error: Object.assign(new Error('validation'), { validation: issues }) as never };
  };
};

/**
 * Serializes responses through the JSON Schema generated from the same zod schema (fast-json-stringify):
 * no zod at run time on the response path (design of record, performance notes).
 */
export const zodSerializerCompiler: FastifySerializerCompiler<AnyZod> = ({ schema }) => {
  if (!isZod(schema)) return (data) => JSON.stringify(data);
  const jsonSchema = toJsonSchema(schema);
  return fastJson(jsonSchema as never) as (data: unknown) => string;
};

/**
 * No metadata: the names the OpenAPI document gives the contract's schemas (`id` in zod's registry, decision 060) would
 * turn nested schemas into references; the serializer wants them inline, and descriptions mean nothing to it.
 */
const NO_METADATA = z.registry<Record<string, unknown>>();

export function toJsonSchema(schema: AnyZod): Record<string, unknown> {
  const json = z.toJSONSchema(schema, { target: 'draft-7', io: 'output', unrepresentable: 'any', metadata: NO_METADATA }) as Record<
    string,
    unknown
  >;
  delete json.$schema;
  return json;
}

/** The path of the first string (value or key) holding a NUL character (U+0000), or null. */
export function findNul(value: unknown, path: (string | number)[] = [], depth = 0): (string | number)[] | null {
  if (typeof value === 'string') return value.includes('\u0000') ? path : null;
  if (value == null || typeof value !== 'object' || depth > 32) return null;
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i++) {
      const found = findNul(value[i], [...path, i], depth + 1);
      if (found) return found;
    }
    return null;
  }
  // Plain records only (parsed JSON; the query parser's prototype-less objects), never streams or buffers.
  const proto = Object.getPrototypeOf(value) as object | null;
  if (proto !== null && proto !== Object.prototype && Object.getPrototypeOf(proto) !== null) return null;
  for (const [key, item] of Object.entries(value)) {
    if (key.includes('\u0000')) return [...path, key];
    const found = findNul(item, [...path, key], depth + 1);
    if (found) return found;
  }
  return null;
}

const nulIssue = (path: (string | number)[]): ValidationIssue => ({
  path,
  code: 'invalid_format',
  message: 'NUL character',
  missing: false,
});

/**
 * A NUL character (U+0000) is refused in every request: no text column accepts it (PostgreSQL refused
 * it after validation passed, which answered 500). The validator refuses it first in every part a route
 * validates (params, query string, body); this hook (the app's first preHandler) refuses it in the parts a
 * route has no schema for, before any handler. The answer is the invalid-format error (COM1N4001) naming
 * the field. Authentication guards run before both (decision 035).
 */
export function refuseNul(request: FastifyRequest, _reply: FastifyReply, done: (err?: Error) => void) {
  for (const [part, value] of [
    ['params', request.params],
    ['querystring', request.query],
    ['body', request.body],
  ] as const) {
    const path = findNul(value);
    if (path) {
      return done(Object.assign(new Error('validation'), { validation: [nulIssue(path)], validationContext: part }));
    }
  }
  done();
}
