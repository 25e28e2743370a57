import {
  ZCompanySimpleSearchRequest,
  ZCompanySimpleSearchResponse,
  ZConfirmEmailQuery,
  ZConfirmEmailResponse,
  ZErrorBody,
  ZInvitationInfo,
  ZInvitationInfoRequest,
  ZInvitationUserInsertRequest,
  ZNewsletterConfirmRequest,
  ZNewsletterConfirmResponse,
  ZResendByLoginEmailRequest,
  ZResendConfirmEmailQuery,
  ZResendConfirmEmailResponse,
  ZUserExistsRequest,
  ZUserExistsResponse,
  ZUserInsertRequest,
  ZUserInsertResponse,
} from '@portal/contract';
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

const TAG = 'Accounts: members';
const errors = { 400: ZErrorBody, 401: ZErrorBody, 403: ZErrorBody, 404: ZErrorBody, 409: ZErrorBody, 429: ZErrorBody };

/** /apis/v1/user/companies: the company search of the join form. */
export function companyRoutes(ctx: ModuleContext) {
  return async function (root: FastifyInstance) {
    const app = root.withTypeProvider<ZodTypeProvider>();

    app.post(
      '/search/simple',
      {
        schema: {
          tags: [TAG],
          summary: 'Companies by nation and part of the name (join form)',
          body: ZCompanySimpleSearchRequest,
          response: { 200: ZCompanySimpleSearchResponse, ...errors },
        },
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

    app.post(
      '',
      {
        schema: {
          tags: [TAG],
          summary: 'Self-registration (sends the confirmation mail)',
          description: 'Errors: USR1N4090 duplicate id, USR1N4001 password rules, USR1N4013 common password, USR1N4003 confirmation differs, USR1N4004 required terms, USR1N4007 company.',
          body: ZUserInsertRequest,
          response: { 201: ZUserInsertResponse, ...errors },
        },
        preHandler: rateLimited(ctx.limiter, ACCOUNT_LIMITS.registerAddress),
        config: { auditAction: 'USER_REGISTER' },
      },
      async (request, reply) => {
        const answer = await register(ctx, request.body);
        request.audit = { userId: answer.userId, target: answer.userId };
        return reply.code(201).send(answer);
      },
    );

    app.post(
      '/invitation',
      {
        schema: {
          tags: [TAG],
          summary: 'Registration from a member invitation (active at once)',
          description: 'Errors: USR1N4011 invitation invalid, used, expired or for another address; and those of self-registration.',
          body: ZInvitationUserInsertRequest,
          response: { 201: ZUserInsertResponse, ...errors },
        },
        preHandler: rateLimited(ctx.limiter, ACCOUNT_LIMITS.registerAddress),
        config: { auditAction: 'USER_REGISTER_INVITATION' },
      },
      async (request, reply) => {
        const answer = await registerByInvitation(ctx, request.body);
        request.audit = { userId: answer.userId, target: answer.userId };
        return reply.code(201).send(answer);
      },
    );

    app.post(
      '/invitation/info',
      {
        schema: { tags: [TAG], summary: 'What an invitation link is for', body: ZInvitationInfoRequest, response: { 200: ZInvitationInfo, ...errors } },
        preHandler: rateLimited(ctx.limiter, ACCOUNT_LIMITS.existsAddress),
        config: { readOnly: true },
      },
      async (request) => invitationInfo(ctx.db, request.body.invitationToken, request.lang),
    );

    app.post(
      '/newsletter-confirm',
      {
        schema: { tags: [TAG], summary: 'Confirms a newsletter subscription from a subscriber invitation', body: ZNewsletterConfirmRequest, response: { 200: ZNewsletterConfirmResponse, ...errors } },
        preHandler: rateLimited(ctx.limiter, ACCOUNT_LIMITS.existsAddress),
        config: { auditAction: 'NEWSLETTER_CONFIRM' },
      },
      async (request) => confirmNewsletter(ctx, request.body.invitationToken, request.lang),
    );

    app.post(
      '/exists',
      {
        schema: { tags: [TAG], summary: 'Is the login e-mail free? (taken: USR1N4090 "Duplicate ID.")', body: ZUserExistsRequest, response: { 200: ZUserExistsResponse, ...errors } },
        preHandler: rateLimited(ctx.limiter, ACCOUNT_LIMITS.existsAddress),
        config: { readOnly: true },
      },
      async (request) => {
        await assertEmailFree(ctx.db, request.body.loginEmail);
        return { existYn: 'N' as const };
      },
    );

    app.get(
      '/confirm-email',
      {
        schema: { tags: [TAG], summary: 'Confirms the e-mail address (link of the confirmation mail)', description: 'Errors: USR1N4008 invalid or expired link.', querystring: ZConfirmEmailQuery, response: { 200: ZConfirmEmailResponse, ...errors } },
        preHandler: rateLimited(ctx.limiter, ACCOUNT_LIMITS.existsAddress),
      },
      async (request) => confirmEmail(ctx, request.query.token),
    );

    app.post(
      '/resend-confirm-email',
      {
        schema: {
          tags: [TAG],
          summary: 'Resends the confirmation mail from an expired link',
          description: 'Errors: 2013 a resend within the last hour, USR1N4008 unknown link, USR1N4012 already confirmed.',
          querystring: ZResendConfirmEmailQuery,
          response: { 200: ZResendConfirmEmailResponse, ...errors },
        },
        preHandler: rateLimited(ctx.limiter, ACCOUNT_LIMITS.resendAddress, ACCOUNT_LIMITS.resendToken),
        config: { auditAction: 'RESEND_CONFIRM_EMAIL' },
      },
      async (request) => resendByToken(ctx, request.query.token),
    );

    app.post(
      '/resend-confirm-email/by-logn-email',
      {
        schema: {
          tags: [TAG],
          summary: 'Resends the confirmation mail by login e-mail (same answer for every address)',
          description: 'Errors: 2013 a resend within the last hour.',
          body: ZResendByLoginEmailRequest,
          response: { 200: ZResendConfirmEmailResponse, ...errors },
        },
        preHandler: rateLimited(ctx.limiter, ACCOUNT_LIMITS.resendAddress, ACCOUNT_LIMITS.resendAccount),
        config: { auditAction: 'RESEND_CONFIRM_EMAIL' },
      },
      async (request) => resendByLoginEmail(ctx, request.body.loginEmail),
    );
  };
}
