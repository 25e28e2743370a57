import { COMPANY_ADMIN_ROLE } from '@portal/contract';
import type { FastifyRequest } from 'fastify';
import type { AuthContext, SessionCheck } from '../../platform/auth';
import type { Db } from '../../platform/db';
import { AppError } from '../../platform/errors';
import type { SessionCache } from '../../platform/session-cache';
import { memberState } from '../identity';
import { sessionState } from './repo';

/**
 * The session check run on every request that carries a valid JWT (registered in app.tokens.checks):
 * the member is still ACTIVE, still holds every role of the token, still belongs to the token's
 * company (membership ACTIVE, company not deleted), and the session (the token's jti) is neither
 * revoked nor expired. A session whose member must agree to changed terms opens only the calls of
 * the terms step (ATH1N4033 elsewhere). Answers are cached in the platform's session cache.
 */

/** Calls open while the member's terms agreement is pending (the re-agreement step and public reads it needs). */
/* eslint-disable no-restricted-syntax -- path prefixes of whole areas that a session may reach, not the path of one call */
const TERMS_STEP_PREFIXES = [
  '/apis/v1/common/auth/',
  '/apis/v1/user/users',
  '/apis/v1/user/standard-documents',
  '/apis/v1/user/contents',
  '/apis/v1/common/codes',
  '/apis/v1/common/system',
];
export function allowedDuringTerms(url: string): boolean {
  if (!url.startsWith('/apis/')) return true;
  return TERMS_STEP_PREFIXES.some((p) => url.startsWith(p));
}
/* eslint-enable no-restricted-syntax */

/**
 * The company administrator (03) is held per company and can be revoked at any time (decision 086): a token that
 * still names it after a revocation keeps its session, and the request goes on without the role.
 */
async function load(db: Db, auth: AuthContext): Promise<{ ok: boolean; termsPending: boolean; companyAdmin: boolean }> {
  const [member, session] = await Promise.all([
    memberState(db, auth.userId, auth.companyId),
    auth.jti ? sessionState(db, auth.userId, auth.jti) : Promise.resolve(null),
  ]);
  if (!member) return { ok: false, termsPending: false, companyAdmin: false };
  const ok =
    member.status === 'ACTIVE' &&
    member.member &&
    auth.roles.every((r) => r === COMPANY_ADMIN_ROLE || member.roles.includes(r)) &&
    // Tokens minted without a session id (tests' tokenFor) are checked on the member alone.
    (!auth.jti || (!!session?.found && session.live));
  return { ok, termsPending: !!session?.termsPending, companyAdmin: member.roles.includes(COMPANY_ADMIN_ROLE) };
}

export function createSessionCheck(db: Db, cache: SessionCache): SessionCheck {
  return async function sessionCheck(auth: AuthContext, request: FastifyRequest) {
    const key = cache.key(auth);
    let entry = cache.get(key);
    if (entry) cache.hits++;
    else {
      cache.misses++;
      const stamp = cache.stamp(auth.userId);
      const loaded = await load(db, auth);
      entry = { ...loaded, at: Date.now() };
      cache.set(auth.userId, key, entry, stamp);
    }
    if (!entry.ok) return false;
    if (!entry.companyAdmin && auth.roles.includes(COMPANY_ADMIN_ROLE)) auth.roles = auth.roles.filter((r) => r !== COMPANY_ADMIN_ROLE);
    if (entry.termsPending && !allowedDuringTerms(request.url)) throw new AppError('ATH1N4033');
    return true;
  };
}
