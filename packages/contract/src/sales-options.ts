/**
 * The option flags of the sales status (spec 2 section 3 "Sales status row"), in the
 * specification's order. The billing run writes the flags that hold for a customer and product in a month
 * (`billing_summaries.flags`); the sales status filters and shows them. Sources (decision 046):
 * - OPEN_API, FUND_ADMIN, PB, LICENCE: the contract's order form `serviceOptions`;
 * - REALTIME, DELAYED, BATCH, EOD_PRICE: the product's provision (REALTIME, DELAYED, BATCH, EOD);
 * - DIRECT, SEMI_DIRECT, INDIRECT: the contract product's use type;
 * - UDP, TCP, FTP: the order form's `deliveryProtocols`;
 * - NON_DISPLAY: an approved non-display declaration with use;
 * - AFFILIATE_EXTENSION: the order form's affiliate extension.
 */
export const SALES_OPTION_FLAGS = [
  'OPEN_API',
  'FUND_ADMIN',
  'PB',
  'REALTIME',
  'DELAYED',
  'BATCH',
  'LICENCE',
  'DIRECT',
  'SEMI_DIRECT',
  'INDIRECT',
  'UDP',
  'TCP',
  'FTP',
  'NON_DISPLAY',
  'AFFILIATE_EXTENSION',
  'EOD_PRICE',
] as const;
export type TSalesOptionFlag = (typeof SALES_OPTION_FLAGS)[number];

export const SALES_OPTION_FLAG_LABELS: Record<TSalesOptionFlag, { ko: string; en: string }> = {
  OPEN_API: { ko: '오픈 API 이용', en: 'Open API use' },
  FUND_ADMIN: { ko: '펀드 사무관리 이용', en: 'Fund admin use' },
  PB: { ko: 'PB', en: 'PB' },
  REALTIME: { ko: '실시간', en: 'Real-time' },
  DELAYED: { ko: '지연', en: 'Delayed' },
  BATCH: { ko: '배치', en: 'Batch' },
  LICENCE: { ko: '라이선스', en: 'Licence' },
  DIRECT: { ko: '직접', en: 'Direct' },
  SEMI_DIRECT: { ko: '준직접', en: 'Semi-direct' },
  INDIRECT: { ko: '간접', en: 'Indirect' },
  UDP: { ko: 'UDP', en: 'UDP' },
  TCP: { ko: 'TCP', en: 'TCP' },
  FTP: { ko: 'FTP', en: 'FTP' },
  NON_DISPLAY: { ko: '비조회형', en: 'Non-display' },
  AFFILIATE_EXTENSION: { ko: '계열사 확장', en: 'Affiliate extension' },
  EOD_PRICE: { ko: '종가', en: 'End-of-day price' },
};

/** The product code of the non-display fee lines and summaries of the billing run (not a catalogue product). */
export const NON_DISPLAY_BILLING_PRODUCT = 'NON_DISPLAY';
export const NON_DISPLAY_BILLING_PRODUCT_LABEL = { ko: '비조회형 이용료', en: 'Non-display usage fee' } as const;
