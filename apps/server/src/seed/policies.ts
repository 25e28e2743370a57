import { eq } from 'drizzle-orm';
import { POLICY_CLASSIFICATIONS, type TPolicyClause } from '@portal/contract';
import { companies, users } from '../db/schema/index';
import type { Db } from '../platform/db';
import { koreaDay } from '../platform/clock';
import { addDocumentVersion, insertDraft, versionsOf } from '../modules/documents';
import { clausesHtml, clausesSha256 } from '../modules/policies';
import { recordAcknowledgement } from '../modules/terms';

/**
 * The policies of the demo world (decision 084): the data policy and the price list written as clauses, each with a
 * version in force (the terms and the personal-information policy are in force as seed/content.ts wrote them); a
 * material change of the price list published today that 델타투자자문 (the flat-contract customer) has not
 * acknowledged (its submissions are held; the other customers acknowledged it), and a draft of the data policy.
 */

const c = (
  clauseNo: string,
  title: [string, string],
  text: [string, string],
  products: { productCode: string; tierCode?: string | null }[] = [],
): TPolicyClause => ({
  clauseNo,
  titleKo: title[0],
  titleEn: title[1],
  textKo: text[0],
  textEn: text[1],
  products: products.map((p) => ({ productCode: p.productCode, tierCode: p.tierCode ?? null })),
});

const DATA_POLICY_V1: TPolicyClause[] = [
  c(
    '1',
    ['목적', 'Purpose'],
    [
      '이 정책은 회원사가 회사로부터 받은 시장 정보를 이용, 보관, 재전송하는 기준을 정합니다.',
      'This policy sets how a member firm uses, keeps and redistributes the market data it receives from the Company.',
    ],
  ),
  c(
    '2',
    ['내부 이용', 'Internal use'],
    [
      '회원사는 계약한 정보상품을 계약서에 적힌 이용 목적과 장소 안에서만 이용합니다.',
      'A member firm uses the contracted products only for the purposes and at the sites its contract names.',
    ],
  ),
  c(
    '3',
    ['비전시 이용', 'Non-display use'],
    [
      '사람이 화면으로 보지 않는 자동 처리(알고리즘 매매, 위험 관리 등)는 비전시 이용으로 신고해야 합니다.',
      'Automated processing no person watches on a screen (algorithmic trading, risk management and the like) is declared as non-display use.',
    ],
  ),
  c(
    '4',
    ['보관', 'Retention'],
    [
      '과거 시세는 내부 분석 목적으로 5년까지 보관할 수 있습니다.',
      'Historical data may be kept for internal analysis for up to five years.',
    ],
  ),
  c(
    '5',
    ['점검', 'Audits'],
    [
      '회사는 연 1회 회원사의 이용 현황을 점검할 수 있으며, 회원사는 30일 안에 요청 자료를 제출합니다.',
      'The Company may audit a member firm’s use once a year; the firm provides the records asked for within 30 days.',
    ],
  ),
];

const DATA_POLICY_DRAFT: TPolicyClause[] = [
  ...DATA_POLICY_V1.slice(0, 3),
  c(
    '4',
    ['보관', 'Retention'],
    [
      '과거 시세는 내부 분석 목적으로 7년까지 보관할 수 있으며, 보관 기간이 지나면 지체 없이 파기합니다.',
      'Historical data may be kept for internal analysis for up to seven years and is destroyed without delay afterwards.',
    ],
  ),
  DATA_POLICY_V1[4]!,
  c(
    '6',
    ['클라우드 보관', 'Cloud storage'],
    [
      '클라우드에 보관하는 경우 저장 지역과 접근 권한자를 회사에 미리 알려야 합니다.',
      'Data kept in a cloud is kept in a region and under the access rights notified to the Company beforehand.',
    ],
  ),
];

const won = (n: number) => n.toLocaleString('en-US');

