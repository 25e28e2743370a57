/**
 * Demo bulletin items: notices, market notices, exchange derivatives notices, boards 02..11 and FAQ.
 * Each has a stable key (the seed's idempotency key). Bodies are HTML and go through sanitizeHtml.
 * A few items exist in one language only, to show the fallback to the other language.
 */
export interface BulletinSeed {
  key: string;
  bbsCode: string;
  category: string | null;
  /** Creation time in Korea (YYYY-MM-DD HH:mm). */
  at: string;
  /** Effective (operation) date, YYYY-MM-DD. */
  op?: string;
  /** Answer time of FAQ entries and question boards (YYYY-MM-DD HH:mm). */
  answeredAt?: string;
  views: number;
  /** N: kept but not posted (hidden from lists and details). */
  noticeYn?: 'N';
  ko?: [subject: string, body: string];
  en?: [subject: string, body: string];
}

const p = (...paragraphs: string[]) => paragraphs.map((t) => `<p>${t}</p>`).join('');
/** The 2027 fee table of the library item B02-002 (monthly, KRW, VAT excluded), consistent with notice N-2026-031. */
const FEES: [ko: string, en: string, fee2026: string, fee2027: string][] = [
  ['실시간 시세(국내 재전송) 기본료', 'Real-time data (domestic redistribution), base fee', '1,500,000', '1,500,000'],
  ['비전시 이용 1구간(알고리즘 매매 등)', 'Non-display use, tier 1 (algorithmic trading and the like)', '800,000', '824,000'],
  ['비전시 이용 2구간', 'Non-display use, tier 2', '1,600,000', '1,648,000'],
  ['종가 데이터 일괄 제공', 'End-of-day bulk delivery', '300,000', '300,000'],
];
function feeTable(lang: 'ko' | 'en'): string {
  const head = lang === 'ko' ? ['상품', '2026년 (원/월)', '2027년 (원/월)'] : ['Product', '2026 (KRW a month)', '2027 (KRW a month)'];
  const rows = FEES.map(([ko, en, a, b]) => `<tr><td>${lang === 'ko' ? ko : en}</td><td>${a}</td><td>${b}</td></tr>`).join('');
  return `<table><thead><tr>${head.map((h) => `<th scope="col">${h}</th>`).join('')}</tr></thead><tbody>${rows}</tbody></table>`;
}
const ul = (...items: string[]) => `<ul>${items.map((t) => `<li>${t}</li>`).join('')}</ul>`;

