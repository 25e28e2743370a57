import { index, integer, jsonb, pgTable, primaryKey, timestamp, varchar } from 'drizzle-orm/pg-core';
import { companies } from '../identity/schema';

/**
 * The answers of the reporting API's submissions made with an `Idempotency-Key` (decision 059): a retry of the same
 * submission with the same key answers the stored answer instead of filing again (or 409 for the month already on
 * file). Keyed by the key's company and the client's key; `request_hash` is the SHA-256 of what was submitted, so the
 * same key with another body is refused. Written in the submission's own transaction (kept only when it succeeded).
 */
export const reportingIdempotency = pgTable(
  'reporting_idempotency',
  {
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    idempotencyKey: varchar('idempotency_key', { length: 255 }).notNull(),
    requestHash: varchar('request_hash', { length: 64 }).notNull(),
    apiKeyId: integer('api_key_id').notNull(),
    statusCode: integer('status_code').notNull(),
    response: jsonb('response').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.companyId, t.idempotencyKey] }), index('reporting_idempotency_created_idx').on(t.createdAt)],
);
