import { sql } from 'drizzle-orm';
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
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { companies, users } from './identity';

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

/** One-time tokens sent by mail (EMAIL_CONFIRM), stored hashed. */
export const oneTimeTokens = pgTable(
  'one_time_tokens',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    kind: varchar('kind', { length: 30 }).notNull(),
    tokenHash: char('token_hash', { length: 64 }).notNull(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [uniqueIndex('one_time_tokens_hash_uq').on(t.tokenHash), index('one_time_tokens_user_idx').on(t.userId, t.kind)],
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

/** Per-address throttles kept in the database (the confirmation resend: once per hour, code 2013). */
export const addressThrottles = pgTable(
  'address_throttles',
  {
    kind: varchar('kind', { length: 30 }).notNull(),
    addressKey: char('address_key', { length: 64 }).notNull(),
    lastAt: timestamp('last_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.kind, t.addressKey] })],
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

/** Each agreement of a member to a version of a standard document (01_01 terms, 01_02 privacy, 01_03 withdrawal). */
export const termAgreements = pgTable(
  'term_agreements',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    documentClassificationCode: varchar('document_classification_code', { length: 10 }).notNull(),
    standardDocumentId: integer('standard_document_id').notNull(),
    versionNo: integer('version_no').notNull(),
    agreeYn: char('agree_yn', { length: 1 }).notNull().default('Y'),
    agreedAt: timestamp('agreed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('term_agreements_user_idx').on(t.userId, t.documentClassificationCode, t.agreedAt)],
);

/** Invitations by a company (issue 5 creates them through createInvitation): members or newsletter subscribers. */
export const invitations = pgTable(
  'invitations',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    /** MEMBER or SUBSCRIBER */
    kind: varchar('kind', { length: 20 }).notNull(),
    tokenHash: char('token_hash', { length: 64 }).notNull(),
    email: varchar('email', { length: 254 }).notNull(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id),
    invitedByUserId: integer('invited_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    mailLanguageCode: char('mail_language_code', { length: 2 }).notNull().default('01'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    acceptedAt: timestamp('accepted_at', { withTimezone: true }),
    acceptedUserId: integer('accepted_user_id').references(() => users.id, { onDelete: 'set null' }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [uniqueIndex('invitations_hash_uq').on(t.tokenHash), index('invitations_company_idx').on(t.companyId, t.createdAt)],
);

/** Newsletter subscribers confirmed from a subscriber invitation. */
export const newsletterSubscriptions = pgTable(
  'newsletter_subscriptions',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    email: varchar('email', { length: 254 }).notNull(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id),
    invitationId: integer('invitation_id'),
    mailLanguageCode: char('mail_language_code', { length: 2 }).notNull().default('01'),
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }).notNull().defaultNow(),
    unsubscribedAt: timestamp('unsubscribed_at', { withTimezone: true }),
  },
  (t) => [uniqueIndex('newsletter_subscriptions_email_company_uq').on(t.email, t.companyId)],
);

/**
 * Mail leaves through this outbox, written in the same transaction as the change that causes it.
 * A job sends PENDING rows over SMTP when configured, or delivers them to the local mailbox
 * (transport 'local', shown at /dev/mailbox outside production).
 */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    toAddress: varchar('to_address', { length: 254 }).notNull(),
    subject: varchar('subject', { length: 300 }).notNull(),
    html: text('html').notNull(),
    text: text('text').notNull(),
    templateName: varchar('template_name', { length: 60 }),
    languageCode: char('language_code', { length: 2 }).notNull().default('01'),
    userId: integer('user_id'),
    /** PENDING, SENT, FAILED */
    status: varchar('status', { length: 10 }).notNull().default('PENDING'),
    /** smtp or local */
    transport: varchar('transport', { length: 10 }),
    attempts: smallint('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    lastError: varchar('last_error', { length: 500 }),
    messageId: varchar('message_id', { length: 300 }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  (t) => [
    index('mail_outbox_pending_idx').on(t.nextAttemptAt).where(sql`${t.status} = 'PENDING'`),
    index('mail_outbox_local_idx').on(t.transport, t.createdAt),
  ],
);

/** Mail templates per name and language (01 Korean, 02 English), rendered with escaping (platform/templates.ts). */
export const mailTemplates = pgTable(
  'mail_templates',
  {
    name: varchar('name', { length: 60 }).notNull(),
    languageCode: char('language_code', { length: 2 }).notNull(),
    subject: varchar('subject', { length: 300 }).notNull(),
    html: text('html').notNull(),
    text: text('text').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.name, t.languageCode] })],
);
