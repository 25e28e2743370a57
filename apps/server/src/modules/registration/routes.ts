import { calls, ZErrorBody } from '@portal/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ACCOUNT_LIMITS, rateLimited } from '../../platform/rate-limit-keys';
import type { ModuleContext } from '../../platform/services';
import {
  assertEmailFree,
  confirmEmail,
  confirmNewsletter,
  invitationInfo,
  register,
  registerByInvitation,
  resendByLoginEmail,
  resendByToken,
  searchCompanies,
} from './service';
import { defineRoute } from '../../platform/routes';

const TAG = 'Accounts: members';
const errors = { 400: ZErrorBody, 401: ZErrorBody, 403: ZErrorBody, 404: ZErrorBody, 409: ZErrorBody, 429: ZErrorBody };

/** /apis/v1/user/companies: the company search of the join form. */
export function companyRoutes(ctx: ModuleContext) {
  return async function (root: FastifyInstance) {
    const app = root.withTypeProvider<ZodTypeProvider>();

    defineRoute(
      app,
      calls.searchCompaniesSimple,
      {
        tags: [TAG],
        summary: 'Companies by nation and part of the name (join form)',
        errors,
        preHandler: rateLimited(ctx.limiter, ACCOUNT_LIMITS.companySearchAddress),
        config: { readOnly: true },
      },
      async (request) => searchCompanies(ctx.db, request.body, request.lang),
    );
  };
}

/** /apis/v1/user/users: registration, invitations, the newsletter confirmation and the e-mail confirmation. */
export function registrationRoutes(ctx: ModuleContext) {
  return async function (root: FastifyInstance) {
    const app = root.withTypeProvider<ZodTypeProvider>();

    defineRoute(
      app,
      calls.registerUser,
      {
        tags: [TAG],
        summary: 'Self-registration (sends the confirmation mail)',
        description:
          'Errors: USR1N4090 duplicate id, USR1N4001 password rules, USR1N4013 common password, USR1N4003 confirmation differs, USR1N4004 required terms, USR1N4007 company, USR1N4014 a telephone in no accepted form.',
        errors,
        preHandler: rateLimited(ctx.limiter, ACCOUNT_LIMITS.registerAddress),
        config: { auditAction: 'USER_REGISTER' },
      },
      async (request, reply) => {
        const answer = await register(ctx, request.body);
        request.audit = { userId: answer.userId, target: answer.userId };
        return reply.code(201).send(answer);
      },
    );

    defineRoute(
      app,
      calls.registerUserByInvitation,
      {
        tags: [TAG],
        summary: 'Registration from a member invitation (active at once)',
        description: 'Errors: USR1N4011 invitation invalid, used, expired or for another address; and those of self-registration.',
        errors,
        preHandler: rateLimited(ctx.limiter, ACCOUNT_LIMITS.registerAddress),
        config: { auditAction: 'USER_REGISTER_INVITATION' },
      },
      async (request, reply) => {
        const answer = await registerByInvitation(ctx, request.body);
        request.audit = { userId: answer.userId, target: answer.userId };
        return reply.code(201).send(answer);
      },
    );

    defineRoute(
      app,
      calls.getInvitationInfo,
      {
        tags: [TAG],
        summary: 'What an invitation link is for',
        errors,
        preHandler: rateLimited(ctx.limiter, ACCOUNT_LIMITS.existsAddress),
        config: { readOnly: true },
      },
      async (request) => invitationInfo(ctx.db, request.body.invitationToken, request.lang),
    );

    defineRoute(
      app,
      calls.confirmNewsletter,
      {
        tags: [TAG],
        summary: 'Confirms a newsletter subscription from a subscriber invitation',
        errors,
        preHandler: rateLimited(ctx.limiter, ACCOUNT_LIMITS.existsAddress),
        config: { auditAction: 'NEWSLETTER_CONFIRM' },
      },
      async (request) => confirmNewsletter(ctx, request.body.invitationToken, request.lang),
    );

    defineRoute(
      app,
      calls.checkLoginEmailExists,
      {
        tags: [TAG],
        summary: 'Is the login e-mail free? (taken: USR1N4090 "Duplicate ID.")',
        errors,
        preHandler: rateLimited(ctx.limiter, ACCOUNT_LIMITS.existsAddress),
        config: { readOnly: true },
      },
      async (request) => {
        await assertEmailFree(ctx.db, request.body.loginEmail);
        return { existYn: 'N' as const };
      },
    );

    defineRoute(
      app,
      calls.confirmEmail,
      {
        tags: [TAG],
        summary: 'Confirms the e-mail address (link of the confirmation mail)',
        description: 'Errors: USR1N4008 invalid or expired link.',
        errors,
        preHandler: rateLimited(ctx.limiter, ACCOUNT_LIMITS.existsAddress),
      },
      async (request) => confirmEmail(ctx, request.query.token),
    );

    defineRoute(
      app,
      calls.resendConfirmEmail,
      {
        tags: [TAG],
        summary: 'Resends the confirmation mail from an expired link',
        description: 'Errors: 2013 a resend within the last hour, USR1N4008 unknown link, USR1N4012 already confirmed.',
        errors,
        preHandler: rateLimited(ctx.limiter, ACCOUNT_LIMITS.resendAddress, ACCOUNT_LIMITS.resendToken),
        config: { auditAction: 'RESEND_CONFIRM_EMAIL' },
      },
      async (request) => resendByToken(ctx, request.query.token),
    );

    defineRoute(
      app,
      calls.resendConfirmEmailByLoginEmail,
      {
        tags: [TAG],
        summary: 'Resends the confirmation mail by login e-mail (same answer for every address)',
        description: 'Errors: 2013 a resend within the last hour.',
        errors,
        preHandler: rateLimited(ctx.limiter, ACCOUNT_LIMITS.resendAddress, ACCOUNT_LIMITS.resendAccount),
        config: { auditAction: 'RESEND_CONFIRM_EMAIL' },
      },
      async (request) => resendByLoginEmail(ctx, request.body.loginEmail),
    );
  };
}