export const NOTICES: BulletinSeed[] = [
  {
    key: 'N-2026-031',
    bbsCode: 'NOTICE',
    category: '03',
    at: '2026-11-18 10:00',
    op: '2027-01-01',
    views: 412,
    ko: [
      '2027년 정보이용료 안내',
      p(
        '2027년 1월 1일부터 적용되는 정보이용료를 안내드립니다.',
        '실시간 시세 전송 상품의 기본료는 동결되며, 비전시(Non-display) 이용료는 이용 형태별 단가가 일부 조정됩니다.',
      ) +
        ul(
          '실시간 시세(국내 재전송): 기본료 동결',
          '비전시 이용(알고리즘 매매 등): 구간별 단가 3% 조정',
          '종가 데이터 일괄 제공: 변동 없음',
        ) +
        p('상품별 요율표는 로그인 후 자료실의 「2027 정보이용료 요율표」 게시물에서 확인하실 수 있습니다.'),
    ],
    en: [
      'Market data fees for 2027',
      p(
        'These are the market data fees that apply from 1 January 2027.',
        'The base fee for real-time redistribution stays the same; non-display fees are adjusted for some usage types.',
      ) +
        ul(
          'Real-time data (domestic redistribution): base fee unchanged',
          'Non-display use (algorithmic trading and the like): unit prices adjusted by 3% per tier',
          'End-of-day bulk delivery: unchanged',
        ) +
        p('The fee table per product is in the Library item "2027 fee schedule" (after signing in).'),
    ],
  },
  {
    key: 'N-2026-030',
    bbsCode: 'NOTICE',
    category: '04',
    at: '2026-11-12 14:30',
    op: '2026-11-29',
    views: 288,
    ko: [
      '11월 정기 시스템 점검 안내 (11월 29일 토요일)',
      p('안정적인 서비스 제공을 위해 아래와 같이 정기 점검을 실시합니다.') +
        ul(
          '일시: 2026년 11월 29일(토) 09:00 ~ 15:00',
          '대상: 고객 포털, 이용 보고 제출, 파일 전송(SFTP)',
          '영향: 점검 시간 동안 로그인 및 보고서 제출 불가',
        ) +
        p('실시간 시세 전송 서비스는 점검 대상이 아니며 정상 제공됩니다.'),
    ],
    en: [
      'Scheduled maintenance on Saturday 29 November',
      p('We will carry out scheduled maintenance to keep the service reliable.') +
        ul(
          'When: Saturday 29 November 2026, 09:00 to 15:00 (KST)',
          'Affected: customer portal, usage report submission, file transfer (SFTP)',
          'Impact: sign-in and report submission are unavailable during the window',
        ) +
        p('Real-time data feeds are not affected.'),
    ],
  },
  {
    key: 'N-2026-029',
    bbsCode: 'NOTICE',
    category: '01',
    at: '2026-11-05 09:00',
    op: '2026-12-01',
    views: 530,
    ko: [
      '고객 포털 2단계 인증(OTP) 의무화 안내',
      p(
        '2026년 12월 1일부터 고객 포털 로그인 시 일회용 비밀번호(OTP) 인증이 필수로 적용됩니다.',
        '아직 OTP를 등록하지 않은 회원은 다음 로그인 시 표시되는 QR 코드를 인증 앱(Google Authenticator, Microsoft Authenticator 등)으로 등록해 주시기 바랍니다.',
      ),
    ],
    en: [
      'Two-step sign-in (OTP) becomes mandatory',
      p(
        'From 1 December 2026 every sign-in to the customer portal requires a one-time password.',
        'Members who have not enrolled yet will see a QR code at their next sign-in; scan it with an authenticator app such as Google Authenticator or Microsoft Authenticator.',
      ),
    ],
  },
  {
    key: 'N-2026-028',
    bbsCode: 'NOTICE',
    category: '02',
    at: '2026-10-27 16:00',
    op: '2026-12-31',
    views: 367,
    ko: [
      '2026년 연말 휴장일 시세 제공 안내',
      p(
        '12월 31일(목)은 유가증권·코스닥·코넥스 시장 휴장일로 실시간 시세가 제공되지 않습니다.',
        '해당일 종가 데이터 파일은 생성되지 않으며, 12월 30일 종가 파일이 연말 기준 자료로 제공됩니다.',
      ),
    ],
    en: [
      'Market data on the year-end holiday',
      p(
        'Thursday 31 December is a holiday for the KOSPI, KOSDAQ and KONEX markets: no real-time data is sent that day.',
        'No end-of-day file is produced for 31 December; the file of 30 December serves as the year-end reference.',
      ),
    ],
  },
  {
    key: 'N-2026-027',
    bbsCode: 'NOTICE',
    category: '01',
    at: '2026-10-15 11:00',
    views: 198,
    ko: [
      '월간 이용 보고 제출 기한 안내',
      p(
        '정보이용 계약에 따라 매월 이용 현황 보고서를 다음 달 10일까지 제출해 주셔야 합니다.',
        '기한 내 제출이 어려운 경우 담당 영업 대표에게 사전에 알려 주시기 바랍니다. 미제출 시 추정 이용료가 부과될 수 있습니다.',
      ),
    ],
    en: [
      'Deadline of the monthly usage report',
      p(
        'Under your data licence the monthly usage report is due by the 10th of the following month.',
        'If you cannot meet the deadline, please tell your sales representative beforehand. Missing reports may be invoiced on estimated usage.',
      ),
    ],
  },
  {
    key: 'N-2026-026',
    bbsCode: 'NOTICE',
    category: '03',
    at: '2026-09-30 15:00',
    op: '2026-10-01',
    views: 254,
    ko: [
      '코스닥 글로벌 지수 실시간 시세 상품 출시',
      p(
        '코스닥 글로벌 지수의 실시간 시세를 별도 상품으로 제공합니다.',
        '기존 지수 패키지 이용 고객은 추가 계약 없이 10월 1일부터 수신할 수 있으며, 신규 고객은 주문서를 통해 신청할 수 있습니다.',
      ),
    ],
    en: [
      'Real-time KOSDAQ Global index product launched',
      p(
        'Real-time values of the KOSDAQ Global index are now offered as a product of their own.',
        'Customers of the index package receive it from 1 October without a new contract; others can apply with an order form.',
      ),
    ],
  },
  {
    key: 'N-2026-025',
    bbsCode: 'NOTICE',
    category: '04',
    at: '2026-09-18 10:30',
    op: '2026-09-26',
    views: 143,
    ko: [
      '전용회선 백업망 전환 훈련 안내 (9월 26일)',
      p(
        '재해 복구 대비 훈련으로 9월 26일(토) 10시부터 12시까지 주 전송망을 백업망으로 전환합니다.',
        '멀티캐스트 그룹 주소는 변경되지 않으며, 훈련 중 약 30초간 순간 단절이 발생할 수 있습니다.',
      ),
    ],
    en: [
      'Backup line switch-over drill on 26 September',
      p(
        'As a disaster recovery drill we will switch the primary feed to the backup network on Saturday 26 September from 10:00 to 12:00 (KST).',
        'Multicast group addresses do not change; expect interruptions of up to about 30 seconds during the drill.',
      ),
    ],
  },
  {
    key: 'N-2026-024',
    bbsCode: 'NOTICE',
    category: '05',
    at: '2026-09-02 09:30',
    op: '2026-10-01',
    views: 176,
    ko: [
      '비전시 이용 신고 기준 개정 안내',
      p(
        '비전시(Non-display) 이용의 신고 단위가 「서버」에서 「이용 시스템」 기준으로 변경됩니다.',
        '10월 이용분부터 새 기준으로 신고해 주시기 바랍니다. 신고 양식은 고객 포털 보고 메뉴에서 내려받을 수 있습니다.',
      ),
    ],
    en: [
      'Revised rules for non-display usage declarations',
      p(
        'Non-display usage will be declared per application system instead of per server.',
        'Please use the new basis from the October usage month. The form is available in the reports menu of the portal.',
      ),
    ],
  },
  {
    key: 'N-2026-023',
    bbsCode: 'NOTICE',
    category: '01',
    at: '2026-08-20 13:00',
    views: 121,
    ko: [
      '추석 연휴 고객센터 운영 안내',
      p(
        '추석 연휴(9월 24일 ~ 9월 27일) 기간에는 고객센터 전화 상담을 운영하지 않습니다.',
        '긴급 장애 문의는 24시간 기술지원 센터(02-3774-0000)로 연락해 주시기 바랍니다.',
      ),
    ],
  },
  {
    key: 'N-2026-022',
    bbsCode: 'NOTICE',
    category: '02',
    at: '2026-08-03 17:00',
    op: '2026-08-17',
    views: 302,
    ko: [
      '단일가 매매 시간 변경에 따른 시세 전송 일정 안내',
      p(
        '장 종료 단일가 매매 시간 변경(15:20~15:30 → 15:20~15:35)에 따라 종가 확정 전문의 전송 시각이 5분 늦춰집니다.',
        '종가 파일 생성 시각은 16:10에서 16:15로 조정됩니다.',
      ),
    ],
    en: [
      'Feed timetable after the closing auction change',
      p(
        'The closing call auction moves from 15:20–15:30 to 15:20–15:35, so the closing price message is sent five minutes later.',
        'The end-of-day file is produced at 16:15 instead of 16:10.',
      ),
    ],
  },
  {
    key: 'N-2026-021',
    bbsCode: 'NOTICE',
    category: '03',
    at: '2026-07-22 10:00',
    views: 188,
    ko: [
      '해외 재전송 고객 정보이용료 통화 선택 안내',
      p(
        '해외 재전송 계약 고객은 2026년 하반기 청구분부터 정보이용료를 원화 또는 미국 달러 중에서 선택해 납부할 수 있습니다.',
        '통화 변경은 담당 영업 대표를 통해 신청해 주시기 바랍니다.',
      ),
    ],
    en: [
      'Choice of currency for overseas redistribution fees',
      p(
        'Overseas redistribution customers can pay fees in Korean won or US dollars from the invoices of the second half of 2026.',
        'Please ask your sales representative to change the currency.',
      ),
    ],
  },
  {
    key: 'N-2026-020',
    bbsCode: 'NOTICE',
    category: '04',
    at: '2026-07-08 09:00',
    op: '2026-07-11',
    views: 97,
    ko: [
      '파일 전송(SFTP) 서버 인증서 교체 안내',
      p(
        '7월 11일(토) 파일 전송 서버의 호스트 키가 교체됩니다. 자동 수신 스크립트를 사용하는 고객은 새 호스트 키 지문을 확인해 주시기 바랍니다.',
      ),
    ],
    en: [
      'New host key on the SFTP server',
      p(
        'The host key of the file transfer server changes on Saturday 11 July. If you fetch files with a script, please check the new host key fingerprint.',
      ),
    ],
  },
  {
    key: 'N-2026-019',
    bbsCode: 'NOTICE',
    category: '01',
    at: '2026-06-24 14:00',
    views: 233,
    ko: [
      '고객 포털 새 단장 안내',
      p(
        '더 편리한 이용을 위해 고객 포털을 새롭게 단장했습니다.',
        '공지사항 검색, 주문서 작성, 이용 보고 화면이 개선되었으며 휴대전화에서도 모든 기능을 이용할 수 있습니다.',
      ),
    ],
    en: [
      'The customer portal has been redesigned',
      p(
        'We have redesigned the customer portal to make it easier to use.',
        'Notice search, order forms and usage reports have been improved, and every function now works on mobile phones.',
      ),
    ],
  },
  {
    key: 'N-2026-018',
    bbsCode: 'NOTICE',
    category: '05',
    at: '2026-06-10 10:00',
    op: '2026-07-01',
    views: 264,
    ko: [
      '정보이용계약 표준약관 개정 안내',
      p(
        '정보이용계약 표준약관 제12조(재전송의 범위)와 제18조(이용 보고)가 개정됩니다.',
        '개정 약관은 7월 1일부터 적용되며, 기존 계약 고객에게도 동일하게 적용됩니다. 이의가 있으신 경우 6월 30일까지 알려 주시기 바랍니다.',
      ),
    ],
    en: [
      'Revised standard terms of the data licence',
      p(
        'Articles 12 (scope of redistribution) and 18 (usage reports) of the standard licence terms are revised.',
        'The revised terms apply from 1 July to existing contracts as well. Please tell us of any objection by 30 June.',
      ),
    ],
  },
  {
    key: 'N-2026-017',
    bbsCode: 'NOTICE',
    category: '02',
    at: '2026-05-27 16:30',
    op: '2026-06-03',
    views: 155,
    ko: [
      '제9회 전국동시지방선거일 휴장 안내',
      p('6월 3일(수) 지방선거일은 증권시장 휴장일로 실시간 시세 및 종가 데이터가 제공되지 않습니다.'),
    ],
    en: [
      'Market holiday on local election day',
      p('Wednesday 3 June, the day of the local elections, is a market holiday: no real-time or end-of-day data is provided.'),
    ],
  },
  {
    key: 'N-2026-016',
    bbsCode: 'NOTICE',
    category: '03',
    at: '2026-05-13 11:00',
    views: 204,
    ko: [
      '종가 데이터 API 제공 개시',
      p(
        '종가 및 일별 시세 데이터를 파일 전송 외에 HTTPS API로도 제공합니다.',
        'API 키는 고객 포털에서 발급할 수 있으며, 호출 한도는 계약 등급에 따라 다릅니다.',
      ),
    ],
    en: [
      'End-of-day data now available through an API',
      p(
        'Closing prices and daily data are now offered through an HTTPS API as well as by file transfer.',
        'API keys are issued in the customer portal; call limits depend on your contract tier.',
      ),
    ],
  },
  {
    key: 'N-2026-015',
    bbsCode: 'NOTICE',
    category: '04',
    at: '2026-04-29 09:30',
    op: '2026-05-09',
    views: 88,
    ko: ['5월 정기 시스템 점검 안내 (5월 9일 토요일)', p('5월 9일(토) 08:00부터 14:00까지 고객 포털과 이용 보고 시스템을 점검합니다.')],
    en: [
      'Scheduled maintenance on Saturday 9 May',
      p('The customer portal and the usage reporting system will be under maintenance on Saturday 9 May from 08:00 to 14:00 (KST).'),
    ],
  },
  {
    key: 'N-2026-014',
    bbsCode: 'NOTICE',
    category: '01',
    at: '2026-04-14 10:00',
    views: 119,
    ko: [
      '신규 고객 온라인 설명회 개최 안내',
      p('정보상품 이용 절차와 계약, 이용 보고 방법을 소개하는 온라인 설명회를 개최합니다.') +
        ul('일시: 2026년 4월 28일(화) 15:00 ~ 16:30', '방식: 화상회의 (신청자에게 접속 주소 안내)', '신청: 고객 포털 교육·세미나 게시판'),
    ],
    en: [
      'Online briefing for new customers',
      p('An online briefing introduces how to subscribe to our products, sign contracts and file usage reports.') +
        ul(
          'When: Tuesday 28 April 2026, 15:00 to 16:30 (KST)',
          'Where: video conference (the link is sent to registrants)',
          'Registration: Training and seminars board of the portal',
        ),
    ],
  },
  {
    key: 'N-2026-013',
    bbsCode: 'NOTICE',
    category: '02',
    at: '2026-03-31 17:00',
    op: '2026-04-06',
    views: 276,
    ko: [
      '변동성 완화장치(VI) 발동 정보 필드 추가 안내',
      p(
        '4월 6일부터 실시간 체결 전문에 정적·동적 VI 발동 구분과 발동 기준가격 필드가 추가됩니다.',
        '전문 길이가 12바이트 늘어나므로 수신 프로그램의 전문 규격을 확인해 주시기 바랍니다.',
      ),
    ],
    en: [
      'Volatility interruption fields added to the trade message',
      p(
        'From 6 April the real-time trade message carries the type of volatility interruption (static or dynamic) and its reference price.',
        'The message grows by 12 bytes: please check your feed handler against the new layout.',
      ),
    ],
  },
  {
    key: 'N-2026-012',
    bbsCode: 'NOTICE',
    category: '05',
    at: '2026-03-17 10:30',
    views: 64,
    ko: [
      '개인정보처리방침 개정 예고',
      p(
        '개인정보 보관 기간과 처리 위탁 현황을 반영하여 개인정보처리방침을 개정할 예정입니다. 개정 내용은 시행 7일 전 다시 안내드리겠습니다.',
      ),
    ],
  },
  {
    key: 'N-2026-011',
    bbsCode: 'NOTICE',
    category: '03',
    at: '2026-03-03 09:00',
    views: 133,
    ko: [
      '해외지수 연계 상품 데이터 제공 범위 확대',
      p('해외지수를 기초로 하는 ETF·ETN의 실시간 지표가치(iNAV) 데이터를 추가로 제공합니다.'),
    ],
    en: [
      'More data on products linked to overseas indices',
      p('Real-time indicative NAV of ETFs and ETNs based on overseas indices is now included.'),
    ],
  },
  {
    key: 'N-2026-010',
    bbsCode: 'NOTICE',
    category: '01',
    at: '2026-02-16 11:00',
    views: 91,
    en: [
      'Notice to overseas vendors: invoices by e-mail only',
      p(
        'From March 2026 invoices to overseas customers are sent by e-mail only. Please make sure the billing contact in your company profile is up to date.',
      ),
    ],
  },
  {
    key: 'N-2026-009',
    bbsCode: 'NOTICE',
    category: '04',
    at: '2026-02-03 15:00',
    op: '2026-02-14',
    views: 72,
    ko: ['설 연휴 전 시스템 점검 안내 (2월 14일)', p('설 연휴를 앞두고 2월 14일(토) 09:00 ~ 13:00 고객 포털 점검을 실시합니다.')],
    en: [
      'Maintenance before the Lunar New Year holidays (14 February)',
      p('The customer portal will be under maintenance on Saturday 14 February from 09:00 to 13:00 (KST).'),
    ],
  },
  {
    key: 'N-2026-008',
    bbsCode: 'NOTICE',
    category: '02',
    at: '2026-01-20 10:00',
    op: '2026-02-16',
    views: 181,
    ko: [
      '2026년 설 연휴 휴장일 안내',
      p('2월 16일(월)부터 2월 18일(수)까지 설 연휴로 증권시장이 휴장합니다. 해당 기간 실시간 시세와 종가 데이터는 제공되지 않습니다.'),
    ],
    en: [
      'Lunar New Year market holidays 2026',
      p(
        'The markets are closed from Monday 16 to Wednesday 18 February for the Lunar New Year. No real-time or end-of-day data is provided in that period.',
      ),
    ],
  },
  {
    key: 'N-2026-007',
    bbsCode: 'NOTICE',
    category: '03',
    at: '2026-01-06 09:30',
    views: 240,
    ko: [
      '2026년 정보이용계약 갱신 안내',
      p('자동 연장 계약은 별도 절차 없이 1년간 연장되었습니다. 계약 조건 변경이 필요한 고객은 1월 말까지 주문서를 제출해 주시기 바랍니다.'),
    ],
    en: [
      'Renewal of data licences for 2026',
      p(
        'Contracts with automatic extension have been renewed for one year. If you need to change the terms, please submit an order form by the end of January.',
      ),
    ],
  },
  {
    key: 'N-2025-006',
    bbsCode: 'NOTICE',
    category: '05',
    at: '2025-12-10 10:00',
    op: '2026-01-01',
    views: 158,
    ko: [
      '개인정보처리방침 개정 안내 (2026년 1월 1일 시행)',
      p('개인정보처리방침이 개정되어 2026년 1월 1일부터 시행됩니다.') +
        ul('개인정보 보관 기간 명확화', '처리 위탁 업체 현황 갱신', '개인정보 보호책임자 연락처 변경'),
    ],
    en: [
      'Revised personal information policy (effective 1 January 2026)',
      p('Our personal information policy is revised with effect from 1 January 2026.') +
        ul('Retention periods stated more precisely', 'Processors list updated', 'New contact details of the data protection officer'),
    ],
  },
  {
    key: 'N-2025-005',
    bbsCode: 'NOTICE',
    category: '04',
    at: '2025-11-25 14:00',
    op: '2025-12-06',
    views: 69,
    ko: ['12월 정기 시스템 점검 안내', p('12월 6일(토) 09:00 ~ 15:00 고객 포털 정기 점검을 실시합니다.')],
    en: [
      'Scheduled maintenance in December',
      p('Scheduled maintenance of the customer portal takes place on Saturday 6 December from 09:00 to 15:00 (KST).'),
    ],
  },
  {
    key: 'N-2025-004',
    bbsCode: 'NOTICE',
    category: '01',
    at: '2025-11-10 10:00',
    views: 110,
    ko: [
      '고객센터 상담 시간 변경 안내',
      p('12월 1일부터 고객센터 전화 상담 시간이 평일 08:30 ~ 17:30으로 변경됩니다. 1:1 문의는 24시간 접수합니다.'),
    ],
    en: [
      'New customer centre hours',
      p(
        'From 1 December the customer centre answers the phone on weekdays from 08:30 to 17:30 (KST). One-to-one inquiries are accepted around the clock.',
      ),
    ],
  },
  {
    key: 'N-2025-003',
    bbsCode: 'NOTICE',
    category: '03',
    at: '2025-10-28 11:00',
    views: 147,
    ko: [
      '코넥스 시장 시세 패키지 통합 안내',
      p('코넥스 시장 시세를 코스닥 시세 패키지에 통합하여 제공합니다. 기존 코넥스 단독 계약은 계약 만료 시 통합 패키지로 전환됩니다.'),
    ],
    en: [
      'KONEX data merged into the KOSDAQ package',
      p('KONEX market data is now part of the KOSDAQ package. Stand-alone KONEX contracts move to the merged package when they expire.'),
    ],
  },
  {
    key: 'N-2025-002',
    bbsCode: 'NOTICE',
    category: '02',
    at: '2025-10-14 16:00',
    views: 95,
    ko: [
      '대체거래소 시세 통합 제공 검토 안내',
      p(
        '복수 시장 환경에서의 통합 시세(Consolidated Tape) 제공 방안을 검토하고 있습니다. 의견이 있으신 고객은 고객 제안 게시판을 이용해 주시기 바랍니다.',
      ),
    ],
    en: [
      'Consolidated data for alternative trading venues under review',
      p('We are considering a consolidated tape for a multi-venue market. Please share your views on the Customer suggestions board.'),
    ],
  },
  {
    key: 'N-2025-001',
    bbsCode: 'NOTICE',
    category: '01',
    at: '2025-10-01 09:00',
    views: 301,
    ko: [
      '한국시장데이터 고객 포털 오픈 안내',
      p('정보이용 고객을 위한 고객 포털을 오픈했습니다. 계약 현황, 이용 보고, 공지사항을 한곳에서 확인하실 수 있습니다.'),
    ],
    en: [
      'The KRX Market Data customer portal is open',
      p('Our customer portal is open: contracts, usage reports and notices in one place.'),
    ],
  },
  {
    key: 'N-2025-000',
    bbsCode: 'NOTICE',
    category: '04',
    at: '2025-09-20 10:00',
    views: 12,
    noticeYn: 'N',
    ko: ['[보관] 시범 운영 기간 점검 안내', p('시범 운영 기간 중 점검 안내입니다.')],
  },
];

