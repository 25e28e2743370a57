import type { ErrorTable } from './types';

/** Errors of the fee estimates (FEE; decision 083): what the change names must exist and be the company's. */
export const FEE_ESTIMATE_ERRORS = {
  FEE1N4001: { status: 400, ko: '변경·해지 주문은 계약을 선택해 주세요.', en: 'Choose the contract the change or termination is for.' },
  FEE1N4002: { status: 400, ko: '알 수 없는 정보상품 코드입니다: {codes}', en: 'Unknown product codes: {codes}' },
  FEE1N4041: { status: 404, ko: '계약을 찾을 수 없습니다.', en: 'The contract was not found.' },
  FEE1N4042: { status: 404, ko: '비전시 신고를 찾을 수 없습니다.', en: 'The non-display declaration was not found.' },
  FEE1N4043: { status: 404, ko: '주문을 찾을 수 없습니다.', en: 'The order was not found.' },
} as const satisfies ErrorTable;
