import { calls, ZErrorBody } from '@portal/contract';
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../platform/deps';
import { defineRoute } from '../../platform/routes';
import { createIdentityReads } from '../identity';
import { createKey, reportingIdentity, revokeKey, searchKeys, verifyKey, type ApiKeysContext } from './service';

const TAG = 'API keys';
const REPORTING_TAG = 'Reporting API';
const errors = { 400: ZErrorBody, 401: ZErrorBody, 403: ZErrorBody, 404: ZErrorBody, 409: ZErrorBody };
const machineErrors = { 401: ZErrorBody, 429: ZErrorBody };

/**
 * /apis/v1/user/api-keys: a member's (01) or proxy reporter's (02) personal API keys for the reporting API, in the
 * company they work for now (decision 045). The module registers the platform's key verifier, which
 * the key guard of every machine call under /apis/v1/reporting/ uses, and the first machine call: what a key is.
 */
export const apiKeyRoutes: FastifyPluginAsync<AppDeps> = async (root, deps) => {
  const app = root.withTypeProvider<ZodTypeProvider>();
  const ctx: ApiKeysContext = {
    db: deps.db,
    config: deps.config,
    identity: createIdentityReads(deps.db, app.sessions),
  };
  app.apiKeys.use({ verify: (key, scope, windowMs) => verifyKey(ctx, key, scope, windowMs) });

  defineRoute(
    app,
    calls.searchApiKeys,
    {
      guard: { permission: 'apiKeys.manage', company: 'token' },
      config: { readOnly: true },
      tags: [TAG],
      summary: 'The caller’s API keys (/mypage/api-keys)',
      description:
        'The keys the caller made in the company of their session, newest first (activeOnly: only those in use), with their status (ACTIVE, EXPIRED, REVOKED), expiry and last use. Never the key itself: only its public prefix.',
      errors,
    },
    async (request) => searchKeys(ctx, request.auth!, request.company!, request.body, request.lang),
  );

  defineRoute(
    app,
    calls.createApiKey,
    {
      guard: { permission: 'apiKeys.manage', company: 'token' },
      config: { auditAction: 'API_KEY_CREATE' },
      tags: [TAG],
      summary: 'Make a personal API key for the reporting API',
      description:
        'The key (`mdp_<public id>_<secret>`) is in this answer only: the server keeps its SHA-256 hash. It works for the calls under /apis/v1/reporting/ of the session’s company until the end of `expiresOn` (Korea; default 90 days ahead, at most a year). Errors: APK1N4001 name missing, APK1N4002 name too long, APK1N4003 expiry not after today, APK1N4004 expiry beyond a year, APK1N4005 too many keys in use.',
      errors,
    },
    async (request, reply) => {
      const created = await createKey(ctx, request.auth!, request.company!, request.body, request.lang);
      request.audit = {
        target: created.keyPrefix,
        detail: { apiKeyId: created.apiKeyId, name: created.name, expiresOn: created.expiresOn },
      };
      return reply.status(201).send(created);
    },
  );

  defineRoute(
    app,
    calls.revokeApiKey,
    {
      guard: { permission: 'apiKeys.manage', company: 'token' },
      config: { auditAction: 'API_KEY_REVOKE' },
      tags: [TAG],
      summary: 'Revoke one of the caller’s API keys',
      description:
        'The key stops at once. Revoking a revoked key answers it unchanged. Another member’s key, or a key of another company, answers APK1N4041 like a missing one.',
      errors,
    },
    async (request) => {
      const revoked = await revokeKey(ctx, request.auth!, request.company!, request.params.apiKeyId, request.lang);
      request.audit = { target: revoked.keyPrefix, detail: { apiKeyId: revoked.apiKeyId, name: revoked.name } };
      return revoked;
    },
  );

  defineRoute(
    app,
    calls.getReportingIdentity,
    {
      guard: { apiKey: 'reporting' },
      tags: [REPORTING_TAG],
      summary: 'What the API key of the call is: its company, user and expiry (to check a set-up)',
      description:
        'Send the key as `Authorization: Bearer mdp_...` or `X-API-Key: mdp_...`. Errors: APK1N4011 no key, APK1N4012 not a valid key, APK1N4013 expired, APK1N4014 revoked, APK1N4015 its member is no longer active in the company; COM1N4290 more than 120 calls a minute with one key.',
      errors: machineErrors,
    },
    async (request) => reportingIdentity(ctx, request.apiKey!.apiKeyId, request.lang),
  );
};