export const MARKET_NOTICES: BulletinSeed[] = [
  {
    key: 'M-2026-010',
    bbsCode: 'MARKET_NOTICE',
    category: '02',
    at: '2026-11-16 09:00',
    op: '2027-01-02',
    views: 198,
    ko: [
      '2027년 증권시장 개장일 및 개장 시간 안내',
      p('2027년 증권시장은 1월 4일(월) 10시에 개장합니다. 개장일에는 시초가 결정 단일가 매매가 09:00 ~ 10:00에 진행됩니다.'),
    ],
    en: [
      'Opening of the 2027 market year',
      p('The markets open for 2027 on Monday 4 January at 10:00. On that day the opening call auction runs from 09:00 to 10:00 (KST).'),
    ],
  },
  {
    key: 'M-2026-009',
    bbsCode: 'MARKET_NOTICE',
    category: '02',
    at: '2026-11-02 10:00',
    op: '2026-11-19',
    views: 144,
    ko: [
      '대학수학능력시험일 개장 시간 조정 안내',
      p('11월 19일(목) 대학수학능력시험일에는 증권시장 개장 시간이 10시로, 종료 시간이 16시 30분으로 1시간씩 늦춰집니다.'),
    ],
    en: [
      'Adjusted trading hours on the college entrance exam day',
      p('On Thursday 19 November the markets open at 10:00 and close at 16:30, one hour later than usual.'),
    ],
  },
  {
    key: 'M-2026-008',
    bbsCode: 'MARKET_NOTICE',
    category: '03',
    at: '2026-10-20 15:00',
    views: 121,
    ko: [
      '코스피200 정기변경 종목 안내',
      p('12월 정기변경으로 코스피200 지수 구성종목 8종목이 교체됩니다. 변경 내역은 12월 11일 장 종료 후 지수 데이터 파일에 반영됩니다.'),
    ],
    en: [
      'KOSPI 200 regular review',
      p(
        'Eight constituents of the KOSPI 200 change in the December review. The changes appear in the index data file after the close on 11 December.',
      ),
    ],
  },
  {
    key: 'M-2026-007',
    bbsCode: 'MARKET_NOTICE',
    category: '02',
    at: '2026-09-08 11:00',
    op: '2026-09-24',
    views: 99,
    ko: ['추석 연휴 휴장일 안내', p('9월 24일(목)부터 9월 27일(일)까지 추석 연휴로 증권시장이 휴장합니다.')],
    en: ['Chuseok market holidays', p('The markets are closed from Thursday 24 to Sunday 27 September for Chuseok.')],
  },
  {
    key: 'M-2026-006',
    bbsCode: 'MARKET_NOTICE',
    category: '03',
    at: '2026-08-11 10:00',
    views: 87,
    ko: [
      '신규 상장 ETF 시세 코드 안내 (8월)',
      p('8월 중 신규 상장 예정인 ETF 14종목의 종목 코드와 상장일을 안내합니다. 상세 목록은 자료실을 참고해 주시기 바랍니다.'),
    ],
    en: ['New ETF listings in August', p('Codes and listing dates of the 14 ETFs to be listed in August are in the Library.')],
  },
  {
    key: 'M-2026-005',
    bbsCode: 'MARKET_NOTICE',
    category: '02',
    at: '2026-07-01 09:30',
    op: '2026-08-17',
    views: 166,
    ko: ['장 종료 단일가 매매 시간 변경 안내', p('8월 17일부터 장 종료 단일가 매매 시간이 15:20 ~ 15:35로 5분 연장됩니다.')],
    en: [
      'Longer closing call auction',
      p('From 17 August the closing call auction runs from 15:20 to 15:35, five minutes longer than before.'),
    ],
  },
  {
    key: 'M-2026-004',
    bbsCode: 'MARKET_NOTICE',
    category: '03',
    at: '2026-05-19 14:00',
    views: 73,
    ko: ['코스닥150 정기변경 종목 안내', p('6월 정기변경에 따른 코스닥150 지수 구성종목 변경 내역을 안내합니다.')],
    en: ['KOSDAQ 150 regular review', p('Constituent changes of the KOSDAQ 150 in the June review.')],
  },
  {
    key: 'M-2026-003',
    bbsCode: 'MARKET_NOTICE',
    category: '02',
    at: '2026-04-21 10:00',
    op: '2026-05-01',
    views: 58,
    ko: ['근로자의 날 정상 개장 안내', p('5월 1일(금) 근로자의 날에도 증권시장은 정상 개장하며, 실시간 시세가 정상 제공됩니다.')],
    en: ['Markets open on Labour Day', p('The markets are open on Friday 1 May, Labour Day, and real-time data is sent as usual.')],
  },
  {
    key: 'M-2026-002',
    bbsCode: 'MARKET_NOTICE',
    category: '03',
    at: '2026-03-10 11:00',
    views: 81,
    ko: ['시장조성자 호가 정보 제공 안내', p('시장조성 종목의 시장조성자 호가 수량을 호가 전문에 별도 필드로 제공합니다.')],
    en: [
      'Market maker quotes in the order book message',
      p('For stocks with market makers, the market makers\u2019 quantities are sent as a separate field of the order book message.'),
    ],
  },
  {
    key: 'M-2026-001',
    bbsCode: 'MARKET_NOTICE',
    category: '02',
    at: '2026-01-05 09:00',
    views: 112,
    ko: ['2026년 증권시장 휴장일 안내', p('2026년 증권시장 휴장일을 안내합니다. 연간 휴장일 목록은 자료실에서 내려받을 수 있습니다.')],
    en: ['Market holidays in 2026', p('The list of market holidays for 2026 can be downloaded from the Library.')],
  },
];

