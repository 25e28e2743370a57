import { CONTENTS_TYPES, DOCUMENT_CLASSIFICATIONS, POPUP_AUDIENCE, type TPopupAudience } from '@portal/contract';

/**
 * Demo contents (directions, contact us, product and guide pages, banners, popups) and standard
 * documents (terms, personal-information policy, withdrawal notice) in both languages.
 */
const p = (...paragraphs: string[]) => paragraphs.map((t) => `<p>${t}</p>`).join('');
const h = (title: string) => `<h3>${title}</h3>`;
const ul = (...items: string[]) => `<ul>${items.map((t) => `<li>${t}</li>`).join('')}</ul>`;
const ol = (...items: string[]) => `<ol>${items.map((t) => `<li>${t}</li>`).join('')}</ol>`;
const table = (head: string[], rows: string[][]) =>
  `<table><thead><tr>${head.map((c) => `<th scope="col">${c}</th>`).join('')}</tr></thead><tbody>${rows
    .map((r) => `<tr>${r.map((c) => `<td>${c}</td>`).join('')}</tr>`)
    .join('')}</tbody></table>`;

export interface ContentsSeed {
  key: string;
  typeCode: string;
  versions: {
    versionNo: number;
    /** Registration time (YYYY-MM-DD HH:mm, Korea). */
    at: string;
    noticeYn?: 'Y' | 'N';
    ko?: [name: string, body: string];
    en?: [name: string, body: string];
    /** Popups: display window in days from the first seed (start, end) or fixed times. */
    window?: { startDays: number; endDays: number } | { start: string; end: string };
    width?: number;
    /** Popups: who a popup is for (everyone when absent). */
    audience?: TPopupAudience;
  }[];
}

export const PROVIDER = {
  addressKo: '서울특별시 영등포구 여의나루로 76, 한국시장데이터 빌딩 12층 (우편번호 07329)',
  addressEn: '12F KRX Market Data Building, 76 Yeouinaru-ro, Yeongdeungpo-gu, Seoul 07329, Republic of Korea',
  phone: '+82-2-3774-0000',
  email: 'datasales@krx-data.example',
};

