import type { ErrorTable } from './types';

/**
 * Errors of disputes of a bill line (BDP; decision 080). Days are Korean calendar dates "YYYY-MM-DD"; `{amount}` is money
 * as the bill shows it (₩12,000, US$1,250.00).
 */
export const BILLING_DISPUTE_ERRORS = {
  BDP1N4001: { status: 400, ko: '이의 사유를 입력해 주세요.', en: 'Enter the reason for the dispute.' },
  BDP1N4002: { status: 400, ko: '이의 사유는 {max}자 이내로 입력해 주세요.', en: 'Enter the reason in {max} characters or fewer.' },
  BDP1N4003: {
    status: 400,
    ko: '이의 제기 기간이 지났습니다. 청구서 발행일({issuedOn})로부터 {days}일 이내({lastDay}까지)에만 이의를 제기할 수 있습니다.',
    en: 'The dispute window has closed: a line can be disputed within {days} days of the bill’s issue on {issuedOn} (until {lastDay}).',
  },
  BDP1N4004: {
    status: 400,
    ko: '아직 확정되지 않은 청구서입니다. 청구서가 확정된 뒤에 이의를 제기해 주세요.',
    en: 'This bill is still provisional. You can dispute its lines once it is issued (final).',
  },
  BDP1N4005: {
    status: 400,
    ko: '인정 금액을 1 이상 {amount} 이하로 입력해 주세요.',
    en: 'Enter an accepted amount greater than zero and at most {amount}.',
  },
  BDP1N4006: {
    status: 400,
    ko: '청구 금액이 없는 항목이나 조정 항목에는 이의를 제기할 수 없습니다.',
    en: 'A line with nothing billed, or an adjustment line, cannot be disputed.',
  },
  BDP1N4007: { status: 400, ko: '금액은 이의를 인정할 때만 입력합니다.', en: 'An amount is given only when accepting a dispute.' },
  BDP1N4008: {
    status: 400,
    ko: '이의 제기 기간은 {min}일에서 {max}일 사이로 입력해 주세요.',
    en: 'Enter a dispute window between {min} and {max} days.',
  },
  BDP1N4009: { status: 400, ko: '검색 조건을 확인해 주세요.', en: 'Please check the search conditions.' },
  BDP1N4041: { status: 404, ko: '청구 항목을 찾을 수 없습니다.', en: 'The bill line was not found.' },
  BDP1N4091: {
    status: 409,
    ko: '이 청구 항목에는 이미 처리 중이거나 인정된 이의 제기({number})가 있습니다.',
    en: 'This bill line already has a dispute under review or accepted ({number}).',
  },
} as const satisfies ErrorTable;