export const DERIVATIVES_NOTICES: BulletinSeed[] = [
  {
    key: 'D-2026-008',
    bbsCode: 'KRX_DERIVATIVES',
    category: '01',
    at: '2026-11-10 10:00',
    op: '2026-12-07',
    views: 133,
    ko: [
      '코스피200 위클리 옵션 신규 만기물 시세 코드 안내',
      p(
        '12월 7일부터 상장되는 코스피200 위클리 옵션 신규 만기물의 종목 코드 체계를 안내합니다.',
        '만기 구분 코드가 추가되므로 파생상품 종목 마스터 파일을 확인해 주시기 바랍니다.',
      ),
    ],
    en: [
      'Codes of new KOSPI 200 weekly option expiries',
      p(
        'These are the product codes of the new KOSPI 200 weekly option expiries listed from 7 December.',
        'An expiry type code is added: please check the derivatives master file.',
      ),
    ],
  },
  {
    key: 'D-2026-007',
    bbsCode: 'KRX_DERIVATIVES',
    category: '04',
    at: '2026-10-06 15:00',
    views: 98,
    ko: [
      '야간 파생상품시장 시세 제공 시간 안내',
      p('야간 파생상품시장의 실시간 시세는 18:00부터 다음 날 05:00까지 제공됩니다. 야간 거래분은 다음 영업일 정규 시장 자료에 포함됩니다.'),
    ],
    en: [
      'Data hours of the night derivatives session',
      p(
        'Real-time data of the night derivatives session is sent from 18:00 to 05:00 the next day. Night trades belong to the next business day\u2019s regular data.',
      ),
    ],
  },
  {
    key: 'D-2026-006',
    bbsCode: 'KRX_DERIVATIVES',
    category: '03',
    at: '2026-09-15 11:00',
    op: '2026-10-12',
    views: 76,
    ko: [
      '파생상품 호가 전문 10단계 확대 안내',
      p('10월 12일부터 파생상품 호가 전문이 5단계에서 10단계로 확대됩니다. 전문 규격서는 시세 데이터 규격 게시판에 게시되어 있습니다.'),
    ],
    en: [
      'Derivatives order book extended to ten levels',
      p(
        'From 12 October the derivatives order book message carries ten price levels instead of five. The layout is on the Data specifications board.',
      ),
    ],
  },
  {
    key: 'D-2026-005',
    bbsCode: 'KRX_DERIVATIVES',
    category: '02',
    at: '2026-08-04 10:00',
    views: 64,
    ko: [
      '주식선물 가격제한폭 변경 안내',
      p('주식선물의 단계별 가격제한폭 확대 기준이 변경됩니다. 변경된 기준가격 필드는 기존 전문 위치를 그대로 사용합니다.'),
    ],
    en: [
      'Changed price limits of single stock futures',
      p('The tiers of price limit expansion for single stock futures change. The reference price field keeps its place in the message.'),
    ],
  },
  {
    key: 'D-2026-004',
    bbsCode: 'KRX_DERIVATIVES',
    category: '01',
    at: '2026-06-22 09:30',
    op: '2026-07-13',
    views: 52,
    ko: [
      '미니 코스닥150 선물 상장 안내',
      p('7월 13일 미니 코스닥150 선물이 상장됩니다. 기존 파생상품 패키지 고객은 추가 계약 없이 수신할 수 있습니다.'),
    ],
    en: [
      'Mini KOSDAQ 150 futures listed',
      p('Mini KOSDAQ 150 futures are listed on 13 July. Customers of the derivatives package receive them without a new contract.'),
    ],
  },
  {
    key: 'D-2026-003',
    bbsCode: 'KRX_DERIVATIVES',
    category: '04',
    at: '2026-05-11 14:00',
    views: 41,
    ko: ['최종거래일 거래 시간 안내', p('주가지수 선물·옵션의 최종거래일에는 정규 거래가 15:20에 종료됩니다.')],
    en: ['Trading hours on last trading days', p('On the last trading day of index futures and options, regular trading ends at 15:20.')],
  },
  {
    key: 'D-2026-002',
    bbsCode: 'KRX_DERIVATIVES',
    category: '03',
    at: '2026-03-23 10:00',
    views: 57,
    ko: ['금리선물 이론가 필드 추가 안내', p('3년·10년 국채선물 시세 전문에 이론가 필드가 추가됩니다.')],
    en: [
      'Theoretical price added to bond futures data',
      p('A theoretical price field is added to the 3-year and 10-year KTB futures messages.'),
    ],
  },
  {
    key: 'D-2026-001',
    bbsCode: 'KRX_DERIVATIVES',
    category: '02',
    at: '2026-01-12 11:00',
    views: 66,
    ko: ['2026년 파생상품 결제월 안내', p('2026년 주가지수 선물·옵션 결제월과 최종거래일 목록을 안내합니다.')],
    en: ['Contract months of 2026', p('Contract months and last trading days of index futures and options in 2026.')],
  },
];

