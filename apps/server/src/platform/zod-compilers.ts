import fastJson from 'fast-json-stringify';
import type { FastifySchemaCompiler, FastifySerializerCompiler } from 'fastify/types/schema';
import { z } from 'zod';
import type { ValidationIssue } from './errors';

type AnyZod = z.ZodType;
const isZod = (s: unknown): s is AnyZod => s instanceof z.ZodType;

/** Validates requests with zod; issues carry whether the value was absent (required parameter). */
export const zodValidatorCompiler: FastifySchemaCompiler<AnyZod> = ({ schema }) => {
  return (data: unknown) => {
    const result = schema.safeParse(data);
    if (result.success) return { value: result.data };
    const issues: ValidationIssue[] = result.error.issues.map((issue) => {
      let value: unknown = data;
      for (const key of issue.path) value = value == null ? undefined : (value as Record<PropertyKey, unknown>)[key as PropertyKey];
      return {
        path: issue.path as (string | number)[],
        code: issue.code,
        message: issue.message,
        missing: (issue.code === 'invalid_type' || issue.code === 'invalid_value') && (value === undefined || value === null || value === ''),
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

export function toJsonSchema(schema: AnyZod): Record<string, unknown> {
  const json = z.toJSONSchema(schema, { target: 'draft-7', io: 'output', unrepresentable: 'any' }) as Record<string, unknown>;
  delete json.$schema;
  return json;
}
