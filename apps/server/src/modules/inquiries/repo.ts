import { and, asc, desc, eq, ilike, inArray, type SQL } from 'drizzle-orm';
import { inquiries } from './schema';
import type { DbOrTx } from '../../platform/db';
import { pageOfRows } from '../../platform/paging';

export type InquiryRow = typeof inquiries.$inferSelect;
export type NewInquiryRow = typeof inquiries.$inferInsert;

export interface InquiryFilter {
  userId?: number;
  companyId?: number;
  kind?: 'MEMBER' | 'GUEST';
  status?: string;
  categoryCodes?: string[];
  searchText?: string;
}

const escapeLike = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

function whereOf(f: InquiryFilter): SQL | undefined {
  const text = f.searchText?.trim();
  return and(
    f.userId !== undefined ? eq(inquiries.userId, f.userId) : undefined,
    f.companyId !== undefined ? eq(inquiries.companyId, f.companyId) : undefined,
    f.kind ? eq(inquiries.kind, f.kind) : undefined,
    f.status ? eq(inquiries.status, f.status) : undefined,
    f.categoryCodes?.length ? inArray(inquiries.categoryCode, f.categoryCodes) : undefined,
    text ? ilike(inquiries.subject, `%${escapeLike(text)}%`) : undefined,
  );
}

export async function searchInquiries(
  db: DbOrTx,
  f: InquiryFilter,
  page: { limit: number; offset: number; newestFirst: boolean },
): Promise<{ rows: InquiryRow[]; total: number }> {
  const where = whereOf(f);
  const dir = page.newestFirst ? desc : asc;
  return pageOfRows(db, inquiries, where, [dir(inquiries.createdAt), dir(inquiries.id)], page);
}

export async function findInquiry(db: DbOrTx, id: number, opts: { lock?: boolean } = {}): Promise<InquiryRow | null> {
  const q = db.select().from(inquiries).where(eq(inquiries.id, id));
  const [row] = opts.lock ? await q.for('update') : await q;
  return row ?? null;
}

export async function insertInquiry(db: DbOrTx, row: NewInquiryRow): Promise<InquiryRow> {
  const [created] = await db.insert(inquiries).values(row).returning();
  return created;
}

export async function saveAnswer(
  db: DbOrTx,
  id: number,
  values: { answerContents: string; answeredByUserId: number; answeredAt: Date },
): Promise<void> {
  await db
    .update(inquiries)
    .set({ ...values, status: 'ANSWERED', updatedAt: values.answeredAt })
    .where(eq(inquiries.id, id));
}
