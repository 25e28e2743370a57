import { addMonths } from '@portal/contract';
import { inArray } from 'drizzle-orm';
import { companies } from '../db/schema/index';
import type { Db } from '../platform/db';
import { companyBillLines, finalizeMonth, koreaMonth, runMonth } from '../modules/billing';
import { actOnDisputeRecord, createDisputeRecord, findDisputesBySeedKeys, type DisputesContext } from '../modules/billing-disputes';
import { seedAuthOf, seedEngine } from './engine';

/**
 * The demo world's disputes of bill lines (decision 080), after its billing: 알파증권's bill of two months back is issued
 * (marked final by the provider administrator on the day of seeding), its member disputes two lines of it: a basic fee,
 * which the sales representative accepts for part of the line (a credit of ₩50,000 or the line, whichever is less), and
 * a variable fee line (another line when the month has none), still open on the desk's work queue. This month is then billed again, so
 * its bill carries the adjustment line "이의 조정 (M-2분)". Idempotent: seeded disputes are found by their keys.
 */
const KEYS = { accepted: 'C1001-dispute-accepted', open: 'C1001-dispute-open' } as const;

export async function seedBillingDisputes(db: Db, now = new Date()): Promise<void> {
  if ((await findDisputesBySeedKeys(db, Object.values(KEYS))).length) return;
  const [alpha, provider] = await db
    .select({ id: companies.id, code: companies.customerCode })
    .from(companies)
    .where(inArray(companies.customerCode, ['C1001', 'P0001']))
    .then((rows) => ['C1001', 'P0001'].map((code) => rows.find((r) => r.code === code)?.id));
  if (!alpha || !provider) return;
  const member = await seedAuthOf(db, 'member@alpha-securities.example', alpha);
  const sales = await seedAuthOf(db, 'sales@krx-data.example', provider);
  const admin = await seedAuthOf(db, 'admin@krx-data.example', provider);
  if (!member || !sales || !admin) return;

  const M = koreaMonth(now);
  const disputed = addMonths(M, -2);
  const lines = (await companyBillLines(db, alpha, disputed, 'ko')).filter((l) => l.amount > 0 && l.lineType !== 'ADJUSTMENT');
  // A basic fee for the accepted one, another line (a variable fee when there is one) for the open one.
  const basic = lines.find((l) => l.lineType === 'BASIC') ?? lines[0];
  const variable =
    lines.find((l) => l.lineType === 'VARIABLE' && l.lineId !== basic?.lineId) ?? lines.find((l) => l.lineId !== basic?.lineId);
  if (!basic || !variable) return;
  await finalizeMonth(db, disputed, admin.userId, 'ko', now).catch(() => undefined);

  const c: DisputesContext = { db, config: {}, workflow: seedEngine() };
  const accepted = await createDisputeRecord(
    c,
    member,
    alpha,
    {
      lineId: basic.lineId,
      reason: `${disputed} 기본 이용료가 계약 변경일 이후에도 변경 전 요금으로 청구되었습니다. 변경 계약서를 첨부합니다.`,
      fileUUIDs: [],
    },
    'ko',
    { now, seedKey: KEYS.accepted },
  );
  await actOnDisputeRecord(
    c,
    sales,
    accepted.request.id,
    'accept',
    {
      version: accepted.request.version,
      amount: Math.min(basic.amount, 50_000),
      reason: '변경 계약 적용일을 확인해 차액을 다음 청구서에서 차감합니다.',
    },
    { now },
  );
  await createDisputeRecord(
    c,
    member,
    alpha,
    {
      lineId: variable.lineId,
      reason: '월별 사용자 리포트에 신고한 단말 수보다 많은 수량이 청구되었습니다. 확인 부탁드립니다.',
      fileUUIDs: [],
    },
    'ko',
    { now, seedKey: KEYS.open },
  );
  // This month's bill carries the accepted credit.
  await runMonth(db, M, { startedBy: null, now });
}
