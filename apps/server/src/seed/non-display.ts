import {
  NON_DISPLAY_COMMITMENT_CODES,
  ORDER_AGREEMENTS,
  ZNonDisplayForm,
  ZOrderForm,
  type TNonDisplayFormInput,
  type TOrderFormInput,
} from '@portal/contract';
import { inArray } from 'drizzle-orm';
import { companies } from '../db/schema/index';
import type { AuthContext } from '../platform/auth';
import type { Db } from '../platform/db';
import type { WorkflowEngine } from '../platform/workflow';
import { orderDocumentVersions, seedAuthOf, seedEngine } from './engine';
import { addDays, koreaDay } from '../platform/clock';
import {
  actOnDeclarationRecord,
  createDeclarationRecord,
  findDeclarationBySeedKeys,
  updateDeclarationRecord,
  type NonDisplayContext,
} from '../modules/non-display';
import { confirmResultOf } from '../modules/exchange-approvals';
import { actOnOrderRecord, createOrderRecord, type OrdersContext } from '../modules/orders';

/**
 * The demo world of non-display usage declarations, made through the engine and the area's own
 * calls, so every history and version is what the portal would have written. For 알파증권 (Korean) and Gamma (English):
 * a new order form declaring non-display use for each declaration, and declarations in every state: a draft, one
 * submitted whose purposes do not match its order (flagged for the desk), one with reconfirmation requested (reason),
 * one approved, one approved then changed and approved again (two revisions; its order form submitted afterwards, waiting
 * for the desk), one being changed, one rejected (reason) and one discarded. Dates are days before the day of seeding.
 *
 * Idempotent: a company whose declarations exist is left alone.
 */

interface World {
  customerCode: string;
  lang: 'ko' | 'en';
  member: string;
  staff: string;
  confirmation: NonNullable<TNonDisplayFormInput['confirmation']>;
  order: Pick<TOrderFormInput, 'installationAddress' | 'brokerCompany' | 'contacts'>;
  reasons: { reconfirm: string; reject: string };
}

const WORLDS: World[] = [
  {
    customerCode: 'C1001',
    lang: 'ko',
    member: 'member@alpha-securities.example',
    staff: 'sales@krx-data.example',
    confirmation: { company: '알파증권', manager: '김민준', email: 'member@alpha-securities.example', position: '과장' },
    order: {
      installationAddress: '서울특별시 영등포구 여의대로 108, 파크원 타워1 21층 전산실',
      brokerCompany: '알파증권',
      contacts: {
        order: { name: '김민준', email: 'member@alpha-securities.example', phone: '+82-2-3774-1101' },
        billing: { name: '이서연', email: 'staff@alpha-securities.example', phone: '+82-2-3774-1102' },
        it: { name: '박지호', email: 'reporter@alpha-securities.example', phone: '+82-2-3774-1103' },
      },
    },
    reasons: {
      reconfirm: '주문서에는 리스크 관리 용도가 있는데 기타 용도의 애플리케이션 수가 없습니다. 다시 확인해 주세요.',
      reject: '이 주문서는 비조회형 이용이 없는 주문서로 변경되었습니다. 새 주문서로 다시 신고해 주세요.',
    },
  },
  {
    customerCode: 'C2001',
    lang: 'en',
    member: 'ops@gamma-data.example',
    staff: 'admin@krx-data.example',
    confirmation: { company: 'Gamma Data Ltd.', manager: 'Oliver Smith', email: 'ops@gamma-data.example', position: 'Head' },
    order: {
      installationAddress: '25 Canada Square, Canary Wharf, London E14 5LQ, United Kingdom',
      brokerCompany: 'Alpha Securities',
      contacts: {
        order: { name: 'Oliver Smith', email: 'ops@gamma-data.example', phone: '+44-20-7946-0101' },
        billing: { name: 'Amelia Jones', email: 'billing@gamma-data.example', phone: '+44-20-7946-0102' },
        it: { name: 'Noah Brown', email: 'it@gamma-data.example', phone: '+44-20-7946-0103' },
      },
    },
    reasons: {
      reconfirm: 'The order form declares risk management use, but the declaration has no other-purpose applications. Please check.',
      reject: 'The order form no longer declares non-display use. Please file again with the new order form.',
    },
  },
];

