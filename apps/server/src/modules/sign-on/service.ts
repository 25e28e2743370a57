import {
  callPath,
  CALL_PATHS,
  SIGN_ON_ATTEMPT_MINUTES,
  SIGN_ON_HANDOFF_SECONDS,
  signOnReturnPage,
  ZOidcSignOn,
  ZSamlSignOn,
  type TErrorCode,
  type TLanguage,
  type TSignOnDiscoverResponse,
  type TSignOnExchangeResponse,
  type TSignOnSettings,
  type TSignOnSettingsRequest,
  ZSignOnSettingsRequest,
} from '@portal/contract';
import type { FastifyRequest } from 'fastify';
import { decryptSecret, encryptSecret, randomToken, sha256Hex } from '../../platform/crypto';
import type { DbOrTx } from '../../platform/db';
import { AppError } from '../../platform/errors';
import type { ModuleContext } from '../../platform/services';
import * as identity from '../identity';
import { signOnSignIn, type RequestMeta } from '../sign-in';
import { configurationOf, type OidcSettings } from './oidc';
import { SignOnRefusal, type SignOnClaims, type SignOnUrls } from './protocol';
import { protocols } from './protocols';
import * as repo from './repo';
import { readIdpMetadata, type SamlSettings } from './saml';
import type { CompanySignOnRow } from './schema';

export type StoredSettings = OidcSettings | SamlSettings;

/** The portal's addresses of a company's sign-on (the redirect URI / ACS, and the SP entity id = its metadata URL). */
export function signOnUrls(config: { publicUrl: string }, companyId: number): SignOnUrls {
  return {
    callbackUrl: config.publicUrl + callPath(CALL_PATHS.signOnCallback, { companyId }),
    entityId: config.publicUrl + callPath(CALL_PATHS.getSignOnMetadata, { companyId }),
  };
}

/** The stored row as the protocol's settings (the OIDC client secret decrypted). */
export function settingsOf(ctx: Pick<ModuleContext, 'config'>, row: CompanySignOnRow, domains: string[]): StoredSettings {
  const common = {
    enabled: row.enabled,
    required: row.required,
    breakGlassUserId: row.breakGlassUserId,
    domains,
    acceptProviderMfa: row.acceptProviderMfa,
    groupRoles: row.groupRoles,
  };
  if (row.protocol === 'oidc') {
    const parsed = ZOidcSignOn.parse({ ...row.settings, ...common, protocol: 'oidc' });
    return { ...parsed, clientSecret: row.clientSecretEnc ? decryptSecret(ctx.config.encryptionKey, row.clientSecretEnc) : '' };
  }
  return ZSamlSignOn.parse({ ...row.settings, ...common, protocol: 'saml' });
}

/** GET settings: never the client secret, only whether one is set. */
export async function presentSettings(ctx: ModuleContext, companyId: number, lang: TLanguage): Promise<TSignOnSettings> {
  const company = await identity.findCompany(ctx.db, companyId);
  if (!company || company.deletedAt) throw new AppError('COM1N4041');
  const urls = signOnUrls(ctx.config, companyId);
  const serviceProvider = { callbackUrl: urls.callbackUrl, entityId: urls.entityId, metadataUrl: urls.entityId };
  const row = await repo.findSettings(ctx.db, companyId);
  if (!row) return { companyId, configured: false, serviceProvider, breakGlassMember: null, updatedAt: null };
  const s = settingsOf(ctx, row, await repo.domainsOf(ctx.db, companyId));
  const settings =
    s.protocol === 'oidc'
      ? (() => {
          const { clientSecret, ...rest } = s;
          return { ...rest, clientSecretSet: !!clientSecret };
        })()
      : s;
  const keeper = row.breakGlassUserId ? await identity.findUserById(ctx.db, row.breakGlassUserId) : null;
  const breakGlassMember = keeper ? { userId: keeper.id, name: identity.displayName(keeper, lang), loginEmail: keeper.loginEmail } : null;
  return { companyId, configured: true, settings, serviceProvider, breakGlassMember, updatedAt: row.updatedAt.toISOString() };
}

/**
 * PUT settings, by the company administrator (the token's company) or the provider administrator (any company). OIDC:
 * the issuer's discovery must answer (SSO1N4001); SAML: the metadata is read when given (SSO1N4002) and the entity id,
 * entry point and a certificate must be known (SSO1N4004). Each domain belongs to one company (SSO1N4091); the
 * break-glass member is an active member of the company (SSO1N4005); required needs enabled (SSO1N4006).
 */
