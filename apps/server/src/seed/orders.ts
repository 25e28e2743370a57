import { ZOrderForm, type TOrderFormInput, type TOrderProductLine, type TOrderRequestType } from '@portal/contract';
import { eq, inArray } from 'drizzle-orm';
import { companies, users } from '../db/schema/index';
import type { AuthContext } from '../platform/auth';
import type { Db } from '../platform/db';
import { WorkflowEngine } from '../platform/workflow';
import { endDueContracts } from '../modules/contracts';
import { addDays, koreaDay } from '../platform/clock';
import { rolesOf } from '../modules/identity';
import { actOnOrderRecord, createOrderRecord, findOrderBySeedKeys, updateOrderRecord, type OrdersContext } from '../modules/orders';
import { confirmResultOf } from '../modules/exchange-approvals';
import { seedOrderAgreements } from './order-agreements';
import { orderDocumentVersions, seedEngine } from './engine';

/**
 * The demo world of orders and contracts, made through the workflow engine and the orders area's
 * own calls, so every history, version and contract is what the portal itself would have written. For each customer
 * company (알파증권, 베타자산운용, Gamma): orders in every state (draft, submitted, received, returned with a reason
 * after a provider edit, reconfirmation requested, approved, cancelled); an active contract with a change in its
 * history, another active one with a change waiting for the desk, one with its termination scheduled and one terminated
 * (ended by the termination job); the staff's and the customers' notifications of every transition (unread). Dates are
 * days before or after the day of seeding, each step at a fixed Korean time.
 *
 * Idempotent: a company whose orders exist is left alone. Deterministic but for that day. The demo world carries no
 * uploaded files (the seed has no file storage), so its new orders are submitted without the signed contract documents
 * that the file rule asks of a customer (`demoWithoutFiles`).
 */

type Lines = TOrderProductLine[];

interface CompanyWorld {
  customerCode: string;
  lang: 'ko' | 'en';
  member: string;
  staff: string;
  address: string;
  broker: string;
  contacts: NonNullable<TOrderFormInput['contacts']>;
  products: { c1: Lines; c1Change: Lines; c2: Lines; c3: Lines; c4: Lines; c4Change: Lines; open: Lines };
  reasons: {
    return: string;
    reconfirm: string;
    cancel: string;
    terminateSoon: string;
    terminated: string;
    editMemo: string;
    exchangeReturn: string;
  };
}

const D = (productCode: string): TOrderProductLine => ({ productCode, useType: 'DIRECT' });
const I = (productCode: string): TOrderProductLine => ({ productCode, useType: 'INDIRECT' });
const S = (productCode: string): TOrderProductLine => ({ productCode, useType: 'SEMI_DIRECT' });

