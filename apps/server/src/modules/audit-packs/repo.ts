import { and, asc, desc, eq, inArray, lt, or, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db';
import { pageOfRows } from '../../platform/paging';
import { auditLogs, requestHistory } from '../../platform/schema';
import { auditPacks } from './schema';

export type AuditPackRow = typeof auditPacks.$inferSelect;

export const insertPack = async (db: DbOrTx, values: typeof auditPacks.$inferInsert): Promise<AuditPackRow> =>
  (await db.insert(auditPacks).values(values).returning())[0]!;

export const findPack = async (db: DbOrTx, id: number): Promise<AuditPackRow | null> =>
  (await db.select().from(auditPacks).where(eq(auditPacks.id, id)))[0] ?? null;

/** A pack of the same choices still waiting or being built (the same company, months and products). */
export async function findWaitingTwin(db: DbOrTx, v: { companyId: number; fromMonth: string; toMonth: string; productCodes: string[] }) {
  const rows = await db
    .select()
    .from(auditPacks)
    .where(
      and(
        eq(auditPacks.companyId, v.companyId),
        eq(auditPacks.fromMonth, v.fromMonth),
        eq(auditPacks.toMonth, v.toMonth),
        inArray(auditPacks.state, ['QUEUED', 'BUILDING']),
      ),
    );
  return rows.find((r) => [...r.productCodes].sort().join(',') === [...v.productCodes].sort().join(',')) ?? null;
}

export function searchPacks(db: DbOrTx, companyId: number | undefined, page: { limit: number; offset: number }) {
  const where: SQL | undefined = companyId === undefined ? undefined : eq(auditPacks.companyId, companyId);
  return pageOfRows(db, auditPacks, where, [desc(auditPacks.createdAt), desc(auditPacks.id)], page);
}

/** A BUILDING pack silent this long was left by a stopped process. */
export const STALE_BUILD_MS = 10 * 60_000;

/** Takes the oldest waiting pack (or one left building by a stopped process) for this process: BUILDING. */
export async function claimNext(db: DbOrTx, now: Date): Promise<AuditPackRow | null> {
  const stale = new Date(now.getTime() - STALE_BUILD_MS);
  const result = await db.execute(sql`
    update audit_packs set state = 'BUILDING', started_at = ${now.toISOString()}::timestamptz, heartbeat_at = ${now.toISOString()}::timestamptz, documents_done = 0
    where id = (
      select id from audit_packs
      where state = 'QUEUED' or (state = 'BUILDING' and heartbeat_at < ${stale.toISOString()}::timestamptz)
      order by created_at, id
      limit 1
      for update skip locked
    )
    returning id`);
  const rows = (result as unknown as { rows: { id: number }[] }).rows;
  return rows[0] ? findPack(db, Number(rows[0].id)) : null;
}

export const updatePack = (db: DbOrTx, id: number, set: Partial<typeof auditPacks.$inferInsert>) =>
  db.update(auditPacks).set(set).where(eq(auditPacks.id, id));

/** Ready packs past their time, and failed ones as old: removed with their objects. */
export async function expiredPacks(db: DbOrTx, now: Date): Promise<AuditPackRow[]> {
  return db
    .select()
    .from(auditPacks)
    .where(
      or(
        and(eq(auditPacks.state, 'READY'), lt(auditPacks.expiresAt, now)),
        and(eq(auditPacks.state, 'FAILED'), lt(auditPacks.expiresAt, now)),
      ),
    )
    .orderBy(asc(auditPacks.id))
    .limit(100);
}

export const deletePack = (db: DbOrTx, id: number) => db.delete(auditPacks).where(eq(auditPacks.id, id));

/** Which of these storage keys name a pack (the files area's orphan sweep leaves them). */
export async function storageKeysIn(db: DbOrTx, keys: string[]): Promise<string[]> {
  if (!keys.length) return [];
  const rows = await db.select({ key: auditPacks.storageKey }).from(auditPacks).where(inArray(auditPacks.storageKey, keys));
  return rows.map((r) => r.key!).filter(Boolean);
}

/** The audit trail of requests: each version's who, role, when, action and states (the content is in the versions' files). */
export async function historyOf(db: DbOrTx, requestIds: number[], after: number, limit: number) {
  if (!requestIds.length) return [];
  return db
    .select({
      id: requestHistory.id,
      requestId: requestHistory.requestId,
      versionNo: requestHistory.versionNo,
      action: requestHistory.action,
      fromState: requestHistory.fromState,
      toState: requestHistory.toState,
      actorUserId: requestHistory.actorUserId,
      actorName: requestHistory.actorName,
      actorRole: requestHistory.actorRole,
      actorCompanyId: requestHistory.actorCompanyId,
      reason: requestHistory.reason,
      at: requestHistory.at,
    })
    .from(requestHistory)
    .where(and(inArray(requestHistory.requestId, requestIds), sql`${requestHistory.id} > ${after}`))
    .orderBy(asc(requestHistory.id))
    .limit(limit);
}

/** The audit log's rows of calls that named these targets (document numbers), in a chunk after an id. */
export async function auditRowsOf(db: DbOrTx, targets: string[], after: number, limit: number) {
  if (!targets.length) return [];
  return db
    .select({
      id: auditLogs.id,
      userId: auditLogs.userId,
      companyId: auditLogs.companyId,
      method: auditLogs.method,
      route: auditLogs.route,
      action: auditLogs.action,
      target: auditLogs.target,
      statusCode: auditLogs.statusCode,
      detail: auditLogs.detail,
      createdAt: auditLogs.createdAt,
    })
    .from(auditLogs)
    .where(and(inArray(auditLogs.target, targets), sql`${auditLogs.id} > ${after}`))
    .orderBy(asc(auditLogs.id))
    .limit(limit);
}
