import { bigserial, index, integer, jsonb, pgTable, smallint, text, timestamp, varchar } from 'drizzle-orm/pg-core';

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
