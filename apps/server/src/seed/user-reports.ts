import { addMonths, ROLE, type TUserReportDraftRow } from '@portal/contract';
import { eq, inArray } from 'drizzle-orm';
import { companies } from '../db/schema/index';
import type { AuthContext } from '../platform/auth';
import type { Db } from '../platform/db';
import { type WorkflowActor } from '../platform/workflow';
import { koreaDay } from '../platform/clock';
import {
  actOnReportRecord,
  createReportRecord,
  findReportBySeedKeys,
  mapProxy,
  reportActor,
  type ReportsContext,
} from '../modules/user-reports';
import { findReportSettings, upsertReportSettings } from '../modules/user-reports';
import { ensureDefaultForm } from '../modules/user-reports';
import { reportSheet } from '../modules/user-reports';
import type { ObjectStorage } from '../platform/storage';
import { demoLifeDates, insertDemoUser } from './identity';
import { agreeToLatestTerms, enrolDemoAuthenticator } from './accounts';
import { upsertTemplates } from '../platform/templates';
import { REMINDER_MAIL_TEMPLATES } from '../modules/user-reports';
import { inReportingWindow, seedAuthOf, seedEngine } from './engine';

/**
 * The demo world of monthly user reports, made through the area's own calls and the engine on a clock set to
 * each moment (submissions inside their month's reporting window), so every history is what the portal would have
 * written. Months count back from the month of seeding (M):
 * - 알파증권 (Korean): M-5 and M-4 approved, M-3 approved and corrected this month (the correction waits for the desk),
 *   M-2 returned for information with a question, M-1 a saved draft (due while the window is open), a cancelled M-6.
 * - 베타자산운용 (four-eyes on): M-4 made by the proxy reporter (박지호 of 알파증권), approved inside the firm and by
 *   the desk; M-3 rejected with a reason; M-2 waiting for internal approval; M-1 not started (due, then overdue).
 * - Gamma (English): M-3 approved, M-2 never filed (overdue), M-1 submitted by the proxy reporter.
 * - 델타투자자문: not subject to user reports (the exemption page, with a reason and a contact).
 * The proxy reporter of 알파증권 reports for 베타자산운용 and Gamma. Idempotent: a company whose reports exist is left alone.
 */

const PRODUCTS = ['KSP-RT-L1', 'KSQ-RT-L1', 'KSP-DL'];

export function rowsFor(lang: 'ko' | 'en', n: number, salt: number): TUserReportDraftRow[] {
  const names =
    lang === 'ko'
      ? ['김하늘', '이도현', '박서윤', '최민재', '정유진', '강지훈', '조수민', '윤태양', '장예린', '임건우', '한소희', '오세진']
      : ['Emma Wilson', 'James Taylor', 'Olivia Brown', 'Liam Davies', 'Sophia Evans', 'Noah Thomas', 'Ava Roberts', 'Lucas Walker'];
  return Array.from({ length: n }, (_, i) => ({
    provisionMethod: i % 3 === 2 ? 'DATAFEED' : 'TERMINAL',
    useCategory: i % 4 === 3 ? '152' : '151',
    accountNumber: `${lang === 'ko' ? '110' : '220'}-${String(1000 + ((i * 37 + salt) % 9000)).padStart(4, '0')}`,
    billingCode: `BC${String(((i + salt) % 20) + 1).padStart(2, '0')}`,
    variableFeeItem: i % 3 === 2 ? 'USER' : 'TERMINAL',
    productCode: PRODUCTS[(i + salt) % PRODUCTS.length]!,
    vendorProductName: lang === 'ko' ? '알파 HTS' : 'Gamma Terminal',
    subscriberName: names[i % names.length]!,
    subscriberId: `S${String(salt * 100 + i + 1).padStart(5, '0')}`,
    address: lang === 'ko' ? '서울특별시 영등포구 여의대로 108' : '25 Canada Square',
    city: lang === 'ko' ? '서울' : 'London',
    region: lang === 'ko' ? '영등포구' : 'Canary Wharf',
    country: lang === 'ko' ? 'KR' : 'GB',
    quantity: 1 + ((i + salt) % 4),
  }));
}

const EXEMPT = { key: 'delta', companyName: '델타투자자문', companyNameEn: 'Delta Investment Advisory', customerCode: 'C1003' };
const EXEMPT_USER = 'compliance@delta-advisory.example';

