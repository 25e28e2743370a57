import { addMonths, type TUserReportDraftRow } from '@portal/contract';
import { inArray } from 'drizzle-orm';
import { companies } from '../db/schema/index';
import type { AuthContext } from '../platform/auth';
import type { Db } from '../platform/db';
import { AppError } from '../platform/errors';
import { type WorkflowActor } from '../platform/workflow';
import { koreaDay } from '../platform/clock';
import { koreaMonth, runMonth } from '../modules/billing';
import { actOnReportRecord, createReportRecord, findReportBySeedKeys, reportActor, type ReportsContext } from '../modules/user-reports';
import { inReportingWindow, seedAuthOf, seedEngine } from './engine';

/**
 * The demo world's billing: approved monthly user reports for the months the user-report world
 * leaves empty, so each demo customer has variable fees over the last 12 months (알파증권 M-12..M-7, 베타자산운용
 * M-12..M-5, Gamma M-12..M-5 and M-2, its M-4 left overdue; M is the month of seeding), one correction approved this month that lowers Gamma's M-2
 * report (a negative correction line "Correction (for M-2)"), then the billing run of M-12..M (the nightly job keeps the
 * current and the previous month up to date). Reports are made through the area's own calls on a clock set inside each
 * month's reporting window, as seed/user-reports.ts does. Idempotent: seeded reports are found by their keys, a month
 * whose figures are unchanged is not rewritten.
 */

const PRODUCTS = ['KSP-RT-L1', 'KSQ-RT-L1', 'KSP-DL'];

function rowsFor(lang: 'ko' | 'en', n: number, salt: number): TUserReportDraftRow[] {
  const names =
    lang === 'ko'
      ? ['김하늘', '이도현', '박서윤', '최민재', '정유진', '강지훈', '조수민', '윤태양', '장예린', '임건우']
      : ['Emma Wilson', 'James Taylor', 'Olivia Brown', 'Liam Davies', 'Sophia Evans', 'Noah Thomas'];
  return Array.from({ length: n }, (_, i) => ({
    provisionMethod: i % 3 === 2 ? 'DATAFEED' : 'TERMINAL',
    useCategory: i % 5 === 4 ? '152' : '151',
    accountNumber: `${lang === 'ko' ? '110' : '220'}-${String(1000 + ((i * 41 + salt * 7) % 9000)).padStart(4, '0')}`,
    billingCode: `BC${String(((i + salt) % 20) + 1).padStart(2, '0')}`,
    variableFeeItem: i % 3 === 2 ? 'USER' : 'TERMINAL',
    productCode: PRODUCTS[(i + salt) % PRODUCTS.length]!,
    vendorProductName: lang === 'ko' ? '알파 HTS' : 'Gamma Terminal',
    subscriberName: names[i % names.length]!,
    subscriberId: `B${String(salt * 100 + i + 1).padStart(5, '0')}`,
    address: lang === 'ko' ? (i % 4 === 3 ? '부산광역시 남구 문현금융로 40' : '서울특별시 영등포구 여의대로 108') : '25 Canada Square',
    city: lang === 'ko' ? (i % 4 === 3 ? '부산' : '서울') : 'London',
    region: lang === 'ko' ? (i % 4 === 3 ? '남구' : '영등포구') : 'Canary Wharf',
    country: lang === 'ko' ? 'KR' : 'GB',
    quantity: 1 + ((i + salt) % 3),
  }));
}

export const BILLING_SEED_MONTHS = 12;

export async function seedBilling(db: Db, now = new Date()): Promise<void> {
  const M = koreaMonth(now);
  await seedBillingReports(db, now);
  for (let n = BILLING_SEED_MONTHS; n >= 0; n -= 1)
    await runMonth(db, addMonths(M, -n), { startedBy: null, now }).catch((err: unknown) => {
      // A month made FINAL since the first seed (the clearances' seed closes one) stays as it is: a second start of the
      // server (a cluster's other process, a restart) seeds again and must not stop on it.
      if (err instanceof AppError && err.code === 'BIL1N4091') return;
      throw err;
    });
}

