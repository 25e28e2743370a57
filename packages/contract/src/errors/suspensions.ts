import type { ErrorTable } from './types';

/**
 * Errors of suspension (temporary stop) requests (SUS). `{item}` is a field's label in the request's language
 * (`suspensionFieldLabel`); the Korean particles after it are chosen for the word. A failure that is no field's
 * starts with the spec's words ("Failed to request suspension." for the customer's request, "Temporary-stop approval
 * request failed." for the staff's decision) followed by its cause.
 */
export const SUSPENSION_ERRORS = {
  SUS1N4001: { status: 400, ko: '{item}을(를) 입력해 주세요.', en: '{item} is required.' },
  SUS1N4002: { status: 400, ko: '{item}은(는) {max}자 이내로 입력해 주세요.', en: 'Enter {item} in {max} characters or fewer.' },
  SUS1N4003: {
    status: 400,
    ko: '일시 중지 기간은 오늘 이후의 날짜로 입력해 주세요.',
    en: 'The suspension period must be today or a later date.',
  },
  SUS1N4004: {
    status: 400,
    ko: '일시 중지 종료일은 시작일과 같거나 그 이후의 날짜로 입력해 주세요.',
    en: 'The end date cannot be before the start date.',
  },
  SUS1N4005: {
    status: 400,
    ko: '선택한 정보상품은 신청 기간 동안 이 계약에서 이용 중인 상품이 아닙니다.',
    en: 'The chosen product is not in use under this contract for the whole period.',
  },
  SUS1N4006: {
    status: 400,
    ko: '해지 예정인 계약입니다. 해지 예정일({date}) 전에 끝나는 기간만 일시 중지할 수 있습니다.',
    en: 'The contract is scheduled to end on {date}: choose a period that ends before that date.',
  },
  SUS1N4007: {
    status: 400,
    ko: '시장은 선택한 정보상품의 시장({market})이어야 합니다.',
    en: 'The market must be the market of the chosen product ({market}).',
  },
  SUS1N4010: {
    status: 400,
    ko: '변경된 내용이 없습니다. 바꿀 일시 중지 기간을 입력해 주세요.',
    en: 'No data modified: enter the changed suspension period.',
  },
  SUS1N4011: {
    status: 400,
    ko: '일시 중지 기간은 변경 접수로만 바꿀 수 있습니다.',
    en: 'The suspension period can only be changed by receiving a change.',
  },
  SUS1N4012: { status: 400, ko: '검색 조건을 확인해 주세요.', en: 'Please check the search conditions.' },
  SUS1N4031: {
    status: 403,
    ko: '메모는 제공기관 담당자만 작성할 수 있습니다.',
    en: 'Only the provider’s staff may write a memo.',
  },
  SUS1N4091: {
    status: 409,
    ko: '일시 중지 신청에 실패했습니다. 해지되었거나 해지 예정일이 지난 계약은 일시 중지할 수 없습니다.',
    en: 'Failed to request suspension. The contract has ended, so it cannot be suspended.',
  },
  SUS1N4092: {
    status: 409,
    ko: '같은 계약과 정보상품에 이미 신청되었거나 승인된 일시 중지 기간({from} ~ {to})과 겹칩니다. 다른 기간을 선택해 주세요.',
    en: 'The period overlaps a suspension of the same contract and product that is already requested or approved ({from} to {to}). Choose another period.',
  },
  SUS1N4093: {
    status: 409,
    ko: '일시 중지 승인 요청에 실패했습니다. 계약이 해지되어 일시 중지를 승인할 수 없습니다.',
    en: 'Temporary-stop approval request failed. The contract has ended, so the suspension cannot be approved.',
  },
} as const satisfies ErrorTable;
