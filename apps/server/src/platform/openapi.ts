import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import * as contract from '@portal/contract';
import { callNameOf, calls, ERRORS, MEDIA_TYPE, ZErrorBody, type CallDef, type TErrorCode } from '@portal/contract';
import type { FastifyInstance, FastifySchema, RouteOptions } from 'fastify';
import fp from 'fastify-plugin';
import { createJsonSchemaTransformObject, jsonSchemaTransform } from 'fastify-type-provider-zod';
import { z } from 'zod';

declare module 'fastify' {
  interface FastifyInstance {
    /** Every route registered under /apis (method, Fastify path, schema): the table-of-calls test reads it. */
    apiRoutes: { method: string; url: string; schema?: FastifySchema }[];
  }
}

/** Documented on an operation whose route names no 4xx answer: the platform refuses such a request before its handler. */
const PLATFORM_400 = ZErrorBody.describe(
  'COM1N4001: a parameter holds a character no field accepts (NUL), refused before the call runs; { errorCode, errorMessage } in the request language',
);

const hasClientError = (response: unknown) => Object.keys((response as Record<string, unknown>) ?? {}).some((code) => code.startsWith('4'));

/**
 * Names every object schema the contract exports (`ZOrderDetail` -> `OrderDetail`) in zod's registry, so the document
 * declares it once under components/schemas and refers to it (decision 060). A schema named already (`.meta({ id })`
 * in the contract, with its example) keeps its name; an alias exported twice keeps its first name; the objects of a
 * call's path and query parameters stay inline (each parameter is listed). Idempotent.
 */
function nameContractSchemas(): void {
  // A call's parameters are listed one by one (path, query): their object stays inline.
  const parameters = new Set<unknown>(Object.values(calls).flatMap((c: CallDef) => [c.params, c.query]));
  for (const [exported, value] of Object.entries(contract)) {
    if (!exported.startsWith('Z') || !(value instanceof z.ZodObject) || parameters.has(value)) continue;
    const meta = z.globalRegistry.get(value);
    if (meta?.id) continue;
    z.globalRegistry.add(value, { ...meta, id: exported.slice(1) });
  }
}

/** The codes every call may answer, by status, besides its own (validation, sign-in, access, size, type, rate). */
const PLATFORM_CODES: Record<number, TErrorCode[]> = {
  400: ['COM1N4000', 'COM1N4001', 'COM1N4003'],
  401: ['ATH1N4001', 'ATH1N4002'],
  403: ['ATH1N4030'],
  413: ['COM1N4130'],
  415: ['COM1N4150'],
  429: ['COM1N4290'],
};
const CODE_PATTERN = /\b[A-Z]{3}1N\d{4}\b/g;

/** An error answer: the codes it may carry (the route's texts name its own; the platform's by status), and an example. */
function errorResponse(status: number, schema: unknown, texts: string): Record<string, unknown> {
  const named = [...new Set(texts.match(CODE_PATTERN) ?? [])].filter((c): c is TErrorCode => c in ERRORS);
  const codes = [...new Set([...named, ...(PLATFORM_CODES[status] ?? [])])].filter((c) => ERRORS[c].status === status);
  const first = codes[0];
  return {
    description: codes.length
      ? `{ errorCode, errorMessage } in the request's language. Codes: ${codes.map((c) => `${c} (${ERRORS[c].en})`).join('; ')}`
      : "{ errorCode, errorMessage } in the request's language",
    ...(status === 429 ? { headers: { 'Retry-After': { description: 'Seconds to wait before trying again', type: 'integer' } } } : {}),
    content: {
      [MEDIA_TYPE.json]: {
        schema,
        ...(first ? { example: { errorCode: first, errorMessage: ERRORS[first].en } } : {}),
      },
    },
    ...(codes.length ? { 'x-error-codes': codes } : {}),
  };
}

const BINARY = { type: 'string', format: 'binary' } as const;

/** The named schemas as OpenAPI 3.0 schemas (the library's default target is JSON Schema 2020-12). */
const componentsOf = createJsonSchemaTransformObject({ zodToJsonConfig: { target: 'openapi-3.0' } });