async function seedBillingReports(db: Db, now: Date): Promise<void> {
  if ((await findReportBySeedKeys(db, ['C2001-bill-correction'])).length) return;
  const found = await db
    .select({ id: companies.id, code: companies.customerCode })
    .from(companies)
    .where(inArray(companies.customerCode, ['C1001', 'C1002', 'C2001', 'P0001']));
  const id = (code: string) => found.find((c) => c.code === code)?.id;
  const [alpha, beta, gamma, provider] = [id('C1001'), id('C1002'), id('C2001'), id('P0001')];
  if (!alpha || !beta || !gamma || !provider) return;
  const member = await seedAuthOf(db, 'member@alpha-securities.example', alpha);
  const analyst = await seedAuthOf(db, 'analyst@beta-am.example', beta);
  const memberBeta = await seedAuthOf(db, 'member@alpha-securities.example', beta);
  const gammaOps = await seedAuthOf(db, 'ops@gamma-data.example', gamma);
  const sales = await seedAuthOf(db, 'sales@krx-data.example', provider);
  const admin = await seedAuthOf(db, 'admin@krx-data.example', provider);
  if (!member || !analyst || !memberBeta || !gammaOps || !sales || !admin) return;

  const engine = seedEngine({ notify: false });
  const M = koreaMonth(now);

  await db.transaction(async (tx) => {
    const c: ReportsContext = { db: tx as unknown as Db, config: {}, workflow: engine };
    const versions = new Map<number, number>();
    const actors = new Map<AuthContext, WorkflowActor>();
    const actorOf = async (a: AuthContext) => actors.get(a) ?? actors.set(a, await reportActor(tx, a)).get(a)!;
    const create = async (
      key: string,
      who: AuthContext,
      month: string,
      rows: TUserReportDraftRow[],
      at: Date,
      extra: { type?: 'MONTHLY' | 'CORRECTION'; correctsReportId?: number; correctionReason?: string } = {},
    ) => {
      const { row } = await createReportRecord(
        c,
        who,
        await actorOf(who),
        {
          type: extra.type ?? 'MONTHLY',
          reportMonth: extra.type === 'CORRECTION' ? undefined : month,
          correctsReportId: extra.correctsReportId,
          memo: '',
          correctionReason: extra.correctionReason,
          method: 'MANUAL',
          rows,
          copyRows: false,
        },
        { now: at, seedKey: key },
      );
      versions.set(row.requestId, row.version);
      return row.requestId;
    };
    const act = async (reportId: number, who: AuthContext, action: string, at: Date, lang: 'ko' | 'en') => {
      const { row } = await actOnReportRecord(
        c,
        await actorOf(who),
        reportId,
        action,
        { version: versions.get(reportId)!, attested: true },
        lang,
        { now: at },
      );
      versions.set(reportId, row.version);
    };
    const m = (n: number) => addMonths(M, -n);

    // 알파증권: M-12..M-7 (M-6 is the user-report world's cancelled one; M-5..M-3 approved there).
    for (let n = BILLING_SEED_MONTHS; n >= 7; n -= 1) {
      const r = await create(`C1001-bill-ur-${n}`, member, m(n), rowsFor('ko', 8 + (n % 4), 30 + n), inReportingWindow(m(n), 3, '09:00'));
      await act(r, member, 'submit', inReportingWindow(m(n), 5), 'ko');
      await act(r, n % 2 ? admin : sales, 'approve', inReportingWindow(m(n), 9), 'ko');
    }
    // 베타자산운용 (four-eyes): M-12..M-5.
    for (let n = BILLING_SEED_MONTHS; n >= 5; n -= 1) {
      const r = await create(`C1002-bill-ur-${n}`, analyst, m(n), rowsFor('ko', 5 + (n % 3), 50 + n), inReportingWindow(m(n), 2));
      await act(r, analyst, 'submitForInternal', inReportingWindow(m(n), 3), 'ko');
      await act(r, memberBeta, 'approveInternal', inReportingWindow(m(n), 4), 'ko');
      await act(r, sales, 'approve', inReportingWindow(m(n), 8), 'ko');
    }
    // Gamma: M-12..M-5, and M-2 (M-3 and M-1 are the user-report world's; M-2 is the month its correction corrects, so
    // the user-report world's approved M-3 stays open to a correction from the screen). M-4 stays unfiled: the calendar's
    // overdue month and a missing report on the exceptions dashboard.
    for (const n of [...Array.from({ length: BILLING_SEED_MONTHS - 4 }, (_, i) => BILLING_SEED_MONTHS - i), 2]) {
      const r = await create(`C2001-bill-ur-${n}`, gammaOps, m(n), rowsFor('en', 5 + (n % 2), 70 + n), inReportingWindow(m(n), 2));
      await act(r, gammaOps, 'submit', inReportingWindow(m(n), 6), 'en');
      await act(r, admin, 'approve', inReportingWindow(m(n), 10), 'en');
    }
    // Gamma's correction of M-2, approved this month: two terminals fewer (a negative correction line in M's bill).
    const [gammaM2] = await findReportBySeedKeys(tx, ['C2001-bill-ur-2']);
    if (gammaM2) {
      const today = koreaDay(now);
      const early = new Date(Math.max(new Date(`${today}T00:10:00+09:00`).getTime(), now.getTime() - 3 * 3600_000));
      const fewer = rowsFor('en', 5, 72).slice(0, 3);
      const correction = await create('C2001-bill-correction', gammaOps, m(2), fewer, early, {
        type: 'CORRECTION',
        correctsReportId: gammaM2.requestId,
        correctionReason: 'Two terminals in London were cancelled at the start of the month and should not have been reported.',
      });
      await act(correction, gammaOps, 'submit', new Date(early.getTime() + 60_000), 'en');
      await act(correction, admin, 'approve', new Date(early.getTime() + 120_000), 'en');
    }
  });
}
