import {
  ZChangePasswordRequest,
  ZChangePasswordResponse,
  ZCompanySimpleSearchRequest,
  ZCompanySimpleSearchResponse,
  ZConfirmEmailQuery,
  ZConfirmEmailResponse,
  ZConfirmPasswordRequest,
  ZConfirmPasswordResponse,
  ZErrorBody,
  ZFindEmailRequest,
  ZFindEmailResponse,
  ZInvitationInfo,
  ZInvitationInfoRequest,
  ZInvitationUserInsertRequest,
  ZMemberInfo,
  ZMemberUpdateRequest,
  ZNewsletterConfirmRequest,
  ZNewsletterConfirmResponse,
  ZResendByLoginEmailRequest,
  ZResendConfirmEmailQuery,
  ZResendConfirmEmailResponse,
  ZResetDormantRequest,
  ZResetDormantResponse,
  ZResetPasswordRequest,
  ZResetPasswordResponse,
  ZSecessionRequest,
  ZSecessionResponse,
  ZTermsAgreeRequest,
  ZTermsResponse,
  ZUserExistsRequest,
  ZUserExistsResponse,
  ZUserIdParams,
  ZUserInsertRequest,
  ZUserInsertResponse,
} from '@portal/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ACCOUNT_LIMITS, rateLimited } from '../../platform/rate-limit-keys';
import type { AccountsContext } from './context';
import { assertSelf, memberInfo, secession, updateMember } from './member';
import { changePassword, confirmPassword, findEmail, resetPassword } from './passwords';
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
} from './registration';
import { clearTermsPending } from './sessions';
import { resetDormant } from './sign-in';
import { recordAgreements, termsOf } from './terms';

const TAG = 'Accounts: members';
const errors = { 400: ZErrorBody, 401: ZErrorBody, 403: ZErrorBody, 404: ZErrorBody, 409: ZErrorBody, 429: ZErrorBody };
const bearer = [{ bearer: [] }];

