import { sql } from 'drizzle-orm';
import {
  bigserial,
  char,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';

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
    /** The header block of the message as composed for sending (the local mailbox shows it). */
    headers: text('headers'),
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

/**
 * The last run of each background job (platform/jobs.ts): written by the process that ran it under
 * the job's advisory lock, so every process's runs show on the operations screen. One row per job name.
 */
export const jobRuns = pgTable('job_runs', {
  name: varchar('name', { length: 60 }).primaryKey(),
  /** OK or FAILED (the last run's result). */
  lastResult: varchar('last_result', { length: 10 }).notNull(),
  lastStartedAt: timestamp('last_started_at', { withTimezone: true }).notNull(),
  lastFinishedAt: timestamp('last_finished_at', { withTimezone: true }).notNull(),
  lastHandled: integer('last_handled'),
  lastError: varchar('last_error', { length: 500 }),
  lastErrorAt: timestamp('last_error_at', { withTimezone: true }),
  nextRunAt: timestamp('next_run_at', { withTimezone: true }),
  lastRunBy: varchar('last_run_by', { length: 120 }),
  runCount: integer('run_count').notNull().default(0),
  failureCount: integer('failure_count').notNull().default(0),
});

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

/**
 * The request workflow (platform/workflow.ts, decision 039): the header every request of every kind shares.
 * A kind's own fields live in its module's table, keyed by the request id. `version` is the optimistic version:
 * every transition and every edit adds one, and a caller acting on a stale version is answered 409.
 */
export const requests = pgTable(
  'requests',
  {
    id: serial('id').primaryKey(),
    kind: varchar('kind', { length: 30 }).notNull(),
    /** The customer company the request belongs to; null for a visitor's request (a contract inquiry; decision 077). */
    companyId: integer('company_id'),
    /** The document number shown to people (e.g. OF-2026-000123), unique. */
    number: varchar('number', { length: 30 }).notNull(),
    /** The request's title in Korean, and in English (null: the Korean one serves). */
    title: varchar('title', { length: 300 }).notNull().default(''),
    titleEn: varchar('title_en', { length: 300 }),
    state: varchar('state', { length: 30 }).notNull(),
    version: integer('version').notNull().default(1),
    /** The user who made the request; null when a visitor (not signed in) made it. */
    createdBy: integer('created_by'),
    /** The provider staff member in charge (the company's sales representative when the request was made). */
    assignedUserId: integer('assigned_user_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    /** When the request last entered its current state (the work queue's age). */
    stateSince: timestamp('state_since', { withTimezone: true }).notNull().defaultNow(),
    /**
     * The party whose move it is (the declaration's `waitingOn` of the state: customer, provider, exchange), written
     * with the state by the engine; null in a final state. The work queue reads the provider's through the partial
     * indexes below (decision 042).
     */
    waitingOn: varchar('waiting_on', { length: 10 }),
    /**
     * Warnings the kind's module sets in the transaction of a change (REQUEST_FLAG_LABELS codes in the contract), shown
     * to provider staff as tags in the work queue (such as a non-display declaration that does not match its order).
     */
    flags: text('flags')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
  },
  (t) => [
    uniqueIndex('requests_number_uq').on(t.number),
    index('requests_kind_state_idx').on(t.kind, t.state, t.stateSince),
    // The provider desk's work queue, ordered by the time waiting, whole or by kind and state, company or assignee.
    index('requests_provider_since_idx')
      .on(t.stateSince, t.id)
      .where(sql`${t.waitingOn} = 'provider'`),
    index('requests_provider_kind_idx')
      .on(t.kind, t.state, t.stateSince, t.id)
      .where(sql`${t.waitingOn} = 'provider'`),
    index('requests_provider_company_idx')
      .on(t.companyId, t.stateSince, t.id)
      .where(sql`${t.waitingOn} = 'provider'`),
    index('requests_provider_assigned_idx')
      .on(t.assignedUserId, t.stateSince, t.id)
      .where(sql`${t.waitingOn} = 'provider'`),
    index('requests_company_kind_idx').on(t.companyId, t.kind, t.updatedAt),
    index('requests_assigned_idx').on(t.assignedUserId, t.state),
    // The exceptions dashboard's stale requests: waiting on the provider or the exchange, by the time waiting.
    index('requests_waiting_stale_idx')
      .on(t.stateSince, t.id)
      .where(sql`${t.waitingOn} in ('provider', 'exchange')`),
    // ... per customer: the customer filter, and the counts per customer read from the index alone.
    index('requests_waiting_company_idx')
      .on(t.companyId, t.stateSince)
      .where(sql`${t.waitingOn} in ('provider', 'exchange')`),
  ],
);

/** The immutable history of a request: one row per version (creation, each transition, each edit) with the content then. */
export const requestHistory = pgTable(
  'request_history',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    requestId: integer('request_id')
      .notNull()
      .references(() => requests.id),
    versionNo: integer('version_no').notNull(),
    action: varchar('action', { length: 40 }).notNull(),
    fromState: varchar('from_state', { length: 30 }),
    toState: varchar('to_state', { length: 30 }).notNull(),
    /** Null when a visitor (not signed in) made the request: the name below is the one they wrote. */
    actorUserId: integer('actor_user_id'),
    /** The actor's name as it read then (formatPersonName), so the history survives a later change of name. */
    actorName: varchar('actor_name', { length: 200 }).notNull(),
    /** ... and in English (their English name, else the name above); null on versions written before it was kept. */
    actorNameEn: varchar('actor_name_en', { length: 200 }),
    actorRole: char('actor_role', { length: 2 }).notNull(),
    actorCompanyId: integer('actor_company_id'),
    reason: text('reason'),
    memo: text('memo'),
    content: jsonb('content').notNull(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('request_history_version_uq').on(t.requestId, t.versionNo)],
);

/** In-portal notifications (the bell): one row per recipient, written in the transition's transaction. */
export const notifications = pgTable(
  'notifications',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: integer('user_id').notNull(),
    kind: varchar('kind', { length: 30 }).notNull(),
    requestId: integer('request_id').notNull(),
    requestNumber: varchar('request_number', { length: 30 }).notNull(),
    action: varchar('action', { length: 40 }).notNull(),
    toState: varchar('to_state', { length: 30 }).notNull(),
    actorName: varchar('actor_name', { length: 200 }).notNull(),
    /** The actor's name in English (null on notifications written before it was kept: the name above). */
    actorNameEn: varchar('actor_name_en', { length: 200 }),
    reason: text('reason'),
    /** The web page of the document, as the recipient sees it (customer or provider page). */
    link: varchar('link', { length: 300 }).notNull(),
    readAt: timestamp('read_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('notifications_user_idx').on(t.userId, t.createdAt), index('notifications_unread_idx').on(t.userId, t.readAt)],
);
