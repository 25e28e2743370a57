import { createHash } from 'node:crypto';
import { addMonths, type TEntitlementRow, type TUseCategory } from '@portal/contract';
import { inArray } from 'drizzle-orm';
import { companies } from '../db/schema/index';
import type { Db } from '../platform/db';
import { koreaDay } from '../platform/clock';
import { createReconciliationRecord, findReconciliationBySeedKeys, type ReconciliationsContext } from '../modules/reconciliations';
import { filedMonthFigures } from '../modules/user-reports';
import { seedAuthOf, seedEngine } from './engine';

/**
 * The demo world of entitlement reconciliations (decision 079), after the user reports' world: 알파증권's member uploaded
 * an extract of its entitlement system for M-4..M-2 (M the month of seeding), left as a draft. The extract is made from
 * the filed reports of those months so that every product and use category matches, except the first one: one user
 * fewer entitled in M-4 (over-reported by 1: past its correction window, for settlement in the clearance) and two more
 * in M-2 (under-reported by 2: still correctable, so the member can draft its correction). A user entitled over several
 * months is one row from the 10th of its first month to the 20th of its last (it counts once in each). Idempotent.
 */
export async function seedReconciliations(db: Db): Promise<void> {
  const key = 'C1001-rc-draft';
  if ((await findReconciliationBySeedKeys(db, [key])).length) return;
  const [alpha] = await db
    .select({ id: companies.id })
    .from(companies)
    .where(inArray(companies.customerCode, ['C1001']));
  if (!alpha) return;
  const member = await seedAuthOf(db, 'member@alpha-securities.example', alpha.id);
  if (!member) return;
  const now = new Date();
  const M = koreaDay(now).slice(0, 7);
  const months = [addMonths(M, -4), addMonths(M, -3), addMonths(M, -2)];
  const filed = await filedMonthFigures(db, alpha.id, months[0]!, months[2]!);
  // Entitled count per product and use category and month: the reported quantity, but for the first pair.
  const counts = new Map<string, number[]>();
  for (const f of filed) {
    const i = months.indexOf(f.month);
    for (const fig of f.figures) {
      const k = `${fig.productCode}|${fig.useCategory}`;
      if (!counts.has(k))
        counts.set(
          k,
          months.map(() => 0),
        );
      counts.get(k)![i]! += fig.quantity;
    }
  }
  const pairs = [...counts.keys()].sort();
  if (!pairs.length) return;
  const first = counts.get(pairs[0]!)!;
  first[0] = Math.max(0, first[0]! - 1);
  first[2] = first[2]! + 2;
  const names = ['김하늘', '이도현', '박서윤', '최민재', '정유진', '강지훈', '조수민', '윤태양', '장예린', '임건우', '한소희', '오세진'];
  const rows: TEntitlementRow[] = [];
  pairs.forEach((pair, p) => {
    const [productCode, useCategory] = pair.split('|') as [string, TUseCategory];
    const perMonth = counts.get(pair)!;
    const most = Math.max(...perMonth);
    for (let u = 0; u < most; u++) {
      // The runs of consecutive months user u is entitled in (u < the month's count).
      let start = -1;
      for (let i = 0; i <= months.length; i++) {
        const on = i < months.length && u < perMonth[i]!;
        if (on && start < 0) start = i;
        if (!on && start >= 0) {
          rows.push({
            row: rows.length + 2,
            entityId: `ALPHA-${String(p + 1).padStart(2, '0')}-${String(u + 1).padStart(3, '0')}`,
            name: names[(u + p) % names.length]!,
            productCode,
            useCategory,
            startDate: `${months[start]}-10`,
            endDate: `${months[i - 1]}-20`,
            location: u % 3 === 0 ? 'KR 부산' : 'KR 서울',
          });
          start = -1;
        }
      }
    }
  });
  const csv = rows.map((r) => [r.entityId, r.name, r.productCode, r.useCategory, r.startDate, r.endDate, r.location].join(',')).join('\n');
  const engine = seedEngine();
  await db.transaction(async (tx) => {
    const c: ReconciliationsContext = { db: tx as unknown as Db, config: {}, workflow: engine };
    await createReconciliationRecord(
      c,
      member,
      { fromMonth: months[0]!, toMonth: months[2]!, useMapping: false },
      {
        rows,
        rowCount: rows.length,
        fileName: `entitlements-${months[0]}_${months[2]}.csv`,
        fileSize: Buffer.byteLength(csv),
        fileHash: createHash('sha256').update(csv).digest('hex'),
        usedMapping: false,
      },
      'ko',
      { now: new Date(now.getTime() - 3 * 3600_000), seedKey: key },
    );
  });
}
