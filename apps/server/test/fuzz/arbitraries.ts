import fc from 'fast-check';
import { z } from 'zod';

/**
 * The fuzzer's zod -> fast-check mapper (docs/decisions/054-schema-fuzzer.md). It reads a contract schema through
 * zod's own JSON Schema projection (`z.toJSONSchema`, input side: what a caller sends, so `coerce`, `preprocess` and
 * `transform` are seen as their input) and maps the kinds the contract uses: object (required and optional
 * properties), string (min/max length, regex pattern, email, uuid, date, date-time), number and integer ranges, enum,
 * const (literal), array (min/max items), null (nullable), anyOf/oneOf (union), and a free value for what JSON Schema
 * cannot say (refinements are not seen: a valid-shaped value may still be refused, which the fuzzer allows).
 */
export type JsonSchema = {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  additionalProperties?: boolean | JsonSchema;
  items?: JsonSchema;
  prefixItems?: JsonSchema[];
  minItems?: number;
  maxItems?: number;
  minLength?: number;
  maxLength?: number;
  pattern?: string;
  format?: string;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
  enum?: unknown[];
  const?: unknown;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  default?: unknown;
};

const cache = new WeakMap<z.ZodType, JsonSchema>();
/** No metadata: the document's schema names (decision 060) would make nested schemas references the fuzzer cannot follow. */
const NO_METADATA = z.registry<Record<string, unknown>>();

/** The JSON Schema (input side) of a zod schema; `{}` (any value) when zod cannot project it. */
export function jsonSchemaOf(schema: z.ZodType): JsonSchema {
  let out = cache.get(schema);
  if (!out) {
    try {
      out = z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any', metadata: NO_METADATA }) as JsonSchema;
    } catch {
      out = {};
    }
    cache.set(schema, out);
  }
  return out;
}

/** Small, readable strings: the long and hostile ones come from the invalid values. */
const text = (min = 0, max = 24) => fc.string({ minLength: min, maxLength: Math.min(max, min + 24) });

function stringArb(s: JsonSchema): fc.Arbitrary<string> {
  const min = s.minLength ?? 0;
  const max = s.maxLength ?? Math.max(min, 40);
  switch (s.format) {
    case 'email':
      return fc.emailAddress().filter((e) => e.length >= min && e.length <= max);
    case 'uuid':
      return fc.uuid();
    case 'date':
      return fc
        .date({ min: new Date('2000-01-01'), max: new Date('2035-12-31'), noInvalidDate: true })
        .map((d) => d.toISOString().slice(0, 10));
    case 'date-time':
      return fc.date({ min: new Date('2000-01-01'), max: new Date('2035-12-31'), noInvalidDate: true }).map((d) => d.toISOString());
  }
  if (s.pattern) {
    try {
      return fc
        .stringMatching(new RegExp(s.pattern))
        .map((v) => v.slice(0, max))
        .filter((v) => v.length >= min);
    } catch {
      // A pattern fast-check cannot generate from (look-arounds): plain text of the right length.
    }
  }
  return text(min, max);
}

function numberArb(s: JsonSchema, integer: boolean): fc.Arbitrary<number> {
  const lo = s.minimum ?? (s.exclusiveMinimum !== undefined ? s.exclusiveMinimum + (integer ? 1 : Number.EPSILON) : -1_000_000);
  const hi = s.maximum ?? (s.exclusiveMaximum !== undefined ? s.exclusiveMaximum - (integer ? 1 : Number.EPSILON) : 1_000_000);
  const min = Math.max(lo, -Number.MAX_SAFE_INTEGER);
  const max = Math.min(hi, Number.MAX_SAFE_INTEGER);
  // Small values are the likely ids and page numbers: mostly near the low end, sometimes anywhere in range.
  if (integer)
    return fc.oneof(
      { weight: 3, arbitrary: fc.integer({ min: Math.ceil(min), max: Math.floor(Math.min(max, Math.max(min, 0) + 50)) }) },
      { weight: 1, arbitrary: fc.integer({ min: Math.ceil(min), max: Math.floor(max) }) },
    );
  return fc.double({ min, max, noNaN: true, noDefaultInfinity: true });
}

