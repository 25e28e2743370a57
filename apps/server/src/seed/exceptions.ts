import {
  NON_DISPLAY_COMMITMENT_CODES,
  ORDER_AGREEMENTS,
  ZNonDisplayForm,
  ZOrderForm,
  type TNonDisplayFormInput,
  type TOrderFormInput,
  type TOrderProductLine,
} from '@portal/contract';
import { inArray } from 'drizzle-orm';
import { companies } from '../db/schema/index';
import type { AuthContext } from '../platform/auth';
import type { Db } from '../platform/db';
import type { WorkflowEngine } from '../platform/workflow';
import { orderDocumentVersions, seedAuthOf, seedEngine } from './engine';
import { addDays, koreaDay } from '../platform/clock';
import { actOnDeclarationRecord, createDeclarationRecord, type NonDisplayContext } from '../modules/non-display';
import { actOnOrderRecord, createOrderRecord, findOrderBySeedKeys, type OrdersContext } from '../modules/orders';

/**
 * The demo world's exceptions (decision 049), made through the orders' and the declarations' own
 * calls after the other seeds, so each kind of the dashboard has entries whatever else the demo holds. For 알파증권
 * (Korean) and Gamma (English): a contract whose termination is due in 18 days (CONTRACT_ENDING), a new order submitted
 * 10 days ago and still waiting for the desk (STALE_REQUEST with the default 7 days), an approved declaration whose
 * tiers disagree with its order's non-display uses and one on charge hold for 120 days (NON_DISPLAY_MISMATCH). The
 * missing monthly reports and the reports of uncontracted products come from the orders' and the reports' demo worlds
 * themselves. Dates are days before or after the day of seeding.
 *
 * Where a workflow sends an approved document to the exchange's stage, the reviewer approves it
 * too, so the contract and the declarations take effect. Idempotent: a company whose exceptions exist is left alone.
 */

interface World {
  customerCode: string;
  lang: 'ko' | 'en';
  member: string;
  staff: string;
  product: string;
  order: Pick<TOrderFormInput, 'installationAddress' | 'brokerCompany' | 'contacts'>;
  confirmation: NonNullable<TNonDisplayFormInput['confirmation']>;
  reason: string;
}

const WORLDS: World[] = [
  {
    customerCode: 'C1001',
    lang: 'ko',
    member: 'member@alpha-securities.example',
    staff: 'sales@krx-data.example',
    product: 'IDX-KRX-EOD',
    order: {
      installationAddress: '서울특별시 영등포구 여의대로 108, 파크원 타워1 21층 전산실',
      brokerCompany: '알파증권',
      contacts: {
        order: { name: '김민준', email: 'member@alpha-securities.example', phone: '+82-2-3774-1101' },
        billing: { name: '이서연', email: 'staff@alpha-securities.example', phone: '+82-2-3774-1102' },
        it: { name: '박지호', email: 'reporter@alpha-securities.example', phone: '+82-2-3774-1103' },
      },
    },
    confirmation: { company: '알파증권', manager: '김민준', email: 'member@alpha-securities.example', position: '과장' },
    reason: '지수 종가 정보를 자체 산출 데이터로 대체합니다.',
  },
  {
    customerCode: 'C2001',
    lang: 'en',
    member: 'ops@gamma-data.example',
    staff: 'admin@krx-data.example',
    product: 'IDX-KRX-EOD',
    order: {
      installationAddress: '25 Canada Square, Canary Wharf, London E14 5LQ, United Kingdom',
      brokerCompany: 'Alpha Securities',
      contacts: {
        order: { name: 'Oliver Smith', email: 'ops@gamma-data.example', phone: '+44-20-7946-0101' },
        billing: { name: 'Amelia Jones', email: 'billing@gamma-data.example', phone: '+44-20-7946-0102' },
        it: { name: 'Noah Brown', email: 'it@gamma-data.example', phone: '+44-20-7946-0103' },
      },
    },
    confirmation: { company: 'Gamma Data Ltd.', manager: 'Oliver Smith', email: 'ops@gamma-data.example', position: 'Head' },
    reason: 'The index end-of-day data moves to our own calculation.',
  },
];

/** The reviewer's final approval, where the workflow has the exchange's stage. */
const EXCHANGE_STAGE = 'EXCHANGE_REVIEW';
const EXCHANGE_APPROVE = 'exchangeApprove';

export async function seedExceptions(db: Db): Promise<void> {
  const engine = seedEngine();
  const now = new Date();
  const documentVersions = await orderDocumentVersions(db, now);
  for (const world of WORLDS) await seedCompany(db, engine, world, now, documentVersions);
}