export const CONTENTS: ContentsSeed[] = [
  {
    key: 'DIRECTIONS',
    typeCode: CONTENTS_TYPES.directions,
    versions: [
      {
        versionNo: 1,
        at: '2025-09-15 10:00',
        ko: ['오시는 길', p('서울특별시 영등포구 여의나루로 76 (구 사옥)', '지하철 5호선 여의나루역 1번 출구에서 도보 5분')],
        en: [
          'Directions',
          p('76 Yeouinaru-ro, Yeongdeungpo-gu, Seoul (former office)', 'Five minutes on foot from exit 1 of Yeouinaru station, line 5'),
        ],
      },
      {
        versionNo: 2,
        at: '2026-03-02 09:00',
        ko: [
          '오시는 길',
          h('주소') +
            p(PROVIDER.addressKo) +
            h('대중교통') +
            ul(
              '지하철 5호선 여의나루역 1번 출구에서 도보 4분',
              '지하철 9호선 국회의사당역 3번 출구에서 도보 10분',
              '버스: 여의도환승센터 정류장 하차 (261, 362, 463, 5615, 7611)',
            ) +
            h('주차') +
            p('건물 지하 2~4층 방문객 주차장을 이용하실 수 있습니다(2시간 무료, 안내데스크에서 주차 등록).'),
        ],
        en: [
          'Directions',
          h('Address') +
            p(PROVIDER.addressEn) +
            h('Public transport') +
            ul(
              'Subway line 5: Yeouinaru station, exit 1, four minutes on foot',
              'Subway line 9: National Assembly station, exit 3, ten minutes on foot',
              'Bus: Yeouido Transfer Centre stop (261, 362, 463, 5615, 7611)',
            ) +
            h('Parking') +
            p('Visitor parking on basement levels 2 to 4 (two hours free; register your car at the front desk).'),
        ],
      },
    ],
  },
  {
    key: 'CONTACT_US',
    typeCode: CONTENTS_TYPES.contactUs,
    versions: [
      {
        versionNo: 1,
        at: '2026-03-02 09:05',
        ko: [
          '문의처',
          table(
            ['업무', '연락처', '운영 시간'],
            [
              ['정보상품·계약 상담', '02-3774-0000 (1번)<br>datasales@krx-data.example', '평일 08:30 ~ 17:30'],
              ['이용 보고·요금', '02-3774-0000 (2번)<br>billing@krx-data.example', '평일 08:30 ~ 17:30'],
              ['기술 지원·장애 신고', '02-3774-0000 (3번)<br>support@krx-data.example', '24시간 연중무휴'],
            ],
          ) + p('1:1 문의는 로그인 후 마이페이지에서 남길 수 있으며, 비회원도 문의를 등록할 수 있습니다.'),
        ],
        en: [
          'Contact us',
          table(
            ['Topic', 'Contact', 'Hours (KST)'],
            [
              ['Products and contracts', '+82-2-3774-0000 (option 1)<br>datasales@krx-data.example', 'Weekdays 08:30 to 17:30'],
              ['Usage reports and billing', '+82-2-3774-0000 (option 2)<br>billing@krx-data.example', 'Weekdays 08:30 to 17:30'],
              ['Technical support and outages', '+82-2-3774-0000 (option 3)<br>support@krx-data.example', '24 hours, every day'],
            ],
          ) + p('Members can leave a one-to-one inquiry in My page after signing in; visitors can send an inquiry too.'),
        ],
      },
    ],
  },
  {
    key: 'PRODUCT_OUTLINE',
    typeCode: CONTENTS_TYPES.productOutline,
    versions: [
      {
        versionNo: 1,
        at: '2026-03-02 10:00',
        ko: [
          '정보상품 개요',
          p(
            '한국시장데이터는 한국거래소가 생성하는 증권·파생상품 시장 정보를 국내외 정보이용자에게 제공합니다. 고객은 이용 목적과 방식에 맞는 상품을 선택해 계약하고, 매월 이용 현황을 보고합니다.',
          ) +
            h('상품 구성') +
            table(
              ['구분', '내용', '제공 방식'],
              [
                [
                  '실시간 정보상품',
                  '유가증권·코스닥·코넥스·파생상품 시장의 체결, 호가, 지수, 투자자별 매매 동향',
                  '전용회선(멀티캐스트), 인터넷 VPN',
                ],
                ['종가 정보상품', '일별 종가, 시가·고가·저가, 거래량·거래대금, 지수 종가, 기업 기본 정보', '파일 전송(SFTP), HTTPS API'],
                ['지수 정보상품', '코스피, 코스피200, 코스닥150 등 지수의 실시간 값과 구성 종목', '전용회선, 파일 전송'],
              ],
            ) +
            h('이용 형태') +
            ul(
              '전시 이용: 단말 화면에 시세를 표시',
              '비전시 이용: 알고리즘 매매, 위험 관리 등 프로그램에서 이용',
              '재전송: 고객의 고객에게 시세를 다시 제공(국내·해외)',
            ) +
            p('상품별 이용 조건과 요금은 이용약관과 정보이용료 요율표를 따릅니다.'),
        ],
        en: [
          'Product outline',
          p(
            'KRX Market Data provides the securities and derivatives market information produced by Korea Exchange to data users in Korea and abroad. Customers choose the products that suit their purpose, sign a licence and report their usage every month.',
          ) +
            h('Products') +
            table(
              ['Product', 'What it holds', 'Delivery'],
              [
                [
                  'Real-time products',
                  'Trades, order books, indices and investor flows of the KOSPI, KOSDAQ, KONEX and derivatives markets',
                  'Dedicated lines (multicast), internet VPN',
                ],
                [
                  'End-of-day products',
                  'Daily closing, open, high and low prices, volumes and values, index closes, company reference data',
                  'File transfer (SFTP), HTTPS API',
                ],
                [
                  'Index products',
                  'Real-time values and constituents of the KOSPI, KOSPI 200, KOSDAQ 150 and other indices',
                  'Dedicated lines, file transfer',
                ],
              ],
            ) +
            h('Usage types') +
            ul(
              'Display: prices shown on terminal screens',
              'Non-display: used by programs such as algorithmic trading and risk management',
              'Redistribution: passed on to your own customers, in Korea or abroad',
            ) +
            p('Terms and fees of each product follow the terms and conditions and the fee schedule.'),
        ],
      },
    ],
  },
  {
    key: 'REALTIME_PRODUCT',
    typeCode: CONTENTS_TYPES.realtimeProduct,
    versions: [
      {
        versionNo: 1,
        at: '2026-03-02 10:10',
        ko: [
          '실시간 정보상품',
          p(
            '장중 발생하는 모든 체결과 호가 변동을 밀리초 단위로 전송하는 상품입니다. 증권사 HTS·MTS, 정보 단말, 알고리즘 매매 시스템에서 주로 이용합니다.',
          ) +
            h('주요 데이터') +
            ul(
              '주식 체결·우선호가·10단계 호가',
              '변동성 완화장치(VI) 발동·해제, 단일가 매매 예상 체결가',
              '업종·테마 지수 및 코스피200 등 대표 지수',
              '투자자별 매매 동향(장중 4회 집계)',
              '파생상품 체결·호가, 미결제약정, 이론가',
            ) +
            h('전송 방식') +
            table(
              ['방식', '특징', '권장 대상'],
              [
                ['전용회선 멀티캐스트', '이중화 회선, 평균 지연 1ms 미만', '증권사, 정보 벤더'],
                ['인터넷 VPN', '설치가 간편하고 비용이 낮음', '중소 재전송 사업자, 연구 기관'],
              ],
            ) +
            p('시험 환경에서 최대 1개월간 무료로 수신 테스트를 할 수 있습니다.'),
        ],
        en: [
          'Real-time products',
          p(
            'Every trade and order book change of the session, sent within milliseconds. Used by brokerage trading systems, information terminals and algorithmic trading systems.',
          ) +
            h('Main data') +
            ul(
              'Equity trades, best quotes and ten-level order books',
              'Volatility interruptions and indicative prices of call auctions',
              'Sector, theme and benchmark indices such as the KOSPI 200',
              'Investor flows (four snapshots per session)',
              'Derivatives trades and quotes, open interest, theoretical prices',
            ) +
            h('Delivery') +
            table(
              ['Method', 'Features', 'Best for'],
              [
                ['Dedicated line, multicast', 'Redundant lines, average latency under 1 ms', 'Brokers, information vendors'],
                ['Internet VPN', 'Quick to set up, lower cost', 'Smaller redistributors, research institutes'],
              ],
            ) +
            p('You can test reception in our test environment free of charge for up to one month.'),
        ],
      },
    ],
  },
  {
    key: 'CLOSING_PRICE_PRODUCT',
    typeCode: CONTENTS_TYPES.closingPriceProduct,
    versions: [
      {
        versionNo: 1,
        at: '2026-03-02 10:20',
        ko: [
          '종가 정보상품',
          p(
            '장 종료 후 확정된 일별 시세와 기준 정보를 제공하는 상품입니다. 투자 정보 서비스, 자산운용사의 평가 시스템, 연구 목적 이용에 적합합니다.',
          ) +
            h('제공 항목') +
            ul(
              '종목별 시가·고가·저가·종가, 거래량, 거래대금, 시가총액',
              '지수 종가와 구성 종목, 업종 분류',
              '상장·상장폐지, 액면분할, 배당 등 기업 행위 정보',
              '외국인 보유 한도 소진율',
            ) +
            h('제공 일정') +
            table(
              ['자료', '생성 시각', '방식'],
              [
                ['일별 종가 파일', '영업일 16:15', 'SFTP, API'],
                ['기업 기준 정보', '영업일 18:00', 'SFTP'],
                ['월간 통계', '매월 첫 영업일 09:00', 'SFTP'],
              ],
            ),
        ],
        en: [
          'Closing price products',
          p(
            'Confirmed daily prices and reference data after the close. Suited to investment information services, valuation systems of asset managers and research.',
          ) +
            h('Contents') +
            ul(
              'Open, high, low and close, volume, value and market capitalisation per stock',
              'Index closes and constituents, sector classification',
              'Corporate actions: listings, delistings, splits, dividends',
              'Foreign ownership limit usage',
            ) +
            h('Timetable (KST)') +
            table(
              ['File', 'Produced', 'Delivery'],
              [
                ['Daily closing prices', 'Business days 16:15', 'SFTP, API'],
                ['Company reference data', 'Business days 18:00', 'SFTP'],
                ['Monthly statistics', 'First business day 09:00', 'SFTP'],
              ],
            ),
        ],
      },
    ],
  },
  {
    key: 'STOCK_INFO_COMPANIES',
    typeCode: CONTENTS_TYPES.stockInformationCompanies,
    versions: [
      {
        versionNo: 1,
        at: '2026-03-02 10:30',
        ko: [
          '증권정보업체 현황',
          p('한국시장데이터와 정보이용계약을 맺고 시세를 재전송하는 주요 증권정보업체입니다(2026년 10월 말 기준, 가나다순).') +
            table(
              ['업체명', '주요 서비스', '이용 상품'],
              [
                ['나래인포', '증권 정보 단말, 기관 투자자용 분석 화면', '실시간, 종가'],
                ['데이터브릿지', '해외 투자자 대상 시세 재전송', '실시간(해외 재전송)'],
                ['마켓포인트', '모바일 투자 정보 앱', '실시간, 종가 API'],
                ['알파증권', 'HTS·MTS 시세 제공', '실시간, 비전시'],
                ['한빛경제TV', '방송 시세 그래픽', '실시간(지연)'],
              ],
            ) +
            p('목록에 없는 업체의 계약 여부는 고객센터로 문의해 주시기 바랍니다.'),
        ],
        en: [
          'Stock information companies',
          p('Major information companies that redistribute our data under a licence (end of October 2026, in alphabetical order).') +
            table(
              ['Company', 'Main service', 'Products used'],
              [
                ['Alpha Securities', 'Prices in its trading systems', 'Real-time, non-display'],
                ['Databridge', 'Redistribution to overseas investors', 'Real-time (overseas)'],
                ['Hanbit Economic TV', 'On-air price graphics', 'Real-time (delayed)'],
                ['Marketpoint', 'Mobile investment app', 'Real-time, end-of-day API'],
                ['Narae Info', 'Information terminals, analytics for institutions', 'Real-time, end-of-day'],
              ],
            ) +
            p('For companies not listed here, please ask the customer centre.'),
        ],
      },
    ],
  },
  {
    key: 'HOMEPAGE_GUIDELINE',
    typeCode: CONTENTS_TYPES.homepageGuideline,
    versions: [
      {
        versionNo: 1,
        at: '2026-03-02 10:40',
        ko: [
          '홈페이지 이용 안내',
          h('권장 환경') +
            ul('최신 버전의 Chrome, Edge, Safari, Firefox', '화면 너비 360px 이상(휴대전화 포함)') +
            h('회원 서비스') +
            ol(
              '회원가입 후 이메일 인증을 완료합니다.',
              '회사 관리자 또는 당사 담당자가 가입을 승인합니다.',
              '로그인 시 비밀번호와 OTP 인증을 차례로 진행합니다.',
              '여러 회사에 소속된 경우 상단에서 이용할 회사를 선택합니다.',
            ) +
            h('언어') +
            p('상단의 언어 선택에서 한국어와 영어를 전환할 수 있으며, 선택한 언어는 다음 방문 때도 유지됩니다.'),
        ],
        en: [
          'Using this site',
          h('Recommended environment') +
            ul('Current versions of Chrome, Edge, Safari or Firefox', 'Screens 360 px wide or more, phones included') +
            h('Member services') +
            ol(
              'Sign up and confirm your e-mail address.',
              'Your company administrator or our staff approves the account.',
              'Sign in with your password, then a one-time password.',
              'If you belong to several companies, choose the one you work for at the top.',
            ) +
            h('Language') +
            p('Switch between Korean and English at the top of the page; your choice is kept for your next visit.'),
        ],
      },
    ],
  },
  {
    key: 'VISIT_GUIDELINE',
    typeCode: CONTENTS_TYPES.visitGuideline,
    versions: [
      {
        versionNo: 1,
        at: '2026-03-02 10:50',
        ko: [
          '방문 안내',
          p('상담이나 계약을 위해 방문하시는 경우 담당 영업 대표와 미리 일정을 정해 주시기 바랍니다.') +
            ul(
              '방문 가능 시간: 평일 09:00 ~ 17:00',
              '1층 안내데스크에서 신분증을 제시하고 방문증을 받아 주세요.',
              '전산실(데이터센터)은 사전 승인된 기술 인력만 출입할 수 있습니다.',
            ) +
            p(`주소: ${PROVIDER.addressKo}`),
        ],
        en: [
          'Visiting us',
          p('If you visit us for a consultation or a contract, please book the time with your sales representative first.') +
            ul(
              'Visiting hours: weekdays 09:00 to 17:00 (KST)',
              'Show an ID at the front desk on the ground floor to get a visitor pass.',
              'Only technicians approved in advance may enter the data centre.',
            ) +
            p(`Address: ${PROVIDER.addressEn}`),
        ],
      },
    ],
  },
  {
    key: 'POPUP_OTP_2026',
    typeCode: CONTENTS_TYPES.popup,
    versions: [
      {
        versionNo: 1,
        at: '2026-11-05 09:00',
        window: { startDays: -1, endDays: 60 },
        width: 480,
        // Only for members who have not set up a second factor: never right after a member entered a code.
        audience: POPUP_AUDIENCE.withoutSecondFactor,
        ko: [
          'OTP 인증 의무화 안내',
          p(
            '12월 1일부터 모든 로그인에 OTP 인증이 필요합니다.',
            '아직 등록하지 않으셨다면 다음 로그인 때 인증 앱으로 QR 코드를 등록해 주세요.',
          ),
        ],
        en: [
          'One-time passwords become mandatory',
          p(
            'From 1 December every sign-in needs a one-time password.',
            'If you have not enrolled yet, scan the QR code with an authenticator app at your next sign-in.',
          ),
        ],
      },
    ],
  },
  {
    key: 'POPUP_YEAR_END_2026',
    typeCode: CONTENTS_TYPES.popup,
    versions: [
      {
        versionNo: 1,
        at: '2026-11-20 09:00',
        window: { startDays: -1, endDays: 45 },
        width: 440,
        ko: [
          '연말연시 시장 휴장일 안내',
          p(
            '12월 31일(목)은 연말 휴장일로 시세가 발생하지 않으며, 12월 31일부터 1월 2일(토)까지 고객센터 전화 상담을 쉽니다.',
            '월별 사용자 리포트 제출 기한은 그대로입니다.',
          ),
        ],
        en: [
          'Year-end market holidays',
          p(
            'The market is closed on Thursday 31 December, so no prices are published that day; the customer centre does not take calls from 31 December to Saturday 2 January.',
            'The deadline of the monthly user report does not change.',
          ),
        ],
      },
    ],
  },
  {
    key: 'POPUP_CHUSEOK_2026',
    typeCode: CONTENTS_TYPES.popup,
    versions: [
      {
        versionNo: 1,
        at: '2026-09-15 09:00',
        window: { start: '2026-09-15 09:00', end: '2026-09-28 00:00' },
        width: 420,
        ko: ['추석 연휴 고객센터 운영 안내', p('9월 24일부터 27일까지 고객센터 전화 상담을 쉽니다.')],
        en: ['Customer centre over Chuseok', p('The customer centre does not take calls from 24 to 27 September.')],
      },
    ],
  },
];

