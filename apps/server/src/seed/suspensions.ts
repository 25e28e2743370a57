import { and, asc, eq, inArray } from 'drizzle-orm';
import { companies, contracts, users } from '../db/schema/index';
import type { AuthContext } from '../platform/auth';
import type { Db } from '../platform/db';
import { WorkflowEngine } from '../platform/workflow';
import { contractProductsOf } from '../modules/contracts';
import { addDays, koreaDay } from '../platform/clock';
import { rolesOf } from '../modules/identity';
import { actOnSuspensionRecord, createSuspensionRecord, findSuspensionBySeedKeys, type SuspensionsContext } from '../modules/suspensions';
import { seedEngine } from './engine';

/**
 * The demo world of suspension requests, made through the workflow engine and the suspensions
 * area's own calls after the orders' world (its contracts). For each customer company (알파증권, 베타자산운용, Gamma)
 * on its two active contracts: a request in every state (requested; received; a change received with a shorter
 * period; approved for later; returned with a reason; cancelled by the member) and one approved whose period has
 * passed. 알파증권's first contract has one approved suspension running today (two days ago to five days ahead): that
 * contract shows as suspended. Dates are days before or after the day of seeding.
 *
 * Idempotent: a company whose suspensions exist is left alone.
 */

interface World {
  customerCode: string;
  lang: 'ko' | 'en';
  member: string;
  staff: string;
  running: boolean;
  reasons: { request: string; change: string; return: string; cancel: string; past: string; running: string };
}

const WORLDS: World[] = [
  {
    customerCode: 'C1001',
    lang: 'ko',
    member: 'member@alpha-securities.example',
    staff: 'sales@krx-data.example',
    running: true,
    reasons: {
      request: '본사 전산실 이전 공사 기간 동안 시세 수신을 멈춥니다.',
      change: '이전 공사 일정이 닷새로 줄어 기간을 줄였습니다.',
      return: '같은 기간에 계약 변경 주문서가 진행 중입니다. 변경이 끝난 뒤 다시 신청해 주세요.',
      cancel: '공사 일정이 미뤄져 신청을 취소합니다.',
      past: '연말 시스템 점검 기간 동안 수신을 멈췄습니다.',
      running: '데이터센터 전원 설비 교체로 수신 서버를 내립니다.',
    },
  },
  {
    customerCode: 'C1002',
    lang: 'ko',
    member: 'analyst@beta-am.example',
    staff: 'sales@krx-data.example',
    running: false,
    reasons: {
      request: '펀드 청산 기간 동안 지연 시세를 쓰지 않습니다.',
      change: '청산 일정이 앞당겨져 종료일을 당겼습니다.',
      return: '신청한 상품이 해당 기간에 이용 중이 아닙니다. 상품을 확인해 주세요.',
      cancel: '운용 계획이 바뀌어 신청하지 않기로 했습니다.',
      past: '사무실 이전 기간 동안 수신을 멈췄습니다.',
      running: '',
    },
  },
  {
    customerCode: 'C2001',
    lang: 'en',
    member: 'ops@gamma-data.example',
    staff: 'sales@krx-data.example',
    running: false,
    reasons: {
      request: 'Our Seoul feed handlers are moved to a new rack during this period.',
      change: 'The rack move takes five days, not ten: the period was shortened.',
      return: 'A change order for this contract is in progress. Please request again once it is approved.',
      cancel: 'The migration was postponed.',
      past: 'Year-end maintenance of our distribution platform.',
      running: '',
    },
  },
];

/** Seeds the suspension requests of each demo customer company (after the orders' world). */
export async function seedSuspensions(db: Db): Promise<void> {
  const engine = seedEngine();
  const now = new Date();
  for (const world of WORLDS) await seedCompany(db, engine, world, now);
}

async function authOf(db: Db, loginEmail: string, companyId: number): Promise<AuthContext | null> {
  const [user] = await db.select({ id: users.id }).from(users).where(eq(users.loginEmail, loginEmail));
  if (!user) return null;
  return { userId: user.id, companyId, roles: await rolesOf(db, user.id) };
}

