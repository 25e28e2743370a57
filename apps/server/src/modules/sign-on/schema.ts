import { sql } from 'drizzle-orm';
import { bigserial, boolean, char, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { companies, users } from '../identity/schema';

/**
 * Company sign-on (decision 088): one row per company with its identity provider. The protocol's own settings (issuer
 * and client id, or the IdP's entity id, entry point and certificates) are a JSON column read through the contract's
 * schemas; the OIDC client secret is stored AES-GCM encrypted (platform/crypto.ts): it must be read back to call the
 * provider's token endpoint.
 */
export const companySignOn = pgTable('company_sign_on', {
  companyId: integer('company_id')
    .primaryKey()
    .references(() => companies.id, { onDelete: 'cascade' }),
  /** oidc or saml. */
  protocol: varchar('protocol', { length: 8 }).notNull(),
  enabled: boolean('enabled').notNull().default(false),
  required: boolean('required').notNull().default(false),
  breakGlassUserId: integer('break_glass_user_id').references(() => users.id, { onDelete: 'set null' }),
  acceptProviderMfa: boolean('accept_provider_mfa').notNull().default(false),
  /** `[{ group, role }]`: roles granted from the provider's groups. */
  groupRoles: jsonb('group_roles').$type<{ group: string; role: string }[]>().notNull().default([]),
  /** The protocol's settings without secrets (contract ZOidcSettingsFields / ZSamlSettingsFields). */
  settings: jsonb('settings').$type<Record<string, unknown>>().notNull(),
  /** The OIDC client secret, encrypted. */
  clientSecretEnc: text('client_secret_enc'),
  updatedBy: integer('updated_by').references(() => users.id, { onDelete: 'set null' }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** The e-mail domains that lead to a company's sign-on: a domain belongs to one company (the primary key). */
export const signOnDomains = pgTable(
  'sign_on_domains',
  {
    domain: varchar('domain', { length: 253 }).primaryKey(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
  },
  (t) => [index('sign_on_domains_company_idx').on(t.companyId)],
);

/**
 * An attempt between start and callback, kept in the database so any process may receive the callback: keyed by the
 * hash of the state (OIDC `state`, SAML RelayState), with the protocol's pending data (PKCE verifier, nonce, SAML
 * request id) encrypted, 10 minutes, consumed once (a second callback with the same state is a replay). After the
 * callback it carries the outcome and the hash of the one-time code the web exchanges (2 minutes, once).
 */
export const signOnAttempts = pgTable(
  'sign_on_attempts',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    stateHash: char('state_hash', { length: 64 }).notNull(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    protocol: varchar('protocol', { length: 8 }).notNull(),
    /** The protocol's pending data (JSON), encrypted. */
    pendingEnc: text('pending_enc').notNull(),
    /** The hash of the browser-binding cookie set at start (checked at a GET callback). */
    browserHash: char('browser_hash', { length: 64 }),
    lang: varchar('lang', { length: 2 }).notNull().default('ko'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    consumedAt: timestamp('consumed_at', { withTimezone: true }),
    /** The member the callback found or made. */
    userId: integer('user_id').references(() => users.id, { onDelete: 'cascade' }),
    /** The provider said the person used a second factor (and the company accepts it): tokens without the portal's code. */
    providerMfa: boolean('provider_mfa').notNull().default(false),
    handoffHash: char('handoff_hash', { length: 64 }),
    handoffExpiresAt: timestamp('handoff_expires_at', { withTimezone: true }),
    handoffUsedAt: timestamp('handoff_used_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('sign_on_attempts_state_uq').on(t.stateHash),
    uniqueIndex('sign_on_attempts_handoff_uq')
      .on(t.handoffHash)
      .where(sql`${t.handoffHash} IS NOT NULL`),
    index('sign_on_attempts_expires_idx').on(t.expiresAt),
  ],
);

export type CompanySignOnRow = typeof companySignOn.$inferSelect;
export type SignOnAttemptRow = typeof signOnAttempts.$inferSelect;
