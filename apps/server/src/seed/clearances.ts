import { createHash } from 'node:crypto';
import { addMonths, type TEntitlementRow } from '@portal/contract';
import { inArray } from 'drizzle-orm';
import { companies } from '../db/schema/index';
import type { AuthContext } from '../platform/auth';
import { koreaDay } from '../platform/clock';
import type { Db } from '../platform/db';
import { actOnClearanceRecord, createClearanceRecord, findClearanceBySeedKeys, type ClearancesContext } from '../modules/clearances';
import { actOnReconciliationRecord, createReconciliationRecord, type ReconciliationsContext } from '../modules/reconciliations';
import { seedAuthOf, seedEngine } from './engine';

/**
 * The demo world of clearances (decision 082), made through the areas' own calls and the engine after the
 * reconciliations' world. Two customers' members uploaded an extract for a past period (months long outside the
 * correction window, M the month of seeding), submitted it, and the sales representative accepted it:
 * - Gamma (English), M-9..M-8: three then two users of KOSPI real-time quotes (Level 1), professional use, never
 *   reported. Its clearance was prepared, accepted by the customer and issued by the exchange reviewer: the letter is
 *   stored with its hash and the months are closed.
 * - 알파증권 (Korean), M-8..M-7: two then one user of the same product. Its clearance waits on the customer.
 * Left out of the tests' world (like the exceptions'), whose reports and clearances the tests make themselves.
 * Idempotent: nothing is made when a seeded clearance exists.
 */

const KEYS = { issued: 'C2001-clearance-issued', offered: 'C1001-clearance-offered' } as const;

interface World {
  code: string;
  member: string;
  lang: 'ko' | 'en';
  /** Months back from M: the period's first and last. */
  from: number;
  to: number;
  /** Users entitled in each month of the period. */
  users: number[];
  names: string[];
  note: string;
  key: string;
}

const WORLDS: World[] = [
  {
    code: 'C2001',
    member: 'ops@gamma-data.example',
    lang: 'en',
    from: 9,
    to: 8,
    users: [3, 2],
    names: ['Ava Lee', 'Noah Kim', 'Mia Park'],
    note: 'The differences of the months outside the correction window are priced by the billing rules. Please review and accept.',
    key: KEYS.issued,
  },
  {
    code: 'C1001',
    member: 'member@alpha-securities.example',
    lang: 'ko',
    from: 8,
    to: 7,
    users: [2, 1],
    names: ['김하늘', '이도현'],
    note: '정정 기간이 지난 월의 차이를 정산 단가로 계산했습니다. 확인 후 수락해 주세요.',
    key: KEYS.offered,
  },
];

/** The extract of a world: one row per user, entitled from the 10th of its first month to the 20th of its last. */
function extractOf(w: World, months: string[]) {
  const rows: TEntitlementRow[] = [];
  for (let u = 0; u < Math.max(...w.users); u++) {
    const on = months.filter((_, i) => u < w.users[i]!);
    if (!on.length) continue;
    rows.push({
      row: rows.length + 2,
      entityId: `${w.code}-U${String(u + 1).padStart(3, '0')}`,
      name: w.names[u % w.names.length]!,
      productCode: 'KSP-RT-L1',
      useCategory: '151',
      startDate: `${on[0]}-10`,
      endDate: `${on.at(-1)}-20`,
      location: 'KR Seoul',
    });
  }
  const csv = rows.map((r) => [r.entityId, r.name, r.productCode, r.useCategory, r.startDate, r.endDate, r.location].join(',')).join('\n');
  return {
    rows,
    rowCount: rows.length,
    fileName: `entitlements-${months[0]}_${months.at(-1)}.csv`,
    fileSize: Buffer.byteLength(csv),
    fileHash: createHash('sha256').update(csv).digest('hex'),
    usedMapping: false,
  };
}

export async function seedClearances(db: Db): Promise<void> {
  if ((await findClearanceBySeedKeys(db, Object.values(KEYS))).length) return;
  const found = await db
    .select({ id: companies.id, code: companies.customerCode })
    .from(companies)
    .where(inArray(companies.customerCode, [...WORLDS.map((w) => w.code), 'P0001', 'X0001']));
  const idOf = (code: string) => found.find((c) => c.code === code)?.id;
  const providerId = idOf('P0001');
  const exchangeId = idOf('X0001');
  if (!providerId || !exchangeId) return;
  const sales = await seedAuthOf(db, 'sales@krx-data.example', providerId);
  const reviewer = await seedAuthOf(db, 'reviewer@exchange.example', exchangeId);
  if (!sales || !reviewer) return;
  const engine = seedEngine();
  const M = koreaDay(new Date()).slice(0, 7);

  for (const w of WORLDS) {
    const companyId = idOf(w.code);
    const member = companyId ? await seedAuthOf(db, w.member, companyId) : null;
    if (!companyId || !member) continue;
    const months: string[] = [];
    for (let n = w.from; n >= w.to; n--) months.push(addMonths(M, -n));
    await db.transaction(async (tx) => {
      const rc: ReconciliationsContext = { db: tx as unknown as Db, config: {}, workflow: engine };
      const c: ClearancesContext = { db: tx as unknown as Db, config: {}, workflow: engine };
      const reconciliation = await createReconciliationRecord(
        rc,
        member,
        { fromMonth: months[0]!, toMonth: months.at(-1)!, useMapping: false },
        extractOf(w, months),
        w.lang,
      );
      const submitted = await actOnReconciliationRecord(rc, member, reconciliation.row.requestId, 'submit', {
        version: reconciliation.row.version,
      });
      await actOnReconciliationRecord(rc, sales, submitted.row.requestId, 'accept', { version: submitted.row.version });
      const offered = await createClearanceRecord(
        c,
        sales,
        { reconciliationId: reconciliation.row.requestId, note: w.note },
        { seedKey: w.key },
      );
      if (w.key !== KEYS.issued) return;
      const accepted = await actOnClearanceRecord(c, member as AuthContext, offered.row.requestId, 'accept', {
        version: offered.row.version,
      });
      await actOnClearanceRecord(c, reviewer, accepted.row.requestId, 'issue', { version: accepted.row.version });
    });
  }
}
