import { calls, ZErrorBody } from '@portal/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ACCOUNT_LIMITS, rateLimited } from '../../platform/rate-limit-keys';
import type { ModuleContext } from '../../platform/services';
import {
  assertSelf,
  changePassword,
  clearTermsPending,
  confirmPassword,
  memberInfo,
  myInformation,
  recordAgreements,
  secession,
  termsOf,
  updateMember,
} from './service';
import { defineRoute } from '../../platform/routes';
import { confirmAuthenticatorChange, startAuthenticatorChange } from './authenticator';

const TAG = 'Accounts: members';
const errors = { 400: ZErrorBody, 401: ZErrorBody, 403: ZErrorBody, 404: ZErrorBody, 409: ZErrorBody, 429: ZErrorBody };

/** /apis/v1/common/auth: the signed-in member (id, roles, companies, profile). */
export function myInformationRoutes(ctx: ModuleContext) {
  return async function (root: FastifyInstance) {
    const app = root.withTypeProvider<ZodTypeProvider>();
    const TAG = 'Accounts: sign-in and tokens';

    defineRoute(
      app,
      calls.getMyInformation,
      {
        tags: [TAG],
        summary: 'The signed-in member: id, roles, companies and profile',
        errors: { 401: ZErrorBody, 403: ZErrorBody },
        guard: 'signed-in',
      },
      async (request) => myInformation(ctx, request.auth!, request.lang),
    );
  };
}

/** /apis/v1/user/users: member information, password change and check, terms, withdrawal. */
export function profileRoutes(ctx: ModuleContext) {
  return async function (root: FastifyInstance) {
    const app = root.withTypeProvider<ZodTypeProvider>();

    defineRoute(
      app,
      calls.changePassword,
      {
        tags: [TAG],
        summary: 'Changes the password (signed in, or with the challenge of a temporary-password sign-in); ends every session',
        description: 'Errors: USR1N4002, USR1N4003, USR1N4001, USR1N4013, USR1N4009, USR1N4010, ATH1N4020, ATH1N4001, ATH1N4002.',
        errors,
        bearer: true,
        preHandler: [
          async (request, reply) => {
            if (!(request.body as { challengeToken?: string }).challengeToken) await app.requireAuth(request, reply);
          },
          rateLimited(ctx.limiter, ACCOUNT_LIMITS.passwordUser, ACCOUNT_LIMITS.otpAddress),
        ],
        config: { auditAction: 'CHANGE_PASSWORD', securityEvent: 'CHANGE_PASSWORD' },
      },
      async (request) => {
        await changePassword(ctx, request.auth, request.body);
        return { changedYn: 'Y' as const };
      },
    );

    defineRoute(
      app,
      calls.startAuthenticatorChange,
      {
        tags: [TAG],
        summary: 'Starts changing the authenticator: the password again answers a new key and a change token',
        description:
          'The old authenticator works until the change is confirmed. Errors: USR1N4002 wrong password, ATH1N4030 another member.',
        errors,
        guard: 'signed-in',
        preHandler: rateLimited(ctx.limiter, ACCOUNT_LIMITS.passwordUser),
        config: { readOnly: true, securityEvent: 'AUTHENTICATOR_CHANGE_START' },
      },
      async (request) => startAuthenticatorChange(ctx, request.auth!, request.params.userId, request.body.loginSecretNo),
    );

    defineRoute(
      app,
      calls.confirmAuthenticatorChange,
      {
        tags: [TAG],
        summary: 'Confirms the new authenticator with one of its codes; the member is told by mail',
        description: 'Errors: ATH1N4020 change token invalid or expired, ATH1N4021 wrong code, ATH1N4030 another member.',
        errors,
        guard: 'signed-in',
        preHandler: rateLimited(ctx.limiter, ACCOUNT_LIMITS.otpAddress),
        config: { auditAction: 'AUTHENTICATOR_CHANGE', securityEvent: 'AUTHENTICATOR_CHANGE' },
      },
      async (request) => {
        await confirmAuthenticatorChange(ctx, request.auth!, request.params.userId, request.body);
        request.audit = { target: request.params.userId };
        return { changedYn: 'Y' as const };
      },
    );

    defineRoute(
      app,
      calls.getMember,
      {
        tags: [TAG],
        summary: 'The member own record',
        errors,
        guard: 'signed-in',
      },
      async (request) => memberInfo(ctx, request.auth!, request.params.userId, request.lang),
    );

    defineRoute(
      app,
      calls.updateMember,
      {
        tags: [TAG],
        summary: 'Edits the member own profile',
        description: 'Errors: COM1N4002 "No data modified.", ATH1N4030 another member, USR1N4014 a telephone in no accepted form.',
        errors,
        guard: 'signed-in',
        config: { auditAction: 'USER_UPDATE' },
      },
      async (request) => {
        request.audit = { target: request.params.userId };
        return updateMember(ctx, request.auth!, request.params.userId, request.body, request.lang);
      },
    );

    defineRoute(
      app,
      calls.getMemberTerms,
      {
        tags: [TAG],
        summary: 'The required documents with the member agreements',
        errors,
        guard: 'signed-in',
      },
      async (request) => {
        assertSelf(request.auth!, request.params.userId);
        return termsOf(ctx.db, request.params.userId, request.lang);
      },
    );

    defineRoute(
      app,
      calls.agreeMemberTerms,
      {
        tags: [TAG],
        summary: 'Agrees to the documents in effect (re-agreement); then renew the tokens',
        description: 'Errors: USR1N4004 a required document not agreed or not the version in effect, ATH1N4030.',
        errors,
        guard: 'signed-in',
        config: { auditAction: 'TERMS_AGREE' },
      },
      async (request) => {
        assertSelf(request.auth!, request.params.userId);
        await recordAgreements(ctx.db, request.params.userId, request.body.agreements);
        const answer = await termsOf(ctx.db, request.params.userId, request.lang);
        if (answer.reAgreementRequiredYn === 'N') await clearTermsPending(ctx, request.params.userId);
        return answer;
      },
    );

    defineRoute(
      app,
      calls.confirmPassword,
      {
        tags: [TAG],
        summary: 'Checks the password before a sensitive screen',
        description: 'Errors: USR1N4002 wrong password, ATH1N4030.',
        errors,
        guard: 'signed-in',
        preHandler: rateLimited(ctx.limiter, ACCOUNT_LIMITS.passwordUser),
        config: { readOnly: true },
      },
      async (request) => {
        assertSelf(request.auth!, request.params.userId);
        await confirmPassword(ctx, request.params.userId, request.body.loginSecretNo);
        return { confirmedYn: 'Y' as const };
      },
    );

    defineRoute(
      app,
      calls.withdrawMember,
      {
        tags: [TAG],
        summary: 'Withdrawal: password, withdrawal terms box and a reason; personal data erased',
        description: 'Errors: USR1N4002 wrong password, USR1N4005 terms box not checked, ATH1N4030.',
        errors,
        guard: 'signed-in',
        preHandler: rateLimited(ctx.limiter, ACCOUNT_LIMITS.passwordUser),
        config: { auditAction: 'USER_SECESSION' },
      },
      async (request) => {
        request.audit = { target: request.params.userId, detail: { reasonCode: request.body.secessionReasonCode } };
        return secession(ctx, request.auth!, request.params.userId, request.body);
      },
    );
  };
}
