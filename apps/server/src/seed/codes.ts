import { CODE_GROUPS, CONTENTS_TYPES, DOCUMENT_CLASSIFICATIONS, POLICY_CLASSIFICATIONS, POLICY_NAMES } from '@portal/contract';
import { sql } from 'drizzle-orm';
import { codeGroups, codes } from '../db/schema/index';
import type { Db } from '../platform/db';

type CodeSeed = [code: string, ko: string, en: string, extra?: string];

/** Shared code lists in both languages. Re-running updates names and adds new codes. */
export const CODE_LISTS: { group: string; ko: string; en: string; codes: CodeSeed[] }[] = [
  {
    group: CODE_GROUPS.noticeCategory,
    ko: '공지 분류',
    en: 'Notice categories',
    codes: [
      ['01', '서비스 안내', 'Service'],
      ['02', '시장 운영', 'Market operations'],
      ['03', '상품·요금', 'Products and fees'],
      ['04', '시스템 점검', 'System maintenance'],
      ['05', '규정·약관', 'Rules and terms'],
    ],
  },
  {
    group: CODE_GROUPS.derivativesCategory,
    ko: '파생상품 공지 분류',
    en: 'Derivatives notice categories',
    codes: [
      ['01', '신규 상장', 'New listings'],
      ['02', '거래제도 변경', 'Trading rule changes'],
      ['03', '데이터 규격', 'Data specifications'],
      ['04', '거래시간', 'Trading hours'],
    ],
  },
  {
    group: CODE_GROUPS.faqCategory,
    ko: 'FAQ 분류',
    en: 'FAQ categories',
    codes: [
      ['01', '회원가입·로그인', 'Membership and sign-in'],
      ['02', '정보상품 이용', 'Using the products'],
      ['03', '계약·요금', 'Contracts and fees'],
      ['04', '이용 보고', 'Usage reports'],
      ['05', '기술 지원', 'Technical support'],
    ],
  },
  {
    group: CODE_GROUPS.bbsCategory,
    ko: '게시판 분류',
    en: 'Board categories',
    codes: [
      ['01', '일반', 'General'],
      ['02', '자료', 'Materials'],
      ['03', '질의응답', 'Questions and answers'],
      ['04', '교육·행사', 'Training and events'],
    ],
  },
  {
    group: CODE_GROUPS.bbsCode,
    ko: '게시판',
    en: 'Boards',
    codes: [
      ['NOTICE', '공지사항', 'Notices'],
      ['MARKET_NOTICE', '시장 공지', 'Market notices'],
      ['KRX_DERIVATIVES', '파생상품 공지', 'Derivatives notices'],
      ['FAQ', '자주 묻는 질문', 'FAQ'],
      ['02', '자료실', 'Library'],
      ['03', '시세 데이터 규격', 'Data specifications'],
      ['04', '기술 공지', 'Technical bulletins'],
      ['05', '교육·세미나', 'Training and seminars'],
      ['06', '보도자료', 'Press releases'],
      ['07', '정보이용료 안내', 'Fee schedules'],
      ['08', '이용 사례', 'Customer stories'],
      ['09', '시장 통계', 'Market statistics'],
      ['10', '제도 변경 안내', 'Rule changes'],
      ['11', '고객 제안', 'Customer suggestions'],
    ],
  },
  {
    group: CODE_GROUPS.nation,
    ko: '국가',
    en: 'Nations',
    codes: [
      ['KR', '대한민국', 'Republic of Korea', '+82'],
      ['US', '미국', 'United States', '+1'],
      ['JP', '일본', 'Japan', '+81'],
      ['CN', '중국', 'China', '+86'],
      ['HK', '홍콩', 'Hong Kong', '+852'],
      ['SG', '싱가포르', 'Singapore', '+65'],
      ['TW', '대만', 'Taiwan', '+886'],
      ['GB', '영국', 'United Kingdom', '+44'],
      ['DE', '독일', 'Germany', '+49'],
      ['FR', '프랑스', 'France', '+33'],
      ['CH', '스위스', 'Switzerland', '+41'],
      ['NL', '네덜란드', 'Netherlands', '+31'],
      ['IE', '아일랜드', 'Ireland', '+353'],
      ['LU', '룩셈부르크', 'Luxembourg', '+352'],
      ['AU', '호주', 'Australia', '+61'],
      ['CA', '캐나다', 'Canada', '+1'],
      ['IN', '인도', 'India', '+91'],
      ['VN', '베트남', 'Viet Nam', '+84'],
      ['ID', '인도네시아', 'Indonesia', '+62'],
      ['TH', '태국', 'Thailand', '+66'],
    ],
  },
  {
    group: CODE_GROUPS.language,
    ko: '언어',
    en: 'Languages',
    codes: [
      ['01', '한국어', 'Korean'],
      ['02', '영어', 'English'],
    ],
  },
  {
    group: CODE_GROUPS.role,
    ko: '역할',
    en: 'Roles',
    codes: [
      ['01', '고객 회원', 'Customer member'],
      ['02', '대리 보고자', 'Proxy reporter'],
      ['05', '영업 담당자', 'Sales representative'],
      ['06', '정보제공 관리자', 'Provider administrator'],
      ['09', '거래소 심사자', 'Exchange-side reviewer'],
    ],
  },
  {
    group: CODE_GROUPS.documentClassification,
    ko: '표준 문서 구분',
    en: 'Standard document classifications',
    codes: [
      [DOCUMENT_CLASSIFICATIONS.terms, '이용약관', 'Terms and conditions'],
      [DOCUMENT_CLASSIFICATIONS.privacy, '개인정보처리방침', 'Personal information policy'],
      [DOCUMENT_CLASSIFICATIONS.withdrawal, '회원 탈퇴 안내', 'Account withdrawal notice'],
      [POLICY_CLASSIFICATIONS.data, POLICY_NAMES['01_04'].ko, POLICY_NAMES['01_04'].en],
      [POLICY_CLASSIFICATIONS.priceList, POLICY_NAMES['01_05'].ko, POLICY_NAMES['01_05'].en],
    ],
  },
  {
    group: CODE_GROUPS.contentsType,
    ko: '콘텐츠 구분',
    en: 'Contents types',
    codes: [
      [CONTENTS_TYPES.directions, '오시는 길', 'Directions'],
      [CONTENTS_TYPES.contactUs, '문의처', 'Contact us'],
      [CONTENTS_TYPES.popup, '팝업', 'Popups'],
      [CONTENTS_TYPES.productOutline, '정보상품 개요', 'Product outline'],
      [CONTENTS_TYPES.realtimeProduct, '실시간 정보상품', 'Real-time products'],
      [CONTENTS_TYPES.closingPriceProduct, '종가 정보상품', 'Closing price products'],
      [CONTENTS_TYPES.stockInformationCompanies, '증권정보업체 현황', 'Stock information companies'],
      [CONTENTS_TYPES.homepageGuideline, '홈페이지 이용 안내', 'Using this site'],
      [CONTENTS_TYPES.visitGuideline, '방문 안내', 'Visiting us'],
    ],
  },
];

/** Idempotent: inserts new groups and codes, updates names that changed. */
export async function seedCodes(db: Db): Promise<void> {
  for (const list of CODE_LISTS) {
    await db
      .insert(codeGroups)
      .values({ codeGroupCode: list.group, nameKo: list.ko, nameEn: list.en })
      .onConflictDoUpdate({ target: codeGroups.codeGroupCode, set: { nameKo: list.ko, nameEn: list.en } });
    await db
      .insert(codes)
      .values(
        list.codes.map(([code, ko, en, extra], i) => ({
          codeGroupCode: list.group,
          code,
          nameKo: ko,
          nameEn: en,
          extraValue: extra ?? null,
          sortOrder: i + 1,
        })),
      )
      .onConflictDoUpdate({
        target: [codes.codeGroupCode, codes.code],
        set: {
          nameKo: sql`excluded.name_ko`,
          nameEn: sql`excluded.name_en`,
          extraValue: sql`excluded.extra_value`,
          sortOrder: sql`excluded.sort_order`,
        },
      });
  }
}