/** Boards 02..11: a few items each. */
export const BOARD_ITEMS: BulletinSeed[] = [
  // The fee table itself is in the item (the notice N-2026-031 points here): seeds store no files.
  {
    key: 'B02-002',
    bbsCode: '02',
    category: '02',
    at: '2026-11-18 10:30',
    views: 85,
    ko: [
      '2027 정보이용료 요율표',
      p('2027년 1월 1일부터 적용되는 상품별 정보이용료 요율표입니다. 금액은 월 기준이며 부가가치세 별도입니다.') + feeTable('ko'),
    ],
    en: ['2027 fee schedule', p('Fees per product from 1 January 2027, per month, excluding VAT.') + feeTable('en')],
  },
  {
    key: 'B02-001',
    bbsCode: '02',
    category: '02',
    at: '2026-01-05 09:30',
    views: 140,
    ko: ['2026년 증권시장 휴장일 목록', p('2026년 증권시장 휴장일 목록입니다.')],
    en: ['Market holidays 2026', p('The list of market holidays in 2026.')],
  },
  {
    key: 'B03-002',
    bbsCode: '03',
    category: '02',
    at: '2026-09-15 11:30',
    views: 77,
    ko: ['파생상품 호가 전문 규격서 v3.2', p('10단계 호가 확대를 반영한 파생상품 호가 전문 규격서입니다.')],
    en: ['Derivatives order book layout v3.2', p('The order book layout with ten price levels.')],
  },
  {
    key: 'B03-001',
    bbsCode: '03',
    category: '02',
    at: '2026-03-31 17:30',
    views: 92,
    ko: ['체결 전문 규격서 v5.1 (VI 필드 추가)', p('변동성 완화장치 필드가 추가된 체결 전문 규격서입니다.')],
    en: ['Trade message layout v5.1 (VI fields)', p('The trade message layout with volatility interruption fields.')],
  },
  {
    key: 'B04-002',
    bbsCode: '04',
    category: '01',
    at: '2026-10-02 10:00',
    views: 39,
    ko: ['멀티캐스트 수신 서버 권장 사양', p('실시간 시세 수신 서버의 권장 사양(CPU, 메모리, 네트워크 카드)을 안내합니다.')],
    en: ['Recommended multicast receiver servers', p('Recommended CPU, memory and network cards for real-time feed receivers.')],
  },
  {
    key: 'B04-001',
    bbsCode: '04',
    category: '03',
    at: '2026-06-17 15:00',
    answeredAt: '2026-06-18 10:20',
    views: 33,
    ko: ['재전송 지연 측정 방법 문의와 답변', p('전송 지연은 전문 헤더의 송신 시각과 수신 시각의 차이로 측정할 수 있습니다.')],
    en: ['How to measure feed latency', p('Latency is the difference between the send time in the message header and your receive time.')],
  },
  {
    key: 'B05-002',
    bbsCode: '05',
    category: '04',
    at: '2026-04-14 10:30',
    views: 58,
    ko: ['신규 고객 온라인 설명회 (4월 28일)', p('정보상품 이용 절차와 이용 보고 방법을 소개합니다.')],
    en: ['Online briefing for new customers (28 April)', p('How to subscribe and how to file usage reports.')],
  },
  {
    key: 'B05-001',
    bbsCode: '05',
    category: '04',
    at: '2025-11-20 10:00',
    views: 47,
    ko: ['비전시 이용 신고 실무 교육', p('비전시 이용 신고서 작성 방법을 사례 중심으로 안내하는 교육입니다.')],
    en: ['Workshop: non-display declarations', p('A hands-on workshop on filling in non-display usage declarations.')],
  },
  {
    key: 'B06-002',
    bbsCode: '06',
    category: '01',
    at: '2026-09-30 15:30',
    views: 61,
    ko: [
      '코스닥 글로벌 지수 실시간 시세 상품 출시',
      p('한국시장데이터는 코스닥 글로벌 지수의 실시간 시세를 별도 상품으로 출시했다고 밝혔다.'),
    ],
    en: [
      'Real-time KOSDAQ Global index product launched',
      p('KRX Market Data has launched real-time KOSDAQ Global index values as a product of their own.'),
    ],
  },
  {
    key: 'B06-001',
    bbsCode: '06',
    category: '01',
    at: '2026-05-13 11:30',
    views: 44,
    ko: ['종가 데이터 API 서비스 개시', p('종가 및 일별 시세 데이터를 API로 제공하는 서비스를 시작했다.')],
    en: ['End-of-day data API launched', p('Closing prices and daily data are now available through an API.')],
  },
  {
    key: 'B07-002',
    bbsCode: '07',
    category: '02',
    at: '2026-11-18 11:00',
    views: 70,
    ko: ['2027년 비전시 이용료 구간표', p('이용 시스템 수에 따른 비전시 이용료 구간표입니다.')],
    en: ['Non-display fee tiers 2027', p('Non-display fee tiers by number of application systems.')],
  },
  {
    key: 'B07-001',
    bbsCode: '07',
    category: '02',
    at: '2026-01-06 10:00',
    views: 55,
    ko: ['2026년 정보이용료 요율표', p('2026년 상품별 정보이용료 요율표입니다.')],
    en: ['2026 fee schedule', p('Fees per product in 2026.')],
  },
  {
    key: 'B08-002',
    bbsCode: '08',
    category: '01',
    at: '2026-08-25 14:00',
    views: 36,
    ko: ['증권사 HTS 시세 재전송 구축 사례', p('중형 증권사가 전용회선 이중화로 시세 지연을 40% 줄인 사례를 소개합니다.')],
    en: ['Case study: redistribution to a brokerage HTS', p('How a mid-sized broker cut feed latency by 40% with redundant lines.')],
  },
  {
    key: 'B08-001',
    bbsCode: '08',
    category: '01',
    at: '2026-02-24 10:00',
    views: 29,
    ko: ['핀테크 앱의 종가 API 활용 사례', p('투자 정보 앱이 종가 API로 일별 차트를 제공하는 사례입니다.')],
    en: ['Case study: a fintech app on the end-of-day API', p('An investment app draws its daily charts from the end-of-day API.')],
  },
  {
    key: 'B09-002',
    bbsCode: '09',
    category: '02',
    at: '2026-11-02 09:00',
    views: 48,
    ko: ['2026년 10월 시장 통계', p('10월 유가증권시장 일평균 거래대금과 상장 종목 수 통계입니다.')],
    en: ['Market statistics, October 2026', p('Average daily trading value and number of listings in October.')],
  },
  {
    key: 'B09-001',
    bbsCode: '09',
    category: '02',
    at: '2026-10-01 09:00',
    views: 42,
    ko: ['2026년 9월 시장 통계', p('9월 유가증권시장 일평균 거래대금과 상장 종목 수 통계입니다.')],
    en: ['Market statistics, September 2026', p('Average daily trading value and number of listings in September.')],
  },
  {
    key: 'B10-002',
    bbsCode: '10',
    category: '01',
    at: '2026-07-01 10:00',
    views: 51,
    ko: ['장 종료 단일가 매매 시간 변경', p('8월 17일부터 장 종료 단일가 매매 시간이 5분 연장됩니다.')],
    en: ['Closing auction extended', p('From 17 August the closing auction is five minutes longer.')],
  },
  {
    key: 'B10-001',
    bbsCode: '10',
    category: '01',
    at: '2026-03-31 18:00',
    views: 38,
    ko: ['변동성 완화장치 정보 공개 확대', p('VI 발동 기준가격이 실시간 전문으로 공개됩니다.')],
    en: ['More volatility interruption data', p('The VI reference price is now published in real time.')],
  },
  {
    key: 'B11-002',
    bbsCode: '11',
    category: '03',
    at: '2026-10-20 16:00',
    answeredAt: '2026-10-23 11:00',
    views: 27,
    ko: [
      '종가 파일에 외국인 보유 수량을 추가해 주세요',
      p('검토 결과 2027년 1분기 중 종가 파일에 외국인 보유 수량 필드를 추가하기로 했습니다.'),
    ],
    en: [
      'Please add foreign holdings to the end-of-day file',
      p('We will add a foreign holdings field to the end-of-day file in the first quarter of 2027.'),
    ],
  },
  {
    key: 'B11-001',
    bbsCode: '11',
    category: '03',
    at: '2026-06-05 13:00',
    answeredAt: '2026-06-09 15:30',
    views: 22,
    ko: ['API 호출 한도 상향 요청', p('계약 등급별 호출 한도를 재검토하여 7월부터 상향 적용합니다.')],
    en: ['Higher API call limits requested', p('Call limits per contract tier were reviewed and are raised from July.')],
  },
];

