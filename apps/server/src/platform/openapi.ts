import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { callNameOf, ZErrorBody } from '@portal/contract';
import type { FastifyInstance, FastifySchema, RouteOptions } from 'fastify';
import fp from 'fastify-plugin';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';

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
 * OpenAPI 3 generated from the zod schemas of every route, at /apis/docs/json, with Swagger UI at
 * /apis/docs. Each operation's `operationId` is its name in the contract's table of calls
 * (`packages/contract/src/calls.ts`); the bearer scheme is set by the authentication guard
 * (platform/auth.ts); `servers` names the configured public URL. `npm test` lints the document with
 * Redocly's recommended rules (openapi.test.ts).
 */
export const openapiPlugin = fp(async function openapiPlugin(app: FastifyInstance, opts: { publicUrl: string }) {
  const origin = opts.publicUrl.replace(/\/+$/, '');
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
      const { schema, url } = jsonSchemaTransform(input);
      const method = [input.route.method].flat()[0];
      const name = callNameOf(method, input.url);
      const out = { ...(schema as Record<string, unknown>) };
      if (name) out.operationId = name;
      if (out.response && !hasClientError(input.schema?.response)) {
        const documented = jsonSchemaTransform({ ...input, schema: { ...input.schema, response: { 400: PLATFORM_400 } } }).schema as {
          response: object;
        };
        out.response = { ...(out.response as object), ...documented.response };
      }
      return { schema: out as FastifySchema, url };
    },
  });
  await app.register(swaggerUi, { routePrefix: '/apis/docs', staticCSP: true });
});
