import { createHash } from 'node:crypto';
import { normalizeIP } from '@fastify/rate-limit';
import { normalizeEmail, type TErrorCode } from '@portal/contract';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from './errors';

/**
 * Rate limits keyed per client address and per account, several on one route (the sign-in is
 * limited per address AND per login e-mail). Fixed windows counted in this process: they blunt
 * floods cheaply, while the real defence against guessing (lockout after 5 failures, the hourly
 * resend throttle) is counted in the database and holds across servers.
 */
export const rateLimitSettings = {
  /** The benchmark turns the limits off to measure the handlers themselves. */
  enabled: true,
};

export interface RateLimit {
  /** Name of the limit (part of the key): 'signin-ip', 'signin-account', ... */
  name: string;
  max: number;
  windowMs: number;
  /** The key of the request, or null when the limit does not apply (no e-mail in the body). */
  key: (request: FastifyRequest) => string | null;
  /** The answer when exceeded (an area's own 429 code); COM1N4290 by default. */
  errorCode?: TErrorCode;
}

/** The client address; IPv6 addresses count per /64 (one host or household), IPv4-mapped as IPv4. */
export function addressOf(request: FastifyRequest): string {
  return normalizeIP(request.ip ?? 'unknown', 64);
}

export const byAddress = () => (request: FastifyRequest) => addressOf(request);

/** The account named in the body (login e-mail, normalized and hashed), or null. */
export const byLoginEmail =
  (field = 'loginEmail') =>
  (request: FastifyRequest) => {
    const body = request.body as Record<string, unknown> | undefined;
    const value = body?.[field];
    if (typeof value !== 'string' || !value) return null;
    return createHash('sha256').update(normalizeEmail(value)).digest('base64url');
  };

/** The signed-in member. */
export const byUser = () => (request: FastifyRequest) => (request.auth ? `u${request.auth.userId}` : null);

/** The API key a machine call was made with (set by the key guard, platform/guard.ts). */
export const byApiKey = () => (request: FastifyRequest) => (request.apiKey ? `k${request.apiKey.apiKeyId}` : null);

/** The one-time token in the query or body (resend by expired link). */
export const byToken =
  (field = 'token') =>
  (request: FastifyRequest) => {
    const q =
      (request.query as Record<string, unknown> | undefined)?.[field] ?? (request.body as Record<string, unknown> | undefined)?.[field];
    return typeof q === 'string' && q ? createHash('sha256').update(q).digest('base64url') : null;
  };

interface Bucket {
  count: number;
  resetAt: number;
}

export class RateLimiter {
  private readonly buckets = new Map<string, Bucket>();
  private lastSweep = Date.now();

  constructor(private readonly maxKeys = 100_000) {}

  /** Counts one hit; answers false when the limit is exceeded. */
  hit(key: string, max: number, windowMs: number, now = Date.now()): boolean {
    this.sweep(now);
    let b = this.buckets.get(key);
    if (!b || b.resetAt <= now) {
      b = { count: 0, resetAt: now + windowMs };
      this.buckets.set(key, b);
    }
    b.count++;
    return b.count <= max;
  }

  reset(): void {
    this.buckets.clear();
  }

  private sweep(now: number) {
    if (now - this.lastSweep < 60_000 && this.buckets.size < this.maxKeys) return;
    this.lastSweep = now;
    for (const [k, b] of this.buckets) if (b.resetAt <= now) this.buckets.delete(k);
    // Still full of live keys (a flood of distinct keys): start over rather than grow without bound.
    if (this.buckets.size >= this.maxKeys) this.buckets.clear();
  }
}

/**
 * A preHandler applying every limit given; the first exceeded answers its error code (COM1N4290 by
 * default, 429). The one rate limiter of the app: every module limits through it with app.limiter.
 * Runs after validation, so the body is parsed and normalized.
 */
export function rateLimited(limiter: RateLimiter, ...limits: RateLimit[]) {
  return async function rateLimitHandler(request: FastifyRequest, reply: FastifyReply) {
    if (!rateLimitSettings.enabled) return;
    for (const limit of limits) {
      const key = limit.key(request);
      if (key === null) continue;
      if (!limiter.hit(`${limit.name}:${key}`, limit.max, limit.windowMs)) {
        reply.header('retry-after', Math.ceil(limit.windowMs / 1000));
        throw new AppError(limit.errorCode ?? 'COM1N4290');
      }
    }
  };
}

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
/** The limits of the account calls (per address and per account). */
export const ACCOUNT_LIMITS = {
  signInAddress: { name: 'signin-ip', max: 30, windowMs: MINUTE, key: byAddress() },
  signInAccount: { name: 'signin-account', max: 10, windowMs: MINUTE, key: byLoginEmail() },
  otpAddress: { name: 'otp-ip', max: 30, windowMs: MINUTE, key: byAddress() },
  resetAddress: { name: 'reset-ip', max: 10, windowMs: HOUR, key: byAddress() },
  resetAccount: { name: 'reset-account', max: 3, windowMs: HOUR, key: byLoginEmail() },
  resendAddress: { name: 'resend-ip', max: 10, windowMs: HOUR, key: byAddress() },
  resendAccount: { name: 'resend-account', max: 5, windowMs: HOUR, key: byLoginEmail() },
  resendToken: { name: 'resend-token', max: 5, windowMs: HOUR, key: byToken() },
  findEmailAddress: { name: 'find-email-ip', max: 10, windowMs: 10 * MINUTE, key: byAddress() },
  existsAddress: { name: 'exists-ip', max: 30, windowMs: MINUTE, key: byAddress() },
  registerAddress: { name: 'register-ip', max: 10, windowMs: HOUR, key: byAddress() },
  refreshAddress: { name: 'refresh-ip', max: 120, windowMs: MINUTE, key: byAddress() },
  passwordUser: { name: 'password-user', max: 10, windowMs: 10 * MINUTE, key: byUser() },
  companySearchAddress: { name: 'company-search-ip', max: 60, windowMs: MINUTE, key: byAddress() },
} satisfies Record<string, RateLimit>;

/**
 * The calls of one API key on the reporting API: the key guard (platform/guard.ts) applies it with the count the key
 * verifier keeps in the database (one count for every server process: decision 059), not with this process's limiter.
 */
export const API_KEY_LIMIT: RateLimit = { name: 'api-key', max: 120, windowMs: MINUTE, key: byApiKey() };
