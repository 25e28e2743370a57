import type { FastifyInstance, FastifyReply, FastifyRequest, RouteOptions } from 'fastify';
import fp from 'fastify-plugin';
import { SignJWT, jwtVerify } from 'jose';
import { AppError } from './errors';
import { decorateGuard } from './guard';
import { guardsFirst, isGuard, markGuard, markSecurity, securityOf, type AuthContext } from './guard-marks';

export { BEARER_SECURITY, guardsFirst, isProvider, markGuard, searchScope } from './guard-marks';
export type { AuthContext, SecurityRequirement } from './guard-marks';

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
  /** The HMAC key imported once (jose would import raw bytes again on every verify: a measurable cost per request). */
  private readonly key: Promise<CryptoKey>;
  readonly checks: SessionCheck[] = [];
  constructor(
    secret: string,
    private readonly ttlSeconds: number,
  ) {
    this.key = globalThis.crypto.subtle.importKey('raw', new TextEncoder().encode(secret), { name: 'HMAC', hash: 'SHA-256' }, false, [
      'sign',
      'verify',
    ]);
  }

  /** Mints an access token: `sub`, `companyId`, `roles`, `exp` (design of record: Tokens). */
  async sign(claims: AuthContext, ttlSeconds = this.ttlSeconds): Promise<string> {
    const jwt = new SignJWT({ companyId: claims.companyId, roles: claims.roles })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setSubject(String(claims.userId))
      .setIssuedAt()
      .setExpirationTime(Math.floor(Date.now() / 1000) + ttlSeconds);
    if (claims.jti) jwt.setJti(claims.jti);
    return jwt.sign(await this.key);
  }

  async verify(token: string): Promise<AuthContext | null> {
    try {
      const { payload } = await jwtVerify(token, await this.key, { algorithms: ['HS256'] });
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

/** The lifecycle hooks an encapsulated instance adds to its routes (`app.addHook('preValidation', app.requireAuth)`). */
function contextHooks(instance: object, name: 'preValidation' | 'preHandler'): unknown[] {
  for (let o: object | null = instance; o; o = Object.getPrototypeOf(o) as object | null) {
    const key = Object.getOwnPropertySymbols(o).find((k) => k.description === 'fastify.hooks');
    if (key) return ((o as Record<symbol, Record<string, unknown[]>>)[key]?.[name] ?? []) as unknown[];
  }
  return [];
}

/**
 * Reads the bearer token on every request. A visitor has `auth = null`; an invalid or expired token
 * answers ATH1N4002 only on routes that need a session, so public pages keep working for a stale client.
 */
export const authPlugin = fp(async function authPlugin(app: FastifyInstance, opts: { secret: string; ttlSeconds: number }) {
  const tokens = new TokenService(opts.secret, opts.ttlSeconds);
  app.decorate('tokens', tokens);
  app.decorateRequest('auth', null);
  decorateGuard(app);
  const invalid = Symbol('invalid-token');
  const authenticate = async (request: FastifyRequest, header: string) => {
    const claims = await tokens.verify(header.slice(7).trim());
    let ok = !!claims;
    // A genuine token names its member for the security log even when the session check then refuses it.
    if (claims) request.tokenUserId = claims.userId;
    if (claims) for (const check of tokens.checks) if (!(await check(claims, request))) ok = false;
    if (ok) request.auth = claims;
    else (request as unknown as Record<symbol, boolean>)[invalid] = true;
  };
  // A callback hook: a visitor's request (no token) passes without a promise.
  app.addHook('onRequest', (request, _reply, done) => {
    const header = request.headers.authorization;
    if (!header || !header.startsWith('Bearer ')) return done();
    authenticate(request, header).then(() => done(), done);
  });
  app.decorate(
    'requireAuth',
    markGuard(async (request: FastifyRequest) => {
      if (!request.auth) {
        throw new AppError((request as unknown as Record<symbol, boolean>)[invalid] ? 'ATH1N4002' : 'ATH1N4001');
      }
    }),
  );
  app.decorate('requireRoles', (...roles: string[]) =>
    markGuard(async (request: FastifyRequest, reply: FastifyReply) => {
      await app.requireAuth(request, reply);
      if (!request.auth!.roles.some((r) => roles.includes(r))) throw new AppError('ATH1N4030');
    }),
  );
  // A plugin may guard all its routes with `addHook('preValidation', app.requireAuth)` (still before
  // validation); Fastify adds such hooks after the routes are declared, so they are read once all is loaded.
  const guardedByPlugin: { instance: object; route: RouteOptions }[] = [];
  app.addHook('onRoute', function (this: object, route: RouteOptions) {
    if (!guardsFirst(route)) guardedByPlugin.push({ instance: this, route });
  });
  app.addHook('onReady', async function () {
    for (const { instance, route } of guardedByPlugin.splice(0)) {
      const guard = [...contextHooks(instance, 'preValidation'), ...contextHooks(instance, 'preHandler')].find(isGuard);
      if (guard) markSecurity(route, securityOf(guard)!);
    }
  });
});
