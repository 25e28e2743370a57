import { calls, ZErrorBody } from '@portal/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ACCOUNT_LIMITS, rateLimited } from '../../platform/rate-limit-keys';
import type { ModuleContext } from '../../platform/services';
import { findEmail, resetPassword } from './recovery';
import { logout, rotateRefreshToken } from './sessions';
import { metaOf, otpLogin, otpQrImage, passkeyLogin, passkeyLoginOptions, signIn } from './service';
import { defineRoute } from '../../platform/routes';

const TAG = 'Accounts: sign-in and tokens';
const errors = { 400: ZErrorBody, 401: ZErrorBody, 403: ZErrorBody, 409: ZErrorBody, 429: ZErrorBody };
/** The passkey step's answers, as documented when it lived with the passkeys. */
const passkeyStepErrors = { ...errors, 404: ZErrorBody };

/** /apis/v1/common/auth: sign-in (password, OTP enrolment, OTP), token renewal, logout. */
export function authRoutes(ctx: ModuleContext) {
  return async function (root: FastifyInstance) {
    const app = root.withTypeProvider<ZodTypeProvider>();

    defineRoute(
      app,
      calls.signIn,
      {
        tags: [TAG],
        summary: 'Sign-in, password step',
        description:
          'Answers a challenge for the OTP step and the member companies. Unknown id and wrong password answer the same (ATH1N4010) in the same time; the 5th consecutive failure and after: ATH1N4013. After a correct password, each account state answers its own code: ATH1N4011 unverified e-mail, ATH1N4012 awaiting approval, ATH1N4014 dormant, ATH1N4015 company deleted, ATH1N4017 withdrawn, ATH1N4018 refused, USR1N4010 temporary password expired.',
        errors,
        preHandler: rateLimited(ctx.limiter, ACCOUNT_LIMITS.signInAddress, ACCOUNT_LIMITS.signInAccount),
        config: { auditAction: 'SIGNIN_PASSWORD', securityEvent: 'SIGNIN_PASSWORD' },
      },
      async (request) => {
        const { userId, ...answer } = await signIn(ctx, request.body, metaOf(request));
        request.audit = { userId, target: userId };
        return answer;
      },
    );

    defineRoute(
      app,
      calls.getOtpQrImage,
      {
        tags: [TAG],
        summary: 'OTP enrolment image and manual key',
        description:
          'For a member without an authenticator (otpEnrolledYn N). Errors: ATH1N4020 challenge invalid or expired, ATH1N4022 already enrolled.',
        errors,
        preHandler: rateLimited(ctx.limiter, ACCOUNT_LIMITS.otpAddress),
        config: { readOnly: true, securityEvent: 'OTP_ENROLMENT_KEY' },
      },
      async (request) => otpQrImage(ctx, request.body.challengeToken),
    );

    defineRoute(
      app,
      calls.otpLogin,
      {
        tags: [TAG],
        summary: 'Sign-in, OTP step: answers the token pair',
        description:
          'TOTP (RFC 6238, 30 s, one step of drift, each code once). companyId is required for a member of several companies (ATH1N4023). Errors: ATH1N4020, ATH1N4021 wrong or reused code (counts toward the lockout), ATH1N4013, ATH1N4030, ATH1N4016 temporary password (change it with this challenge, then sign in again).',
        errors,
        preHandler: rateLimited(ctx.limiter, ACCOUNT_LIMITS.otpAddress),
        config: { auditAction: 'SIGNIN_OTP', securityEvent: 'SIGNIN_OTP' },
      },
      async (request) => {
        const { userId, ...tokens } = await otpLogin(ctx, request.body, metaOf(request));
        request.audit = { userId, companyId: tokens.companyId, target: userId };
        return tokens;
      },
    );

    defineRoute(
      app,
      calls.refreshTokens,
      {
        tags: [TAG],
        summary: 'Renews both tokens; with companyId, for that company (company switch)',
        description:
          'The refresh token rotates on every use; presenting a used one revokes its whole family, except within 10 seconds of its use from the same browser (a second tab: a fresh token of the family). A session not renewed for 12 hours, or 30 days after its sign-in, renews no more. Errors: ATH1N4002 (drop both tokens), ATH1N4030 not a company of the member.',
        errors,
        preHandler: rateLimited(ctx.limiter, ACCOUNT_LIMITS.refreshAddress),
        config: { auditAction: 'TOKEN_REFRESH', securityEvent: 'TOKEN_REFRESH' },
      },
      async (request) => {
        const answer = await rotateRefreshToken(ctx, request.body.refreshToken, request.body.companyId, metaOf(request));
        request.audit = { companyId: answer.companyId };
        return answer;
      },
    );

    defineRoute(
      app,
      calls.logout,
      {
        tags: [TAG],
        summary: 'Ends the session: its refresh tokens and access tokens stop working',
        description: 'The session of the bearer token and of the refresh token given. Answers 204, also for a session already ended.',
        errors,
        config: { auditAction: 'LOGOUT', securityEvent: 'LOGOUT' },
      },
      async (request, reply) => {
        await logout(ctx, { sessionId: request.auth?.jti, refreshToken: request.body?.refreshToken });
        return reply.code(204).send(null);
      },
    );

    defineRoute(
      app,
      calls.getPasskeyLoginOptions,
      {
        tags: [TAG],
        summary: 'Sign-in, passkey step: the WebAuthn request options for the member’s passkeys',
        description:
          'After the password step (passkeyYn Y). Give the options to navigator.credentials.get (SimpleWebAuthn startAuthentication), then call passkey-login. Errors: ATH1N4020 challenge invalid or expired, PSK1N4011 no passkey.',
        errors: passkeyStepErrors,
        preHandler: rateLimited(ctx.limiter, ACCOUNT_LIMITS.otpAddress),
        config: { readOnly: true },
      },
      async (request) => passkeyLoginOptions(ctx, request.body.challengeToken),
    );

    defineRoute(
      app,
      calls.passkeyLogin,
      {
        tags: [TAG],
        summary: 'Sign-in, passkey step: answers the token pair',
        description:
          'The passkey instead of the code, under the same rules as otp-login. Errors: ATH1N4020, PSK1N4010 the passkey could not be verified (counts toward the lockout), ATH1N4013, ATH1N4023, ATH1N4030, ATH1N4016 temporary password.',
        errors: passkeyStepErrors,
        preHandler: rateLimited(ctx.limiter, ACCOUNT_LIMITS.otpAddress),
        config: { auditAction: 'SIGNIN_PASSKEY' },
      },
      async (request) => {
        const { userId, ...tokens } = await passkeyLogin(ctx, request.body, metaOf(request));
        request.audit = { userId, companyId: tokens.companyId, target: userId };
        return tokens;
      },
    );
  };
}

