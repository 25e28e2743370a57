import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The security event a route's every outcome is logged as (sign-in steps, token renewal, password, authenticator). */
    securityEvent?: string;
  }
  interface FastifyRequest {
    /** The error the request answered (platform/errors.ts), for the security log. */
    failure?: { code: string; note?: string; userId?: number };
    /** The member of a genuine bearer token (signature and expiry good), also when its session is refused. */
    tokenUserId?: number;
  }
}

/**
 * The details of a failure the security log may name (set by the services as the AppError's detail). Anything else
 * an error carries stays out of this log: it is written for the operators, and never holds a value the caller sent.
 */
const NOTES: Record<string, string> = {
  locked: 'LOCKOUT',
  'wrong password': 'WRONG_PASSWORD',
  'wrong code': 'WRONG_CODE',
  'reused code': 'CODE_REUSED',
  'hourly cap of failed attempts': 'ATTEMPT_CAP',
  'refresh token reused': 'REFRESH_REUSED',
  'session idle': 'SESSION_IDLE',
  'passkey refused': 'PASSKEY_REFUSED',
  // A password of a company that requires its sign-on (decision 088).
  'sign-on required': 'SIGNON_REQUIRED',
};

export interface SecurityEntry {
  event: string;
  outcome: 'success' | 'failure';
  /** What happened, when the failure says (LOCKOUT, CODE_REUSED, ...). */
  reason: string | null;
  errorCode: string | null;
  status: number;
  userId: number | null;
  companyId: number | null;
  ip: string;
  userAgent: string | null;
  requestId: string;
  method: string;
  route: string | null;
}

/** The log entry of a request that is a security event, or null: the routes that name one, and every 401/403. */
export function securityEntryOf(request: FastifyRequest, status: number): SecurityEntry | null {
  const named = request.routeOptions.config?.securityEvent;
  const refused = status === 401 || status === 403;
  if (!named && !refused && request.failure?.code !== 'ATH1N4013') return null;
  const failure = request.failure;
  const reason = failure?.note ? (NOTES[failure.note] ?? null) : null;
  const ua = request.headers['user-agent'];
  return {
    event: named ?? 'ACCESS_REFUSED',
    outcome: status < 400 ? 'success' : 'failure',
    reason: reason ?? (failure?.code === 'ATH1N4013' ? 'LOCKOUT' : null),
    errorCode: status >= 400 ? (failure?.code ?? null) : null,
    status,
    userId: request.audit?.userId ?? request.auth?.userId ?? failure?.userId ?? request.tokenUserId ?? null,
    companyId: request.audit?.companyId ?? request.auth?.companyId ?? null,
    ip: request.ip,
    userAgent: typeof ua === 'string' ? ua.slice(0, 200) : null,
    requestId: request.id,
    method: request.method,
    route: request.routeOptions.url ?? null,
  };
}

/**
 * The security log (decision 055): sign-in steps, lockouts, reused codes and refresh tokens, the hourly cap, the
 * password and authenticator changes, and every refused authorisation (401/403), each as one `security` entry
 * naming who (user id, company) and where (address, user agent, request id), without secrets: no password, code,
 * token or address typed in, only what the server knows of the caller. Failures are warnings, successes info.
 */
export const securityLogPlugin = fp(async function securityLogPlugin(app: FastifyInstance) {
  app.decorateRequest('failure', undefined);
  app.decorateRequest('tokenUserId', undefined);
  app.addHook('onResponse', async (request, reply) => {
    const entry = securityEntryOf(request, reply.statusCode);
    if (!entry) return;
    if (entry.outcome === 'failure') request.log.warn({ security: entry }, 'security event');
    else request.log.info({ security: entry }, 'security event');
  });
});
