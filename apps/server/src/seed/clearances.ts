import { inArray } from 'drizzle-orm';
import { companies } from '../db/schema/index';
import type { Db } from '../platform/db';
import {
  actOnClearanceRecord,
  clearanceCandidates,
  createClearanceRecord,
  findClearanceBySeedKeys,
  type ClearancesContext,
} from '../modules/clearances';
import { seedAuthOf, seedEngine } from './engine';

/**
 * The demo world of clearances (decision 082), made through the area's own calls and the engine after the
 * reconciliations' world (its accepted reconciliations): the first accepted reconciliation of a customer other than
 * 알파증권 (else 알파증권's) is prepared by the sales representative, accepted by the customer and issued by the
 * exchange reviewer (its letter stored with its hash; its period closed); the next one is prepared and waits on the
 * customer. Left out of the tests' world (like the exceptions'): an issued clearance closes months whose corrections
 * other areas' tests file. Idempotent: nothing is made when a seeded clearance exists.
 */

const KEYS = { issued: 'clearance-issued', offered: 'clearance-offered' } as const;

/** The customer member who answers a clearance, per demo company. */
const MEMBERS: Record<string, { email: string; lang: 'ko' | 'en' }> = {
  C1001: { email: 'member@alpha-securities.example', lang: 'ko' },
  C1002: { email: 'analyst@beta-am.example', lang: 'ko' },
  C2001: { email: 'ops@gamma-data.example', lang: 'en' },
};

const NOTES = {
  ko: '정정 기간이 지난 월의 차이를 정산 단가로 계산했습니다. 확인 후 수락해 주세요.',
  en: 'The differences of the months outside the correction window are priced by the billing rules. Please review and accept.',
};

export async function seedClearances(db: Db): Promise<void> {
  if ((await findClearanceBySeedKeys(db, Object.values(KEYS))).length) return;
  const found = await db
    .select({ id: companies.id, code: companies.customerCode })
    .from(companies)
    .where(inArray(companies.customerCode, [...Object.keys(MEMBERS), 'P0001', 'X0001']));
  const codeOf = new Map(found.map((c) => [c.id, c.code ?? '']));
  const providerId = found.find((c) => c.code === 'P0001')?.id;
  const exchangeId = found.find((c) => c.code === 'X0001')?.id;
  if (!providerId || !exchangeId) return;
  const engine = seedEngine();
  const c: ClearancesContext = { db, config: {}, workflow: engine };
  const candidates = (await clearanceCandidates(c, undefined, 'ko')).items.filter((r) => MEMBERS[codeOf.get(r.companyId) ?? '']);
  if (!candidates.length) return;
  const sales = await seedAuthOf(db, 'sales@krx-data.example', providerId);
  const reviewer = await seedAuthOf(db, 'reviewer@exchange.example', exchangeId);
  if (!sales || !reviewer) return;
  // The issued one: another customer than 알파증권 when there is one (알파증권's months stay open for the demo's corrections).
  const first = candidates.find((r) => codeOf.get(r.companyId) !== 'C1001') ?? candidates[0]!;
  const second = candidates.find((r) => r.reconciliationId !== first.reconciliationId);

  const lang = (companyId: number) => MEMBERS[codeOf.get(companyId) ?? '']!.lang;
  const issued = await createClearanceRecord(
    c,
    sales,
    { reconciliationId: first.reconciliationId, note: NOTES[lang(first.companyId)] },
    { seedKey: KEYS.issued },
  );
  const member = await seedAuthOf(db, MEMBERS[codeOf.get(first.companyId)!]!.email, first.companyId);
  if (member) {
    const accepted = await actOnClearanceRecord(c, member, issued.row.requestId, 'accept', { version: issued.row.version });
    await actOnClearanceRecord(c, reviewer, accepted.row.requestId, 'issue', { version: accepted.row.version });
  }
  if (second)
    await createClearanceRecord(
      c,
      sales,
      { reconciliationId: second.reconciliationId, note: NOTES[lang(second.companyId)] },
      { seedKey: KEYS.offered },
    );
}
