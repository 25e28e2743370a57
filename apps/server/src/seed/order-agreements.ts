import { ORDER_AGREEMENTS, CODE_GROUPS } from '@portal/contract';
import { sql } from 'drizzle-orm';
import { codeGroups, codes } from '../db/schema/index';
import type { Db } from '../platform/db';
import { addDocumentVersion } from '../modules/documents';

/**
 * The standard documents behind the agreements of an order form (spec 2 section 3; contract ORDER_AGREEMENTS,
 * classifications 05_01 to 05_08), in both languages. The order form shows each from here and records the version
 * in effect when the customer accepts it. Idempotent: a version is added once; the classification names join the
 * code list of standard-document classifications.
 */
const p = (...lines: string[]) => lines.map((l) => `<p>${l}</p>`).join('');
const ol = (...items: string[]) => `<ol>${items.map((i) => `<li>${i}</li>`).join('')}</ol>`;

const TEXTS: Record<(typeof ORDER_AGREEMENTS)[number]['code'], { ko: [string, string]; en: [string, string] }> = {
  FACILITATOR: {
    ko: [
      '서비스 대행사 확인서',
      p('고객은 시세정보의 수신, 가공 또는 배포 업무를 제3자(서비스 대행사)에게 맡기는 경우 주문서에 그 대행사를 모두 기재합니다.') +
        ol(
          '고객은 서비스 대행사가 이 계약과 같은 수준으로 시세정보를 보호하도록 서면으로 약정합니다.',
          '서비스 대행사의 행위로 생긴 계약 위반은 고객의 위반으로 봅니다.',
          '대행사가 바뀌면 고객은 변경 주문서로 14일 안에 알립니다.',
        ),
    ],
    en: [
      'Service facilitator confirmation',
      p(
        'Where the customer has a third party (a service facilitator) receive, process or distribute the market data, every such facilitator is named in the order form.',
      ) +
        ol(
          'The customer binds each facilitator in writing to protect the market data at least as this contract does.',
          'A breach of this contract by a facilitator counts as a breach by the customer.',
          'The customer reports a change of facilitator by a change order within 14 days.',
        ),
    ],
  },
  TERMS_OF_USE: {
    ko: [
      '시세정보 이용약관',
      ol(
        '(목적) 이 약관은 한국시장데이터가 제공하는 시세정보의 이용 조건을 정합니다.',
        '(이용 범위) 고객은 주문서에 기재한 정보상품을 기재한 이용 형태(직접, 간접, 준직접)로만 이용합니다.',
        '(요금) 요금은 가격표에 따르며 부가가치세는 별도입니다. 요금은 매월 청구합니다.',
        '(재배포 금지) 고객은 승인받지 않은 제3자에게 시세정보를 제공하거나 재배포하지 않습니다.',
        '(해지) 고객은 해지 주문서로 계약을 해지할 수 있으며, 해지 예정일까지 이용료를 부담합니다.',
      ),
    ],
    en: [
      'Market data terms of use',
      ol(
        '(Purpose) These terms set the conditions of use of the market data provided by KRX Market Data.',
        '(Scope) The customer uses the information products named in the order form only in the use named there (direct, indirect or semi-direct).',
        '(Fees) Fees follow the price table and exclude VAT. Fees are billed monthly.',
        '(No redistribution) The customer does not provide or redistribute the market data to any third party not approved.',
        '(Termination) The customer may end the contract by a termination order and pays the fees up to the termination due date.',
      ),
    ],
  },
  POLICY: {
    ko: [
      '시세정보 정책 문서',
      p(
        '정보 제공자의 시세정보 정책은 이용 형태별 정의, 비조회형(non-display) 이용의 범위, 지수 산출용 이용과 외부 배포 옵션의 기준을 설명합니다.',
        '정책은 가격표와 함께 매년 검토되며 변경 시 30일 전에 공지합니다.',
      ),
    ],
    en: [
      'Market data policy',
      p(
        'The provider’s market data policy defines each use type, the scope of non-display use, index calculation use and the external distribution options.',
        'The policy is reviewed every year with the price table; changes are announced 30 days ahead.',
      ),
    ],
  },
  NON_ACCOUNT: {
    ko: [
      '비계좌 가입자 확인서',
      p(
        '고객은 증권 계좌가 없는 가입자(비계좌 가입자)에게 시세정보를 제공하는 경우 그 가입자를 별도로 관리하고 월별 이용자 보고에 포함합니다.',
      ) + ol('비계좌 가입자에게는 지연 또는 종가 정보만 제공합니다.', '가입자 수는 매월 1일부터 15일까지 보고합니다.'),
    ],
    en: [
      'Non-account subscriber confirmation',
      p(
        'Where the customer provides market data to subscribers without a securities account (non-account subscribers), it keeps them apart and includes them in the monthly user report.',
      ) +
        ol(
          'Non-account subscribers receive delayed or end-of-day data only.',
          'Subscriber counts are reported from the 1st to the 15th of each month.',
        ),
    ],
  },
  AFFIRMATION: {
    ko: [
      '확약서',
      p(
        '고객은 주문서에 기재한 내용이 사실과 다르지 않으며, 이용 형태와 이용자 수를 정확히 신고할 것을 확약합니다.',
        '정보 제공자는 연 1회 이용 현황을 확인할 수 있으며, 고객은 이에 협조합니다.',
      ),
    ],
    en: [
      'Affirmation',
      p(
        'The customer affirms that the contents of the order form are true and that it will report its use and its users accurately.',
        'The provider may audit the use once a year, and the customer cooperates.',
      ),
    ],
  },
  PRICE_INFO: {
    ko: [
      '가격 정보 확인서',
      p(
        '고객은 주문 시점의 가격표(월 기본료, 이용 구분별 변동료, 비조회형 이용료)를 확인하였습니다. 모든 금액은 부가가치세 별도이며 원화 또는 미국 달러로 청구합니다.',
      ),
    ],
    en: [
      'Price information confirmation',
      p(
        'The customer has read the price table in effect at the time of order (monthly basic fee, variable fees per use category, non-display fees). All amounts exclude VAT and are billed in KRW or USD.',
      ),
    ],
  },
  TECH_AGENT: {
    ko: [
      '기술 대행사 확인서',
      p(
        '데이터피드의 설치와 운영을 기술 대행사가 맡는 경우 고객은 그 대행사가 시세정보를 고객의 시스템 밖으로 보내지 않도록 관리할 책임을 집니다.',
      ) + ol('기술 대행사는 주문서의 IT 담당자 정보에 기재합니다.', '접속 회선 수의 변경은 변경 주문서로 신청합니다.'),
    ],
    en: [
      'Technical agent confirmation',
      p(
        'Where a technical agent installs and runs the data feed, the customer is responsible for the agent never sending the market data outside the customer’s systems.',
      ) +
        ol(
          'The technical agent is named in the IT contact of the order form.',
          'A change in the number of connections is requested by a change order.',
        ),
    ],
  },
  PROMISE: {
    ko: [
      '약속 사항',
      p(
        '프로모션, 부속 서한 또는 특약으로 정한 약속 사항은 주문서에 기재된 범위에서만 효력이 있으며, 기재되지 않은 구두 약속은 계약의 일부가 아닙니다.',
      ),
    ],
    en: [
      'Promise matters',
      p(
        'Promises made by a promotion, a side letter or special conditions hold only as written in the order form; an oral promise not written there is not part of the contract.',
      ),
    ],
  },
};