/** /apis/v1/user/companies: the company search of the join form. */
export function companyRoutes(ctx: AccountsContext) {
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

/** /apis/v1/user/users: registration, e-mail confirmation, passwords, dormancy, member information, terms, withdrawal. */
export function userRoutes(ctx: AccountsContext) {
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

    app.post(
      '/find-email',
      {
        schema: { tags: [TAG], summary: 'Find the id: masked login e-mails by name and phone', description: 'Errors: USR1N4040 not registered.', body: ZFindEmailRequest, response: { 200: ZFindEmailResponse, ...errors } },
        preHandler: rateLimited(ctx.limiter, ACCOUNT_LIMITS.findEmailAddress),
        config: { readOnly: true },
      },
      async (request) => findEmail(ctx, request.body),
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

    app.post(
      '/reset-dormant',
      {
        schema: {
          tags: [TAG],
          summary: 'Reactivates a dormant account with its password',
          description: 'Errors: ATH1N4010, ATH1N4013 and the other account states as at sign-in.',
          body: ZResetDormantRequest,
          response: { 200: ZResetDormantResponse, ...errors },
        },
        preHandler: rateLimited(ctx.limiter, ACCOUNT_LIMITS.signInAddress, ACCOUNT_LIMITS.signInAccount),
        config: { auditAction: 'RESET_DORMANT' },
      },
      async (request) => {
        const { userId, ...answer } = await resetDormant(ctx, request.body.loginEmail, request.body.loginSecretNo);
        request.audit = { userId, target: userId };
        return answer;
      },
    );

    app.post(
      '/reset-password',
      {
        schema: {
          tags: [TAG],
          summary: 'Mails a temporary password (30 minutes, single use); the same answer for every address',
          body: ZResetPasswordRequest,
          response: { 200: ZResetPasswordResponse, ...errors },
        },
        preHandler: rateLimited(ctx.limiter, ACCOUNT_LIMITS.resetAddress, ACCOUNT_LIMITS.resetAccount),
        config: { auditAction: 'RESET_PASSWORD' },
      },
      async (request) => resetPassword(ctx, request.body.loginEmail),
    );

    app.put(
      '/change-password',
      {
        schema: {
          tags: [TAG],
          summary: 'Changes the password (signed in, or with the challenge of a temporary-password sign-in); ends every session',
          description: 'Errors: USR1N4002, USR1N4003, USR1N4001, USR1N4013, USR1N4009, USR1N4010, ATH1N4020, ATH1N4001, ATH1N4002.',
          security: bearer,
          body: ZChangePasswordRequest,
          response: { 200: ZChangePasswordResponse, ...errors },
        },
        preHandler: [
          async (request, reply) => {
            if (!(request.body as { challengeToken?: string }).challengeToken) await app.requireAuth(request, reply);
          },
          rateLimited(ctx.limiter, ACCOUNT_LIMITS.passwordUser, ACCOUNT_LIMITS.otpAddress),
        ],
        config: { auditAction: 'CHANGE_PASSWORD' },
      },
      async (request) => {
        await changePassword(ctx, request.auth, request.body);
        return { changedYn: 'Y' as const };
      },
    );

    app.get(
      '/:userId',
      {
        schema: { tags: [TAG], summary: 'The member own record', security: bearer, params: ZUserIdParams, response: { 200: ZMemberInfo, ...errors } },
        preHandler: app.requireAuth,
      },
      async (request) => memberInfo(ctx, request.auth!, request.params.userId, request.lang),
    );

    app.put(
      '/:userId',
      {
        schema: {
          tags: [TAG],
          summary: 'Edits the member own profile',
          description: 'Errors: COM1N4002 "No data modified.", ATH1N4030 another member.',
          security: bearer,
          params: ZUserIdParams,
          body: ZMemberUpdateRequest,
          response: { 200: ZMemberInfo, ...errors },
        },
        preHandler: app.requireAuth,
        config: { auditAction: 'USER_UPDATE' },
      },
      async (request) => {
        request.audit = { target: request.params.userId };
        return updateMember(ctx, request.auth!, request.params.userId, request.body, request.lang);
      },
    );

    app.get(
      '/:userId/terms',
      {
        schema: { tags: [TAG], summary: 'The required documents with the member agreements', security: bearer, params: ZUserIdParams, response: { 200: ZTermsResponse, ...errors } },
        preHandler: app.requireAuth,
      },
      async (request) => {
        assertSelf(request.auth!, request.params.userId);
        return termsOf(ctx.db, request.params.userId, request.lang);
      },
    );

    app.post(
      '/:userId/terms',
      {
        schema: {
          tags: [TAG],
          summary: 'Agrees to the documents in effect (re-agreement); then renew the tokens',
          description: 'Errors: USR1N4004 a required document not agreed or not the version in effect, ATH1N4030.',
          security: bearer,
          params: ZUserIdParams,
          body: ZTermsAgreeRequest,
          response: { 200: ZTermsResponse, ...errors },
        },
        preHandler: app.requireAuth,
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

    app.post(
      '/:userId/confirm-password',
      {
        schema: {
          tags: [TAG],
          summary: 'Checks the password before a sensitive screen',
          description: 'Errors: USR1N4002 wrong password, ATH1N4030.',
          security: bearer,
          params: ZUserIdParams,
          body: ZConfirmPasswordRequest,
          response: { 200: ZConfirmPasswordResponse, ...errors },
        },
        preHandler: [app.requireAuth, rateLimited(ctx.limiter, ACCOUNT_LIMITS.passwordUser)],
        config: { readOnly: true },
      },
      async (request) => {
        assertSelf(request.auth!, request.params.userId);
        await confirmPassword(ctx, request.params.userId, request.body.loginSecretNo);
        return { confirmedYn: 'Y' as const };
      },
    );

    app.post(
      '/:userId/secession',
      {
        schema: {
          tags: [TAG],
          summary: 'Withdrawal: password, withdrawal terms box and a reason; personal data erased',
          description: 'Errors: USR1N4002 wrong password, USR1N4005 terms box not checked, ATH1N4030.',
          security: bearer,
          params: ZUserIdParams,
          body: ZSecessionRequest,
          response: { 200: ZSecessionResponse, ...errors },
        },
        preHandler: [app.requireAuth, rateLimited(ctx.limiter, ACCOUNT_LIMITS.passwordUser)],
        config: { auditAction: 'USER_SECESSION' },
      },
      async (request) => {
        request.audit = { target: request.params.userId, detail: { reasonCode: request.body.secessionReasonCode } };
        return secession(ctx, request.auth!, request.params.userId, request.body);
      },
    );
  };
}