export async function updateSettings(
  ctx: ModuleContext,
  companyId: number,
  byUserId: number,
  input: TSignOnSettingsRequest,
  lang: TLanguage,
) {
  const body = ZSignOnSettingsRequest.parse(input);
  const company = await identity.findCompany(ctx.db, companyId);
  if (!company || company.deletedAt) throw new AppError('COM1N4041');
  if (body.required && !body.enabled) throw new AppError('SSO1N4006');
  if (body.breakGlassUserId && !(await identity.isActiveMember(ctx.db, body.breakGlassUserId, companyId))) throw new AppError('SSO1N4005');
  const domains = [...new Set(body.domains)];
  const existing = await repo.findSettings(ctx.db, companyId);
  let settings: Record<string, unknown>;
  let clientSecretEnc: string | null = null;
  if (body.protocol === 'oidc') {
    const storedSecret =
      existing?.protocol === 'oidc' && existing.clientSecretEnc ? decryptSecret(ctx.config.encryptionKey, existing.clientSecretEnc) : '';
    const clientSecret = body.clientSecret ?? storedSecret;
    if (!clientSecret) throw new AppError('SSO1N4003');
    try {
      await configurationOf({ issuer: body.issuer, clientId: body.clientId, clientSecret }, true);
    } catch {
      throw new AppError('SSO1N4001');
    }
    settings = { issuer: body.issuer, clientId: body.clientId, groupsClaim: body.groupsClaim, mfaAcrValues: body.mfaAcrValues };
    clientSecretEnc = encryptSecret(ctx.config.encryptionKey, clientSecret);
  } else {
    let read: { idpEntityId?: string; entryPoint?: string; idpCertificates: string[] } = {
      idpEntityId: body.idpEntityId,
      entryPoint: body.entryPoint,
      idpCertificates: body.idpCertificates,
    };
    if (body.metadataXml) {
      try {
        read = readIdpMetadata(body.metadataXml);
      } catch {
        throw new AppError('SSO1N4002');
      }
    }
    if (!read.idpEntityId || !read.entryPoint || !read.idpCertificates.length) throw new AppError('SSO1N4004');
    settings = {
      idpEntityId: read.idpEntityId,
      entryPoint: read.entryPoint,
      idpCertificates: read.idpCertificates,
      groupsAttribute: body.groupsAttribute,
      mfaContexts: body.mfaContexts,
    };
  }
  await ctx.db.transaction(async (tx) => {
    await repo.lockCompanySignOn(tx, 0);
    const taken = await repo.domainTaken(tx, companyId, domains);
    if (taken) throw new AppError('SSO1N4091', { domain: taken });
    await repo.saveSettings(
      tx,
      {
        companyId,
        protocol: body.protocol,
        enabled: body.enabled,
        required: body.required,
        breakGlassUserId: body.breakGlassUserId,
        acceptProviderMfa: body.acceptProviderMfa,
        groupRoles: body.groupRoles,
        settings,
        clientSecretEnc,
        updatedBy: byUserId,
      },
      domains,
    );
  });
  return presentSettings(ctx, companyId, lang);
}

const domainOf = (email: string) => email.slice(email.lastIndexOf('@') + 1).toLowerCase();

/** POST /auth/sso/discover: by the e-mail's domain only (never whether the account exists). */
export async function discover(ctx: ModuleContext, loginEmail: string): Promise<TSignOnDiscoverResponse> {
  const row = await repo.findByDomain(ctx.db, domainOf(loginEmail));
  if (!row || !row.enabled) return { signOn: 'none', companyId: null, protocol: null, startUrl: null };
  return {
    signOn: row.required ? 'required' : 'optional',
    companyId: row.companyId,
    protocol: row.protocol === 'saml' ? 'saml' : 'oidc',
    startUrl: callPath(CALL_PATHS.startSignOn, { companyId: row.companyId }),
  };
}

/**
 * The password gate (registered with sign-in): a company that requires its sign-on is taken out of the companies a
 * password opens, except for its break-glass member.
 */
export async function passwordGate<C extends { id: number }>(db: DbOrTx, userId: number, companies: C[]): Promise<C[]> {
  const requiring = await repo.requiringCompanies(
    db,
    companies.map((c) => c.id),
  );
  if (!requiring.length) return companies;
  const closed = new Set(requiring.filter((r) => r.breakGlassUserId !== userId).map((r) => r.companyId));
  return companies.filter((c) => !closed.has(c.id));
}

async function liveSettings(ctx: ModuleContext, companyId: number): Promise<StoredSettings> {
  const row = await repo.findSettings(ctx.db, companyId);
  if (!row || !row.enabled) throw new AppError('SSO1N4041');
  return settingsOf(ctx, row, await repo.domainsOf(ctx.db, companyId));
}