/** Banner texts of the known menu icon codes; other icon codes get a banner named after their menu. */
export const BANNERS: Record<string, { ko: [string, string]; en: [string, string] }> = {
  BN_PRODUCT: {
    ko: ['정보상품', '실시간부터 종가까지, 한국 증권시장의 모든 시세를 한곳에서'],
    en: ['Products', 'Every price of the Korean markets, from real time to the close, in one place'],
  },
  BN_NOTICE: {
    ko: ['공지·자료', '시장 운영과 서비스 변경 소식을 가장 먼저 확인하세요'],
    en: ['Notices', 'Market operations and service changes, as soon as they are decided'],
  },
  BN_SERVICE: {
    ko: ['고객지원', '궁금한 점은 자주 묻는 질문과 이용 안내에서 찾아보세요'],
    en: ['Support', 'Answers in the FAQ and the guides, and people to talk to when you need them'],
  },
  BN_EXCHANGE: {
    ko: ['거래소 업무', '거래소 심사 담당자를 위한 업무 화면입니다'],
    en: ['Exchange desk', 'Screens for the exchange-side reviewers'],
  },
  BN_MYPAGE: {
    ko: ['마이페이지', '회원 정보와 문의 내역을 관리하세요'],
    en: ['My page', 'Your details and your inquiries'],
  },
  BN_CONTRACT: {
    ko: ['주문·계약', '주문서와 계약, 일시 중지, 신고사항 변경, 비조회형 이용 신고와 월별 사용자 리포트를 한곳에서 처리하세요'],
    en: [
      'Orders and contracts',
      'Order forms, contracts, suspensions, reported items, non-display declarations and monthly user reports, in one place',
    ],
  },
  BN_AUDIT: {
    ko: ['감사 대응', '권한 대사와 정산 확인서, 감사 자료로 거래소 감사에 미리 대비하세요'],
    en: ['Audit', 'Entitlement reconciliations, clearances and audit packs: ready before the auditors ask'],
  },
  BN_ADMIN: {
    ko: ['고객 관리', '가입 승인과 고객 문의 답변을 처리하는 담당자 화면입니다'],
    en: ['Customer admin', 'Member approvals and answers to customer inquiries, for provider staff'],
  },
};

