import { PROVIDER_ROLES } from '@portal/contract';
import type { RouteOptions } from 'fastify';

/**
 * What the platform's guards share, below both the token plugin (auth.ts) and the route guards (guard.ts): the caller's
 * claims, the security requirement a guard documents, and the mark that makes a hook an authentication guard.
 */

export interface AuthContext {
  userId: number;
  companyId: number;
  roles: string[];
  /** Token id; lets the accounts area revoke a session. */
  jti?: string;
}

/** An OpenAPI security requirement (`[{ bearer: [] }]`: either of the listed schemes). */
export type SecurityRequirement = Record<string, string[]>[];
/** The member's access token (a JWT), the requirement of every guard but the API key's. */
export const BEARER_SECURITY: SecurityRequirement = [{ bearer: [] }];

/**
 * Marks a preHandler/preValidation function as an authentication guard (see `guardsFirst`), with the security scheme it
 * documents: the bearer token by default; the API key guard (platform/guard.ts) names the reporting key's schemes.
 */
const GUARD = Symbol('auth-guard');
type Hook = (...args: never[]) => unknown;
export const securityOf = (h: unknown): SecurityRequirement | undefined =>
  typeof h === 'function' ? ((h as unknown as Record<symbol, SecurityRequirement | undefined>)[GUARD] ?? undefined) : undefined;
export const isGuard = (h: unknown) => securityOf(h) !== undefined;
export function markGuard<T extends Hook>(fn: T, security: SecurityRequirement = BEARER_SECURITY): T {
  (fn as unknown as Record<symbol, unknown>)[GUARD] = security;
  return fn;
}
const asList = (hooks: unknown): Hook[] => (hooks == null ? [] : Array.isArray(hooks) ? (hooks as Hook[]) : [hooks as Hook]);

export const markSecurity = (route: RouteOptions, security: SecurityRequirement) => {
  if (route.schema) route.schema = { ...route.schema, security };
};

/**
 * Authenticate first, for every route at once: a guard a route names in `preValidation` or `preHandler`
 * runs in `onRequest`, before the body is read and validated, so a visitor gets 401 and never a
 * validation error that names fields. Returns whether the route had a guard. The same guard marks the
 * operation with its security scheme in the OpenAPI document (derived here, not by hand): the bearer token, or
 * for the reporting API's key guard the API key's schemes.
 */
export function guardsFirst(route: RouteOptions): boolean {
  const guards: Hook[] = [];
  for (const name of ['preValidation', 'preHandler'] as const) {
    const list = asList(route[name]);
    guards.push(...list.filter(isGuard));
    const rest = list.filter((h) => !isGuard(h));
    (route as unknown as Record<string, unknown>)[name] = rest.length ? rest : undefined;
  }
  if (!guards.length) return false;
  route.onRequest = [...new Set(guards), ...asList(route.onRequest)] as RouteOptions['onRequest'];
  markSecurity(route, securityOf(guards[0])!);
  return true;
}

export const isProvider = (auth: { roles: readonly string[] } | null) => !!auth && auth.roles.some((r) => PROVIDER_ROLES.includes(r));

/**
 * The company a search of a kind's requests is scoped to: a customer's own (the token's, whatever the request names);
 * provider staff's the one they name, or every company (undefined).
 */
export const searchScope = (auth: AuthContext, requested: number | undefined): number | undefined =>
  isProvider(auth) ? requested : auth.companyId;