/** The success answer of a file call: its media types with a binary schema, and its headers. */
function fileResponse(entry: CallDef): Record<string, unknown> {
  const produces: readonly string[] = entry.produces ?? [];
  return {
    description: `The file (${produces.join(', ')})`,
    headers: {
      'Content-Disposition': { description: 'attachment, with the file name (RFC 6266, UTF-8 per RFC 5987)', type: 'string' },
      ...successHeaders(entry),
    },
    content: Object.fromEntries(produces.map((m) => [m, { schema: BINARY }])),
  };
}

function successHeaders(entry: CallDef): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(entry.headers ?? {}).map(([name, description]) => [name, { description, type: 'integer', minimum: 0 }]),
  );
}

/** An upload's multipart body: the declared part, binary, with the media types it accepts. */
function uploadBody(upload: NonNullable<CallDef['upload']>): Record<string, unknown> {
  return {
    type: 'object',
    required: [upload.field],
    properties: {
      [upload.field]: upload.multiple
        ? { type: 'array', items: BINARY, description: `The files (${upload.accepts.join(', ')})` }
        : { ...BINARY, description: `The file (${upload.accepts.join(', ')})` },
    },
  };
}

type Json = Record<string, unknown>;

/**
 * OpenAPI 3.0 ignores what stands beside a `$ref`, and a nullable schema needs its type: a reference with more than a
 * description (a default, `nullable`), or a nullable one-reference composition, is written inline with the rest.
 */
function inlineRefSiblings(doc: Json): Json {
  const schemas = ((doc.components as Json | undefined)?.schemas ?? {}) as Record<string, Json>;
  const target = (ref: unknown) => (typeof ref === 'string' ? schemas[ref.split('/').pop()!] : undefined);
  const walk = (node: unknown): unknown => {
    if (Array.isArray(node)) return node.map(walk);
    if (!node || typeof node !== 'object') return node;
    let obj = node as Json;
    const { $ref, ...rest } = obj;
    if ($ref !== undefined && Object.keys(rest).some((k) => k !== 'description') && target($ref)) obj = { ...target($ref), ...rest };
    for (const key of ['anyOf', 'allOf', 'oneOf'])
      if (obj.nullable === true && obj.type === undefined && Array.isArray(obj[key]) && (obj[key] as Json[]).length === 1) {
        const only = (obj[key] as Json[])[0];
        const { [key]: _drop, ...others } = obj;
        obj = { ...(target(only.$ref) ?? only), ...others };
      }
    return Object.fromEntries(Object.entries(obj).map(([k, v]) => [k, walk(v)]));
  };
  return walk(doc) as Json;
}

/** Keeps the component schemas the document refers to (transitively); a request-side copy takes the plain name when free. */
function pruneComponents(doc: Json): Json {
  const components = (doc.components ?? {}) as { schemas?: Record<string, unknown> };
  const schemas = components.schemas ?? {};
  const used = new Set<string>();
  const visit = (value: unknown) => {
    const text = JSON.stringify(value);
    for (const m of text.matchAll(/"#\/components\/schemas\/([^"]+)"/g)) {
      if (used.has(m[1])) continue;
      used.add(m[1]);
      visit(schemas[m[1]]);
    }
  };
  visit(doc.paths);
  const renames = new Map<string, string>();
  for (const name of used) if (name.endsWith('Input') && !used.has(name.slice(0, -5))) renames.set(name, name.slice(0, -5));
  const kept: Record<string, unknown> = {};
  for (const name of [...used].sort()) kept[renames.get(name) ?? name] = schemas[name];
  let text = JSON.stringify({ ...doc, components: { ...components, schemas: kept } });
  for (const [from, to] of renames) text = text.replaceAll(`"#/components/schemas/${from}"`, `"#/components/schemas/${to}"`);
  return JSON.parse(text) as Json;
}

/**
 * OpenAPI 3 generated from the zod schemas of every route, at /apis/docs/json, with Swagger UI at
 * /apis/docs. Each operation's `operationId` is its name in the contract's table of calls
 * (`packages/contract/src/calls.ts`); the bearer scheme is set by the authentication guard
 * (platform/auth.ts); `servers` names the configured public URL. `npm test` lints the document with
 * Redocly's recommended rules (openapi.test.ts).
 */