export interface DocumentSeed {
  classificationCode: string;
  versionNo: number;
  effectiveDate: string;
  noticeYn?: 'Y' | 'N';
  ko: [subject: string, body: string];
  en: [subject: string, body: string];
}

const termsArticlesKo = (v: number) =>
  h('제1조 (목적)') +
  p(
    '이 약관은 한국시장데이터(이하 「회사」)가 제공하는 고객 포털 및 정보상품(이하 「서비스」)의 이용 조건과 절차, 회사와 회원의 권리·의무를 정하는 것을 목적으로 합니다.',
  ) +
  h('제2조 (정의)') +
  ol(
    '「회원」이란 이 약관에 동의하고 회사의 승인을 받아 서비스를 이용하는 법인의 임직원을 말합니다.',
    '「정보상품」이란 회사가 한국거래소로부터 제공받아 가공·전송하는 시장 정보를 말합니다.',
    '「이용 보고」란 회원사가 매월 정보상품의 이용 현황을 회사에 제출하는 것을 말합니다.',
  ) +
  h('제3조 (회원 가입과 승인)') +
  p(
    '회원 가입은 이메일 인증을 마친 뒤 회원사 관리자 또는 회사의 승인을 받아 완료됩니다. 회사는 허위 정보로 신청한 경우 승인을 거절할 수 있습니다.',
  ) +
  h('제4조 (계정 관리)') +
  p(
    `회원은 비밀번호와 일회용 비밀번호(OTP) 인증 수단을 안전하게 관리해야 합니다. 비밀번호를 연속 5회 잘못 입력하면 로그인이 제한되며, 1년간 로그인하지 않은 계정은 휴면 상태로 전환됩니다.${v >= 2 ? ' 가입 시 자동 연장을 선택한 회원은 휴면 전환 대상에서 제외됩니다.' : ''}`,
  ) +
  h('제5조 (정보의 재전송)') +
  p(
    v >= 2
      ? '회원사는 계약에서 정한 범위 안에서만 정보상품을 재전송할 수 있으며, 재전송 대상과 방식이 바뀌는 경우 변경 30일 전까지 회사에 알려야 합니다.'
      : '회원사는 계약에서 정한 범위 안에서만 정보상품을 재전송할 수 있습니다.',
  ) +
  h('제6조 (이용 보고)') +
  p(
    v >= 2
      ? '회원사는 매월 이용 현황을 다음 달 10일까지 보고해야 하며, 기한까지 보고하지 않으면 회사는 직전 보고를 기준으로 이용료를 청구할 수 있습니다.'
      : '회원사는 매월 이용 현황을 다음 달 15일까지 보고해야 합니다.',
  ) +
  h('부칙') +
  p(v >= 2 ? '이 약관은 2025년 7월 1일부터 시행합니다.' : '이 약관은 2024년 3월 1일부터 시행합니다.');