const WORLDS: CompanyWorld[] = [
  {
    customerCode: 'C1001',
    lang: 'ko',
    member: 'member@alpha-securities.example',
    staff: 'sales@krx-data.example',
    address: '서울특별시 영등포구 여의대로 108, 파크원 타워1 21층 전산실',
    broker: '알파증권',
    contacts: {
      order: {
        name: '김민준',
        department: '정보서비스팀',
        position: '과장',
        email: 'member@alpha-securities.example',
        phone: '+82-2-3774-1101',
      },
      billing: {
        name: '이서연',
        department: '재무팀',
        position: '대리',
        email: 'staff@alpha-securities.example',
        phone: '+82-2-3774-1102',
      },
      it: {
        name: '박지호',
        department: 'IT인프라팀',
        position: '차장',
        email: 'reporter@alpha-securities.example',
        phone: '+82-2-3774-1103',
      },
    },
    products: {
      c1: [D('KSP-RT-L1'), D('KSQ-RT-L1'), D('DRV-FUT-RT'), D('IDX-KRX-RT')],
      c1Change: [D('KSP-RT-L2'), D('KSQ-RT-L1'), D('DRV-FUT-RT'), D('DRV-OPT-RT'), D('IDX-KRX-RT')],
      c2: [D('KNX-RT-L1'), D('KNX-EOD')],
      c3: [D('BND-KTS-RT'), D('BND-CORP-EOD')],
      c4: [S('KSP-ETF-RT'), S('KSP-ETN-RT'), S('KSP-ELW-RT')],
      c4Change: [S('KSP-ETF-RT'), S('KSP-ETN-RT')],
      open: [D('KSP-DL'), D('KSQ-DL')],
    },
    reasons: {
      return: '계열사 지분율 증빙이 누락되었습니다. 지분 관계를 확인할 수 있는 서류를 첨부해 주세요.',
      reconfirm: '데이터피드 설치 주소와 접속 회선 수가 기존 계약과 다릅니다. 내용을 다시 확인해 주세요.',
      cancel: '내부 예산 일정이 바뀌어 신청을 취소합니다.',
      terminateSoon: '코넥스 시장 정보 서비스를 종료합니다.',
      terminated: '채권 시세 서비스를 다른 벤더 상품으로 전환했습니다.',
      editMemo: '접속 회선 수를 설치 확인서에 맞게 4회선으로 고쳤습니다.',
      exchangeReturn: '시세 재배포 범위가 계약서 별첨과 다릅니다. 별첨을 확인해 다시 제출해 주세요.',
    },
  },
  {
    customerCode: 'C1002',
    lang: 'ko',
    member: 'analyst@beta-am.example',
    staff: 'sales@krx-data.example',
    address: '서울특별시 중구 세종대로 136, 서울파이낸스센터 9층',
    broker: '알파증권',
    contacts: {
      order: { name: '최하은', department: '퀀트운용본부', position: '책임', email: 'analyst@beta-am.example', phone: '+82-2-768-2201' },
      billing: { name: '최하은', department: '퀀트운용본부', position: '책임', email: 'analyst@beta-am.example', phone: '+82-2-768-2201' },
      it: {
        name: '김민준',
        department: '시스템운영팀',
        position: '과장',
        email: 'member@alpha-securities.example',
        phone: '+82-2-768-2209',
      },
    },
    products: {
      c1: [I('KSP-DL'), I('KSQ-DL'), I('IDX-KRX-DL')],
      c1Change: [I('KSP-DL'), I('KSQ-DL'), I('IDX-KRX-DL'), I('IDX-K200-RT')],
      c2: [D('KSP-EOD'), D('KSQ-EOD')],
      c3: [D('DRV-BATCH'), D('IDX-BATCH')],
      c4: [D('IDX-KRX-RT'), D('IDX-K200-RT'), D('IDX-KRX-EOD')],
      c4Change: [D('IDX-KRX-RT'), D('IDX-KRX-EOD')],
      open: [I('DRV-FUT-DL'), I('DRV-OPT-DL')],
    },
    reasons: {
      return: '간접 이용 상품의 벤더가 계약서와 다릅니다. 벤더를 확인해 주세요.',
      reconfirm: '지수 산출 기준(실시간, 지연)을 다시 확인해 주세요.',
      cancel: '운용 전략 변경으로 신청하지 않기로 했습니다.',
      terminateSoon: '종가 정보는 사내 데이터베이스로 대체합니다.',
      terminated: '배치 파일 수신을 중단했습니다.',
      editMemo: '벤더 코드를 계약서의 벤더(코스콤)로 고쳤습니다.',
      exchangeReturn: '지수 이용 범위를 확인할 수 없습니다. 이용 목적을 적어 다시 제출해 주세요.',
    },
  },
  {
    customerCode: 'C2001',
    lang: 'en',
    member: 'ops@gamma-data.example',
    staff: 'admin@krx-data.example',
    address: '25 Canada Square, Canary Wharf, London E14 5LQ, United Kingdom',
    broker: 'Alpha Securities',
    contacts: {
      order: {
        name: 'Oliver Smith',
        department: 'Market Data Operations',
        position: 'Head',
        email: 'ops@gamma-data.example',
        phone: '+44-20-7946-0101',
      },
      billing: {
        name: 'Amelia Jones',
        department: 'Finance',
        position: 'Controller',
        email: 'billing@gamma-data.example',
        phone: '+44-20-7946-0102',
      },
      it: {
        name: 'Noah Brown',
        department: 'Infrastructure',
        position: 'Engineer',
        email: 'it@gamma-data.example',
        phone: '+44-20-7946-0103',
      },
    },
    products: {
      c1: [D('KSP-RT-L1'), D('KSP-RT-L2'), D('KSQ-RT-L1'), D('KSQ-RT-L2')],
      c1Change: [D('KSP-RT-L1'), D('KSP-RT-L2'), D('KSQ-RT-L1'), D('KSQ-RT-L2'), D('KNX-RT-L1')],
      c2: [D('DRV-FUT-RT'), D('DRV-OPT-RT')],
      c3: [D('KSP-BATCH'), D('KSQ-BATCH')],
      c4: [D('BND-KTS-RT'), D('BND-KTS-EOD'), D('BND-CORP-EOD')],
      c4Change: [D('BND-KTS-RT'), D('BND-CORP-EOD')],
      open: [D('IDX-KRX-RT'), D('IDX-K200-RT')],
    },
    reasons: {
      return: 'The affiliate list is missing the stake of Gamma Asia Pte. Please add it.',
      reconfirm: 'Please confirm the number of connections at the London site.',
      cancel: 'Our client postponed the project.',
      terminateSoon: 'We move derivatives data to our Singapore feed.',
      terminated: 'Batch files are replaced by the real-time feed.',
      editMemo: 'Corrected the number of connections to 3, as on the installation form.',
      exchangeReturn: 'The redistribution scope differs from the annex. Please check it and resubmit.',
    },
  },
];

