import { sql } from 'drizzle-orm';
import { bigserial, char, index, integer, jsonb, pgTable, primaryKey, smallint, text, timestamp, varchar } from 'drizzle-orm/pg-core';

/** Every call that changes data: who, which company, which page, what, when. */
export const auditLogs = pgTable(
  'audit_logs',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: integer('user_id'),
    companyId: integer('company_id'),
    pageId: varchar('page_id', { length: 64 }),
    method: varchar('method', { length: 10 }).notNull(),
    route: varchar('route', { length: 300 }).notNull(),
    action: varchar('action', { length: 100 }).notNull(),
    target: varchar('target', { length: 200 }),
    statusCode: smallint('status_code').notNull(),
    ip: varchar('ip', { length: 64 }),
    detail: jsonb('detail'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('audit_logs_company_created_idx').on(t.companyId, t.createdAt), index('audit_logs_user_idx').on(t.userId)],
);

/** Settings of the running system (seed version and the like). */
export const systemSettings = pgTable('system_settings', {
  key: varchar('key', { length: 100 }).primaryKey(),
  value: text('value').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

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
    index('mail_outbox_pending_idx')
      .on(t.nextAttemptAt)
      .where(sql`${t.status} = 'PENDING'`),
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
