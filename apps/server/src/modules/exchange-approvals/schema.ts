import { sql } from 'drizzle-orm';
import { index, integer, pgTable, serial, text, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { requests } from '../../platform/schema';
import { companies, users } from '../identity/schema';

/**
 * Exchange approval items (decision 046). One row each time a request enters a state waiting on
 * the exchange (a resubmitted order that comes back makes a new row): what the reviewer (09) decides on, and afterwards
 * what the provider confirms it saw and whether the writer was told. The request's state and history stay in the
 * platform's `requests` and `request_history`; this row keeps the item's own facts as they read when it was made.
 */
export const exchangeApprovals = pgTable(
  'exchange_approvals',
  {
    id: serial('id').primaryKey(),
    requestId: integer('request_id')
      .notNull()
      .references(() => requests.id),
    /** The request's kind (WORKFLOWS key). */
    kind: varchar('kind', { length: 30 }).notNull(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id),
    /** The company's names as they read when the item was made (the list shows and searches them). */
    companyName: text('company_name').notNull(),
    companyNameEn: text('company_name_en'),
    documentNumber: varchar('document_number', { length: 30 }).notNull(),
    title: text('title').notNull(),
    titleEn: text('title_en'),
    /** NEW, CHANGE, TERMINATION (orders) or NON_DISPLAY (declarations). */
    approvalType: varchar('approval_type', { length: 20 }).notNull(),
    writerUserId: integer('writer_user_id').references(() => users.id, { onDelete: 'set null' }),
    /** The writer's name as it read when the item was made. */
    writerName: varchar('writer_name', { length: 200 }).notNull(),
    /** Entered the stage. */
    registeredAt: timestamp('registered_at', { withTimezone: true }).notNull(),
    /** The state of the request the item waits in (e.g. EXCHANGE_REVIEW). */
    stage: varchar('stage', { length: 30 }).notNull(),
    /** WAITING, APPROVED, REJECTED. */
    status: varchar('status', { length: 20 }).notNull().default('WAITING'),
    /** The provider's memo or reason when it sent the document, if any. */
    memo: text('memo'),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    decidedBy: integer('decided_by').references(() => users.id, { onDelete: 'set null' }),
    decidedByName: varchar('decided_by_name', { length: 200 }),
    /** The reviewer's message: the return reason or the approval message. */
    message: text('message'),
    /** The provider recorded that it saw the result. */
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
    confirmedBy: integer('confirmed_by').references(() => users.id, { onDelete: 'set null' }),
    confirmedByName: varchar('confirmed_by_name', { length: 200 }),
    /** The writer told of the result: NOTIFIED (portal notification and mail queued) or NOT_NOTIFIED (writer inactive). */
    notifiedAt: timestamp('notified_at', { withTimezone: true }),
    notificationStatus: varchar('notification_status', { length: 20 }),
    /** The request's version when it entered the stage (the version a decision must name while it waits). */
    requestVersion: integer('request_version').notNull(),
  },
  (t) => [
    index('exchange_approvals_registered_idx').on(t.registeredAt, t.id),
    index('exchange_approvals_status_registered_idx').on(t.status, t.registeredAt, t.id),
    index('exchange_approvals_request_idx').on(t.requestId, t.id),
    index('exchange_approvals_company_idx').on(t.companyId, t.registeredAt),
    uniqueIndex('exchange_approvals_waiting_uq')
      .on(t.requestId)
      .where(sql`${t.status} = 'WAITING'`),
  ],
);