export const openapiPlugin = fp(async function openapiPlugin(app: FastifyInstance, opts: { publicUrl: string }) {
  const origin = opts.publicUrl.replace(/\/+$/, '');
  nameContractSchemas();
  const apiRoutes: FastifyInstance['apiRoutes'] = [];
  app.decorate('apiRoutes', apiRoutes);
  app.addHook('onRoute', (route: RouteOptions) => {
    if (!route.url.startsWith('/apis/v1/')) return;
    for (const method of [route.method].flat())
      if (method !== 'HEAD')
        apiRoutes.push({
          method,
          url: route.url,
          get schema() {
            return route.schema;
          },
        });
  });

  await app.register(swagger, {
    openapi: {
      openapi: '3.0.3',
      info: {
        title: 'Market-data customer portal API',
        version: '1.0.0',
        // The portal's own API, all rights reserved (the footer's copyright); its use is governed by the
        // terms of use in effect (standard document 01_01), which the URL answers.
        license: {
          name: 'Proprietary, all rights reserved (terms of use)',
          url: `${origin}/apis/v1/user/standard-documents/01_01/latest-version`,
        },
        description:
          'Every call of the portal. Errors answer { errorCode, errorMessage } in the language of Accept-Language (Korean when it begins with ko, otherwise English).',
      },
      servers: [{ url: origin, description: 'This portal (the API is on the same origin as the web app)' }],
      components: {
        securitySchemes: {
          bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' },
          // The reporting API's personal keys (platform/guard.ts, decision 045): either header.
          apiKey: {
            type: 'http',
            scheme: 'bearer',
            bearerFormat: 'mdp_ API key',
            description: 'A personal API key made on My page > API keys (mdp_...), for the calls under /apis/v1/reporting/ only.',
          },
          apiKeyHeader: {
            type: 'apiKey',
            in: 'header',
            name: 'X-API-Key',
            description: 'The same personal API key in a header of its own.',
          },
        },
      },
      security: [],
    },
    transform: (input) => {
      const method = [input.route.method].flat()[0];
      const name = callNameOf(method, input.url);
      const entry: CallDef | undefined = name ? calls[name] : undefined;
      // The body a correct call sends, where the route takes more (decision 060).
      const routeSchema = entry?.documentedBody ? { ...input.schema, body: entry.documentedBody } : input.schema;
      const { schema, url } = jsonSchemaTransform({ ...input, schema: routeSchema });
      const out = { ...(schema as Record<string, unknown>) };
      if (name) out.operationId = name;
      if (entry?.upload) {
        out.consumes = [MEDIA_TYPE.multipart];
        out.body = uploadBody(entry.upload);
      } else if (entry?.consumes) out.consumes = [entry.consumes];
      if (out.response) {
        const response = { ...(out.response as Record<string, unknown>) };
        if (!hasClientError(input.schema?.response)) {
          const documented = jsonSchemaTransform({ ...input, schema: { ...input.schema, response: { 400: PLATFORM_400 } } }).schema as {
            response: Record<string, unknown>;
          };
          response[400] = documented.response[400];
        }
        const texts = `${String(out.summary ?? '')} ${String(out.description ?? '')}`;
        for (const [status, value] of Object.entries(response)) {
          const code = Number(status);
          if (code >= 400) response[status] = errorResponse(code, value, texts);
          else if (entry?.response === 'file') response[status] = fileResponse(entry);
          else if (entry?.response === 'empty') response[status] = { type: 'null', description: 'No content' };
          else if (entry?.headers && code < 300)
            response[status] = {
              description: 'Default Response',
              headers: successHeaders(entry),
              content: { [MEDIA_TYPE.json]: { schema: value } },
            };
        }
        out.response = response;
      }
      return { schema: out as FastifySchema, url };
    },
    transformObject: (input) => pruneComponents(inlineRefSiblings(componentsOf(input) as Json)) as ReturnType<typeof componentsOf>,
  });
  await app.register(swaggerUi, { routePrefix: '/apis/docs', staticCSP: true });
});
