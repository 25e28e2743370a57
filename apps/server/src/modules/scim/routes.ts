import { calls, SCIM_BASE_PATH, SCIM_MEDIA_TYPE, ZErrorBody, ZScimIdParam } from '@portal/contract';
import type { FastifyError, FastifyInstance, FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../platform/deps';
import { AppError } from '../../platform/errors';
import { COMPANY_ADMIN_GUARD } from '../../platform/guard';
import { defineRoute } from '../../platform/routes';
import { revokeAllSessions } from '../sign-in';
import * as scim from './protocol';
import { ScimError, type ScimCaller } from './protocol';
import { createToken, listTokens, revokeToken, verifyToken, type ScimContext } from './service';

const TAG = 'SCIM tokens';
const errors = { 400: ZErrorBody, 401: ZErrorBody, 403: ZErrorBody, 404: ZErrorBody, 409: ZErrorBody };
/** Calls one token may make in a minute, per process (a provisioning cycle of a large tenant stays well below). */
export const SCIM_RATE = { max: 600, windowMs: 60_000 };
/** The largest SCIM body (a PATCH of a group's members in bulk stays far below). */
const SCIM_BODY_LIMIT = 256 * 1024;

declare module 'fastify' {
  interface FastifyRequest {
    scim?: ScimCaller;
  }
}

/**
 * The SCIM tokens' calls under /apis/v1/user/company/scim-tokens (the company administrator, 03, of the token's company)
 * and the SCIM 2.0 service itself under /scim/v2 (decision 089), which the identity provider calls with such a token.
 */
export const scimRoutes: FastifyPluginAsync<AppDeps> = async (root, deps) => {
  const app = root.withTypeProvider<ZodTypeProvider>();
  const ctx: ScimContext = {
    db: deps.db,
    config: deps.config,
    endSessions: async (userId, db) => {
      await revokeAllSessions({ db: deps.db, sessions: app.sessions }, userId, 'scim', db);
    },
  };

  defineRoute(
    app,
    calls.listScimTokens,
    {
      guard: COMPANY_ADMIN_GUARD,
      config: { readOnly: true },
      tags: [TAG],
      summary: 'The company’s SCIM tokens in use (/mypage/company-provisioning)',
      description:
        'The tokens in use of the session’s company, newest first: name, public prefix, who made it and when, last use. Never the token itself. Also the SCIM service’s address (the identity provider’s Tenant URL) and the limit of tokens.',
      errors,
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return listTokens(ctx, request.company!, request.lang);
    },
  );

  defineRoute(
    app,
    calls.createScimToken,
    {
      guard: COMPANY_ADMIN_GUARD,
      config: { auditAction: 'SCIM_TOKEN_CREATE' },
      tags: [TAG],
      summary: 'Make a SCIM token for the company’s identity provider',
      description:
        'The token (`scim_<public id>_<secret>`) is in this answer only: the server keeps its SHA-256. The identity provider sends it as `Authorization: Bearer` to the SCIM service (baseUrl). Errors: SCM1N4001 name missing, SCM1N4002 name too long, SCM1N4091 too many tokens in use.',
      errors,
    },
    async (request, reply) => {
      const made = await createToken(ctx, request.auth!.userId, request.company!, request.body, request.lang);
      request.audit = { target: made.tokenPrefix, detail: { tokenId: made.tokenId, name: made.name } };
      return reply.status(201).header('cache-control', 'no-store').send(made);
    },
  );

  defineRoute(
    app,
    calls.revokeScimToken,
    {
      guard: COMPANY_ADMIN_GUARD,
      config: { auditAction: 'SCIM_TOKEN_REVOKE' },
      tags: [TAG],
      summary: 'Revoke one of the company’s SCIM tokens',
      description:
        'The token’s next call is refused (401), in every server process. Revoking a revoked token answers it unchanged; a token of another company answers SCM1N4041 like a missing one.',
      errors,
    },
    async (request, reply) => {
      const revoked = await revokeToken(ctx, request.auth!.userId, request.company!, request.params.tokenId, request.lang);
      request.audit = { target: revoked.tokenPrefix, detail: { tokenId: revoked.tokenId, name: revoked.name } };
      reply.header('cache-control', 'no-store');
      return revoked;
    },
  );

  await app.register(scimProtocol(ctx), { prefix: '/scim' });
};

function sendScim(reply: FastifyReply, status: number, body: unknown) {
  return reply.status(status).header('cache-control', 'no-store').type(`${SCIM_MEDIA_TYPE}; charset=utf-8`).send(JSON.stringify(body));
}

/** The bearer token of a SCIM call, checked before anything else is read (its body included). */
async function authenticate(ctx: ScimContext, app: FastifyInstance, request: FastifyRequest) {
  const header = request.headers.authorization;
  const token = typeof header === 'string' && /^bearer /i.test(header) ? header.slice(7).trim() : '';
  const found = token ? await verifyToken(ctx, token) : null;
  if (!found) {
    // The security log (platform/security-log.ts) records every 401 with this code; the token is never logged.
    request.failure = { code: 'SCM1N4011' };
    throw new ScimError(401, 'A valid SCIM bearer token is required');
  }
  if (!app.limiter.hit(`scim:${found.tokenId}`, SCIM_RATE.max, SCIM_RATE.windowMs))
    throw new ScimError(429, 'Too many requests: wait a minute', 'tooMany');
  request.scim = {
    companyId: found.companyId,
    tokenId: found.tokenId,
    tokenPrefix: found.prefix,
    ip: request.ip,
    method: request.method,
    route: request.routeOptions.url ?? request.url.split('?')[0]!,
  };
  // Who the security log and the request log name: the token's company.
  request.audit = { companyId: found.companyId };
}

/** The SCIM service (RFC 7644) under /scim/v2: its own media type, error schema and not-found answer. */
function scimProtocol(ctx: ScimContext): FastifyPluginAsync {
  return async (app) => {
    // Entra and Okta send application/scim+json, some clients application/json (Fastify's own parser).
    app.addContentTypeParser(SCIM_MEDIA_TYPE, { parseAs: 'string', bodyLimit: SCIM_BODY_LIMIT }, (_req, body, done) => {
      try {
        done(null, body === '' ? undefined : JSON.parse(body as string));
      } catch {
        done(new ScimError(400, 'The body is not valid JSON', 'invalidSyntax'), undefined);
      }
    });
    app.setErrorHandler((error: FastifyError | ScimError | AppError, request, reply) => {
      if (error instanceof ScimError) {
        if (error.status === 429) reply.header('retry-after', '60');
        return sendScim(reply, error.status, error.body());
      }
      if (error instanceof AppError) return sendScim(reply, error.status, new ScimError(error.status, error.code).body());
      const status = (error as FastifyError).statusCode;
      if (status && status >= 400 && status < 500) {
        const scimType = status === 400 ? 'invalidSyntax' : undefined;
        return sendScim(
          reply,
          status,
          new ScimError(status, status === 413 ? 'The body is too large' : 'Invalid request', scimType).body(),
        );
      }
      request.log.error({ err: error }, 'SCIM error');
      return sendScim(reply, 500, new ScimError(500, 'Internal error').body());
    });
    app.setNotFoundHandler((_request, reply) => sendScim(reply, 404, new ScimError(404, 'No such endpoint').body()));

    const withToken = async (request: FastifyRequest) => authenticate(ctx, app as unknown as FastifyInstance, request);
    // Hidden from the OpenAPI document: the protocol describes itself (ServiceProviderConfig, ResourceTypes, Schemas).
    const route = (
      method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
      url: string,
      handler: (request: FastifyRequest, reply: FastifyReply, caller: ScimCaller) => Promise<unknown>,
    ) =>
      app.route({
        method,
        url: `${SCIM_BASE_PATH.slice('/scim'.length)}${url}`,
        schema: { hide: true },
        bodyLimit: SCIM_BODY_LIMIT,
        onRequest: withToken,
        handler: (request, reply) => handler(request, reply, request.scim!),
      });
    const idOf = (request: FastifyRequest) => {
      const r = ZScimIdParam.safeParse(request.params);
      if (!r.success) throw new ScimError(404, 'Not found');
      return r.data.id;
    };

    route('GET', '/ServiceProviderConfig', async (_q, reply) => sendScim(reply, 200, scim.serviceProviderConfig(ctx)));
    route('GET', '/ResourceTypes', async (_q, reply) => sendScim(reply, 200, scim.resourceTypes(ctx)));
    route('GET', '/Schemas', async (_q, reply) => sendScim(reply, 200, scim.schemas(ctx)));

    route('GET', '/Users', async (request, reply, caller) => sendScim(reply, 200, await scim.listUsers(ctx, caller, request.query)));
    route('POST', '/Users', async (request, reply, caller) => {
      const made = await scim.createUser(ctx, caller, request.body);
      return sendScim(reply.header('location', made.meta.location), 201, made);
    });
    route('GET', '/Users/:id', async (request, reply, caller) => sendScim(reply, 200, await scim.getUser(ctx, caller, idOf(request))));
    route('PUT', '/Users/:id', async (request, reply, caller) =>
      sendScim(reply, 200, await scim.replaceUser(ctx, caller, idOf(request), request.body)),
    );
    route('PATCH', '/Users/:id', async (request, reply, caller) =>
      sendScim(reply, 200, await scim.patchUser(ctx, caller, idOf(request), request.body)),
    );
    route('DELETE', '/Users/:id', async (request, reply, caller) => {
      await scim.deleteUser(ctx, caller, idOf(request));
      return reply.status(204).header('cache-control', 'no-store').send();
    });

    route('GET', '/Groups', async (request, reply, caller) => sendScim(reply, 200, await scim.listGroups(ctx, caller, request.query)));
    route('GET', '/Groups/:id', async (request, reply, caller) =>
      sendScim(reply, 200, await scim.getGroup(ctx, caller, idOf(request), request.query)),
    );
    route('PATCH', '/Groups/:id', async (request, reply, caller) =>
      sendScim(reply, 200, await scim.patchGroup(ctx, caller, idOf(request), request.body)),
    );
    route('POST', '/Groups', async () => {
      throw new ScimError(403, 'The groups are the portal’s roles (Members, Company administrators): they cannot be created');
    });
  };
}
