import type { ErrorTable } from './types';

/** Errors of the exceptions dashboard (EXC). */
export const EXCEPTION_ERRORS = {
  EXC1N4001: {
    status: 400,
    ko: '처리 지연 기준 일수는 1일부터 365일 사이의 정수로 입력해 주세요.',
    en: 'Enter the days before a request counts as stale as a whole number from 1 to 365.',
  },
  EXC1N4031: {
    status: 403,
    ko: '예외 현황은 정보 제공사 직원만 이 주소로 볼 수 있습니다. 거래소 담당자는 거래소 업무 메뉴에서 확인해 주세요.',
    en: 'Only provider staff see the exceptions at this address; the exchange reviewer uses the Exchange desk menu.',
  },
  EXC1N4032: {
    status: 403,
    ko: '거래소 예외 현황은 거래소 담당자만 볼 수 있습니다.',
    en: 'Only the exchange reviewer sees the exchange’s exceptions.',
  },
} satisfies ErrorTable;
