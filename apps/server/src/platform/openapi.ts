import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';

/** OpenAPI 3 generated from the zod schemas of every route, at /apis/docs/json, with Swagger UI at /apis/docs. */
export const openapiPlugin = fp(async function openapiPlugin(app: FastifyInstance) {
  await app.register(swagger, {
    openapi: {
      openapi: '3.0.3',
      info: { title: 'Market-data customer portal API', version: '1.0.0', description: 'Every call of the portal. Errors answer { errorCode, errorMessage } in the language of Accept-Language (ko or en).' },
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } } },
      security: [],
    },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, { routePrefix: '/apis/docs', staticCSP: true });
});