const termsArticlesEn = (v: number) =>
  h('Article 1 (Purpose)') +
  p(
    'These terms set out the conditions and procedures for using the customer portal and the information products (the "Service") of KRX Market Data (the "Company"), and the rights and duties of the Company and its members.',
  ) +
  h('Article 2 (Definitions)') +
  ol(
    '"Member" means an employee of a corporate customer who has agreed to these terms and whose account the Company has approved.',
    '"Information products" means the market information the Company receives from Korea Exchange, processes and transmits.',
    '"Usage report" means the monthly statement of use of the information products that a customer submits to the Company.',
  ) +
  h('Article 3 (Sign-up and approval)') +
  p(
    'Sign-up is complete when the e-mail address is confirmed and the customer\u2019s administrator or the Company approves the account. The Company may refuse an application made with false information.',
  ) +
  h('Article 4 (Account security)') +
  p(
    `Members keep their password and one-time password device safe. Five wrong passwords in a row block sign-in, and an account not used for one year becomes dormant.${v >= 2 ? ' Members who chose automatic extension at sign-up do not become dormant.' : ''}`,
  ) +
  h('Article 5 (Redistribution)') +
  p(
    v >= 2
      ? 'A customer may redistribute information products only within the scope of its contract and tells the Company 30 days in advance of any change of recipients or method.'
      : 'A customer may redistribute information products only within the scope of its contract.',
  ) +
  h('Article 6 (Usage reports)') +
  p(
    v >= 2
      ? 'A customer reports its use of each month by the 10th of the following month; without a report the Company may invoice on the basis of the previous report.'
      : 'A customer reports its use of each month by the 15th of the following month.',
  ) +
  h('Supplementary provision') +
  p(v >= 2 ? 'These terms take effect on 1 July 2025.' : 'These terms take effect on 1 March 2024.');

