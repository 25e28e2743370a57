import { PROVIDER_ROLES } from '@portal/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { SignJWT, jwtVerify } from 'jose';
import { AppError } from './errors';

export interface AuthContext {
  userId: number;
  companyId: number;
  roles: string[];
  /** Token id; lets the accounts area revoke a session. */
  jti?: string;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** The caller's verified token claims, or null for a visitor. */
    auth: AuthContext | null;
  }
  interface FastifyInstance {
    tokens: TokenService;
    /** preHandler: a valid access token is required. */
    requireAuth: (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
    /** preHandler factory: a valid access token with one of the roles is required. */
    requireRoles: (...roles: string[]) => (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
  }
}

/** Extra check run on every verified token (the accounts area registers one: revoked sessions, removed staff). */
export type SessionCheck = (auth: AuthContext, request: FastifyRequest) => Promise<boolean>;

export class TokenService {
  private readonly key: Uint8Array;
  readonly checks: SessionCheck[] = [];
  constructor(
    secret: string,
    private readonly ttlSeconds: number,
  ) {
    this.key = new TextEncoder().encode(secret);
  }

  /** Mints an access token: `sub`, `companyId`, `roles`, `exp` (design of record: Tokens). */
  async sign(claims: AuthContext, ttlSeconds = this.ttlSeconds): Promise<string> {
    const jwt = new SignJWT({ companyId: claims.companyId, roles: claims.roles })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setSubject(String(claims.userId))
      .setIssuedAt()
      .setExpirationTime(Math.floor(Date.now() / 1000) + ttlSeconds);
    if (claims.jti) jwt.setJti(claims.jti);
    return jwt.sign(this.key);
  }

  async verify(token: string): Promise<AuthContext | null> {
    try {
      const { payload } = await jwtVerify(token, this.key, { algorithms: ['HS256'] });
      const userId = Number(payload.sub);
      const companyId = Number(payload.companyId ?? 0);
      const roles = Array.isArray(payload.roles) ? payload.roles.map(String) : [];
      if (!Number.isSafeInteger(userId) || userId <= 0 || !Number.isSafeInteger(companyId)) return null;
      return { userId, companyId, roles, jti: payload.jti };
    } catch {
      return null;
    }
  }
}

export const isProvider = (auth: AuthContext | null) => !!auth && auth.roles.some((r) => PROVIDER_ROLES.includes(r));

/**
 * Reads the bearer token on every request. A visitor has `auth = null`; an invalid or expired token
 * answers ATH1N4002 only on routes that need a session, so public pages keep working for a stale client.
 */
export const authPlugin = fp(async function authPlugin(app: FastifyInstance, opts: { secret: string; ttlSeconds: number }) {
  const tokens = new TokenService(opts.secret, opts.ttlSeconds);
  app.decorate('tokens', tokens);
  app.decorateRequest('auth', null);
  const invalid = Symbol('invalid-token');
  app.addHook('onRequest', async (request) => {
    const header = request.headers.authorization;
    if (!header || !header.startsWith('Bearer ')) return;
    const claims = await tokens.verify(header.slice(7).trim());
    let ok = !!claims;
    if (claims) for (const check of tokens.checks) if (!(await check(claims, request))) ok = false;
    if (ok) request.auth = claims;
    else (request as unknown as Record<symbol, boolean>)[invalid] = true;
  });
  app.decorate('requireAuth', async (request: FastifyRequest) => {
    if (!request.auth) {
      throw new AppError((request as unknown as Record<symbol, boolean>)[invalid] ? 'ATH1N4002' : 'ATH1N4001');
    }
  });
  app.decorate('requireRoles', (...roles: string[]) => async (request: FastifyRequest, reply: FastifyReply) => {
    await app.requireAuth(request, reply);
    if (!request.auth!.roles.some((r) => roles.includes(r))) throw new AppError('ATH1N4030');
  });
});
