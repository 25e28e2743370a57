import { eq } from 'drizzle-orm';
import { users } from '../db/schema/index';
import type { AuthContext } from '../platform/auth';
import type { Db } from '../platform/db';
import { upsertTemplates } from '../platform/templates';
import {
  actOnContractInquiry,
  CONTRACT_INQUIRY_MAIL_TEMPLATES,
  createContractInquiryRecord,
  findContractInquiryBySeedKeys,
} from '../modules/contract-inquiries';
import { rolesOf } from '../modules/identity';
import { seedEngine } from './engine';

/**
 * The demo world of contract inquiries: the answer mail's templates, and a few inquiries of visitors
 * in both languages: two answered (without mail: the demo mailbox stays for what people do), one assigned to the
 * sales representative, two open. Idempotent: inquiries already seeded are left alone.
 */

interface DemoInquiry {
  key: string;
  lang: 'ko' | 'en';
  days: number;
  form: {
    companyName: string;
    website?: string;
    countryCode: string;
    postalCode?: string;
    city?: string;
    addressDetail?: string;
    name: string;
    email: string;
    telephone: string;
    schedule?: string;
    comments: string;
  };
  assign?: boolean;
  answer?: string;
}

const DEMO: DemoInquiry[] = [
  {
    key: 'ciq-hana-answered',
    lang: 'ko',
    days: -12,
    form: {
      companyName: '한빛투자자문',
      website: 'https://www.hanbit-advisory.example',
      countryCode: 'KR',
      postalCode: '04539',
      city: '서울특별시',
      addressDetail: '중구 을지로 100, 7층',
      name: '윤서진',
      email: 'seojin.yoon@hanbit-advisory.example',
      telephone: '+82-2-6200-7711',
      schedule: '2027년 1분기',
      comments:
        '코스피 실시간 시세를 사내 운용 시스템에서 쓰려고 합니다. 직접 수신과 벤더 경유 중 어느 쪽이 맞는지, 예상 이용료는 얼마인지 알고 싶습니다.',
    },
    assign: true,
    answer:
      '문의 감사합니다. 사내 운용 시스템에서만 쓰신다면 벤더 경유(간접 이용)가 설치 부담이 적습니다. 이용료 안내서를 보내 드리니 검토 후 편하신 시간에 연락 주세요.',
  },
  {
    key: 'ciq-northwind-answered',
    lang: 'en',
    days: -9,
    form: {
      companyName: 'Northwind Capital Ltd.',
      website: 'northwind-capital.example',
      countryCode: 'GB',
      postalCode: 'EC2N 2DB',
      city: 'London',
      addressDetail: '25 Old Broad Street',
      name: 'Amelia Clarke',
      email: 'amelia.clarke@northwind-capital.example',
      telephone: '+44-20-7946-0101',
      schedule: 'Within the next two months',
      comments:
        'We would like delayed KOSPI 200 index data for a client website. Which licence covers website display, and what documents do you need from us?',
    },
    answer:
      'Thank you for your inquiry. Website display of delayed data is covered by the external distribution option “Website last-sale price”. We will send you the order form and the licence terms; please return the signed order form with your company registration.',
  },
  {
    key: 'ciq-mirae-assigned',
    lang: 'ko',
    days: -3,
    form: {
      companyName: '미래데이터랩',
      countryCode: 'KR',
      city: '경기도',
      addressDetail: '성남시 분당구 판교역로 235',
      name: '장민호',
      email: 'minho.jang@miraedatalab.example',
      telephone: '+82-31-8017-2200',
      schedule: '올해 안',
      comments: '지수 산출용으로 종가 데이터를 받고 싶습니다. 비조회형 이용에 해당하는지 확인 부탁드립니다.',
    },
    assign: true,
  },
  {
    key: 'ciq-harbour-open',
    lang: 'en',
    days: -1,
    form: {
      companyName: 'Harbour Quant Pte. Ltd.',
      website: 'https://harbourquant.example',
      countryCode: 'SG',
      postalCode: '018989',
      city: 'Singapore',
      addressDetail: '8 Marina View, #15-01',
      name: 'Daniel Lim',
      email: 'daniel.lim@harbourquant.example',
      telephone: '+65-6808-1200',
      comments:
        'We are evaluating real-time derivatives data for an algorithmic trading desk. Could a representative call us about connection options?',
    },
  },
  {
    key: 'ciq-seoul-open',
    lang: 'ko',
    days: 0,
    form: {
      companyName: '서울핀테크',
      countryCode: 'KR',
      name: '오하린',
      email: 'harin.oh@seoulfintech.example',
      telephone: '+82-2-555-0199',
      schedule: '미정',
      comments: '모바일 앱에 지연 시세를 보여 주려면 어떤 계약이 필요한지 궁금합니다.',
    },
  },
];

async function staffAuth(db: Db): Promise<AuthContext | null> {
  const [user] = await db.select({ id: users.id }).from(users).where(eq(users.loginEmail, 'sales@krx-data.example'));
  if (!user) return null;
  return { userId: user.id, companyId: 0, roles: await rolesOf(db, user.id) };
}

export async function seedContractInquiries(db: Db): Promise<void> {
  await upsertTemplates(db, CONTRACT_INQUIRY_MAIL_TEMPLATES);
  const done = new Set(
    (
      await findContractInquiryBySeedKeys(
        db,
        DEMO.map((d) => d.key),
      )
    ).map((r) => r.seedKey),
  );
  const staff = await staffAuth(db);
  if (!staff) return;
  // Through the kind's engine, as the portal makes them: the new inquiries tell the provider staff (the bell).
  const c = { db, workflow: seedEngine() };
  const now = Date.now();
  for (const d of DEMO) {
    if (done.has(d.key)) continue;
    const at = new Date(now + d.days * 86400_000 - 3 * 3600_000);
    const row = await createContractInquiryRecord(c, { ...d.form, privacyConsent: true }, d.lang, { now: at, seedKey: d.key });
    let version = row.version;
    if (d.assign)
      version = (await actOnContractInquiry(c, staff, row.id, 'assign', { version }, 'ko', { now: new Date(at.getTime() + 3600_000) }))
        .request.version;
    if (d.answer)
      await actOnContractInquiry(c, staff, row.id, 'answer', { version, answer: d.answer }, 'ko', {
        now: new Date(at.getTime() + 2 * 3600_000),
        noMail: true,
      });
  }
}
