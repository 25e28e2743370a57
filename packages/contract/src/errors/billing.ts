import type { ErrorTable } from './types';

/**
 * Errors of billing (BIL): the provider's runs and final months, the customer's bill. A month is "YYYY-MM"; `{month}` is
 * shown as it was sent.
 */
export const BILLING_ERRORS = {
  BIL1N4001: {
    status: 400,
    ko: '한 번에 최대 {max}개월까지 실행할 수 있습니다. 기간을 줄여 주세요.',
    en: 'A run covers at most {max} months at a time. Choose a shorter range.',
  },
  BIL1N4002: {
    status: 400,
    ko: '시작 월은 종료 월과 같거나 그 이전이어야 합니다.',
    en: 'The first month cannot be after the last month.',
  },
  BIL1N4003: {
    status: 400,
    ko: '아직 시작되지 않은 달은 청구를 실행할 수 없습니다.',
    en: 'A month that has not begun yet cannot be billed.',
  },
  BIL1N4041: { status: 404, ko: '청구 월을 찾을 수 없습니다.', en: 'The billing month was not found.' },
  BIL1N4091: {
    status: 409,
    ko: '{month} 청구는 확정되어 다시 실행할 수 없습니다.',
    en: 'Billing for {month} is final and cannot be run again.',
  },
  BIL1N4092: {
    status: 409,
    ko: '{month} 청구는 이미 확정되었습니다.',
    en: 'Billing for {month} is already final.',
  },
  BIL1N4093: {
    status: 409,
    ko: '청구를 한 번도 실행하지 않은 달은 확정할 수 없습니다.',
    en: 'A month that has never been run cannot be marked final.',
  },
} as const satisfies ErrorTable;
