import { and, asc, count, desc, eq, gte, ilike, inArray, isNull, isNotNull, lt, or, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db';
import { exchangeApprovals } from './schema';

export type ApprovalRow = typeof exchangeApprovals.$inferSelect;
export type NewApprovalRow = typeof exchangeApprovals.$inferInsert;

const escapeLike = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

export async function insertApproval(tx: DbOrTx, row: NewApprovalRow): Promise<void> {
  await tx.insert(exchangeApprovals).values(row);
}

export async function findApproval(db: DbOrTx, id: number): Promise<ApprovalRow | null> {
  const [row] = await db.select().from(exchangeApprovals).where(eq(exchangeApprovals.id, id));
  return row ?? null;
}

export async function findApprovals(db: DbOrTx, ids: number[]): Promise<ApprovalRow[]> {
  if (!ids.length) return [];
  return db.select().from(exchangeApprovals).where(inArray(exchangeApprovals.id, ids));
}

/** The waiting item of a request, if any (at most one: a partial unique index). */
export async function waitingOf(db: DbOrTx, requestId: number): Promise<ApprovalRow | null> {
  const [row] = await db
    .select()
    .from(exchangeApprovals)
    .where(and(eq(exchangeApprovals.requestId, requestId), eq(exchangeApprovals.status, 'WAITING')));
  return row ?? null;
}

/** The waiting items of many requests (approve all), by request id. */
export async function waitingOfMany(db: DbOrTx, requestIds: readonly number[]): Promise<Map<number, ApprovalRow>> {
  const out = new Map<number, ApprovalRow>();
  for (let i = 0; i < requestIds.length; i += 1000) {
    const part = requestIds.slice(i, i + 1000);
    const rows = await db
      .select()
      .from(exchangeApprovals)
      .where(and(inArray(exchangeApprovals.requestId, part), eq(exchangeApprovals.status, 'WAITING')));
    for (const r of rows) out.set(r.requestId, r);
  }
  return out;
}

/** The latest item of a request (the last made). */
export async function latestOf(db: DbOrTx, requestId: number): Promise<ApprovalRow | null> {
  const [row] = await db
    .select()
    .from(exchangeApprovals)
    .where(eq(exchangeApprovals.requestId, requestId))
    .orderBy(desc(exchangeApprovals.id))
    .limit(1);
  return row ?? null;
}

export async function updateApproval(tx: DbOrTx, id: number, patch: Partial<NewApprovalRow>): Promise<void> {
  await tx.update(exchangeApprovals).set(patch).where(eq(exchangeApprovals.id, id));
}

/** The same patch on many items (one statement per 1,000). */
export async function updateApprovals(tx: DbOrTx, ids: readonly number[], patch: Partial<NewApprovalRow>): Promise<void> {
  for (let i = 0; i < ids.length; i += 1000)
    await tx
      .update(exchangeApprovals)
      .set(patch)
      .where(inArray(exchangeApprovals.id, ids.slice(i, i + 1000)));
}

/** Records the provider's confirmation once: false when someone confirmed it first. */
export async function confirm(tx: DbOrTx, id: number, by: { userId: number; name: string; at: Date }): Promise<boolean> {
  const rows = await tx
    .update(exchangeApprovals)
    .set({ confirmedAt: by.at, confirmedBy: by.userId, confirmedByName: by.name })
    .where(and(eq(exchangeApprovals.id, id), isNull(exchangeApprovals.confirmedAt), isNotNull(exchangeApprovals.decidedAt)))
    .returning({ id: exchangeApprovals.id });
  return rows.length === 1;
}

export interface ApprovalFilter {
  status?: string;
  approvalType?: string;
  stage?: string;
  /** Registered at or after / before these moments. */
  from?: Date;
  before?: Date;
  searchText?: string;
  companyId?: number;
  requestId?: number;
}

function whereOf(f: ApprovalFilter): SQL | undefined {
  const text = f.searchText?.trim();
  const like = text ? `%${escapeLike(text)}%` : '';
  return and(
    f.status ? eq(exchangeApprovals.status, f.status) : undefined,
    f.approvalType ? eq(exchangeApprovals.approvalType, f.approvalType) : undefined,
    f.stage ? eq(exchangeApprovals.stage, f.stage) : undefined,
    f.from ? gte(exchangeApprovals.registeredAt, f.from) : undefined,
    f.before ? lt(exchangeApprovals.registeredAt, f.before) : undefined,
    f.companyId !== undefined ? eq(exchangeApprovals.companyId, f.companyId) : undefined,
    f.requestId !== undefined ? eq(exchangeApprovals.requestId, f.requestId) : undefined,
    text
      ? or(
          ilike(exchangeApprovals.documentNumber, like),
          ilike(exchangeApprovals.title, like),
          ilike(exchangeApprovals.titleEn, like),
          ilike(exchangeApprovals.writerName, like),
          ilike(exchangeApprovals.companyName, like),
          ilike(exchangeApprovals.companyNameEn, like),
        )
      : undefined,
  );
}

export async function searchApprovals(
  db: DbOrTx,
  f: ApprovalFilter,
  sort: 'registeredDesc' | 'registeredAsc',
  window: { limit: number; offset: number },
): Promise<{ rows: ApprovalRow[]; total: number }> {
  const where = whereOf(f);
  const order =
    sort === 'registeredAsc'
      ? [asc(exchangeApprovals.registeredAt), asc(exchangeApprovals.id)]
      : [desc(exchangeApprovals.registeredAt), desc(exchangeApprovals.id)];
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(exchangeApprovals)
      .where(where)
      .orderBy(...order)
      .limit(window.limit)
      .offset(window.offset),
    db.select({ n: count() }).from(exchangeApprovals).where(where),
  ]);
  return { rows, total: Number(total?.n ?? 0) };
}