const privacyKo = (v: number) =>
  p(
    '한국시장데이터(이하 「회사」)는 「개인정보 보호법」에 따라 이용자의 개인정보를 보호하고 관련 고충을 신속하게 처리하기 위해 다음과 같이 개인정보처리방침을 정합니다.',
  ) +
  h('1. 처리하는 개인정보 항목') +
  ul(
    '필수: 이메일(아이디), 비밀번호, 성명, 회사명, 사무실 전화번호',
    '선택: 휴대전화번호, 부서, 담당 업무, 뉴스레터 수신 여부',
    '자동 수집: 접속 일시, 접속 IP, 이용 기록',
  ) +
  h('2. 처리 목적') +
  p('회원 식별과 본인 확인, 정보이용계약의 체결과 이행, 이용 보고 처리, 공지 전달 및 문의 응대') +
  h('3. 보유 기간') +
  p(
    v >= 2
      ? '회원 탈퇴 시까지 보유하며, 계약·청구 기록은 「전자상거래 등에서의 소비자보호에 관한 법률」에 따라 5년, 접속 기록은 「통신비밀보호법」에 따라 3개월간 보관합니다.'
      : '회원 탈퇴 시까지 보유하며, 관계 법령에 따라 보존이 필요한 경우 해당 기간 동안 보관합니다.',
  ) +
  h('4. 처리 위탁') +
  (v >= 2
    ? table(
        ['수탁자', '위탁 업무'],
        [
          ['한결클라우드(주)', '서버 및 데이터 보관'],
          ['메일링크(주)', '안내 메일 발송'],
        ],
      )
    : p('회사는 서버 운영을 외부 전문 업체에 위탁하고 있습니다.')) +
  h('5. 개인정보 보호책임자') +
  p(
    v >= 2
      ? '개인정보 보호책임자: 정보보호실장 박지성 (privacy@krx-data.example, 02-3774-0100)'
      : '개인정보 보호책임자: 정보보호팀장 (privacy@krx-data.example)',
  ) +
  h('부칙') +
  p(v >= 2 ? '이 방침은 2026년 1월 1일부터 시행합니다.' : '이 방침은 2024년 3월 1일부터 시행합니다.');