/** A value of the shape the schema accepts (up to refinements JSON Schema cannot express). */
export function validArb(s: JsonSchema, depth = 0): fc.Arbitrary<unknown> {
  if (s.const !== undefined) return fc.constant(s.const);
  if (s.enum) return fc.constantFrom(...s.enum);
  const union = s.anyOf ?? s.oneOf;
  if (union?.length) return fc.oneof(...union.map((u) => validArb(u, depth + 1)));
  if (s.allOf?.length) return validArb(Object.assign({}, ...s.allOf) as JsonSchema, depth + 1);
  const types = [s.type ?? []].flat();
  if (types.length > 1) return fc.oneof(...types.map((t) => validArb({ ...s, type: t }, depth + 1)));
  switch (types[0]) {
    case 'string':
      return stringArb(s);
    case 'integer':
      return numberArb(s, true);
    case 'number':
      return numberArb(s, false);
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    case 'array': {
      const min = s.minItems ?? 0;
      const max = Math.min(s.maxItems ?? min + 3, min + 3);
      if (s.prefixItems) return fc.tuple(...s.prefixItems.map((p) => validArb(p, depth + 1)));
      return fc.array(s.items && depth < 6 ? validArb(s.items, depth + 1) : fc.anything(), { minLength: min, maxLength: max });
    }
    case 'object': {
      const props = s.properties ?? {};
      const required = new Set(s.required ?? []);
      const model: Record<string, fc.Arbitrary<unknown>> = {};
      for (const [k, v] of Object.entries(props)) model[k] = depth < 6 ? validArb(v, depth + 1) : fc.constant(null);
      return fc.record(model, { requiredKeys: Object.keys(props).filter((k) => required.has(k)) });
    }
  }
  // Any value (z.unknown, preprocess, what zod cannot project).
  return fc.oneof(fc.string({ maxLength: 10 }), fc.integer(), fc.boolean(), fc.constant(null));
}

/** Hostile strings: NUL, path traversal, SQL and HTML payloads, control characters, Hangul, a huge one. */
export const HOSTILE_STRINGS = [
  'a\u0000b',
  '../../../../etc/passwd',
  '..\\..\\windows\\win.ini',
  "1' OR '1'='1' --",
  "'; drop table users; --",
  '<script>alert(1)</script>',
  '"><img src=x onerror=alert(1)>',
  '%00%2e%2e%2f',
  '${jndi:ldap://127.0.0.1/x}',
  '\u202e\ufeff\u200b',
  '가나다라마바사'.repeat(40),
  '\ud800',
  'x'.repeat(70_000),
];

/** Hostile numbers: negative, zero, huge, fractional, beyond the safe integers, as numbers or strings. */
export const HOSTILE_NUMBERS: unknown[] = [-1, 0, -2147483649, 2147483648, 1e308, 1.5, 2 ** 53 + 2, '1e999', 'NaN', '-0', '0x10', ' 7'];

/** One wrong value for a field of that schema: another type, or a hostile value of the same type. */
export function wrongValueArb(s: JsonSchema): fc.Arbitrary<unknown> {
  const types = [s.type ?? []].flat();
  const hostile = fc.constantFrom<unknown>(...HOSTILE_STRINGS, ...HOSTILE_NUMBERS);
  const wrongType = fc.constantFrom<unknown>(
    ...(types.includes('string') ? [] : ['text']),
    ...(types.includes('number') || types.includes('integer') ? [] : [12]),
    ...(types.includes('boolean') ? [] : [true]),
    ...(types.includes('object') ? [] : [{ nested: { deeper: [1, 2, 3] } }]),
    ...(types.includes('array') ? [] : [[1, 'two', null]]),
    ...(types.includes('null') ? [] : [null]),
  );
  return fc.oneof(hostile, wrongType);
}

/**
 * An invalid object for an object schema: a valid one with one field replaced by a wrong value, a required field
 * dropped, or an unknown field added (with a prototype-pollution name now and then).
 */
export function invalidObjectArb(s: JsonSchema): fc.Arbitrary<unknown> {
  const props = Object.entries(s.properties ?? {});
  const base = validArb(s) as fc.Arbitrary<Record<string, unknown>>;
  const options: fc.Arbitrary<unknown>[] = [
    fc
      .tuple(base, fc.constantFrom('unknownField', '__proto__', 'constructor', 'errorCode'), wrongValueArb({}))
      .map(([v, k, w]) => (typeof v === 'object' && v ? { ...v, [k]: w } : v)),
  ];
  if (props.length) {
    options.push(
      fc
        .tuple(base, fc.constantFrom(...props))
        .chain(([v, [k, ps]]) => wrongValueArb(ps).map((w) => (typeof v === 'object' && v ? { ...v, [k]: w } : v))),
    );
    const required = s.required ?? [];
    if (required.length)
      options.push(
        fc.tuple(base, fc.constantFrom(...required)).map(([v, k]) => {
          if (typeof v !== 'object' || !v) return v;
          const copy = { ...v };
          delete copy[k];
          return copy;
        }),
      );
  }
  return fc.oneof(...options);
}
