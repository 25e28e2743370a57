import {
  ANY_COMPANY_ROLES,
  API_KEY_HEADER,
  API_KEY_PREFIX,
  REPORTING_API_PREFIX,
  rolesWith,
  type TApiKeyScope,
  type TErrorCode,
  type TPermission,
} from '@portal/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { markGuard, type AuthContext, type SecurityRequirement } from './guard-marks';
import { AppError } from './errors';
import { API_KEY_LIMIT, rateLimitSettings } from './rate-limit-keys';

/** Where a route's company comes from: always the token's, or the one the body names (provider staff) else the token's. */
export type CompanySource = 'token' | 'body-or-token';

/**
 * The access a route needs, named in `defineRoute(app, calls.x, { guard })` (platform/routes.ts):
 * - `'signed-in'`: a valid access token (ATH1N4001 without one, ATH1N4002 when invalid or expired);
 * - `{ permission }`: besides, one of the roles that hold the permission (contract `PERMISSIONS`; ATH1N4030);
 * - `{ permission, company }`: besides, the company the handler works on, in `request.company`: a member's
 *   is the token's company while their membership is active (naming another is refused); provider staff
 *   (05, 06) work on the company they name (`body-or-token`), checked to exist, else on the token's. A
 *   refused company answers `companyRefusal` (default ATH1N4030).
 * Authentication and the permission run before the body is read and validated (platform/auth.ts
 * `guardsFirst`); the company, which may come from the body, is decided after validation, before the handler.
 */
export type RouteGuard =
  'signed-in' | { permission: TPermission; company?: CompanySource; companyRefusal?: TErrorCode } | { apiKey: TApiKeyScope };

/**
 * The guard of a company administrator's call (decision 086): role 03, which a token carries for its company only
 * while the member administers it (the session check drops it from a token at once when revoked), and the token's
 * company, the member's membership being active. The "My company" calls (audit events, and the sign-on, webhook and
 * SCIM settings of later areas) name it: `defineRoute(app, calls.x, { guard: COMPANY_ADMIN_GUARD, ... })`, then
 * work on `request.company`.
 */
export const COMPANY_ADMIN_GUARD = { permission: 'company.admin', company: 'token' } as const satisfies RouteGuard;

/**
 * The machine calls of the reporting API (`guard: { apiKey: 'reporting' }`) take a personal API key instead of a
 * member's token: `Authorization: Bearer mdp_...` or `X-API-Key: mdp_...`, and only on calls under
 * REPORTING_API_PREFIX (a route elsewhere naming the key guard is refused at start-up; a key sent to any other call is
 * not a token and answers 401). The key guard runs before validation like the others, limits the calls of each key
 * (API_KEY_LIMIT), and sets `request.auth` (the key's user, its company, the user's roles now), `request.company` (the
 * key's company: a key never names another) and `request.apiKey`. A member's token on such a call is not a key
 * (APK1N4011).
 */
export interface ApiKeyIdentity {
  apiKeyId: number;
  scope: TApiKeyScope;
  userId: number;
  companyId: number;
  roles: string[];
  /** The key's calls in its current minute, this one included (counted in the database: one count for every process). */
  calls: number;
  /** When the key's current minute ends. */
  windowEndsAt: Date;
}

/** What the key guard asks; the api-keys area provides it at start-up (modules/api-keys). */
export interface ApiKeyVerifier {
  /**
   * The key's identity when the key is whole, right, in use, of the scope and its user still an active member; else
   * throws its APK code. Counts the call in the key's current window of `windowMs` (API_KEY_LIMIT).
   */
  verify(key: string, scope: TApiKeyScope, windowMs: number): Promise<ApiKeyIdentity>;
}

/** The OpenAPI security of the key guard: the key as a bearer token, or in the X-API-Key header. */
export const API_KEY_SECURITY: SecurityRequirement = [{ apiKey: [] }, { apiKeyHeader: [] }];

/** The key a request carries (`X-API-Key`, else an `Authorization: Bearer` value that starts with mdp_), or null. */
export function apiKeyOf(request: FastifyRequest): string | null {
  const header = request.headers[API_KEY_HEADER];
  if (typeof header === 'string' && header.trim()) return header.trim();
  const authorization = request.headers.authorization;
  if (authorization?.startsWith('Bearer ')) {
    const value = authorization.slice(7).trim();
    if (value.startsWith(API_KEY_PREFIX)) return value;
  }
  return null;
}

