import { calls, ZErrorBody } from '@portal/contract';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../platform/deps';
import { AppError } from '../../platform/errors';
import { COMPANY_ADMIN_GUARD } from '../../platform/guard';
import { ACCOUNT_LIMITS, byAddress, rateLimited } from '../../platform/rate-limit-keys';
import { defineRoute } from '../../platform/routes';
import { securityEntryOf } from '../../platform/security-log';
import { moduleContext } from '../../platform/services';
import { metaOf, usePasswordGate } from '../sign-in';
import { samlSpMetadata } from './saml';
import {
  browserCookie,
  browserTokenOf,
  callback,
  CallbackRefusal,
  discover,
  exchange,
  passwordGate,
  presentSettings,
  returnLocation,
  settingsOf,
  signOnUrls,
  start,
  updateSettings,
  JOB_SIGN_ON_PURGE,
  purgeAttempts,
} from './service';
import * as repo from './repo';
import { encryptSeededSecrets } from './seed';

const TAG = 'Accounts: company sign-on';
const SETTINGS_TAG = 'My company: sign-on';
const errors = { 400: ZErrorBody, 401: ZErrorBody, 403: ZErrorBody, 404: ZErrorBody, 409: ZErrorBody, 429: ZErrorBody };
const PROVIDER_ADMIN = { permission: 'companySignOn.manage' } as const;
/** Starts and callbacks per address and minute (a person signs in once; a page reloaded a few times). */
const START_LIMIT = { name: 'sso-start-ip', max: 30, windowMs: 60_000, key: byAddress() };
/** The sign-in page asks as the e-mail is typed: its own budget, apart from the join form's address check. */
const DISCOVER_LIMIT = { name: 'sso-discover-ip', max: 60, windowMs: 60_000, key: byAddress() };

/**
 * One security-log entry of a sign-on step (decision 055's log, decision 088): the callback answers a redirect whatever
 * happened, so its outcome and reason are named here rather than read from the status.
 */
function logStep(
  request: FastifyRequest,
  event: string,
  outcome: 'success' | 'failure',
  what: { reason?: string; errorCode?: string; userId?: number; companyId?: number },
) {
  const base = securityEntryOf(request, outcome === 'success' ? 200 : 401);
  if (!base) return;
  const entry = {
    ...base,
    event,
    outcome,
    reason: what.reason ? `SSO_${what.reason.toUpperCase().replace(/[^A-Z]+/g, '_')}` : null,
    errorCode: what.errorCode ?? null,
    status: 302,
    userId: what.userId ?? null,
    companyId: what.companyId ?? null,
  };
  if (outcome === 'failure') request.log.warn({ security: entry }, 'security event');
  else request.log.info({ security: entry }, 'security event');
}

/**
 * Company sign-on (decision 088): /apis/v1/auth/sso (discover, start, the provider's callback, SP metadata, the
 * exchange of the return page's code) and the settings of the company administrator and the provider administrator.
 */
