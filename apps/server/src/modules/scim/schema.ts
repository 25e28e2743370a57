import { index, integer, pgTable, primaryKey, serial, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { companies, users } from '../identity/schema';

/**
 * Provisioning by SCIM (decision 089). A company's bearer tokens for its identity provider: the token itself is never
 * stored: `public_id` (12 hex digits, unique) finds the row, `secret_hash` is the SHA-256 of the whole token
 * (`scim_<public id>_<secret>`), compared in constant time, like the personal API keys (decision 045). A token stops
 * when revoked.
 */
export const scimTokens = pgTable(
  'scim_tokens',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id),
    name: varchar('name', { length: 100 }).notNull(),
    publicId: varchar('public_id', { length: 12 }).notNull(),
    secretHash: varchar('secret_hash', { length: 64 }).notNull(),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** The last call with the token (written at most once a minute). */
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    revokedBy: integer('revoked_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [uniqueIndex('scim_tokens_public_id_uq').on(t.publicId), index('scim_tokens_company_idx').on(t.companyId, t.createdAt)],
);

/**
 * What the identity provider calls a member: its `externalId` (Entra's objectId, Okta's user id), per company, given
 * back on every answer. The member itself is the identity area's (users, user_companies).
 */
export const scimExternalIds = pgTable(
  'scim_external_ids',
  {
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    externalId: varchar('external_id', { length: 200 }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.companyId, t.userId] }), index('scim_external_ids_value_idx').on(t.companyId, t.externalId)],
);
