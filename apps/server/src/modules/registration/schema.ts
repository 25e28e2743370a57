import { bigserial, char, index, integer, pgTable, primaryKey, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { companies, users } from '../identity/schema';

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

/** Invitations by a company (made through createInvitation): members or newsletter subscribers. */
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