/** What the guard asks about companies; the identity area provides it at start-up (modules/sign-in). */
export interface CompanyDirectory {
  /** The company exists and is not deleted. */
  exists(companyId: number): Promise<boolean>;
  /** The user's membership of the company is active (and the company not deleted). */
  isActiveMember(userId: number, companyId: number): Promise<boolean>;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** The company a guarded route works on (`guard: { company }`), or null when the route names none. */
    company: number | null;
    /** The API key a machine call was made with (`guard: { apiKey }`), or null. */
    apiKey: { apiKeyId: number; scope: TApiKeyScope } | null;
  }
  interface FastifyInstance {
    /** The identity area registers its company directory here; the guard reads it. */
    companyDirectory: { use(directory: CompanyDirectory): void; get(): CompanyDirectory };
    /** The api-keys area registers its key verifier here; the key guard reads it. */
    apiKeys: { use(verifier: ApiKeyVerifier): void; get(): ApiKeyVerifier };
  }
}

/** Decorates the app with `request.company`, `request.apiKey` and the holders of the directory and the key verifier (called by the auth plugin). */
export function decorateGuard(app: FastifyInstance) {
  let current: CompanyDirectory | null = null;
  let verifier: ApiKeyVerifier | null = null;
  app.decorateRequest('company', null);
  app.decorateRequest('apiKey', null);
  app.decorate('apiKeys', {
    use(v: ApiKeyVerifier) {
      verifier = v;
    },
    get() {
      if (!verifier) throw new Error('No API key verifier was registered (the api-keys area registers it at start-up)');
      return verifier;
    },
  });
  app.decorate('companyDirectory', {
    use(directory: CompanyDirectory) {
      current = directory;
    },
    get() {
      if (!current) throw new Error('No company directory was registered (the identity area registers it at start-up)');
      return current;
    },
  });
}

export const actsOnAnyCompany = (auth: AuthContext) => auth.roles.some((r) => ANY_COMPANY_ROLES.includes(r));

/** The company the caller works on (see RouteGuard). */
export async function companyOf(
  directory: CompanyDirectory,
  auth: AuthContext,
  source: CompanySource,
  requested: number | undefined,
  refusal: TErrorCode,
): Promise<number> {
  if (actsOnAnyCompany(auth)) {
    const companyId = source === 'body-or-token' ? (requested ?? auth.companyId) : auth.companyId;
    if (!companyId || !(await directory.exists(companyId))) throw new AppError(refusal);
    return companyId;
  }
  if (source === 'body-or-token' && requested !== undefined && requested !== auth.companyId) throw new AppError(refusal);
  if (!auth.companyId || !(await directory.isActiveMember(auth.userId, auth.companyId))) throw new AppError(refusal);
  return auth.companyId;
}

type Hook = (request: FastifyRequest) => Promise<void>;

/**
 * The hooks of a guard: the authentication (and permission) guard, which `guardsFirst` moves before
 * validation and which marks the operation with the bearer scheme, then the company step.
 */
export function guardHooks(app: FastifyInstance, guard: RouteGuard, path: string): { guard: Hook; company?: Hook } {
  if (guard === 'signed-in') return { guard: app.requireAuth as unknown as Hook };
  if ('apiKey' in guard) return { guard: apiKeyGuard(app, guard.apiKey, path) };
  const check = app.requireRoles(...rolesWith(guard.permission)) as unknown as Hook;
  const source = guard.company;
  if (!source) return { guard: check };
  const refusal = guard.companyRefusal ?? 'ATH1N4030';
  return {
    guard: check,
    company: async (request) => {
      const body = request.body as { companyId?: number } | null | undefined;
      request.company = await companyOf(app.companyDirectory.get(), request.auth!, source, body?.companyId, refusal);
    },
  };
}

/** The key guard of a machine call (see ApiKeyVerifier); refused at start-up outside the reporting API. */
function apiKeyGuard(app: FastifyInstance, scope: TApiKeyScope, path: string): Hook {
  if (!path.startsWith(REPORTING_API_PREFIX)) throw new Error(`The API key guard is for calls under ${REPORTING_API_PREFIX}, not ${path}`);
  const check = async (request: FastifyRequest, reply: FastifyReply) => {
    // A member's token is not a key: whatever the auth plugin read from the header does not count here.
    request.auth = null;
    const key = apiKeyOf(request);
    if (!key) throw new AppError('APK1N4011');
    const identity = await app.apiKeys.get().verify(key, scope, API_KEY_LIMIT.windowMs);
    request.auth = { userId: identity.userId, companyId: identity.companyId, roles: identity.roles };
    request.company = identity.companyId;
    request.apiKey = { apiKeyId: identity.apiKeyId, scope: identity.scope };
    // The key's limit holds across processes: the count is the database's (decision 059), not this process's limiter.
    if (rateLimitSettings.enabled && identity.calls > API_KEY_LIMIT.max) {
      reply.header('retry-after', Math.max(1, Math.ceil((identity.windowEndsAt.getTime() - Date.now()) / 1000)));
      throw new AppError(API_KEY_LIMIT.errorCode ?? 'COM1N4290');
    }
  };
  return markGuard(check, API_KEY_SECURITY) as unknown as Hook;
}