async function seedCompany(db: Db, engine: WorkflowEngine, w: World, now: Date, documentVersions: Record<string, string>): Promise<void> {
  const key = (k: string) => `${w.customerCode}-exc-${k}`;
  if ((await findOrderBySeedKeys(db, [key('ending-new')])).length) return;
  const found = await db
    .select({ id: companies.id, code: companies.customerCode })
    .from(companies)
    .where(inArray(companies.customerCode, [w.customerCode, 'P0001', 'X0001']));
  const idOf = (code: string) => found.find((c) => c.code === code)?.id;
  const companyId = idOf(w.customerCode);
  if (!companyId || !idOf('P0001')) return;
  const member = await seedAuthOf(db, w.member, companyId);
  const staff = await seedAuthOf(db, w.staff, idOf('P0001')!);
  const reviewer = idOf('X0001') ? await seedAuthOf(db, 'reviewer@exchange.example', idOf('X0001')!) : null;
  if (!member || !staff) return;
  const today = koreaDay(now);
  const at = (days: number, hhmm = '10:00') => new Date(`${addDays(today, days)}T${hhmm}:00+09:00`);
  const day = (days: number) => addDays(today, days);
  const D = (productCode: string): TOrderProductLine => ({ productCode, useType: 'DIRECT' });

  await db.transaction(async (tx) => {
    const oc: OrdersContext = { db: tx as unknown as Db, config: {}, workflow: engine };
    const nc: NonDisplayContext = { db: tx as unknown as Db, config: {}, workflow: engine };
    const orderForm = (extra: Partial<TOrderFormInput>): TOrderFormInput => ({
      commencementDate: null,
      products: [],
      connectionCount: 2,
      distributionOptions: ['GENERAL'],
      cfdTrading: 'NONE',
      acceptedAgreements: ORDER_AGREEMENTS.map((a) => a.code),
      ...w.order,
      ...extra,
    });
    const createOrder = async (k: string, requestType: 'NEW' | 'TERMINATION', form: TOrderFormInput, days: number) =>
      (
        await createOrderRecord(oc, member, companyId, { requestType, form: ZOrderForm.parse(form) }, w.lang, {
          now: at(days, '09:30'),
          seedKey: key(k),
        })
      ).row;
    const orderVersions = new Map<number, number>();
    const actOrder = async (id: number, who: AuthContext, action: string, days: number, hhmm: string) => {
      const { row: order } = await actOnOrderRecord(oc, who, id, action, { version: orderVersions.get(id) ?? 1 }, w.lang, {
        now: at(days, hhmm),
        demoWithoutFiles: true,
        documentVersions,
      });
      orderVersions.set(id, order.version);
      return order;
    };
    const approveOrder = async (id: number, days: number) => {
      await actOrder(id, member, 'submit', days, '10:00');
      await actOrder(id, staff, 'receive', days + 1, '09:10');
      let order = await actOrder(id, staff, 'approve', days + 2, '15:20');
      if (order.state === EXCHANGE_STAGE && reviewer) order = await actOrder(id, reviewer, EXCHANGE_APPROVE, days + 3, '11:00');
      return order;
    };

    // CONTRACT_ENDING: a contract begun 100 days ago whose termination is due in 18 days.
    const ending = await createOrder('ending-new', 'NEW', orderForm({ commencementDate: day(-100), products: [D(w.product)] }), -110);
    const contractId = (await approveOrder(ending.requestId, -109)).resultContractId;
    if (contractId) {
      const term = await createOrder(
        'ending-termination',
        'TERMINATION',
        orderForm({ contractId, terminationReason: w.reason, terminationDueDate: day(18) } as Partial<TOrderFormInput>),
        -6,
      );
      await approveOrder(term.requestId, -5);
    }

    // STALE_REQUEST: a new order submitted 10 days ago, still waiting for the desk.
    const stale = await createOrder('stale', 'NEW', orderForm({ commencementDate: day(20), products: [D('KSQ-EOD')] }), -11);
    await actOrder(stale.requestId, member, 'submit', -10, '14:00');

    // NON_DISPLAY_MISMATCH: declarations approved against orders whose non-display uses they do not match.
    const declarationVersions = new Map<number, number>();
    const actDeclaration = async (id: number, who: AuthContext, action: string, days: number, hhmm: string) => {
      const { row } = await actOnDeclarationRecord(nc, who, id, action, { version: declarationVersions.get(id)! }, w.lang, {
        now: at(days, hhmm),
      });
      declarationVersions.set(id, row.version);
      return row;
    };
    const declare = async (
      k: string,
      uses: TOrderFormInput['nonDisplayUses'],
      purposes: TNonDisplayFormInput['purposes'],
      effective: number,
      days: number,
    ) => {
      const order = await createOrder(
        `order-${k}`,
        'NEW',
        orderForm({
          commencementDate: day(30),
          products: [D('KSP-RT-L1'), D('KSQ-RT-L1')],
          nonDisplayUses: uses,
        }),
        days - 1,
      );
      const form = ZNonDisplayForm.parse({
        use: 'USE',
        purposes,
        effectiveDate: day(effective),
        acceptedCommitments: NON_DISPLAY_COMMITMENT_CODES,
        confirmation: { ...w.confirmation, date: day(effective - 5) },
      });
      const { row } = await createDeclarationRecord(nc, member, companyId, { orderId: order.requestId, form }, w.lang, {
        now: at(days, '09:30'),
        seedKey: key(k),
      });
      declarationVersions.set(row.requestId, row.version);
      await actDeclaration(row.requestId, member, 'submit', days, '15:00');
      const approved = await actDeclaration(row.requestId, staff, 'approve', days + 1, '11:20');
      if (approved.state === EXCHANGE_STAGE && reviewer) await actDeclaration(row.requestId, reviewer, EXCHANGE_APPROVE, days + 2, '10:00');
    };
    // The order declares trading use only; the declaration gives other purposes two applications and trading none.
    await declare(
      'mismatch',
      ['TRADING'],
      { TRADING: { applications: 0, chargeHold: false }, OTHER: { applications: 2, chargeHold: false } },
      -40,
      -45,
    );
    // Risk management use on charge hold since 120 days ago (the hold is for at most 90 days).
    await declare(
      'charge-hold',
      ['RISK_MANAGEMENT'],
      { TRADING: { applications: 0, chargeHold: false }, OTHER: { applications: 1, chargeHold: true } },
      -120,
      -125,
    );
  });
}