const priceList = (v: 1 | 2): TPolicyClause[] => [
  c(
    '1',
    ['적용 범위', 'Scope'],
    [
      '이 가격표는 회사가 제공하는 정보상품의 월 이용료를 정합니다. 모든 금액은 부가가치세 별도입니다.',
      'This price list sets the monthly fees of the Company’s information products. Every amount excludes VAT.',
    ],
  ),
  c(
    '2',
    ['유가증권시장 실시간 시세(Level 1)', 'KOSPI real-time quotes (Level 1)'],
    [
      `직접 이용 월 ${won(v === 1 ? 1_200_000 : 1_300_000)}원, 간접 이용 사용자당 월 ${won(v === 1 ? 20_000 : 22_000)}원입니다.`,
      `Direct use KRW ${won(v === 1 ? 1_200_000 : 1_300_000)} a month; indirect use KRW ${won(v === 1 ? 20_000 : 22_000)} a user a month.`,
    ],
    [{ productCode: 'KSP-RT-L1' }],
  ),
  c(
    '3',
    ['유가증권시장 실시간 10단계 호가(Level 2)', 'KOSPI real-time 10-level order book (Level 2)'],
    ['직접 이용 월 1,800,000원입니다.', 'Direct use KRW 1,800,000 a month.'],
    [{ productCode: 'KSP-RT-L2' }],
  ),
  c(
    '4',
    ['코스닥시장 실시간 시세(Level 1)', 'KOSDAQ real-time quotes (Level 1)'],
    ['직접 이용 월 900,000원입니다.', 'Direct use KRW 900,000 a month.'],
    [{ productCode: 'KSQ-RT-L1' }],
  ),
  c(
    '5',
    ['비전시 이용 프리미엄 등급', 'Non-display use, premium tier'],
    [
      `애플리케이션 2~3개의 매매 목적 비전시 이용은 월 ${won(v === 1 ? 3_000_000 : 3_300_000)}원입니다.`,
      `Non-display use for trading with two or three applications is KRW ${won(v === 1 ? 3_000_000 : 3_300_000)} a month.`,
    ],
    [
      { productCode: 'KSP-RT-L1', tierCode: 'PREMIUM' },
      { productCode: 'KSQ-RT-L1', tierCode: 'PREMIUM' },
    ],
  ),
  ...(v === 1
    ? [
        c(
          '6',
          ['지연 시세 무료 제공', 'Delayed data free of charge'],
          ['20분 지연 시세는 무료로 제공합니다.', 'Data delayed by 20 minutes is free of charge.'],
          [{ productCode: 'KSP-DL' }, { productCode: 'KSQ-DL' }],
        ),
      ]
    : []),
  c(
    '7',
    ['청구와 납부', 'Billing and payment'],
    v === 1
      ? [
          '이용료는 매월 말일에 청구하며 다음 달 25일까지 납부합니다.',
          'Fees are billed on the last day of each month and paid by the 25th of the next month.',
        ]
      : [
          '이용료는 매월 말일에 청구하며 다음 달 20일까지 납부합니다. 기한을 넘기면 연 6%의 지연 이자가 붙습니다.',
          'Fees are billed on the last day of each month and paid by the 20th of the next month; late payment bears interest at 6% a year.',
        ],
  ),
  ...(v === 2
    ? [
        c(
          '8',
          ['지수 실시간 시세', 'Real-time index data'],
          ['KRX 지수 실시간 시세는 직접 이용 월 500,000원입니다.', 'KRX real-time index data is KRW 500,000 a month for direct use.'],
          [{ productCode: 'IDX-KRX-RT' }],
        ),
      ]
    : []),
];

/** The members who acknowledged the material price-list change for their company. */
const ACKNOWLEDGED = [
  { customerCode: 'C1001', email: 'member@alpha-securities.example' },
  { customerCode: 'C1002', email: 'analyst@beta-am.example' },
  { customerCode: 'C2001', email: 'ops@gamma-data.example' },
];

export async function seedPolicies(db: Db, now = new Date()): Promise<void> {
  const existing = await versionsOf(db, [POLICY_CLASSIFICATIONS.data, POLICY_CLASSIFICATIONS.priceList]);
  if (existing.length) return;
  const publish = async (
    code: string,
    versionNo: number,
    effectiveDate: string,
    subject: [string, string],
    clauses: TPolicyClause[],
    material = false,
    at = new Date(`${effectiveDate}T00:00:00+09:00`),
  ) =>
    addDocumentVersion(db, {
      classificationCode: code,
      versionNo,
      effectiveDate,
      subjectKo: subject[0],
      subjectEn: subject[1],
      contentsKo: clausesHtml(clauses, 'ko'),
      contentsEn: clausesHtml(clauses, 'en'),
      noticeYn: 'Y',
      clauses,
      materialYn: material ? 'Y' : 'N',
      sha256: clausesSha256(clauses),
      publishedAt: at,
    });
  const data: [string, string] = ['데이터 이용 정책', 'Data policy'];
  const prices: [string, string] = ['정보상품 가격표', 'Price list of information products'];
  await publish(POLICY_CLASSIFICATIONS.data, 1, '2025-01-01', data, DATA_POLICY_V1);
  await publish(POLICY_CLASSIFICATIONS.priceList, 1, '2025-01-01', prices, priceList(1));
  const v2 = priceList(2);
  const changeId = await publish(POLICY_CLASSIFICATIONS.priceList, 2, koreaDay(now), prices, v2, true, now);
  await insertDraft(db, {
    classificationCode: POLICY_CLASSIFICATIONS.data,
    versionNo: 2,
    subjectKo: data[0],
    subjectEn: data[1],
    effectiveDate: koreaDay(new Date(now.getTime() + 30 * 86_400_000)),
    clauses: DATA_POLICY_DRAFT,
  });
  for (const a of ACKNOWLEDGED) {
    const [company] = await db.select({ id: companies.id }).from(companies).where(eq(companies.customerCode, a.customerCode));
    const [user] = await db.select({ id: users.id }).from(users).where(eq(users.loginEmail, a.email));
    if (!company || !user) continue;
    await recordAcknowledgement(db, {
      userId: user.id,
      companyId: company.id,
      classificationCode: POLICY_CLASSIFICATIONS.priceList,
      standardDocumentId: changeId,
      versionNo: 2,
      sha256: clausesSha256(v2),
      at: now,
    });
  }
}