export async function seedUserReports(db: Db): Promise<void> {
  const found = await db
    .select({ id: companies.id, code: companies.customerCode })
    .from(companies)
    .where(inArray(companies.customerCode, ['C1001', 'C1002', 'C2001', 'P0001']));
  const id = (code: string) => found.find((c) => c.code === code)?.id;
  const [alpha, beta, gamma, provider] = [id('C1001'), id('C1002'), id('C2001'), id('P0001')];
  await upsertTemplates(db, REMINDER_MAIL_TEMPLATES);
  if (!alpha || !beta || !gamma || !provider) return;
  await seedExempt(db);
  const reporter = await seedAuthOf(db, 'reporter@alpha-securities.example', alpha);
  if (reporter) {
    await mapProxy(db, reporter.userId, beta);
    await mapProxy(db, reporter.userId, gamma);
  }
  // Four-eyes at 베타자산운용, set once (a later change by the company stays).
  if (!(await findReportSettings(db, beta))) await upsertReportSettings(db, { companyId: beta, fourEyes: true });
  if ((await findReportBySeedKeys(db, ['C1001-ur-approved-5'])).length) return;

  const engine = seedEngine();
  const M = koreaDay(new Date()).slice(0, 7);

  const member = await seedAuthOf(db, 'member@alpha-securities.example', alpha);
  const memberBeta = await seedAuthOf(db, 'member@alpha-securities.example', beta);
  const analyst = await seedAuthOf(db, 'analyst@beta-am.example', beta);
  const gammaOps = await seedAuthOf(db, 'ops@gamma-data.example', gamma);
  const sales = await seedAuthOf(db, 'sales@krx-data.example', provider);
  const admin = await seedAuthOf(db, 'admin@krx-data.example', provider);
  if (!member || !memberBeta || !analyst || !gammaOps || !sales || !admin || !reporter) return;

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
      extra: {
        companyId?: number;
        type?: 'MONTHLY' | 'CORRECTION';
        correctsReportId?: number;
        correctionReason?: string;
        memo?: string;
      } = {},
    ) => {
      const { row } = await createReportRecord(
        c,
        who,
        await actorOf(who),
        {
          type: extra.type ?? 'MONTHLY',
          reportMonth: extra.type === 'CORRECTION' ? undefined : month,
          correctsReportId: extra.correctsReportId,
          companyId: extra.companyId,
          memo: extra.memo ?? '',
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
    const act = async (reportId: number, who: AuthContext, action: string, at: Date, lang: 'ko' | 'en', reason?: string) => {
      const { row } = await actOnReportRecord(
        c,
        await actorOf(who),
        reportId,
        action,
        { version: versions.get(reportId)!, reason, attested: true },
        lang,
        { now: at },
      );
      versions.set(reportId, row.version);
    };

    // 알파증권
    const m = (n: number) => addMonths(M, -n);
    for (const n of [5, 4, 3]) {
      const r = await create(`C1001-ur-approved-${n}`, member, m(n), rowsFor('ko', 10 + n, n), inReportingWindow(m(n), 3, '09:00'));
      await act(r, member, 'submit', inReportingWindow(m(n), 5), 'ko');
      await act(r, n === 4 ? admin : sales, 'approve', inReportingWindow(m(n), 8), 'ko');
    }
    const approved3 = (await findReportBySeedKeys(tx, ['C1001-ur-approved-3']))[0]!.requestId;
    const now = new Date();
    const correction = await create('C1001-ur-correction', member, m(3), rowsFor('ko', 14, 3), new Date(now.getTime() - 2 * 3600_000), {
      type: 'CORRECTION',
      correctsReportId: approved3,
      correctionReason: '단말기 2대가 누락되어 수량을 정정합니다.',
    });
    await act(correction, member, 'submit', new Date(now.getTime() - 3600_000), 'ko');
    const info = await create('C1001-ur-info', member, m(2), rowsFor('ko', 9, 2), inReportingWindow(m(2), 2));
    await act(info, member, 'submit', inReportingWindow(m(2), 4), 'ko');
    await act(
      info,
      sales,
      'requestInfo',
      inReportingWindow(m(2), 6),
      'ko',
      'KSP-DL 상품의 가입자 수가 지난달보다 크게 늘었습니다. 늘어난 사유를 알려 주세요.',
    );
    await create('C1001-ur-draft', member, m(1), rowsFor('ko', 8, 1), inReportingWindow(m(1), 1, '09:30'));
    const cancelled = await create('C1001-ur-cancelled', member, m(6), rowsFor('ko', 5, 6), inReportingWindow(m(6), 2));
    await act(cancelled, member, 'cancel', inReportingWindow(m(6), 3), 'ko', '신고 월을 잘못 선택했습니다.');

    // 베타자산운용 (four-eyes)
    const proxied = await create('C1002-ur-proxy-approved', reporter, m(4), rowsFor('ko', 7, 14), inReportingWindow(m(4), 2), {
      companyId: beta,
    });
    await act(proxied, reporter, 'submitForInternal', inReportingWindow(m(4), 3), 'ko');
    await act(proxied, analyst, 'approveInternal', inReportingWindow(m(4), 4), 'ko');
    await act(proxied, sales, 'approve', inReportingWindow(m(4), 7), 'ko');
    const rejected = await create('C1002-ur-rejected', analyst, m(3), rowsFor('ko', 6, 13), inReportingWindow(m(3), 2));
    await act(rejected, analyst, 'submitForInternal', inReportingWindow(m(3), 3), 'ko');
    await act(rejected, memberBeta, 'approveInternal', inReportingWindow(m(3), 4), 'ko');
    await act(
      rejected,
      admin,
      'reject',
      inReportingWindow(m(3), 9),
      'ko',
      '이용 구분 155(지수 산출)로 신고해야 할 행이 151로 신고되었습니다. 고쳐서 다시 제출해 주세요.',
    );
    const awaiting = await create('C1002-ur-awaiting', analyst, m(2), rowsFor('ko', 6, 12), inReportingWindow(m(2), 3));
    await act(awaiting, analyst, 'submitForInternal', inReportingWindow(m(2), 5), 'ko');

    // Gamma (English); M-2 is never filed (overdue)
    const gApproved = await create('C2001-ur-approved', gammaOps, m(3), rowsFor('en', 6, 23), inReportingWindow(m(3), 2));
    await act(gApproved, gammaOps, 'submit', inReportingWindow(m(3), 6), 'en');
    await act(gApproved, admin, 'approve', inReportingWindow(m(3), 10), 'en');
    const gProxy = await create('C2001-ur-proxy-submitted', reporter, m(1), rowsFor('en', 5, 21), inReportingWindow(m(1), 1, '09:00'), {
      companyId: gamma,
    });
    await act(gProxy, reporter, 'submit', inReportingWindow(m(1), 1, '09:10'), 'en');
  });
}

