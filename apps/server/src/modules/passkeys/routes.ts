import { calls, ZErrorBody } from '@portal/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../platform/deps';
import { ACCOUNT_LIMITS, rateLimited } from '../../platform/rate-limit-keys';
import { defineRoute } from '../../platform/routes';
import { moduleContext } from '../../platform/services';
import { listPasskeys, registerPasskey, removePasskey, renamePasskey, startRegistration } from './service';

const TAG = 'Accounts: passkeys';
const errors = { 400: ZErrorBody, 401: ZErrorBody, 403: ZErrorBody, 404: ZErrorBody, 409: ZErrorBody, 429: ZErrorBody };

/**
 * Passkeys (decision 056): the member's own passkeys under /apis/v1/user/passkeys (any signed-in
 * member, only their own); the passkey as the second step of sign-in is sign-in's (its routes under /apis/v1/common/auth).
 */
export async function passkeyRoutes(root: FastifyInstance, deps: AppDeps) {
  const app = root.withTypeProvider<ZodTypeProvider>();
  const ctx = moduleContext(root, deps);

  defineRoute(
    app,
    calls.listPasskeys,
    { tags: [TAG], summary: 'The signed-in member’s passkeys', errors, guard: 'signed-in' },
    async (request) => listPasskeys(ctx, request.auth!),
  );

  defineRoute(
    app,
    calls.startPasskeyRegistration,
    {
      tags: [TAG],
      summary: 'Starts adding a passkey: the password again, then the WebAuthn creation options',
      description:
        'Give the options to navigator.credentials.create (SimpleWebAuthn startRegistration), then send its answer to POST /apis/v1/user/passkeys within 5 minutes. Errors: USR1N4002 wrong password, PSK1N4004 too many passkeys.',
      errors,
      guard: 'signed-in',
      preHandler: rateLimited(ctx.limiter, ACCOUNT_LIMITS.passwordUser),
      config: { auditAction: 'PASSKEY_REGISTER_START' },
    },
    async (request) => startRegistration(ctx, request.auth!, request.body.loginSecretNo),
  );

  defineRoute(
    app,
    calls.registerPasskey,
    {
      tags: [TAG],
      summary: 'Adds a passkey: the browser’s answer to the creation options, with a name',
      description:
        'The answer is checked against the pending challenge (once), this site’s origin and RP ID. The member is told by mail. Errors: PSK1N4001, PSK1N4002 name, PSK1N4003 expired or not verified, PSK1N4004 too many, PSK1N4005 already registered.',
      errors,
      guard: 'signed-in',
      config: { auditAction: 'PASSKEY_REGISTER' },
    },
    async (request, reply) => {
      const created = await registerPasskey(ctx, request.auth!, request.body);
      request.audit = { target: created.passkeyId, detail: { name: created.name } };
      return reply.status(201).send(created);
    },
  );

  defineRoute(
    app,
    calls.renamePasskey,
    {
      tags: [TAG],
      summary: 'Renames one of the member’s passkeys',
      description: 'Errors: PSK1N4001, PSK1N4002 name, PSK1N4041 not a passkey of the member.',
      errors,
      guard: 'signed-in',
      config: { auditAction: 'PASSKEY_RENAME' },
    },
    async (request) => {
      const renamed = await renamePasskey(ctx, request.auth!, request.params.passkeyId, request.body.name);
      request.audit = { target: renamed.passkeyId, detail: { name: renamed.name } };
      return renamed;
    },
  );

  defineRoute(
    app,
    calls.removePasskey,
    {
      tags: [TAG],
      summary: 'Removes one of the member’s passkeys (it stops at once; the member is told by mail)',
      description: 'Errors: PSK1N4041 not a passkey of the member.',
      errors,
      guard: 'signed-in',
      config: { auditAction: 'PASSKEY_REMOVE' },
    },
    async (request, reply) => {
      const removed = await removePasskey(ctx, request.auth!, request.params.passkeyId);
      request.audit = { target: removed.id, detail: { name: removed.name } };
      return reply.code(204).send(null);
    },
  );
}
