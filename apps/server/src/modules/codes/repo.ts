import { OTHER_CODE } from '@portal/contract';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { codeGroups, codes } from './schema';
import type { DbOrTx } from '../../platform/db';

export type CodeGroupRow = typeof codeGroups.$inferSelect;
export type CodeRow = typeof codes.$inferSelect;

export async function findGroups(db: DbOrTx, groupCodes: string[]): Promise<{ groups: CodeGroupRow[]; codes: CodeRow[] }> {
  if (!groupCodes.length) return { groups: [], codes: [] };
  // One after another: `db` may be a transaction (one connection, one query at a time; pg 9 refuses overlapping ones).
  const groups = await db.select().from(codeGroups).where(inArray(codeGroups.codeGroupCode, groupCodes));
  const rows = await db
    .select()
    .from(codes)
    .where(and(inArray(codes.codeGroupCode, groupCodes), eq(codes.useYn, 'Y')))
    .orderBy(asc(codes.codeGroupCode), asc(sql`${codes.code} = ${OTHER_CODE}`), asc(codes.sortOrder), asc(codes.code)); // "Other" (99) last: compareCodes
  return { groups, codes: rows };
}
