import { and, asc, desc, eq, gt, gte, inArray, lt, sql, type SQL } from 'drizzle-orm';
import type { TAuditEventType } from '@portal/contract';
import type { DbOrTx } from '../../platform/db';
import { auditLogs } from '../../platform/schema';

/**
 * The audit events are read from the one audit trail (audit_logs: every change call, the engine's transitions, the
 * sign-in steps, and the file answers of signed-in callers), never copied into a table of their own (decision 086).
 * An event's type is derived from its action by EVENT_TYPE, the one mapping of the search, the export and the filter.
 */
export const EVENT_TYPE: SQL<TAuditEventType> = sql<TAuditEventType>`(case
  when ${auditLogs.action} like '%EXPORT%' then 'EXPORT'
  when ${auditLogs.method} = 'GET' then 'DOWNLOAD'
  when ${auditLogs.action} like 'SIGNIN\\_%' or ${auditLogs.action} in ('LOGOUT', 'TOKEN_REFRESH') then 'SIGN_IN'
  when ${auditLogs.action} like 'COMPANY\\_ADMIN\\_%' or ${auditLogs.action} in ('MEMBER_APPROVE', 'MEMBER_REFUSE') then 'ROLE'
  when ${auditLogs.action} like 'STAFF\\_%' then 'STAFF'
  when ${auditLogs.action} like 'API\\_KEY\\_%' or ${auditLogs.action} like 'PASSKEY\\_%' or ${auditLogs.action} like 'SCIM\\_TOKEN\\_%'
    or ${auditLogs.action} in ('AUTHENTICATOR_CHANGE', 'CHANGE_PASSWORD', 'RESET_PASSWORD') then 'KEY'
  when ${auditLogs.action} ~ '^WORKFLOW_.*_(CREATE|SUBMIT|RESUBMIT)$' or ${auditLogs.action} = 'REPORTING_API_SUBMIT' then 'SUBMISSION'
  when ${auditLogs.action} ~ '^WORKFLOW_.*_(APPROVE|REJECT|RETURN|ACCEPT|ISSUE|CONFIRM)' or ${auditLogs.action} like 'EXCHANGE\\_APPROVE%' then 'APPROVAL'
  else 'OTHER' end)`;

export interface EventQuery {
  /** One company; undefined: every company (the provider administrator). */
  companyId?: number;
  start: Date;
  /** Exclusive. */
  end: Date;
  userId?: number;
  types?: TAuditEventType[];
}

const whereOf = (q: EventQuery, after?: number) =>
  and(
    q.companyId !== undefined ? eq(auditLogs.companyId, q.companyId) : undefined,
    gte(auditLogs.createdAt, q.start),
    lt(auditLogs.createdAt, q.end),
    q.userId !== undefined ? eq(auditLogs.userId, q.userId) : undefined,
    q.types?.length ? inArray(EVENT_TYPE, q.types) : undefined,
    after !== undefined ? gt(auditLogs.id, after) : undefined,
  );

const COLUMNS = {
  id: auditLogs.id,
  createdAt: auditLogs.createdAt,
  eventType: EVENT_TYPE,
  action: auditLogs.action,
  companyId: auditLogs.companyId,
  userId: auditLogs.userId,
  target: auditLogs.target,
  method: auditLogs.method,
  route: auditLogs.route,
  statusCode: auditLogs.statusCode,
  ip: auditLogs.ip,
};
export type EventRow = {
  id: number;
  createdAt: Date;
  eventType: TAuditEventType;
  action: string;
  companyId: number | null;
  userId: number | null;
  target: string | null;
  method: string;
  route: string;
  statusCode: number;
  ip: string | null;
};

/** A page of events, newest first, and the count of the matches up to `cap`. */
export async function pageOfEvents(db: DbOrTx, q: EventQuery, offset: number, limit: number, cap: number) {
  const [rows, counted] = await Promise.all([
    db.select(COLUMNS).from(auditLogs).where(whereOf(q)).orderBy(desc(auditLogs.createdAt), desc(auditLogs.id)).limit(limit).offset(offset),
    db.execute(sql`select count(*)::int as n from (select 1 from ${auditLogs} where ${whereOf(q)} limit ${cap + 1}) m`),
  ]);
  const n = (counted as unknown as { rows: { n: number }[] }).rows[0]?.n ?? 0;
  return { rows: rows as EventRow[], total: Math.min(n, cap), capped: n > cap };
}

/** The next batch of the export's cursor: events after the id, oldest first (keyset paging: constant memory). */
export async function batchOfEvents(db: DbOrTx, q: EventQuery, after: number, limit: number): Promise<EventRow[]> {
  return (await db.select(COLUMNS).from(auditLogs).where(whereOf(q, after)).orderBy(asc(auditLogs.id)).limit(limit)) as EventRow[];
}

/** Deletes up to `limit` events older than the moment (the retention purge); answers how many. */
export async function purgeBefore(db: DbOrTx, before: Date, limit: number): Promise<number> {
  const oldest = db
    .select({ id: auditLogs.id })
    .from(auditLogs)
    .where(lt(auditLogs.createdAt, before))
    .orderBy(asc(auditLogs.id))
    .limit(limit);
  const deleted = await db.delete(auditLogs).where(inArray(auditLogs.id, oldest)).returning({ id: auditLogs.id });
  return deleted.length;
}

export const RETENTION_SETTING = 'auditEvents.retentionDays';

export { readSetting, writeSetting } from '../../platform/settings';
