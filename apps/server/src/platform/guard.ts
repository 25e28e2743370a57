import { ANY_COMPANY_ROLES, rolesWith, type TErrorCode, type TPermission } from '@portal/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AuthContext } from './auth';
import { AppError } from './errors';

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
export type RouteGuard = 'signed-in' | { permission: TPermission; company?: CompanySource; companyRefusal?: TErrorCode };

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
  }
  interface FastifyInstance {
    /** The identity area registers its company directory here; the guard reads it. */
    companyDirectory: { use(directory: CompanyDirectory): void; get(): CompanyDirectory };
  }
}

/** Decorates the app with `request.company` and the company directory holder (called by the auth plugin). */
export function decorateGuard(app: FastifyInstance) {
  let current: CompanyDirectory | null = null;
  app.decorateRequest('company', null);
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
export function guardHooks(app: FastifyInstance, guard: RouteGuard): { guard: Hook; company?: Hook } {
  if (guard === 'signed-in') return { guard: app.requireAuth as unknown as Hook };
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