/** Seeds the eight agreement documents (version 1 of each, in effect since 2025-01-01) and their classification names. */
export async function seedOrderAgreements(db: Db): Promise<void> {
  for (const a of ORDER_AGREEMENTS) {
    const text = TEXTS[a.code];
    await addDocumentVersion(db, {
      classificationCode: a.documentTypeCode,
      versionNo: 1,
      effectiveDate: '2025-01-01',
      // Shown from the order form, not in the footer.
      noticeYn: 'N',
      subjectKo: text.ko[0],
      contentsKo: text.ko[1],
      subjectEn: text.en[0],
      contentsEn: text.en[1],
    });
  }
  const [group] = await db
    .select({ code: codeGroups.codeGroupCode })
    .from(codeGroups)
    .where(sql`${codeGroups.codeGroupCode} = ${CODE_GROUPS.documentClassification}`);
  if (!group) return;
  await db
    .insert(codes)
    .values(
      ORDER_AGREEMENTS.map((a, i) => ({
        codeGroupCode: CODE_GROUPS.documentClassification,
        code: a.documentTypeCode,
        nameKo: TEXTS[a.code].ko[0],
        nameEn: TEXTS[a.code].en[0],
        extraValue: null,
        sortOrder: 50 + i,
      })),
    )
    .onConflictDoNothing();
}