export const FAQS: BulletinSeed[] = [
  {
    key: 'F-01-1',
    bbsCode: 'FAQ',
    category: '01',
    at: '2025-10-01 09:00',
    answeredAt: '2025-10-01 09:00',
    views: 820,
    ko: [
      '회원 가입은 어떻게 하나요?',
      p(
        '로그인 화면의 「회원가입」에서 신규 회원 또는 추가 회원을 선택해 가입할 수 있습니다. 가입 후 이메일 인증을 마치면 회사 관리자 또는 당사 담당자의 승인을 거쳐 이용할 수 있습니다.',
      ),
    ],
    en: [
      'How do I sign up?',
      p(
        'Choose "Join" on the sign-in page, then new member or additional member. After confirming your e-mail, your company administrator or our staff approves the account.',
      ),
    ],
  },
  {
    key: 'F-01-2',
    bbsCode: 'FAQ',
    category: '01',
    at: '2025-10-01 09:05',
    answeredAt: '2025-10-01 09:05',
    views: 640,
    ko: [
      'OTP 인증 앱을 바꾸거나 휴대전화를 잃어버렸어요.',
      p(
        '고객센터(02-3774-0000)로 연락하시면 본인 확인 후 OTP 등록을 초기화해 드립니다. 다음 로그인 때 새 QR 코드로 다시 등록하시면 됩니다.',
      ),
    ],
    en: [
      'I changed my phone or lost my authenticator app.',
      p(
        'Call the customer centre (+82-2-3774-0000). After checking your identity we reset your OTP enrolment, and you enrol again with a new QR code at your next sign-in.',
      ),
    ],
  },
  {
    key: 'F-01-3',
    bbsCode: 'FAQ',
    category: '01',
    at: '2025-10-01 09:10',
    answeredAt: '2025-10-01 09:10',
    views: 515,
    ko: [
      '비밀번호를 5회 이상 틀려 로그인할 수 없어요.',
      p('보안을 위해 비밀번호를 연속 5회 틀리면 로그인이 제한됩니다. 로그인 화면의 「비밀번호 재설정」에서 이메일로 재설정해 주세요.'),
    ],
    en: [
      'I entered a wrong password five times and cannot sign in.',
      p(
        'After five wrong passwords in a row sign-in is blocked for your safety. Use "Reset password" on the sign-in page to set a new one by e-mail.',
      ),
    ],
  },
  {
    key: 'F-01-4',
    bbsCode: 'FAQ',
    category: '01',
    at: '2025-10-01 09:15',
    answeredAt: '2025-10-01 09:15',
    views: 302,
    ko: [
      '1년 동안 로그인하지 않으면 어떻게 되나요?',
      p(
        '마지막 로그인 후 1년이 지나면 휴면 계정으로 전환됩니다. 로그인 화면에서 비밀번호를 다시 입력하면 휴면 상태가 해제됩니다. 가입 시 자동 연장을 선택했다면 휴면 전환 없이 유지됩니다.',
      ),
    ],
    en: [
      'What happens if I do not sign in for a year?',
      p(
        'One year after your last sign-in the account becomes dormant. Enter your password on the sign-in page to reactivate it. With automatic extension chosen at sign-up, it stays active.',
      ),
    ],
  },
  {
    key: 'F-02-1',
    bbsCode: 'FAQ',
    category: '02',
    at: '2025-10-02 10:00',
    answeredAt: '2025-10-02 10:00',
    views: 455,
    ko: [
      '실시간 시세와 종가 데이터는 어떻게 다른가요?',
      p(
        '실시간 시세는 장중 체결·호가 정보를 전용회선으로 즉시 전송하는 상품이고, 종가 데이터는 장 종료 후 확정된 일별 시세를 파일이나 API로 제공하는 상품입니다.',
      ),
    ],
    en: [
      'How do real-time and end-of-day data differ?',
      p(
        'Real-time data sends trades and quotes during the session over dedicated lines as they happen; end-of-day data delivers the confirmed daily prices after the close, by file or API.',
      ),
    ],
  },
  {
    key: 'F-02-2',
    bbsCode: 'FAQ',
    category: '02',
    at: '2025-10-02 10:05',
    answeredAt: '2025-10-02 10:05',
    views: 388,
    ko: [
      '비전시(Non-display) 이용이란 무엇인가요?',
      p(
        '화면에 표시하지 않고 알고리즘 매매, 위험 관리, 지수 산출 등 프로그램에서 시세를 이용하는 경우를 말합니다. 비전시 이용은 별도로 신고하고 이용료를 납부해야 합니다.',
      ),
    ],
    en: [
      'What is non-display use?',
      p(
        'Using data in programs without showing it on a screen: algorithmic trading, risk management, index calculation and the like. Non-display use is declared separately and has its own fees.',
      ),
    ],
  },
  {
    key: 'F-02-3',
    bbsCode: 'FAQ',
    category: '02',
    at: '2025-10-02 10:10',
    answeredAt: '2025-10-02 10:10',
    views: 270,
    ko: [
      '시세를 홈페이지에 지연 게시해도 되나요?',
      p(
        '20분 이상 지연된 시세는 지연 시세 계약으로 홈페이지나 앱에 게시할 수 있습니다. 출처 표시(「자료: 한국거래소」)는 반드시 포함해야 합니다.',
      ),
    ],
    en: [
      'May I show delayed prices on my website?',
      p(
        'Prices delayed by 20 minutes or more may be shown on websites or apps under a delayed data contract. The source ("Source: Korea Exchange") must be shown.',
      ),
    ],
  },
  {
    key: 'F-03-1',
    bbsCode: 'FAQ',
    category: '03',
    at: '2025-10-03 11:00',
    answeredAt: '2025-10-03 11:00',
    views: 342,
    ko: [
      '계약은 어떻게 신청하나요?',
      p('고객 포털의 주문서 메뉴에서 이용할 상품과 이용 형태를 선택해 주문서를 제출하면, 담당 영업 대표가 검토 후 계약서를 보내 드립니다.'),
    ],
    en: [
      'How do I apply for a contract?',
      p(
        'Submit an order form in the portal with the products and usage types you need; your sales representative reviews it and sends you the contract.',
      ),
    ],
  },
  {
    key: 'F-03-2',
    bbsCode: 'FAQ',
    category: '03',
    at: '2025-10-03 11:05',
    answeredAt: '2025-10-03 11:05',
    views: 221,
    ko: [
      '정보이용료는 언제 청구되나요?',
      p('월 이용료는 매월 말일 기준으로 다음 달 15일에 청구됩니다. 연간 계약은 계약 개시월에 일괄 청구할 수 있습니다.'),
    ],
    en: [
      'When are fees invoiced?',
      p('Monthly fees are invoiced on the 15th of the following month. Annual contracts may be invoiced in full in the first month.'),
    ],
  },
  {
    key: 'F-03-3',
    bbsCode: 'FAQ',
    category: '03',
    at: '2025-10-03 11:10',
    answeredAt: '2025-10-03 11:10',
    views: 160,
    ko: [
      '이용을 잠시 중단할 수 있나요?',
      p('계약 기간 중 최대 3개월까지 이용 정지를 신청할 수 있습니다. 정지 기간에는 기본료의 30%만 청구됩니다.'),
    ],
    en: [
      'Can I suspend my subscription for a while?',
      p('You can suspend for up to three months during the contract; 30% of the base fee is charged while suspended.'),
    ],
  },
  {
    key: 'F-04-1',
    bbsCode: 'FAQ',
    category: '04',
    at: '2025-10-04 09:00',
    answeredAt: '2025-10-04 09:00',
    views: 298,
    ko: [
      '월간 이용 보고는 무엇을 적어야 하나요?',
      p(
        '이용 상품별 단말 수, 사용자 수, 비전시 이용 시스템 수를 월말 기준으로 보고합니다. 엑셀 양식을 내려받아 작성한 뒤 업로드하거나 화면에서 직접 입력할 수 있습니다.',
      ),
    ],
    en: [
      'What goes into the monthly usage report?',
      p(
        'Terminals, users and non-display systems per product at month end. Download the Excel template and upload it, or type the figures on screen.',
      ),
    ],
  },
  {
    key: 'F-04-2',
    bbsCode: 'FAQ',
    category: '04',
    at: '2025-10-04 09:05',
    answeredAt: '2025-10-04 09:05',
    views: 187,
    ko: [
      '보고서를 잘못 제출했어요.',
      p('검토 완료 전이라면 보고서 화면에서 직접 수정할 수 있습니다. 검토가 끝난 보고서는 담당 영업 대표에게 정정을 요청해 주세요.'),
    ],
    en: [
      'I submitted a wrong report.',
      p('Before review you can correct it on the report page. Once reviewed, ask your sales representative for a correction.'),
    ],
  },
  {
    key: 'F-05-1',
    bbsCode: 'FAQ',
    category: '05',
    at: '2025-10-05 10:00',
    answeredAt: '2025-10-05 10:00',
    views: 233,
    ko: [
      '시세 수신이 끊겼을 때는 어떻게 하나요?',
      p(
        '먼저 수신 서버의 네트워크 상태를 확인하고, 복구되지 않으면 24시간 기술지원 센터(02-3774-0000)로 연락해 주세요. 누락 구간은 재전송 요청으로 받을 수 있습니다.',
      ),
    ],
    en: [
      'The feed stopped. What should I do?',
      p(
        'Check the network of your receiver first; if it does not recover, call the 24-hour technical support centre (+82-2-3774-0000). Missed messages can be requested again.',
      ),
    ],
  },
  {
    key: 'F-05-2',
    bbsCode: 'FAQ',
    category: '05',
    at: '2025-10-05 10:05',
    answeredAt: '2025-10-05 10:05',
    views: 176,
    ko: [
      '시험용 시세를 받아볼 수 있나요?',
      p('계약 전 최대 1개월간 시험 환경의 시세를 무료로 받아볼 수 있습니다. 고객 포털에서 시험 이용을 신청해 주세요.'),
    ],
    en: [
      'Can I get test data?',
      p('Before signing you can receive test environment data free of charge for up to one month. Apply for a trial in the portal.'),
    ],
  },
  {
    key: 'F-05-3',
    bbsCode: 'FAQ',
    category: '05',
    at: '2025-10-05 10:10',
    answeredAt: '2025-10-05 10:10',
    views: 98,
    ko: [
      '전문 규격서는 어디에서 받나요?',
      p('시세 데이터 규격 게시판에서 최신 전문 규격서를 내려받을 수 있습니다. 규격 변경은 시행 한 달 전에 공지합니다.'),
    ],
    en: [
      'Where are the message layouts?',
      p('The latest layouts are on the Data specifications board. Changes are announced a month before they take effect.'),
    ],
  },
];

export const ALL_BULLETINS: BulletinSeed[] = [...NOTICES, ...MARKET_NOTICES, ...DERIVATIVES_NOTICES, ...BOARD_ITEMS, ...FAQS];