/** /apis/v1/user/users: the e-mail search and the temporary password of a member who cannot sign in. */
export function recoveryRoutes(ctx: ModuleContext) {
  return async function (root: FastifyInstance) {
    const app = root.withTypeProvider<ZodTypeProvider>();
    const TAG = 'Accounts: members';
    const errors = { 400: ZErrorBody, 401: ZErrorBody, 403: ZErrorBody, 404: ZErrorBody, 409: ZErrorBody, 429: ZErrorBody };

    defineRoute(
      app,
      calls.findLoginEmail,
      {
        tags: [TAG],
        summary: 'Find the id: masked login e-mails by name and phone',
        description: 'Errors: USR1N4040 not registered, USR1N4014 a telephone in no accepted form.',
        errors,
        preHandler: rateLimited(ctx.limiter, ACCOUNT_LIMITS.findEmailAddress),
        config: { readOnly: true },
      },
      async (request) => findEmail(ctx, request.body),
    );

    defineRoute(
      app,
      calls.resetPassword,
      {
        tags: [TAG],
        summary: 'Mails a temporary password (30 minutes, single use); the same answer for every address',
        errors,
        preHandler: rateLimited(ctx.limiter, ACCOUNT_LIMITS.resetAddress, ACCOUNT_LIMITS.resetAccount),
        config: { auditAction: 'RESET_PASSWORD', securityEvent: 'RESET_PASSWORD' },
      },
      async (request) => resetPassword(ctx, request.body.loginEmail),
    );
  };
}
