import compress from '@fastify/compress';
import { ACCESS_TOKEN_TTL_SECONDS } from '@portal/contract';
import Fastify, { type FastifyHttpOptions, type FastifyInstance } from 'fastify';
import type { Server } from 'node:http';
import { modules } from './modules/index';
import { registerDemoIdps } from './demo-idp/index';
import { registerKinds } from './modules/kinds';
import { auditPlugin } from './platform/audit';
import { authPlugin } from './platform/auth';
import type { Config } from './platform/config';
import type { Database } from './platform/db';
import type { AppDeps } from './platform/deps';
import { errorsPlugin, frameworkErrors } from './platform/errors';
import { securityLogPlugin } from './platform/security-log';
import { loggerOptions } from './platform/logging';
import { healthRoutes } from './platform/health';
import { openapiPlugin } from './platform/openapi';
import { requestContextPlugin } from './platform/request-context';
import { securityPlugin } from './platform/security';
import { servicesPlugin } from './platform/services';
import { webPlugin } from './platform/web';
import { refuseNul, zodSerializerCompiler, zodValidatorCompiler } from './platform/zod-compilers';

export interface BuildOptions {
  config: Config;
  database: Database;
  logger?: boolean | object;
}

/** Builds the whole app: platform plugins first, then the modules. Tests build the same app. */
export async function buildApp({ config, database, logger }: BuildOptions): Promise<FastifyInstance> {
  const options: FastifyHttpOptions<Server> = {
    // Request lines redact secret query values (?token=...): see platform/logging.ts.
    logger: loggerOptions(logger, config.logLevel),
    // Only configured proxies may name the client address (TRUST_PROXY); none by default.
    trustProxy: config.trustProxy,
    return503OnClosing: true,
    forceCloseConnections: false,
    bodyLimit: 1024 * 1024,
    ajv: undefined,
    // Routing failures (a bad URL escape, an over-long path parameter) answer in the error shape too.
    frameworkErrors: frameworkErrors(config.defaultLanguage),
  };
  const app = Fastify(options);
  app.setValidatorCompiler(zodValidatorCompiler);
  app.setSerializerCompiler(zodSerializerCompiler);
  // No text field may hold a NUL character, on any route (decision 035).
  app.addHook('preHandler', refuseNul);

  const deps: AppDeps = { config, database, db: database.db };

  await app.register(requestContextPlugin, { defaultLanguage: config.defaultLanguage });
  await app.register(errorsPlugin);
  await app.register(securityPlugin);
  await app.register(compress, { global: true, threshold: 1024, encodings: ['br', 'gzip', 'deflate'] });
  await app.register(securityLogPlugin);
  await app.register(authPlugin, { secret: config.jwtSecret, ttlSeconds: ACCESS_TOKEN_TTL_SECONDS });
  await app.register(auditPlugin, { db: database.db });
  await app.register(openapiPlugin, { publicUrl: config.publicUrl });
  await app.register(healthRoutes, { database });
  await app.register(servicesPlugin, deps);

  // Every kind of request on the engine before any route can reach it (route plugins only declare routes).
  registerKinds(app.workflow);
  for (const mod of modules) await app.register(mod.plugin, deps);
  // The demo identity providers (decision 088): only when DEMO_IDP is on.
  if (config.demoIdp) await registerDemoIdps(app, { publicUrl: config.publicUrl, db: database.db, dataDir: config.dataDir });

  await app.register(webPlugin, { root: config.webDist });
  return app;
}