const privacyEn = (v: number) =>
  p(
    'KRX Market Data (the "Company") protects the personal information of its users under the Personal Information Protection Act of Korea and sets out this policy to handle related concerns promptly.',
  ) +
  h('1. Personal information processed') +
  ul(
    'Required: e-mail address (the id), password, name, company name, office phone number',
    'Optional: mobile phone number, department, job, newsletter preference',
    'Collected automatically: access times, IP addresses, usage records',
  ) +
  h('2. Purposes') +
  p('Identifying members, concluding and performing data licences, processing usage reports, sending notices and answering inquiries.') +
  h('3. Retention') +
  p(
    v >= 2
      ? 'Kept until the member withdraws; contract and billing records are kept for five years and access logs for three months, as Korean law requires.'
      : 'Kept until the member withdraws, or longer where the law requires.',
  ) +
  h('4. Processors') +
  (v >= 2
    ? table(
        ['Processor', 'Task'],
        [
          ['Hangyeol Cloud Co., Ltd.', 'Servers and data storage'],
          ['Maillink Co., Ltd.', 'Sending notice e-mails'],
        ],
      )
    : p('The Company entrusts the operation of its servers to a specialised provider.')) +
  h('5. Data protection officer') +
  p(
    v >= 2
      ? 'Data protection officer: Park Ji-sung, Head of Information Security (privacy@krx-data.example, +82-2-3774-0100)'
      : 'Data protection officer: Head of the Information Security Team (privacy@krx-data.example)',
  ) +
  h('Supplementary provision') +
  p(v >= 2 ? 'This policy takes effect on 1 January 2026.' : 'This policy takes effect on 1 March 2024.');