export const signOnRoutes: FastifyPluginAsync<AppDeps> = async (root, deps) => {
  const app = root.withTypeProvider<ZodTypeProvider>();
  const ctx = moduleContext(root, deps);
  usePasswordGate(ctx, passwordGate);
  // Attempts a day past their end, and those whose return was exchanged, go (the sign-on leaves nothing behind).
  app.jobs.add({ name: JOB_SIGN_ON_PURGE, intervalMs: 3600 * 1000, run: () => purgeAttempts(ctx) });
  await encryptSeededSecrets(deps.db, deps.config.encryptionKey);
  // The SAML HTTP-POST binding's form (this plugin's routes only).
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string', bodyLimit: 600_000 }, (_request, body, done) => {
    done(null, Object.fromEntries(new URLSearchParams(body as string)));
  });

  defineRoute(
    app,
    calls.discoverSignOn,
    {
      tags: [TAG],
      summary: 'Whether an e-mail’s domain signs in through its company’s provider',
      description:
        'By the domain after @ only: the same answer for every address of a domain, whether or not an account exists. none: password sign-in; optional: company sign-on offered; required: company sign-on only (a password answers SSO1N4030, except the company’s break-glass member). startUrl: open it in the browser.',
      errors,
      preHandler: rateLimited(ctx.limiter, DISCOVER_LIMIT),
      config: { readOnly: true },
    },
    async (request) => discover(ctx, request.body.loginEmail),
  );

  defineRoute(
    app,
    calls.startSignOn,
    {
      tags: [TAG],
      summary: 'Start company sign-on: redirects the browser to the company’s identity provider',
      description:
        'Keeps the attempt (state, PKCE verifier and nonce, or the SAML request id) for 10 minutes, single use, and binds it to the browser with an HttpOnly cookie. Errors: SSO1N4041 no sign-on enabled for the company, SSO1N4014 the provider could not be reached.',
      errors,
      preHandler: rateLimited(ctx.limiter, START_LIMIT),
      config: { readOnly: true },
    },
    async (request, reply) => {
      const companyId = request.params.companyId;
      try {
        const started = await start(ctx, companyId, request.query.lang ?? request.lang);
        logStep(request, 'SIGNON_START', 'success', { companyId, reason: started.protocol });
        return reply.header('set-cookie', browserCookie(ctx, started.browserToken)).redirect(started.redirectUrl, 302);
      } catch (err) {
        const code = err instanceof AppError ? err.code : 'SSO1N4014';
        logStep(request, 'SIGNON_START', 'failure', {
          companyId,
          errorCode: code,
          reason: err instanceof AppError ? undefined : 'provider',
        });
        return reply.redirect(returnLocation(ctx, { error: code }), 302);
      }
    },
  );

  async function finish(request: FastifyRequest, companyId: number, params: Record<string, string>, viaPost: boolean) {
    try {
      const result = await callback(ctx, companyId, params, { viaPost, browserToken: browserTokenOf(request) });
      if (result.jit) logStep(request, 'SIGNON_JIT_MEMBER', 'success', { companyId, userId: result.userId });
      if (result.rolesChanged) logStep(request, 'SIGNON_GROUP_ROLES', 'success', { companyId, userId: result.userId });
      logStep(request, 'SIGNON_CALLBACK', 'success', { companyId, userId: result.userId });
      return result.location;
    } catch (err) {
      if (err instanceof CallbackRefusal) {
        logStep(request, 'SIGNON_CALLBACK', 'failure', { companyId, userId: err.userId, reason: err.reason, errorCode: err.code });
        return returnLocation(ctx, { error: err.code });
      }
      request.log.error({ err }, 'sign-on callback failed');
      logStep(request, 'SIGNON_CALLBACK', 'failure', { companyId, reason: 'error', errorCode: 'SSO1N4010' });
      return returnLocation(ctx, { error: 'SSO1N4010' });
    }
  }

  defineRoute(
    app,
    calls.signOnCallback,
    {
      tags: [TAG],
      summary: 'The OIDC provider’s answer (redirect URI): redirects the browser to the sign-in page',
      description:
        'Consumes the attempt of `state` once (a second callback is a replay), exchanges the code with the PKCE verifier, checks the ID token (signature, issuer, audience, expiry, nonce), then finds the member by e-mail within the company or makes one awaiting approval. The browser goes to /login?ssoCode=<one-time code> (exchange it within 2 minutes), or /login?ssoError=<code>: SSO1N4010 refused answer, SSO1N4011 expired or replayed attempt, SSO1N4012 e-mail outside the company’s domains, SSO1N4013 a member of another company, SSO1N4014 the provider refused, SSO1N4041 not configured.',
      errors,
      preHandler: rateLimited(ctx.limiter, START_LIMIT),
      config: { readOnly: true },
    },
    async (request, reply) => {
      const { companyId } = request.params;
      const params = Object.fromEntries(Object.entries(request.query).filter((e): e is [string, string] => typeof e[1] === 'string'));
      return reply.redirect(await finish(request, companyId, params, false), 302);
    },
  );

  defineRoute(
    app,
    calls.signOnAcs,
    {
      tags: [TAG],
      summary: 'The SAML provider’s answer (Assertion Consumer Service, HTTP-POST): redirects the browser to the sign-in page',
      description:
        'The form fields SAMLResponse and RelayState. Signed assertions are required, InResponseTo must name the attempt of RelayState (consumed once). Then as the OIDC callback.',
      errors,
      preHandler: rateLimited(ctx.limiter, START_LIMIT),
      config: { readOnly: true },
    },
    async (request, reply) => {
      const { companyId } = request.params;
      const params: Record<string, string> = { SAMLResponse: request.body.SAMLResponse, RelayState: request.body.RelayState ?? '' };
      return reply.redirect(await finish(request, companyId, params, true), 303);
    },
  );

  defineRoute(
    app,
    calls.getSignOnMetadata,
    {
      tags: [TAG],
      summary: 'The portal’s SAML service-provider metadata for a company (its URL is the SP entity id)',
      description: 'Errors: SSO1N4041 the company has no SAML sign-on.',
      errors,
      config: { readOnly: true },
    },
    async (request, reply) => {
      const { companyId } = request.params;
      const row = await repo.findSettings(ctx.db, companyId);
      if (!row || row.protocol !== 'saml') throw new AppError('SSO1N4041');
      const settings = settingsOf(ctx, row, await repo.domainsOf(ctx.db, companyId));
      if (settings.protocol !== 'saml') throw new AppError('SSO1N4041');
      return reply.type('application/samlmetadata+xml').send(samlSpMetadata(settings, signOnUrls(ctx.config, companyId)));
    },
  );

  defineRoute(
    app,
    calls.exchangeSignOn,
    {
      tags: [TAG],
      summary: 'The return page’s one-time code: answers the second-factor step or the tokens',
      description:
        'outcome second-factor: what the password step answers (continue with otp-login, or passkey-login), the challenge bound to the company signed on to; outcome signed-in: the token pair (the company accepts the provider’s multi-factor claim and the provider made one). Then the account rules of sign-in: ATH1N4012 awaiting approval (a member made by the first sign-on), ATH1N4014 dormant, ATH1N4013 locked... Errors: SSO1N4015 code expired or used.',
      errors,
      preHandler: rateLimited(ctx.limiter, ACCOUNT_LIMITS.otpAddress),
      config: { auditAction: 'SIGNIN_SSO', securityEvent: 'SIGNON_EXCHANGE' },
    },
    async (request) => {
      const { userId, ...answer } = await exchange(ctx, request.body.code, metaOf(request));
      request.audit = { userId, target: userId, ...(answer.outcome === 'signed-in' ? { companyId: answer.companyId } : {}) };
      return answer;
    },
  );

  defineRoute(
    app,
    calls.getCompanySignOn,
    {
      guard: COMPANY_ADMIN_GUARD,
      config: { readOnly: true },
      tags: [SETTINGS_TAG],
      summary: 'The company’s sign-on settings (/mypage/company-sign-on)',
      description:
        'Never the client secret (clientSecretSet says whether one is stored). serviceProvider: what to register at the provider.',
      errors,
    },
    async (request) => presentSettings(ctx, request.company!, request.lang),
  );

  defineRoute(
    app,
    calls.updateCompanySignOn,
    {
      guard: COMPANY_ADMIN_GUARD,
      config: { auditAction: 'SIGN_ON_SETTINGS', securityEvent: 'SIGNON_SETTINGS' },
      tags: [SETTINGS_TAG],
      summary: 'Set the company’s sign-on (OIDC or SAML)',
      description:
        'OIDC: the issuer’s discovery must answer (SSO1N4001); clientSecret is write-only, omitted keeps the stored one (SSO1N4003 when none). SAML: metadataXml is read (SSO1N4002), else idpEntityId, entryPoint and idpCertificates (SSO1N4004). SSO1N4005 break-glass member not an active member; SSO1N4006 required without enabled; SSO1N4091 a domain of another company.',
      errors,
    },
    async (request) => {
      const answer = await updateSettings(ctx, request.company!, request.auth!.userId, request.body, request.lang);
      request.audit = {
        target: String(request.company),
        detail: { protocol: request.body.protocol, enabled: request.body.enabled, required: request.body.required },
      };
      return answer;
    },
  );

  defineRoute(
    app,
    calls.getAdminCompanySignOn,
    {
      guard: PROVIDER_ADMIN,
      config: { readOnly: true },
      tags: [SETTINGS_TAG],
      summary: 'A company’s sign-on settings (provider administrator)',
      description: 'As the company administrator’s call, for the company named. COM1N4041 no such company.',
      errors,
    },
    async (request) => presentSettings(ctx, request.params.companyId, request.lang),
  );

  defineRoute(
    app,
    calls.updateAdminCompanySignOn,
    {
      guard: PROVIDER_ADMIN,
      config: { auditAction: 'SIGN_ON_SETTINGS', securityEvent: 'SIGNON_SETTINGS' },
      tags: [SETTINGS_TAG],
      summary: 'Set a company’s sign-on (provider administrator)',
      description: 'As the company administrator’s call, for the company named. COM1N4041 no such company.',
      errors,
    },
    async (request) => {
      const companyId = request.params.companyId;
      const answer = await updateSettings(ctx, companyId, request.auth!.userId, request.body, request.lang);
      request.audit = {
        companyId,
        target: String(companyId),
        detail: { protocol: request.body.protocol, enabled: request.body.enabled, required: request.body.required },
      };
      return answer;
    },
  );
};
