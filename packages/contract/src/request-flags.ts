import type { TText } from './workflow';

/**
 * Flags a kind sets on its request header (the platform's `requests.flags`, in the transaction of the change): warnings
 * for provider staff, shown as tags in the work queue. One table for every kind, each kind its own codes.
 */
export const REQUEST_FLAG_LABELS: Record<string, TText> = {
  // Non-display declarations
  ND_TRADING_MISMATCH: {
    ko: '매매 용도가 주문서와 다름',
    en: 'Trading use differs from the order form',
  },
  ND_OTHER_MISMATCH: {
    ko: '기타 용도가 주문서와 다름',
    en: 'Other use differs from the order form',
  },
  ND_BEFORE_CONTRACT: {
    ko: '적용 시작일이 계약 개시일 이전',
    en: 'Effective date before the contract’s begin date',
  },
};

/** The label of a flag in a language (the code itself when unknown). */
export const requestFlagLabel = (code: string, lang: 'ko' | 'en'): string =>
  Object.prototype.hasOwnProperty.call(REQUEST_FLAG_LABELS, code) ? REQUEST_FLAG_LABELS[code]![lang] : code;
