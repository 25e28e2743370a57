import { and, asc, desc, eq, gte, ilike, inArray, isNull, lte, or, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db';
import { agreementArchives, contractProducts, contracts, contractVersions } from './schema';

export type ContractRow = typeof contracts.$inferSelect;
export type NewContractRow = typeof contracts.$inferInsert;
export type ContractVersionRow = typeof contractVersions.$inferSelect;
export type ContractProductRow = typeof contractProducts.$inferSelect;
export type NewContractProductRow = typeof contractProducts.$inferInsert;
export type ArchiveRow = typeof agreementArchives.$inferSelect;

const escapeLike = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

/** Inserts a contract and gives it its number from its id (`number(id)`), in the caller's transaction. */
export async function insertContract(
  tx: DbOrTx,
  values: Omit<NewContractRow, 'number'>,
  number: (id: number) => string,
): Promise<ContractRow> {
  const [row] = await tx
    .insert(contracts)
    .values({ ...values, number: `tmp-${crypto.randomUUID().slice(0, 24)}` })
    .returning();
  const [numbered] = await tx
    .update(contracts)
    .set({ number: number(row!.id) })
    .where(eq(contracts.id, row!.id))
    .returning();
  return numbered!;
}

/**
 * Contracts inserted at once (a batch of approvals), each numbered from its id as `insertContract` numbers it: the ids
 * are taken from the table's sequence first (in order), so each row is inserted once with its final number. Answers
 * the rows in the order given.
 */
export async function insertContracts(
  tx: DbOrTx,
  values: Omit<NewContractRow, 'number'>[],
  number: (id: number) => string,
): Promise<ContractRow[]> {
  if (!values.length) return [];
  const result = await tx.execute(
    sql`select nextval(pg_get_serial_sequence('contracts', 'id'))::int as id from generate_series(1, ${values.length}) as g(n) order by g.n`,
  );
  const ids = ((Array.isArray(result) ? result : (result as { rows: unknown[] }).rows) as { id: number }[]).map((r) => Number(r.id));
  const out: ContractRow[] = [];
  for (let i = 0; i < values.length; i += 500) {
    const part = values.slice(i, i + 500).map((v, j) => ({ ...v, id: ids[i + j]!, number: number(ids[i + j]!) }));
    out.push(...(await tx.insert(contracts).values(part).returning()));
  }
  const byId = new Map(out.map((r) => [r.id, r]));
  return ids.map((id) => byId.get(id)!);
}

export async function findContract(db: DbOrTx, id: number, opts: { lock?: boolean } = {}): Promise<ContractRow | null> {
  const q = db.select().from(contracts).where(eq(contracts.id, id));
  const [row] = opts.lock ? await q.for('update') : await q;
  return row ?? null;
}

export async function updateContract(tx: DbOrTx, id: number, patch: Partial<NewContractRow>): Promise<void> {
  await tx.update(contracts).set(patch).where(eq(contracts.id, id));
}

export async function insertVersion(tx: DbOrTx, v: typeof contractVersions.$inferInsert): Promise<void> {
  await tx.insert(contractVersions).values(v);
}

export async function insertVersions(tx: DbOrTx, rows: (typeof contractVersions.$inferInsert)[]): Promise<void> {
  for (let i = 0; i < rows.length; i += 500) await tx.insert(contractVersions).values(rows.slice(i, i + 500));
}

export function versionsOf(db: DbOrTx, contractId: number): Promise<ContractVersionRow[]> {
  return db.select().from(contractVersions).where(eq(contractVersions.contractId, contractId)).orderBy(desc(contractVersions.versionNo));
}

export function productsOf(db: DbOrTx, contractId: number): Promise<ContractProductRow[]> {
  return db
    .select()
    .from(contractProducts)
    .where(eq(contractProducts.contractId, contractId))
    .orderBy(asc(contractProducts.effectiveFrom), asc(contractProducts.id));
}

export async function insertProducts(tx: DbOrTx, rows: NewContractProductRow[]): Promise<void> {
  for (let i = 0; i < rows.length; i += 1000) await tx.insert(contractProducts).values(rows.slice(i, i + 1000));
}

export async function setProductEnd(tx: DbOrTx, id: number, effectiveTo: string): Promise<void> {
  await tx.update(contractProducts).set({ effectiveTo }).where(eq(contractProducts.id, id));
}

export async function deleteProducts(tx: DbOrTx, ids: number[]): Promise<void> {
  if (ids.length) await tx.delete(contractProducts).where(inArray(contractProducts.id, ids));
}

export interface ContractFilter {
  companyId?: number;
  status?: string;
  productCode?: string;
  searchText?: string;
}

/**
 * Whether a contract is suspended on the day: a condition on the contract's id column (the suspensions area's, given by
 * the service: an approved suspension's period covers the day). The contract then shows SUSPENDED; never stored.
 */
export type SuspendedOn = (contractId: AnyColumn) => SQL<boolean>;

/** The status filter on the status shown: SUSPENDED is a stored ACTIVE or TERMINATION_SCHEDULED with a suspension today. */
function statusWhere(status: string, suspended: SuspendedOn): SQL | undefined {
  if (status === 'SUSPENDED') return and(inArray(contracts.status, ['ACTIVE', 'TERMINATION_SCHEDULED']), suspended(contracts.id));
  if (status === 'TERMINATED') return eq(contracts.status, status);
  return and(eq(contracts.status, status), sql`not ${suspended(contracts.id)}`);
}

function whereOf(f: ContractFilter, suspended: SuspendedOn): SQL | undefined {
  const text = f.searchText?.trim();
  return and(
    f.companyId !== undefined ? eq(contracts.companyId, f.companyId) : undefined,
    f.status ? statusWhere(f.status, suspended) : undefined,
    f.productCode
      ? sql`exists (select 1 from contract_products p where p.contract_id = "contracts"."id" and p.product_code = ${f.productCode})`
      : undefined,
    text
      ? or(
          ilike(contracts.number, `%${escapeLike(text)}%`),
          ilike(contracts.nameKo, `%${escapeLike(text)}%`),
          ilike(contracts.nameEn, `%${escapeLike(text)}%`),
        )
      : undefined,
  );
}

/** Products in use on `today` or scheduled (for a terminated contract: those it had at its end). */
const productCount = (today: string) =>
  sql<number>`(select count(*)::int from contract_products p where p.contract_id = "contracts"."id"
    and (p.effective_to is null or p.effective_to >= least(${today}::date, coalesce("contracts"."termination_date", ${today}::date))))`;

export async function searchContracts(
  db: DbOrTx,
  f: ContractFilter,
  page: { limit: number; offset: number; newestFirst: boolean },
  today: string,
  suspended: SuspendedOn,
): Promise<{ rows: (ContractRow & { productCount: number; suspended: boolean })[]; total: number }> {
  const where = whereOf(f, suspended);
  const [{ total }] = await db
    .select({ total: sql<number>`count(*)::int` })
    .from(contracts)
    .where(where);
  const dir = page.newestFirst ? desc : asc;
  const rows = await db
    .select({ c: contracts, productCount: productCount(today), suspended: suspended(contracts.id) })
    .from(contracts)
    .where(where)
    .orderBy(dir(contracts.contractDate), dir(contracts.id))
    .limit(page.limit)
    .offset(page.offset);
  return {
    rows: rows.map((r) => ({
      ...r.c,
      productCount: Number(r.productCount),
      suspended: r.suspended === true || String(r.suspended) === 't',
    })),
    total: Number(total),
  };
}

/** Whether the contract is suspended (see SuspendedOn). */
export async function isSuspended(db: DbOrTx, contractId: number, suspended: SuspendedOn): Promise<boolean> {
  const [row] = await db
    .select({ suspended: suspended(contracts.id) })
    .from(contracts)
    .where(eq(contracts.id, contractId));
  return row?.suspended === true || String(row?.suspended) === 't';
}

export async function productCountOf(db: DbOrTx, contractId: number, today: string): Promise<number> {
  const [row] = await db
    .select({ n: productCount(today) })
    .from(contracts)
    .where(eq(contracts.id, contractId));
  return Number(row?.n ?? 0);
}

/**
 * Claims contracts whose termination is due (status TERMINATION_SCHEDULED, due date before `today`), locked with
 * SKIP LOCKED: two servers running the job at once never take the same contract.
 */
export function claimDueTerminations(tx: DbOrTx, today: string, batch: number): Promise<ContractRow[]> {
  return tx
    .select()
    .from(contracts)
    .where(and(eq(contracts.status, 'TERMINATION_SCHEDULED'), sql`${contracts.terminationDueDate} < ${today}::date`))
    .orderBy(asc(contracts.terminationDueDate), asc(contracts.id))
    .limit(batch)
    .for('update', { skipLocked: true });
}

// ---------------------------------------------------------------------------------------------------------
// Licence inventory

export interface InventoryFilter {
  companyId?: number;
  productCode?: string;
  useType?: string;
  onDate: string;
}

function inventoryWhere(f: InventoryFilter): SQL | undefined {
  return and(
    f.companyId !== undefined ? eq(contractProducts.companyId, f.companyId) : undefined,
    f.productCode ? eq(contractProducts.productCode, f.productCode) : undefined,
    f.useType ? eq(contractProducts.useType, f.useType) : undefined,
    lte(contractProducts.effectiveFrom, f.onDate),
    or(isNull(contractProducts.effectiveTo), gte(contractProducts.effectiveTo, f.onDate)),
  );
}

export type InventoryRow = ContractProductRow & { contractNumber: string };

export async function searchInventory(
  db: DbOrTx,
  f: InventoryFilter,
  page: { limit: number; offset: number } | null,
): Promise<{ rows: InventoryRow[]; total: number }> {
  const where = inventoryWhere(f);
  const base = db
    .select({ p: contractProducts, contractNumber: contracts.number })
    .from(contractProducts)
    .innerJoin(contracts, eq(contracts.id, contractProducts.contractId))
    .where(where)
    .orderBy(
      asc(contractProducts.companyId),
      asc(contractProducts.productCode),
      asc(contractProducts.effectiveFrom),
      asc(contractProducts.id),
    );
  const rows = page ? await base.limit(page.limit).offset(page.offset) : await base;
  let total = rows.length;
  if (page) {
    const [count] = await db
      .select({ n: sql<number>`count(*)::int` })
      .from(contractProducts)
      .where(where);
    total = Number(count?.n ?? 0);
  }
  return { rows: rows.map((r) => ({ ...r.p, contractNumber: r.contractNumber })), total };
}

// ---------------------------------------------------------------------------------------------------------
// Agreement archives

export async function insertArchive(tx: DbOrTx, row: typeof agreementArchives.$inferInsert): Promise<number> {
  const [created] = await tx.insert(agreementArchives).values(row).returning({ id: agreementArchives.id });
  return created!.id;
}

/** Archives inserted at once (a batch of approvals; documents are large, so 100 a statement). */
export async function insertArchives(tx: DbOrTx, rows: (typeof agreementArchives.$inferInsert)[]): Promise<void> {
  for (let i = 0; i < rows.length; i += 100) await tx.insert(agreementArchives).values(rows.slice(i, i + 100));
}

/** The archives of a contract that are written (the others appear as soon as the job has written them). */
export function archivesOf(db: DbOrTx, contractId: number) {
  return db
    .select({
      id: agreementArchives.id,
      orderId: agreementArchives.orderId,
      orderNumber: agreementArchives.orderNumber,
      fileName: agreementArchives.fileName,
      sha256: agreementArchives.sha256,
      createdAt: agreementArchives.createdAt,
    })
    .from(agreementArchives)
    .where(and(eq(agreementArchives.contractId, contractId), sql`${agreementArchives.renderedAt} is not null`))
    .orderBy(desc(agreementArchives.createdAt), desc(agreementArchives.id));
}

export async function findArchive(
  db: DbOrTx,
  contractId: number,
  archiveId: number,
  opts: { lock?: boolean } = {},
): Promise<ArchiveRow | null> {
  const q = db
    .select()
    .from(agreementArchives)
    .where(and(eq(agreementArchives.id, archiveId), eq(agreementArchives.contractId, contractId)));
  const [row] = opts.lock ? await q.for('update') : await q;
  return row ?? null;
}

/** Archives not written yet, claimed with SKIP LOCKED (several servers never write the same one). */
export function claimPendingArchives(tx: DbOrTx, batch: number): Promise<ArchiveRow[]> {
  return tx
    .select()
    .from(agreementArchives)
    .where(sql`${agreementArchives.renderedAt} is null`)
    .orderBy(asc(agreementArchives.id))
    .limit(batch)
    .for('update', { skipLocked: true });
}

export async function saveArchivePdf(tx: DbOrTx, id: number, pdf: Buffer, sha256: string, at: Date): Promise<void> {
  await tx
    .update(agreementArchives)
    .set({ pdf, sha256, sizeBytes: pdf.length, renderedAt: at })
    .where(and(eq(agreementArchives.id, id), sql`${agreementArchives.renderedAt} is null`));
}

/** A contract product in use over some day of a range, with its contract's number (billing). */
export interface ContractProductInRange extends ContractProductRow {
  contractNumber: string;
}

/** Every contract product whose effective range meets from..to (both held), of the companies or of all. */
export async function productsInRange(
  db: DbOrTx,
  from: string,
  to: string,
  companyIds?: readonly number[],
): Promise<ContractProductInRange[]> {
  const rows = await db
    .select({ p: contractProducts, contractNumber: contracts.number })
    .from(contractProducts)
    .innerJoin(contracts, eq(contracts.id, contractProducts.contractId))
    .where(
      and(
        lte(contractProducts.effectiveFrom, to),
        or(isNull(contractProducts.effectiveTo), gte(contractProducts.effectiveTo, from)),
        companyIds ? inArray(contractProducts.companyId, [...companyIds]) : undefined,
      ),
    )
    .orderBy(asc(contractProducts.companyId), asc(contractProducts.productCode), asc(contractProducts.id));
  return rows.map((r) => ({ ...r.p, contractNumber: r.contractNumber }));
}

// ---------------------------------------------------------------------------------------------------------
// Reads of the exceptions dashboard: set-based, over the indexes above

/** The product rows in effect on some day of [fromDay, toDay] (every company), for the months a company is under contract. */
export function productSpans(db: DbOrTx, fromDay: string, toDay: string) {
  return db
    .select({
      companyId: contractProducts.companyId,
      contractId: contractProducts.contractId,
      productCode: contractProducts.productCode,
      effectiveFrom: contractProducts.effectiveFrom,
      effectiveTo: contractProducts.effectiveTo,
    })
    .from(contractProducts)
    .where(
      and(lte(contractProducts.effectiveFrom, toDay), or(isNull(contractProducts.effectiveTo), gte(contractProducts.effectiveTo, fromDay))),
    );
}

export interface EndingContractRow {
  id: number;
  number: string;
  companyId: number;
  nameKo: string;
  nameEn: string;
  /** The termination due date (scheduled) or the day the last product's range ends. */
  endDate: string;
  scheduled: boolean;
}

/**
 * Contracts that end in [fromDay, toDay]: a scheduled termination due then (contracts_due_idx), or an active contract
 * whose every product has an end and the last of them falls then.
 */
export async function endingBetween(db: DbOrTx, fromDay: string, toDay: string): Promise<EndingContractRow[]> {
  const scheduled = await db
    .select({
      id: contracts.id,
      number: contracts.number,
      companyId: contracts.companyId,
      nameKo: contracts.nameKo,
      nameEn: contracts.nameEn,
      endDate: contracts.terminationDueDate,
    })
    .from(contracts)
    .where(
      and(
        eq(contracts.status, 'TERMINATION_SCHEDULED'),
        gte(contracts.terminationDueDate, fromDay),
        lte(contracts.terminationDueDate, toDay),
      ),
    );
  const lastEnds = (await db.execute(sql`
    select contract_id, max(effective_to)::text as end_date
    from ${contractProducts}
    where contract_id in (
      select contract_id from ${contractProducts} where effective_to between ${fromDay} and ${toDay}
    )
    group by contract_id
    having bool_and(effective_to is not null) and max(effective_to) between ${fromDay} and ${toDay}`)) as unknown as {
    rows: { contract_id: number; end_date: string }[];
  };
  const ends = new Map(lastEnds.rows.map((r) => [Number(r.contract_id), String(r.end_date)]));
  const active = ends.size
    ? await db
        .select({
          id: contracts.id,
          number: contracts.number,
          companyId: contracts.companyId,
          nameKo: contracts.nameKo,
          nameEn: contracts.nameEn,
        })
        .from(contracts)
        .where(and(inArray(contracts.id, [...ends.keys()]), eq(contracts.status, 'ACTIVE')))
    : [];
  return [
    ...scheduled.map((c) => ({ ...c, endDate: c.endDate!, scheduled: true })),
    ...active.map((c) => ({ ...c, endDate: ends.get(c.id)!, scheduled: false })),
  ];
}