/** 델타투자자문: a customer not subject to user reports, with one member who sees the exemption page. */
async function seedExempt(db: Db): Promise<void> {
  const [found] = await db.select({ id: companies.id }).from(companies).where(eq(companies.customerCode, EXEMPT.customerCode));
  const companyId =
    found?.id ??
    (
      await db
        .insert(companies)
        .values({
          companyName: EXEMPT.companyName,
          companyNameEn: EXEMPT.companyNameEn,
          nationCode: 'KR',
          customerCode: EXEMPT.customerCode,
        })
        .returning({ id: companies.id })
    )[0]!.id;
  await insertDemoUser(
    db,
    {
      loginEmail: EXEMPT_USER,
      firstName: '가은',
      lastName: '서',
      officePhone: '+82-2-6000-3101',
      mailLanguageCode: '01',
      status: 'ACTIVE',
      emailConsentYn: 'Y',
      ...demoLifeDates(200),
      lastLoginAt: new Date(),
    },
    [ROLE.customer],
    [{ companyId }],
  );
  // Agreed to the latest terms as every demo member did (seed/accounts.ts), so their calls are not refused for the terms.
  await agreeToLatestTerms(db, [EXEMPT_USER]);
  // Enrolled with its demo key as the other demo members: journeys sign it in, none enrols it (a second would be refused).
  await enrolDemoAuthenticator(db, EXEMPT_USER);
  if (!(await findReportSettings(db, companyId)))
    await upsertReportSettings(db, {
      companyId,
      exempt: true,
      exemptReason: '시세정보를 내부 리서치 용도로만 이용하는 정액 계약 고객으로, 월간 사용자 리포트 제출 대상이 아닙니다.',
      contactName: '정도윤',
      contactEmail: 'sales@krx-data.example',
      contactPhone: '+82-2-3774-9001',
    });
}

/**
 * The generated default report form, stored through the platform storage when none is on file (or its object is gone):
 * run at start with the demo world (main.ts), where the storage of the running server is known. Answers whether it stored one.
 */
export async function seedUserReportForm(db: Db, storage: ObjectStorage, now = new Date()): Promise<boolean> {
  return ensureDefaultForm(db, storage, reportSheet, now);
}
