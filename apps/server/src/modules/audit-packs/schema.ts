import { sql } from 'drizzle-orm';
import { bigint, char, index, integer, pgTable, serial, text, timestamp, varchar } from 'drizzle-orm/pg-core';
import { companies, users } from '../identity/schema';

/**
 * Audit packs (decision 081): one row per pack asked for. A pack is built by the background job (QUEUED -> BUILDING ->
 * READY or FAILED) with its progress (documents done of total) and written to the storage under `storage_key`; a ready
 * pack is kept until `expires_at`, then its object and row are removed.
 */
export const auditPacks = pgTable(
  'audit_packs',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id),
    fromMonth: char('from_month', { length: 7 }).notNull(),
    toMonth: char('to_month', { length: 7 }).notNull(),
    productCodes: text('product_codes')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    state: varchar('state', { length: 10 }).notNull().default('QUEUED'),
    documentsDone: integer('documents_done').notNull().default(0),
    documentsTotal: integer('documents_total').notNull().default(0),
    /** The language its rendered documents are in (the requester's). */
    lang: varchar('lang', { length: 2 }).notNull().default('ko'),
    requestedBy: integer('requested_by')
      .notNull()
      .references(() => users.id),
    /** The role the requester acted in (01, 06, 09) and their name then (formatPersonName). */
    requestedRole: char('requested_role', { length: 2 }).notNull(),
    requestedByName: varchar('requested_by_name', { length: 200 }).notNull(),
    storageKey: varchar('storage_key', { length: 80 }),
    sizeBytes: bigint('size_bytes', { mode: 'number' }),
    sha256: char('sha256', { length: 64 }),
    keyId: varchar('key_id', { length: 40 }),
    failureCode: varchar('failure_code', { length: 20 }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    startedAt: timestamp('started_at', { withTimezone: true }),
    /** The builder's last sign of life: a BUILDING pack silent for minutes was left by a stopped process and is queued again. */
    heartbeatAt: timestamp('heartbeat_at', { withTimezone: true }),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
  },
  (t) => [
    index('audit_packs_company_idx').on(t.companyId, t.createdAt),
    index('audit_packs_requested_idx').on(t.requestedBy, t.createdAt),
    index('audit_packs_waiting_idx')
      .on(t.createdAt)
      .where(sql`${t.state} in ('QUEUED', 'BUILDING')`),
  ],
);
