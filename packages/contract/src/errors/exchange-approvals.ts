import type { ErrorTable } from './types';

/** Errors of exchange approvals (EXA). A stale version answers the workflow's WFL1N4091. */
export const EXCHANGE_APPROVAL_ERRORS = {
  EXA1N4001: { status: 400, ko: '항목을 선택해주세요.', en: 'Select at least one item.' },
  EXA1N4002: {
    status: 400,
    ko: '같은 항목을 두 번 선택했습니다. 새로 고친 뒤 다시 선택해 주세요.',
    en: 'The same item was selected twice. Reload the list and select again.',
  },
  EXA1N4003: {
    status: 400,
    ko: '등록일 검색 기간의 시작일은 종료일과 같거나 그 이전이어야 합니다.',
    en: 'The start of the registered-date range cannot be after its end.',
  },
  EXA1N4041: { status: 404, ko: '승인 항목을 찾을 수 없습니다.', en: 'The approval item was not found.' },
  EXA1N4042: { status: 404, ko: '이 문서의 첨부 파일이 아닙니다.', en: 'The file is not an attachment of this document.' },
  EXA1N4091: {
    status: 409,
    ko: '이미 처리된 승인 항목입니다. 새로 고친 뒤 다시 확인해 주세요.',
    en: 'This item has already been decided. Reload and check again.',
  },
  EXA1N4092: {
    status: 409,
    ko: '거래소가 아직 결정하지 않은 항목은 결과를 확인할 수 없습니다.',
    en: 'The exchange has not decided this item yet, so there is no result to confirm.',
  },
  EXA1N4093: { status: 409, ko: '이미 결과를 확인한 항목입니다.', en: 'The result of this item has already been confirmed.' },
} as const satisfies ErrorTable;
