import type { TOtherReportItem, TOtherReportValue } from '@portal/contract';
import { eq, inArray } from 'drizzle-orm';
import { companies, users } from '../db/schema/index';
import type { AuthContext } from '../platform/auth';
import type { Db } from '../platform/db';
import { WorkflowEngine } from '../platform/workflow';
import { searchContracts } from '../modules/contracts';
import { addDays, koreaDay } from '../platform/clock';
import { rolesOf } from '../modules/identity';
import {
  actOnOtherReportRecord,
  createOtherReportRecord,
  findOtherReportBySeedKeys,
  type OtherReportsContext,
} from '../modules/other-reports';
import { seedEngine } from './engine';

/**
 * The demo world of other reported items, made through the area's own calls and the workflow
 * engine, so every history and current value is what the portal itself would have written. For 알파증권 (Korean) and
 * Gamma (English), on their newest active contract: two contact changes applied at once, an installation address
 * approved, a broker company rejected with a reason, a mailing address received by the desk and a billing address
 * waiting (both in the work queue). Idempotent: a company whose changes exist is left alone.
 */

interface World {
  customerCode: string;
  lang: 'ko' | 'en';
  member: string;
  steps: {
    key: string;
    item: TOtherReportItem;
    value: TOtherReportValue;
    days: number;
    then?: { action: 'receive' | 'approve' | 'reject'; days: number; reason?: string }[];
  }[];
}

const WORLDS: World[] = [
  {
    customerCode: 'C1001',
    lang: 'ko',
    member: 'member@alpha-securities.example',
    steps: [
      {
        key: 'it-contact',
        item: 'itContact',
        value: {
          name: '한도윤',
          department: 'IT인프라팀',
          position: '차장',
          email: 'reporter@alpha-securities.example',
          phone: '+82-2-3774-1113',
        },
        days: -20,
      },
      {
        key: 'installation',
        item: 'installationAddress',
        value: '서울특별시 영등포구 국제금융로 10, 서울국제금융센터 원IFC 17층 전산실',
        days: -12,
        then: [
          { action: 'receive', days: -11 },
          { action: 'approve', days: -10 },
        ],
      },
      {
        key: 'broker',
        item: 'brokerCompany',
        value: '베타증권',
        days: -9,
        then: [
          {
            action: 'reject',
            days: -8,
            reason: '중개 회원사 변경은 양사 간 위탁 계약서 사본이 필요합니다. 계약서를 받은 뒤 다시 신청해 주세요.',
          },
        ],
      },
      {
        key: 'billing-contact',
        item: 'billingContact',
        value: {
          name: '오지민',
          department: '재무팀',
          position: '과장',
          email: 'staff@alpha-securities.example',
          phone: '+82-2-3774-1122',
        },
        days: -6,
      },
      {
        key: 'mailing',
        item: 'mailingAddress',
        value: '07326 서울특별시 영등포구 여의대로 108, 파크원 타워1 20층',
        days: -3,
        then: [{ action: 'receive', days: -2 }],
      },
      {
        key: 'billing-address',
        item: 'billingAddress',
        value: '07326 서울특별시 영등포구 여의대로 108, 파크원 타워1 20층 재무팀',
        days: -1,
      },
    ],
  },
  {
    customerCode: 'C2001',
    lang: 'en',
    member: 'ops@gamma-data.example',
    steps: [
      {
        key: 'order-contact',
        item: 'orderContact',
        value: {
          name: 'Olivia Tan',
          department: 'Market Data',
          position: 'Head of Market Data',
          email: 'ops@gamma-data.example',
          phone: '+65-6221-0102',
        },
        days: -15,
      },
      {
        key: 'method',
        item: 'receivingMethod',
        value: 'CLOUD',
        days: -7,
        then: [{ action: 'approve', days: -6 }],
      },
      {
        key: 'billing-address',
        item: 'billingAddress',
        value: '1 Raffles Place, #20-61 One Raffles Place Tower 2, Singapore 048616',
        days: -2,
      },
    ],
  },
];

async function authOf(db: Db, loginEmail: string, companyId: number): Promise<AuthContext | null> {
  const [user] = await db.select({ id: users.id }).from(users).where(eq(users.loginEmail, loginEmail));
  if (!user) return null;
  return { userId: user.id, companyId, roles: await rolesOf(db, user.id) };
}

export async function seedOtherReports(db: Db): Promise<void> {
  const engine = seedEngine();
  const now = new Date();
  for (const w of WORLDS) await seedCompany(db, engine, w, now);
}

async function seedCompany(db: Db, engine: WorkflowEngine, w: World, now: Date): Promise<void> {
  const key = (k: string) => `${w.customerCode}-other-${k}`;
  if ((await findOtherReportBySeedKeys(db, [key(w.steps[0]!.key)])).length) return;
  const found = await db
    .select({ id: companies.id, code: companies.customerCode })
    .from(companies)
    .where(inArray(companies.customerCode, [w.customerCode, 'P0001']));
  const companyId = found.find((c) => c.code === w.customerCode)?.id;
  const providerId = found.find((c) => c.code === 'P0001')?.id;
  if (!companyId || !providerId) return;
  const member = await authOf(db, w.member, companyId);
  const staff = await authOf(db, 'sales@krx-data.example', providerId);
  if (!member || !staff) return;
  const today = koreaDay(now);
  const at = (days: number, hhmm: string) => new Date(`${addDays(today, days)}T${hhmm}:00+09:00`);
  const contracts = await searchContracts(
    db,
    member,
    { pageNumber: 1, pageSize: 10, status: 'ACTIVE', sort: 'contractDateDesc' },
    w.lang,
    now,
  );
  const contract = contracts.items[0];
  if (!contract) return;
  const c: OtherReportsContext = { db, config: {}, workflow: engine };
  for (const step of w.steps) {
    let { request } = await createOtherReportRecord(
      c,
      member,
      companyId,
      { contractId: contract.contractId, item: step.item, value: step.value },
      w.lang,
      { now: at(step.days, '10:10'), seedKey: key(step.key) },
    );
    for (const t of step.then ?? [])
      ({ request } = await actOnOtherReportRecord(
        c,
        staff,
        request.id,
        t.action,
        { version: request.version, reason: t.reason },
        { now: at(t.days, '15:20') },
      ));
  }
}