export async function seedNonDisplay(db: Db): Promise<void> {
  const engine = seedEngine();
  const now = new Date();
  const documentVersions = await orderDocumentVersions(db, now);
  for (const world of WORLDS) await seedCompany(db, engine, world, now, documentVersions);
}

async function seedCompany(db: Db, engine: WorkflowEngine, w: World, now: Date, documentVersions: Record<string, string>): Promise<void> {
  const key = (k: string) => `${w.customerCode}-nd-${k}`;
  if ((await findDeclarationBySeedKeys(db, [key('draft')])).length) return;
  const found = await db
    .select({ id: companies.id, code: companies.customerCode })
    .from(companies)
    .where(inArray(companies.customerCode, [w.customerCode, 'P0001', 'X0001']));
  const companyId = found.find((c) => c.code === w.customerCode)?.id;
  const providerId = found.find((c) => c.code === 'P0001')?.id;
  const exchangeId = found.find((c) => c.code === 'X0001')?.id;
  if (!companyId || !providerId || !exchangeId) return;
  const member = await seedAuthOf(db, w.member, companyId);
  const staff = await seedAuthOf(db, w.staff, providerId);
  const reviewer = await seedAuthOf(db, 'reviewer@exchange.example', exchangeId);
  if (!member || !staff || !reviewer) return;
  const today = koreaDay(now);
  const at = (days: number, hhmm = '10:00') => new Date(`${addDays(today, days)}T${hhmm}:00+09:00`);
  const day = (days: number) => addDays(today, days);

  await db.transaction(async (tx) => {
    const oc: OrdersContext = { db: tx as unknown as Db, config: {}, workflow: engine };
    const nc: NonDisplayContext = { db: tx as unknown as Db, config: {}, workflow: engine };
    const order = async (k: string, uses: TOrderFormInput['nonDisplayUses'], days: number) =>
      (
        await createOrderRecord(
          oc,
          member,
          companyId,
          {
            requestType: 'NEW',
            form: ZOrderForm.parse({
              commencementDate: day(30),
              products: [
                { productCode: 'KSP-RT-L1', useType: 'DIRECT' },
                { productCode: 'KSQ-RT-L1', useType: 'DIRECT' },
              ],
              connectionCount: 2,
              distributionOptions: ['GENERAL'],
              nonDisplayUses: uses,
              cfdTrading: 'NONE',
              acceptedAgreements: ORDER_AGREEMENTS.map((a) => a.code),
              ...w.order,
            }),
          },
          w.lang,
          { now: at(days, '09:00'), seedKey: key(`order-${k}`) },
        )
      ).row;
    const form = (trading: number, other: number, effective: number, extra: Partial<TNonDisplayFormInput> = {}) =>
      ZNonDisplayForm.parse({
        use: 'USE',
        purposes: { TRADING: { applications: trading, chargeHold: false }, OTHER: { applications: other, chargeHold: false } },
        effectiveDate: day(effective),
        acceptedCommitments: NON_DISPLAY_COMMITMENT_CODES,
        confirmation: { ...w.confirmation, date: day(effective - 20) },
        ...extra,
      });
    const versions = new Map<number, number>();
    const declare = async (k: string, orderId: number, f: ReturnType<typeof form>, days: number) => {
      const { row } = await createDeclarationRecord(nc, member, companyId, { orderId, form: f }, w.lang, {
        now: at(days, '09:30'),
        seedKey: key(k),
      });
      versions.set(row.requestId, row.version);
      return row.requestId;
    };
    const act = async (id: number, who: AuthContext, action: string, days: number, hhmm: string, reason?: string) => {
      const { row } = await actOnDeclarationRecord(nc, who, id, action, { version: versions.get(id)!, reason }, w.lang, {
        now: at(days, hhmm),
      });
      versions.set(id, row.version);
    };
    /** The provider's approval, then the exchange reviewer's final one that afternoon; the provider confirms the result. */
    const approve = async (id: number, days: number, hhmm: string, confirm = true) => {
      await act(id, staff, 'approve', days, hhmm);
      await act(id, reviewer, 'exchangeApprove', days, '17:30');
      if (confirm) await confirmResultOf(tx, id, staff.userId, at(days + 1, '09:10'));
    };
    const edit = async (id: number, f: ReturnType<typeof form>, days: number) => {
      const { row } = await updateDeclarationRecord(nc, member, id, { version: versions.get(id)!, form: f }, { now: at(days, '11:00') });
      versions.set(id, row.version);
    };

    // A draft (a trading declaration not yet submitted).
    await declare('draft', (await order('draft', ['TRADING'], -2)).requestId, form(1, 0, 20, { acceptedCommitments: [] }), -1);

    // Submitted, but its order also declares quantitative analysis: flagged for the desk.
    const flagged = await declare('submitted', (await order('submitted', ['TRADING', 'QUANT_ANALYSIS'], -5)).requestId, form(3, 0, 15), -4);
    await act(flagged, member, 'submit', -4, '15:00');

    // Reconfirmation requested with a reason.
    const reconfirm = await declare(
      'reconfirm',
      (await order('reconfirm', ['TRADING', 'RISK_MANAGEMENT'], -9)).requestId,
      form(2, 0, 10),
      -8,
    );
    await act(reconfirm, member, 'submit', -8, '14:00');
    await act(reconfirm, staff, 'requestReconfirm', -6, '10:30', w.reasons.reconfirm);

    // Approved.
    const approved = await declare('approved', (await order('approved', ['PORTFOLIO_MANAGEMENT'], -40)).requestId, form(0, 1, -10), -39);
    await act(approved, member, 'submit', -39, '16:00');
    await approve(approved, -37, '11:20');

    // Approved, then changed (a second revision) and approved again; its order was submitted once the declaration was filed.
    const twoOrder = await order('two-revisions', ['TRADING', 'RISK_MANAGEMENT'], -70);
    const two = await declare('two-revisions', twoOrder.requestId, form(1, 1, -30), -69);
    await act(two, member, 'submit', -69, '13:00');
    await approve(two, -67, '10:00');
    await act(two, member, 'revise', -20, '09:40');
    await edit(two, form(3, 1, -5), -20);
    await act(two, member, 'submit', -20, '10:10');
    await approve(two, -18, '15:00', false);
    // The order form, filed with its declaration, is submitted now: it waits for the desk.
    await actOnOrderRecord(oc, member, twoOrder.requestId, 'submit', { version: twoOrder.version }, w.lang, {
      now: at(-2, '13:30'),
      demoWithoutFiles: true,
      documentVersions,
    });

    // Approved, and a change in progress.
    const revising = await declare('revising', (await order('revising', ['TRADING'], -60)).requestId, form(1, 0, -20), -59);
    await act(revising, member, 'submit', -59, '10:00');
    await approve(revising, -58, '14:00');
    await act(revising, member, 'revise', -1, '16:00');
    await edit(revising, form(4, 0, 10), -1);

    // Approved by the provider and waiting for the exchange's final approval.
    const waiting = await declare('exchange-waiting', (await order('exchange-waiting', ['TRADING'], -7)).requestId, form(2, 1, 20), -6);
    await act(waiting, member, 'submit', -6, '10:40');
    await act(waiting, staff, 'approve', -3, '15:30');

    // Rejected with a reason.
    const rejected = await declare('rejected', (await order('rejected', ['ORIGINAL_WORKS'], -30)).requestId, form(0, 2, 0), -29);
    await act(rejected, member, 'submit', -29, '11:00');
    await act(rejected, staff, 'reject', -27, '16:40', w.reasons.reject);

    // A draft discarded.
    const discarded = await declare('cancelled', (await order('cancelled', ['TRADING'], -12)).requestId, form(1, 0, 5), -12);
    await act(discarded, member, 'cancel', -11, '09:15');
  });
}
