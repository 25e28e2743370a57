import { sql } from 'drizzle-orm';
import { bigint, bigserial, boolean, index, integer, pgTable, serial, smallint, text, timestamp, varchar } from 'drizzle-orm/pg-core';
import { companies, users } from '../identity/schema';

/**
 * Signed events (decision 087). A company's endpoints; the events (written in the transaction of the change that made
 * them); one delivery per event and endpoint (the outbox the worker claims with FOR UPDATE SKIP LOCKED); one attempt row
 * per try. Secrets are stored encrypted (platform/crypto.ts): they must be read back to sign.
 */
export const webhookEndpoints = pgTable(
  'webhook_endpoints',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id),
    url: varchar('url', { length: 500 }).notNull(),
    description: varchar('description', { length: 100 }).notNull().default(''),
    eventTypes: text('event_types').array().notNull(),
    enabled: boolean('enabled').notNull().default(true),
    /** The secret in use (`whsec_...`), encrypted. */
    secretEnc: text('secret_enc').notNull(),
    /** The first characters of the secret, for people to tell secrets apart. */
    secretHint: varchar('secret_hint', { length: 20 }).notNull(),
    /** The secret before the last rotation, encrypted, and until when it still signs (both signatures are sent). */
    previousSecretEnc: text('previous_secret_enc'),
    previousSecretExpiresAt: timestamp('previous_secret_expires_at', { withTimezone: true }),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('webhook_endpoints_company_idx').on(t.companyId)],
);

export const webhookEvents = pgTable(
  'webhook_events',
  {
    /** `msg_<hex>`: the `webhook-id` of every delivery of the event. */
    id: varchar('id', { length: 44 }).primaryKey(),
    /** Null: an event for every company subscribed to its type (a policy published). */
    companyId: integer('company_id').references(() => companies.id),
    type: varchar('type', { length: 40 }).notNull(),
    /** The body sent: `{ type, timestamp, data }`, serialized once so every try signs the same bytes. */
    body: text('body').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('webhook_events_company_idx').on(t.companyId, t.createdAt)],
);

export const webhookDeliveries = pgTable(
  'webhook_deliveries',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    eventId: varchar('event_id', { length: 44 })
      .notNull()
      .references(() => webhookEvents.id, { onDelete: 'cascade' }),
    endpointId: integer('endpoint_id')
      .notNull()
      .references(() => webhookEndpoints.id, { onDelete: 'cascade' }),
    companyId: integer('company_id').notNull(),
    /** PENDING (waiting or being sent), DELIVERED (a 2xx answer), FAILED (given up after the last try). */
    status: varchar('status', { length: 12 }).notNull().default('PENDING'),
    attempts: smallint('attempts').notNull().default(0),
    /** When the next try may start; while a try is in flight, the end of its lease (a process that died leaves it to others then). */
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    /** Made from the log (a replay of a delivery or an event). */
    replay: boolean('replay').notNull().default(false),
    lastStatusCode: smallint('last_status_code'),
    deliveredAt: timestamp('delivered_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('webhook_deliveries_due_idx')
      .on(t.nextAttemptAt)
      .where(sql`${t.status} = 'PENDING'`),
    index('webhook_deliveries_company_idx').on(t.companyId, t.id),
    index('webhook_deliveries_endpoint_idx').on(t.endpointId, t.id),
  ],
);

export const webhookAttempts = pgTable(
  'webhook_attempts',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    deliveryId: bigint('delivery_id', { mode: 'number' })
      .notNull()
      .references(() => webhookDeliveries.id, { onDelete: 'cascade' }),
    attemptNo: smallint('attempt_no').notNull(),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull(),
    durationMs: integer('duration_ms').notNull(),
    statusCode: smallint('status_code'),
    error: varchar('error', { length: 200 }),
    responseExcerpt: text('response_excerpt').notNull().default(''),
  },
  (t) => [index('webhook_attempts_delivery_idx').on(t.deliveryId, t.attemptNo)],
);

export type WebhookEndpointRow = typeof webhookEndpoints.$inferSelect;
export type WebhookDeliveryRow = typeof webhookDeliveries.$inferSelect;
export type WebhookAttemptRow = typeof webhookAttempts.$inferSelect;