/** The cookie that binds an attempt to the browser that started it (checked at the GET callback). */
export const BROWSER_COOKIE = 'portal_sso';

/** GET /auth/sso/{companyId}/start: a new attempt (state, the protocol's pending data) and where to send the browser. */
export async function start(
  ctx: ModuleContext,
  companyId: number,
  lang: TLanguage,
): Promise<{ redirectUrl: string; browserToken: string; protocol: string }> {
  const settings = await liveSettings(ctx, companyId);
  const state = randomToken(32);
  const browserToken = randomToken(24);
  const { redirectUrl, pending } = await protocols[settings.protocol].start(settings as never, signOnUrls(ctx.config, companyId), state);
  await repo.insertAttempt(ctx.db, {
    stateHash: sha256Hex(state),
    companyId,
    protocol: settings.protocol,
    pendingEnc: encryptSecret(ctx.config.encryptionKey, JSON.stringify(pending)),
    browserHash: sha256Hex(browserToken),
    lang,
    expiresAt: new Date(Date.now() + SIGN_ON_ATTEMPT_MINUTES * 60_000),
  });
  return { redirectUrl, browserToken, protocol: settings.protocol };
}

/** A refusal of the callback: the code the return page shows and the reason the security log names. */
export class CallbackRefusal extends Error {
  constructor(
    readonly code: TErrorCode,
    readonly reason: string,
    readonly userId?: number,
  ) {
    super(reason);
  }
}

const REFUSAL_CODES: Record<SignOnRefusal['reason'], TErrorCode> = {
  audience: 'SSO1N4010',
  expired: 'SSO1N4011',
  signature: 'SSO1N4010',
  replay: 'SSO1N4011',
  issuer: 'SSO1N4010',
  state: 'SSO1N4011',
  claims: 'SSO1N4010',
  provider: 'SSO1N4014',
};

export interface CallbackResult {
  /** The web route with the one-time code. */
  location: string;
  userId: number;
  jit: boolean;
  rolesChanged: boolean;
}

/**
 * The provider's answer (GET callback for OIDC, POST for SAML): the attempt of its state is consumed once (a second
 * callback is a replay), the protocol checks the answer, the claims lead to the member (by e-mail within the company;
 * an address outside the company's domains, or a member of another company, is refused), an unknown address of the
 * domain becomes a member awaiting approval (JIT), the groups map to roles, and a one-time code is made for the web.
 * Throws CallbackRefusal.
 */
export async function callback(
  ctx: ModuleContext,
  companyId: number,
  params: Record<string, string>,
  how: { viaPost: boolean; browserToken: string | null },
): Promise<CallbackResult> {
  const state = how.viaPost ? params.RelayState : params.state;
  if (!state) throw new CallbackRefusal('SSO1N4011', 'state');
  const attempt = await repo.consumeAttempt(ctx.db, sha256Hex(state), companyId, new Date());
  if (attempt === 'replay') throw new CallbackRefusal('SSO1N4011', 'replay');
  if (attempt === 'expired') throw new CallbackRefusal('SSO1N4011', 'expired');
  if (attempt === 'unknown') throw new CallbackRefusal('SSO1N4011', 'state');
  if (!how.viaPost && attempt.browserHash && (!how.browserToken || sha256Hex(how.browserToken) !== attempt.browserHash)) {
    throw new CallbackRefusal('SSO1N4011', 'browser');
  }
  let settings: StoredSettings;
  try {
    settings = await liveSettings(ctx, companyId);
  } catch {
    throw new CallbackRefusal('SSO1N4041', 'not configured');
  }
  if (settings.protocol !== attempt.protocol) throw new CallbackRefusal('SSO1N4011', 'state');
  const pending = JSON.parse(decryptSecret(ctx.config.encryptionKey, attempt.pendingEnc)) as Record<string, string>;
  let claims: SignOnClaims;
  try {
    claims = await protocols[settings.protocol].finish(settings as never, signOnUrls(ctx.config, companyId), pending, params);
  } catch (err) {
    if (err instanceof SignOnRefusal) throw new CallbackRefusal(REFUSAL_CODES[err.reason], err.reason);
    throw err;
  }
  if (!settings.domains.includes(domainOf(claims.email))) throw new CallbackRefusal('SSO1N4012', 'domain');
  const { userId, jit } = await memberOf(ctx, companyId, claims);
  const rolesChanged = await applyGroupRoles(ctx, companyId, userId, settings, claims.groups);
  const code = randomToken(32);
  await repo.setHandoff(ctx.db, attempt.id, {
    userId,
    providerMfa: settings.acceptProviderMfa && claims.mfa,
    handoffHash: sha256Hex(code),
    handoffExpiresAt: new Date(Date.now() + SIGN_ON_HANDOFF_SECONDS * 1000),
  });
  return { location: returnLocation(ctx, { code }), userId, jit, rolesChanged };
}