/** Seeds the agreement documents, then the orders and contracts of each demo customer company. */
export async function seedOrders(db: Db): Promise<void> {
  await seedOrderAgreements(db);
  const engine = seedEngine();
  const now = new Date();
  // The agreement documents' versions in effect, read once for every submission of the world.
  const documentVersions = await orderDocumentVersions(db, now);
  for (const world of WORLDS) await seedCompany(db, engine, world, now, documentVersions);
  // Terminations whose due date has passed end as the job would end them.
  await endDueContracts(db, now);
}

async function authOf(db: Db, loginEmail: string, companyId: number): Promise<AuthContext | null> {
  const [user] = await db.select({ id: users.id }).from(users).where(eq(users.loginEmail, loginEmail));
  if (!user) return null;
  return { userId: user.id, companyId, roles: await rolesOf(db, user.id) };
}

async function seedCompany(
  db: Db,
  engine: WorkflowEngine,
  w: CompanyWorld,
  now: Date,
  documentVersions: Record<string, string>,
): Promise<void> {
  const key = (k: string) => `${w.customerCode}-${k}`;
  if ((await findOrderBySeedKeys(db, [key('c1-new')])).length) return;
  const found = await db
    .select({ id: companies.id, code: companies.customerCode })
    .from(companies)
    .where(inArray(companies.customerCode, [w.customerCode, 'P0001', 'X0001']));
  const companyId = found.find((c) => c.code === w.customerCode)?.id;
  const providerId = found.find((c) => c.code === 'P0001')?.id;
  const exchangeId = found.find((c) => c.code === 'X0001')?.id;
  if (!companyId || !providerId || !exchangeId) return;
  const member = await authOf(db, w.member, companyId);
  const staff = await authOf(db, w.staff, providerId);
  const reviewer = await authOf(db, 'reviewer@exchange.example', exchangeId);
  if (!member || !staff || !reviewer) return;

  const today = koreaDay(now);
  /** A moment `days` from the day of seeding, at a Korean wall-clock time. */
  const at = (days: number, hhmm = '10:00') => new Date(`${addDays(today, days)}T${hhmm}:00+09:00`);
  const day = (days: number) => addDays(today, days);

  await db.transaction(async (tx) => {
    const c: OrdersContext = { db: tx as unknown as Db, config: {}, workflow: engine };
    const base = (products: Lines, commencement: number | null): TOrderFormInput => ({
      commencementDate: commencement === null ? null : day(commencement),
      products,
      vendorCode: products.some((p) => p.useType === 'INDIRECT') ? 'KOSCOM' : null,
      installationAddress: products.some((p) => p.useType !== 'INDIRECT') ? w.address : undefined,
      connectionCount: products.some((p) => p.useType !== 'INDIRECT') ? 2 : null,
      brokerCompany: w.broker,
      distributionOptions: ['GENERAL'],
      contacts: w.contacts,
      cfdTrading: 'NONE',
      acceptedAgreements: ['FACILITATOR', 'TERMS_OF_USE', 'POLICY', 'NON_ACCOUNT', 'AFFIRMATION', 'PRICE_INFO', 'TECH_AGENT', 'PROMISE'],
    });
    const create = async (k: string, requestType: TOrderRequestType, form: TOrderFormInput, days: number) =>
      (
        await createOrderRecord(c, member, companyId, { requestType, form: ZOrderForm.parse(form) }, w.lang, {
          now: at(days, '09:30'),
          seedKey: key(k),
        })
      ).row.requestId;
    const versions = new Map<number, number>();
    const act = async (id: number, who: AuthContext, action: string, days: number, hhmm: string, reason?: string) => {
      const { row: order } = await actOnOrderRecord(c, who, id, action, { version: versions.get(id) ?? 1, reason }, w.lang, {
        now: at(days, hhmm),
        demoWithoutFiles: true,
        documentVersions,
      });
      versions.set(id, order.version);
      return order;
    };
    /** Submitted, received (or not), approved by the provider and sent to the exchange. */
    const toExchange = async (id: number, days: number, receive = true) => {
      await act(id, member, 'submit', days, '10:00');
      if (receive) await act(id, staff, 'receive', days + 1, '09:10');
      return act(id, staff, 'approve', days + (receive ? 2 : 1), '15:20');
    };
    /**
     * The whole approval: the provider's, then the exchange reviewer's final approval (which applies it to the contract)
     * the same afternoon; the provider confirms the result the next morning unless `confirm` is false.
     */
    const approveFlow = async (id: number, days: number, receive = true, confirm = true) => {
      await toExchange(id, days, receive);
      const done = days + (receive ? 2 : 1);
      const order = await act(id, reviewer, 'exchangeApprove', done, '17:40');
      if (confirm) await confirmResultOf(tx, id, staff.userId, at(done + 1, '09:05'));
      return order;
    };

    // C1: active, with a change in its history.
    // The service options and delivery protocols of the sales status flags: on C1 and C2.
    const c1 = await create(
      'c1-new',
      'NEW',
      { ...base(w.products.c1, -290), serviceOptions: ['OPEN_API', 'LICENCE'], deliveryProtocols: ['TCP'] },
      -300,
    );
    const c1Contract = (await approveFlow(c1, -299)).resultContractId!;
    const c1Change = await create(
      'c1-change',
      'CHANGE',
      { ...base(w.products.c1Change, -100), contractId: c1Contract, serviceOptions: ['OPEN_API', 'PB'], deliveryProtocols: ['TCP', 'FTP'] },
      -120,
    );
    await approveFlow(c1Change, -119, false);

    // C2: its termination scheduled (due in 45 days).
    const c2 = await create(
      'c2-new',
      'NEW',
      { ...base(w.products.c2, -190), serviceOptions: ['FUND_ADMIN'], deliveryProtocols: ['UDP'] },
      -200,
    );
    const c2Contract = (await approveFlow(c2, -199)).resultContractId!;
    const c2Term = await create(
      'c2-termination',
      'TERMINATION',
      { ...base([], null), contractId: c2Contract, terminationReason: w.reasons.terminateSoon, terminationDueDate: day(45) },
      -12,
    );
    await approveFlow(c2Term, -11);

    // C3: terminated (its due date passed 60 days ago; the termination job ends it below).
    const c3 = await create('c3-new', 'NEW', base(w.products.c3, -390), -400);
    const c3Contract = (await approveFlow(c3, -399, false)).resultContractId!;
    const c3Term = await create(
      'c3-termination',
      'TERMINATION',
      { ...base([], null), contractId: c3Contract, terminationReason: w.reasons.terminated, terminationDueDate: day(-60) },
      -130,
    );
    await approveFlow(c3Term, -129);

    // C4: active, a change received and waiting for the desk's decision.
    const c4 = await create('c4-new', 'NEW', base(w.products.c4, -30), -40);
    const c4Contract = (await approveFlow(c4, -39, true, false)).resultContractId!;
    const c4Change = await create('c4-change', 'CHANGE', { ...base(w.products.c4Change, 30), contractId: c4Contract }, -3);
    await act(c4Change, member, 'submit', -2, '11:00');
    await act(c4Change, staff, 'receive', -1, '09:40');

    // Waiting for the exchange: a new order of each company; Beta's change of C1 and Gamma's
    // termination of C1 (both contracts stay as they are until the reviewer approves).
    const waitingNew = await create('exchange-new', 'NEW', base(w.products.open, 35), -6);
    await toExchange(waitingNew, -5);
    if (w.customerCode === 'C1002') {
      const c1Next = await create('c1-change-2', 'CHANGE', { ...base(w.products.c1, 20), contractId: c1Contract }, -4);
      await toExchange(c1Next, -3, false);
    }
    if (w.customerCode === 'C2001') {
      const c1Term = await create(
        'c1-termination',
        'TERMINATION',
        { ...base([], null), contractId: c1Contract, terminationReason: w.reasons.terminateSoon, terminationDueDate: day(90) },
        -4,
      );
      await toExchange(c1Term, -3, false);
    }
    // Alpha's order the exchange returned: back with the customer, the reviewer's reason kept.
    if (w.customerCode === 'C1001') {
      const bounced = await create('exchange-returned', 'NEW', base(w.products.open, 40), -10);
      await toExchange(bounced, -9);
      await act(bounced, reviewer, 'exchangeReject', -6, '14:30', w.reasons.exchangeReturn);
    }

    // New orders in the other states.
    await create(
      'draft',
      'NEW',
      { ...base(w.products.open, 21), contacts: { order: w.contacts.order, billing: {}, it: {} }, acceptedAgreements: [] },
      -1,
    );
    const submitted = await create('submitted', 'NEW', base(w.products.open, 20), -5);
    await act(submitted, member, 'submit', -4, '16:30');

    const returned = await create(
      'returned',
      'NEW',
      {
        ...base(w.products.open, 25),
        affiliateExtension: true,
        affiliates: [
          {
            name: w.lang === 'ko' ? '알파자산운용' : 'Gamma Asia Pte. Ltd.',
            relationship: w.lang === 'ko' ? '자회사' : 'Subsidiary',
            stakePercent: 80,
          },
        ],
      },
      -15,
    );
    await act(returned, member, 'submit', -14, '10:20');
    const edited = await updateOrderRecord(
      c,
      staff,
      returned,
      {
        version: versions.get(returned)!,
        form: ZOrderForm.parse({
          ...base(w.products.open, 25),
          connectionCount: w.lang === 'ko' ? 4 : 3,
          affiliateExtension: true,
          affiliates: [
            {
              name: w.lang === 'ko' ? '알파자산운용' : 'Gamma Asia Pte. Ltd.',
              relationship: w.lang === 'ko' ? '자회사' : 'Subsidiary',
              stakePercent: 80,
            },
          ],
        }),
        memo: w.reasons.editMemo,
      },
      { now: at(-13, '11:00') },
    );
    versions.set(returned, edited.row.version);
    await act(returned, staff, 'return', -13, '11:05', w.reasons.return);

    const reconfirm = await create('reconfirm', 'NEW', base(w.products.open, 28), -8);
    await act(reconfirm, member, 'submit', -7, '14:00');
    await act(reconfirm, staff, 'receive', -6, '09:30');
    await act(reconfirm, staff, 'requestReconfirm', -5, '17:10', w.reasons.reconfirm);

    const cancelled = await create('cancelled', 'NEW', base(w.products.open, 10), -25);
    await act(cancelled, member, 'submit', -24, '13:00');
    await act(cancelled, member, 'cancel', -22, '09:00', w.reasons.cancel);
  });
}