export const DOCUMENTS: DocumentSeed[] = [
  {
    classificationCode: DOCUMENT_CLASSIFICATIONS.terms,
    versionNo: 1,
    effectiveDate: '2024-03-01',
    ko: ['이용약관', termsArticlesKo(1)],
    en: ['Terms and conditions', termsArticlesEn(1)],
  },
  {
    classificationCode: DOCUMENT_CLASSIFICATIONS.terms,
    versionNo: 2,
    effectiveDate: '2025-07-01',
    ko: ['이용약관', termsArticlesKo(2)],
    en: ['Terms and conditions', termsArticlesEn(2)],
  },
  {
    classificationCode: DOCUMENT_CLASSIFICATIONS.privacy,
    versionNo: 1,
    effectiveDate: '2024-03-01',
    ko: ['개인정보처리방침', privacyKo(1)],
    en: ['Personal information policy', privacyEn(1)],
  },
  {
    classificationCode: DOCUMENT_CLASSIFICATIONS.privacy,
    versionNo: 2,
    effectiveDate: '2026-01-01',
    ko: ['개인정보처리방침', privacyKo(2)],
    en: ['Personal information policy', privacyEn(2)],
  },
  {
    classificationCode: DOCUMENT_CLASSIFICATIONS.withdrawal,
    versionNo: 1,
    effectiveDate: '2024-03-01',
    ko: [
      '회원 탈퇴 안내',
      ul(
        '탈퇴하면 같은 이메일로 다시 가입할 수 있지만, 이전 문의 내역과 설정은 복구되지 않습니다.',
        '회원사의 계약과 이용 보고 기록은 회사 자료로 보관되며 탈퇴와 함께 삭제되지 않습니다.',
        '계약·청구 기록은 관계 법령에 따라 5년간 보관한 뒤 파기합니다.',
      ),
    ],
    en: [
      'Before you withdraw',
      ul(
        'You may sign up again with the same e-mail address, but earlier inquiries and settings cannot be restored.',
        'Contracts and usage reports belong to your company and are not deleted when you withdraw.',
        'Contract and billing records are kept for five years as the law requires, then destroyed.',
      ),
    ],
  },
];