/** The web route the browser returns to, with the one-time code or the refusal's code (never a token). */
export const returnLocation = (ctx: Pick<ModuleContext, 'config'>, q: { code: string } | { error: string }) =>
  `${ctx.config.publicUrl}${signOnReturnPage}?${new URLSearchParams('code' in q ? { ssoCode: q.code } : { ssoError: q.error }).toString()}`;

/** The member of the claims: found by e-mail within the company, or made awaiting approval (JIT). */
async function memberOf(ctx: ModuleContext, companyId: number, claims: SignOnClaims): Promise<{ userId: number; jit: boolean }> {
  const user = await identity.findUserByEmail(ctx.db, claims.email);
  if (user) {
    const memberships = await identity.membershipsOf(ctx.db, user.id);
    if (!memberships.some((m) => m.company.id === companyId)) throw new CallbackRefusal('SSO1N4013', 'another company', user.id);
    return { userId: user.id, jit: false };
  }
  const now = new Date();
  const local = claims.email.slice(0, claims.email.lastIndexOf('@')).slice(0, 100);
  try {
    const made = await ctx.db.transaction((tx) =>
      identity.insertMember(
        tx,
        {
          loginEmail: claims.email,
          passwordHash: null,
          firstName: local,
          lastName: '-',
          status: 'PENDING_APPROVAL',
          registrationKind: 'SIGN_ON',
          emailConfirmedAt: now,
        },
        { companyId, status: 'PENDING' },
      ),
    );
    return { userId: made.id, jit: true };
  } catch (err) {
    // Two callbacks of the same new person at once: the other made the member.
    const again = await identity.findUserByEmail(ctx.db, claims.email);
    if (again) return memberOf(ctx, companyId, claims);
    throw err;
  }
}

/**
 * Roles from the provider's groups where configured: the company administrator (03) is given when one of the person's
 * groups maps to it and taken back when none does (the last administrator of the company is kept, decision 086).
 */
async function applyGroupRoles(ctx: ModuleContext, companyId: number, userId: number, s: StoredSettings, groups: string[]) {
  if (!s.groupRoles.length) return false;
  const admin = s.groupRoles.some((m) => m.role === '03' && groups.includes(m.group));
  const change = await identity.setCompanyAdmin(ctx.db, companyId, userId, admin);
  if (change === 'changed') ctx.sessions.invalidateUser(userId);
  return change === 'changed';
}

/** POST /auth/sso/exchange: the one-time code for the password step's answer (second factor) or the tokens. */
export async function exchange(ctx: ModuleContext, code: string, meta: RequestMeta): Promise<TSignOnExchangeResponse & { userId: number }> {
  const attempt = await repo.useHandoff(ctx.db, sha256Hex(code), new Date());
  if (!attempt || !attempt.userId) throw new AppError('SSO1N4015');
  try {
    const answer = await signOnSignIn(ctx, attempt.userId, attempt.companyId, attempt.providerMfa, meta);
    return { ...answer, userId: attempt.userId };
  } catch (err) {
    if (err instanceof AppError) err.subject ??= { userId: attempt.userId };
    throw err;
  }
}

/** The cookie header of the browser binding (HttpOnly, SameSite=Lax, the sign-on paths only, 10 minutes). */
export function browserCookie(ctx: Pick<ModuleContext, 'config'>, value: string): string {
  const secure = ctx.config.publicUrl.startsWith('https:') ? '; Secure' : '';
  return `${BROWSER_COOKIE}=${value}; Path=/apis/v1/auth/sso; Max-Age=${SIGN_ON_ATTEMPT_MINUTES * 60}; HttpOnly; SameSite=Lax${secure}`;
}

export function browserTokenOf(request: FastifyRequest): string | null {
  const header = request.headers.cookie;
  if (!header) return null;
  for (const part of header.split(';')) {
    const [name, ...rest] = part.trim().split('=');
    if (name === BROWSER_COOKIE) return rest.join('=') || null;
  }
  return null;
}

/** The hourly job that drops spent and expired attempts. */
export const JOB_SIGN_ON_PURGE = 'sign-on-attempts-purge';
export const purgeAttempts = (ctx: Pick<ModuleContext, 'db'>) => repo.purgeAttempts(ctx.db, new Date(Date.now() - 24 * 3600_000));
