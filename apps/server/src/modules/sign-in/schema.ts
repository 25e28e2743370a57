import {
  bigint,
  bigserial,
  boolean,
  char,
  index,
  integer,
  pgTable,
  primaryKey,
  smallint,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { users } from '../identity/schema';

/**
 * A signed-in session: one refresh-token family. Access tokens carry its id as `jti`; revoking the
 * session stops its access tokens at once (session check) and its refresh tokens.
 */
export const authSessions = pgTable(
  'auth_sessions',
  {
    id: varchar('id', { length: 36 }).primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    companyId: integer('company_id').notNull(),
    /** Required action: the member must agree to changed terms before anything else. */
    termsPending: boolean('terms_pending').notNull().default(false),
    /**
     * The company whose own sign-on (OIDC or SAML, decision 088) opened the session; null for a password or passkey
     * sign-in. A switch back into that company is not refused as a password session's would be.
     */
    signedOnCompanyId: integer('signed_on_company_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastRefreshedAt: timestamp('last_refreshed_at', { withTimezone: true }),
    /** Absolute end of the family, whatever the rotations. */
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    /** LOGOUT, REUSE, PASSWORD_CHANGED, WITHDRAWN, STATUS */
    revokeReason: varchar('revoke_reason', { length: 30 }),
    ip: varchar('ip', { length: 64 }),
    userAgent: varchar('user_agent', { length: 300 }),
  },
  (t) => [index('auth_sessions_user_idx').on(t.userId)],
);

/** Refresh tokens, stored as SHA-256 hashes, one row per rotation. A used row presented again revokes the family. */
export const refreshTokens = pgTable(
  'refresh_tokens',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    sessionId: varchar('session_id', { length: 36 })
      .notNull()
      .references(() => authSessions.id, { onDelete: 'cascade' }),
    tokenHash: char('token_hash', { length: 64 }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [uniqueIndex('refresh_tokens_hash_uq').on(t.tokenHash), index('refresh_tokens_session_idx').on(t.sessionId)],
);

/** The step between the password and the TOTP code (and the temporary-password change). */
export const loginChallenges = pgTable(
  'login_challenges',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    tokenHash: char('token_hash', { length: 64 }).notNull(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** Signed in with a temporary password: the OTP step leads to the password change. */
    temporaryPassword: boolean('temporary_password').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    otpVerifiedAt: timestamp('otp_verified_at', { withTimezone: true }),
    consumedAt: timestamp('consumed_at', { withTimezone: true }),
  },
  (t) => [uniqueIndex('login_challenges_hash_uq').on(t.tokenHash), index('login_challenges_user_idx').on(t.userId)],
);

/**
 * Consecutive wrong passwords for addresses that have no account, keyed by an HMAC of the normalized
 * address: unknown addresses lock at the same count as accounts, so the answers cannot tell them apart.
 */
export const loginAttempts = pgTable('login_attempts', {
  addressKey: char('address_key', { length: 64 }).primaryKey(),
  failedCount: smallint('failed_count').notNull().default(0),
  lastFailedAt: timestamp('last_failed_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Failed sign-in attempts (wrong password or wrong code) per account and clock hour, keyed by the HMAC of the
 * normalized address like login_attempts, so accounts and unknown addresses count alike. Unlike the consecutive
 * count of the lockout, a success does not reset it: past FAILED_ATTEMPTS_PER_HOUR every attempt of the hour is
 * refused the same way (decision 055). Rows older than a day are swept.
 */
export const failedAttemptsHourly = pgTable(
  'failed_attempts_hourly',
  {
    addressKey: char('address_key', { length: 64 }).notNull(),
    hourStart: timestamp('hour_start', { withTimezone: true }).notNull(),
    failedCount: integer('failed_count').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.addressKey, t.hourStart] })],
);

/** TOTP time steps already accepted, so a code works once. Old rows are swept. */
export const usedTotpSteps = pgTable(
  'used_totp_steps',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    step: bigint('step', { mode: 'number' }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.step] })],
);
