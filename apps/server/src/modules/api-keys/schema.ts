import { index, integer, pgTable, serial, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { companies, users } from '../identity/schema';

/**
 * Personal API keys (decision 045). A key belongs to its user and to the company they worked for
 * when they made it, and opens only its scope (the reporting API). The key itself is never stored: `public_id` (12 hex
 * digits, unique) finds the row, `secret_hash` is the SHA-256 of the whole key (`mdp_<public id>_<secret>`), compared in
 * constant time. A key stops at `expires_at` (the start of the day after its last day, Korea) or when revoked.
 */
export const apiKeys = pgTable(
  'api_keys',
  {
    id: serial('id').primaryKey(),
    publicId: varchar('public_id', { length: 12 }).notNull(),
    secretHash: varchar('secret_hash', { length: 64 }).notNull(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id),
    name: varchar('name', { length: 100 }).notNull(),
    scope: varchar('scope', { length: 20 }).notNull().default('reporting'),
    /** The key's last day (YYYY-MM-DD, Korea), as chosen. */
    expiresOn: varchar('expires_on', { length: 10 }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** The last call made with the key (written with the count of its window, on every call). */
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    revokedBy: integer('revoked_by').references(() => users.id, { onDelete: 'set null' }),
    /**
     * The key's calls in its current minute (API_KEY_LIMIT), counted in the database so that every server process sees
     * one count (decision 059): the minute starts at `window_started_at` with the first call after the last one ended.
     */
    windowStartedAt: timestamp('window_started_at', { withTimezone: true }),
    windowCalls: integer('window_calls').notNull().default(0),
  },
  (t) => [uniqueIndex('api_keys_public_id_uq').on(t.publicId), index('api_keys_user_company_idx').on(t.userId, t.companyId, t.createdAt)],
);
