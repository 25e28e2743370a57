import type { ErrorTable } from './types';

/** Errors of the non-display application inventory (NDA, decision 085). */
export const NON_DISPLAY_APPLICATION_ERRORS = {
  NDA1N4001: {
    status: 400,
    ko: '종료일은 시작일과 같거나 그 이후여야 합니다.',
    en: 'The end date must be on or after the start date.',
  },
  NDA1N4002: { status: 400, ko: '애플리케이션 이름을 입력해 주세요.', en: 'Enter the application’s name.' },
  NDA1N4041: {
    status: 404,
    ko: '비조회형 애플리케이션을 찾을 수 없습니다.',
    en: 'The non-display application was not found.',
  },
} as const satisfies ErrorTable;