async function seedCompany(db: Db, engine: WorkflowEngine, w: World, now: Date): Promise<void> {
  const key = (k: string) => `${w.customerCode}-susp-${k}`;
  if ((await findSuspensionBySeedKeys(db, [key('requested')])).length) return;
  const found = await db
    .select({ id: companies.id, code: companies.customerCode })
    .from(companies)
    .where(inArray(companies.customerCode, [w.customerCode, 'P0001']));
  const companyId = found.find((c) => c.code === w.customerCode)?.id;
  const providerId = found.find((c) => c.code === 'P0001')?.id;
  if (!companyId || !providerId) return;
  const member = await authOf(db, w.member, companyId);
  const staff = await authOf(db, w.staff, providerId);
  if (!member || !staff) return;
  // The company's active contracts, oldest first (the orders' world: C1 with a change in its history, then C4).
  const active = await db
    .select({ id: contracts.id })
    .from(contracts)
    .where(and(eq(contracts.companyId, companyId), eq(contracts.status, 'ACTIVE')))
    .orderBy(asc(contracts.contractDate), asc(contracts.id))
    .limit(2);
  if (active.length < 2) return;

  const today = koreaDay(now);
  const at = (days: number, hhmm = '10:00') => new Date(`${addDays(today, days)}T${hhmm}:00+09:00`);
  const day = (days: number) => addDays(today, days);
  /** Products in use under a contract from `days` on, open-ended (so any later period is covered). */
  const productsOf = async (contractId: number, days: number) =>
    (await contractProductsOf(db, contractId))
      .filter((p) => p.effectiveFrom <= day(days) && p.effectiveTo === null)
      .map((p) => p.productCode);
  const [c1, c4] = [active[0]!.id, active[1]!.id];
  const c1Products = await productsOf(c1, -40);
  const c4Products = await productsOf(c4, -10);
  if (c1Products.length < 2 || c4Products.length < 2) return;

  await db.transaction(async (tx) => {
    const c: SuspensionsContext = { db: tx as unknown as Db, config: {}, workflow: engine };
    const versions = new Map<number, number>();
    const create = async (k: string, contractId: number, productCode: string, from: number, to: number, days: number, reason: string) => {
      const { row } = await createSuspensionRecord(
        c,
        member,
        companyId,
        { contractId, productCode, periodFrom: day(from), periodTo: day(to), reason },
        w.lang,
        { now: at(days, '09:30'), seedKey: key(k) },
      );
      versions.set(row.requestId, row.version);
      return row.requestId;
    };
    const act = async (
      id: number,
      who: AuthContext,
      action: string,
      days: number,
      hhmm: string,
      extra: { reason?: string; periodFrom?: string; periodTo?: string; memo?: string } = {},
    ) => {
      const { row } = await actOnSuspensionRecord(c, who, id, action, { version: versions.get(id)!, ...extra }, w.lang, {
        now: at(days, hhmm),
      });
      versions.set(id, row.version);
    };
    const memo = w.lang === 'ko' ? '고객 담당자와 통화해 일정을 확인했습니다.' : 'Confirmed the dates with the customer by phone.';

    // An approved suspension whose period has passed.
    const past = await create('past', c1, c1Products[1]!, -30, -21, -35, w.reasons.past);
    await act(past, staff, 'receive', -34, '09:10');
    await act(past, staff, 'approve', -33, '15:00');

    // Running today (알파증권 only): the contract shows as suspended.
    if (w.running) {
      const running = await create('running', c1, c1Products[0]!, -2, 5, -6, w.reasons.running);
      await act(running, staff, 'receive', -5, '09:20', { memo });
      await act(running, staff, 'approve', -4, '14:00');
    }

    // Requested, waiting for the desk.
    await create('requested', c4, c4Products[0]!, 20, 24, -1, w.reasons.request);

    // Received.
    const received = await create('received', c1, c1Products[1]!, 30, 34, -3, w.reasons.request);
    await act(received, staff, 'receive', -2, '10:40');

    // A change received: the period shortened with the change reason (in approval).
    const changed = await create('changed', c4, c4Products[1]!, 40, 49, -5, w.reasons.request);
    await act(changed, staff, 'receive', -4, '09:50');
    await act(changed, staff, 'receiveChange', -3, '16:10', { reason: w.reasons.change, periodTo: day(44) });

    // Approved for later.
    const later = await create('approved', c1, c1Products[0]!, 60, 62, -7, w.reasons.request);
    await act(later, staff, 'receive', -6, '11:00');
    await act(later, staff, 'approve', -6, '17:30');

    // Returned with a reason.
    const returned = await create('returned', c1, c1Products[1]!, 10, 12, -10, w.reasons.request);
    await act(returned, staff, 'return', -9, '13:20', { reason: w.reasons.return });

    // Cancelled by the member before approval.
    const cancelled = await create('cancelled', c4, c4Products[0]!, 5, 7, -8, w.reasons.request);
    await act(cancelled, member, 'cancel', -7, '08:50', { reason: w.reasons.cancel });
  });
}
