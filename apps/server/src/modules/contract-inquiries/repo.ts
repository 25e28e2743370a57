import { and, asc, count, desc, eq, gte, inArray, like, lt, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db';
import { pageOfRows } from '../../platform/paging';
import type { KindCopy } from '../../platform/workflow';
import { contractInquiries } from './schema';

export type ContractInquiryRow = typeof contractInquiries.$inferSelect;
export type NewContractInquiryRow = typeof contractInquiries.$inferInsert;

const escapeLike = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

export async function insertInquiry(tx: DbOrTx, row: NewContractInquiryRow): Promise<ContractInquiryRow> {
  const [created] = await tx.insert(contractInquiries).values(row).returning();
  return created!;
}

/** The inquiries' copy of the header's state (`status`), version and time of change: the engine writes it (KindCopy). */
export const STATE_COPY: KindCopy = {
  table: contractInquiries,
  requestId: contractInquiries.id,
  state: contractInquiries.status,
  version: contractInquiries.version,
  updatedAt: contractInquiries.updatedAt,
};

export async function findInquiry(db: DbOrTx, id: number): Promise<ContractInquiryRow | null> {
  const [row] = await db.select().from(contractInquiries).where(eq(contractInquiries.id, id));
  return row ?? null;
}

/** Writes an action's fields (assignee, answer); the engine writes the status and version (STATE_COPY). */
export async function updateInquiry(
  tx: DbOrTx,
  id: number,
  patch: Pick<Partial<NewContractInquiryRow>, 'assignedUserId' | 'assignedAt' | 'answer' | 'answeredByUserId' | 'answeredAt'>,
): Promise<void> {
  await tx.update(contractInquiries).set(patch).where(eq(contractInquiries.id, id));
}

export interface InquiryFilter {
  status?: string;
  searchText?: string;
  from?: Date;
  before?: Date;
  assignedUserId?: number;
}

function whereOf(f: InquiryFilter): SQL | undefined {
  const text = f.searchText?.trim().toLowerCase();
  return and(
    f.status ? eq(contractInquiries.status, f.status) : undefined,
    text ? like(contractInquiries.searchText, `%${escapeLike(text)}%`) : undefined,
    f.from ? gte(contractInquiries.createdAt, f.from) : undefined,
    f.before ? lt(contractInquiries.createdAt, f.before) : undefined,
    f.assignedUserId !== undefined ? eq(contractInquiries.assignedUserId, f.assignedUserId) : undefined,
  );
}

export async function searchInquiries(
  db: DbOrTx,
  f: InquiryFilter,
  page: { limit: number; offset: number; newestFirst: boolean },
): Promise<{ rows: ContractInquiryRow[]; total: number }> {
  const where = whereOf(f);
  const order = page.newestFirst
    ? [desc(contractInquiries.createdAt), desc(contractInquiries.id)]
    : [asc(contractInquiries.createdAt), asc(contractInquiries.id)];
  return pageOfRows(db, contractInquiries, where, order, page);
}

/** How many inquiries are in each status, and how many unanswered ones are the user's. */
export async function countsOf(db: DbOrTx, userId: number): Promise<{ open: number; assigned: number; answered: number; mine: number }> {
  const byStatus = await db
    .select({ status: contractInquiries.status, n: count() })
    .from(contractInquiries)
    .groupBy(contractInquiries.status);
  const [mine] = await db
    .select({ n: count() })
    .from(contractInquiries)
    .where(and(eq(contractInquiries.assignedUserId, userId), inArray(contractInquiries.status, ['ASSIGNED'])));
  const of = (s: string) => Number(byStatus.find((r) => r.status === s)?.n ?? 0);
  return { open: of('OPEN'), assigned: of('ASSIGNED'), answered: of('ANSWERED'), mine: Number(mine?.n ?? 0) };
}

export async function findBySeedKeys(db: DbOrTx, keys: string[]): Promise<{ id: number; seedKey: string | null }[]> {
  if (!keys.length) return [];
  return db
    .select({ id: contractInquiries.id, seedKey: contractInquiries.seedKey })
    .from(contractInquiries)
    .where(inArray(contractInquiries.seedKey, keys));
}
