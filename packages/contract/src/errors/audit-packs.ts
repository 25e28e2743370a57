import type { ErrorTable } from './types';

/** Errors of the audit pack (APK is the API keys'; the pack's prefix is ADP). A month is "YYYY-MM". */
export const AUDIT_PACK_ERRORS = {
  ADP1N4001: {
    status: 400,
    ko: '시작 월은 종료 월과 같거나 그 이전이어야 합니다.',
    en: 'The first month cannot be after the last month.',
  },
  ADP1N4002: {
    status: 400,
    ko: '한 번에 최대 {max}개월까지 만들 수 있습니다. 기간을 줄여 주세요.',
    en: 'A pack covers at most {max} months. Choose a shorter period.',
  },
  ADP1N4003: {
    status: 400,
    ko: '아직 시작되지 않은 달은 기간에 넣을 수 없습니다.',
    en: 'A month that has not begun yet cannot be in the period.',
  },
  ADP1N4004: {
    status: 400,
    ko: '고객사를 선택해 주세요.',
    en: 'Choose the customer.',
  },
  ADP1N4005: {
    status: 400,
    ko: '알 수 없는 상품 코드입니다: {codes}',
    en: 'Unknown product codes: {codes}',
  },
  ADP1N4006: {
    status: 400,
    ko: '검증할 감사 자료 파일(ZIP)을 올려 주세요.',
    en: 'Upload the audit pack (a ZIP file) to verify.',
  },
  ADP1N4031: {
    status: 403,
    ko: '다른 회사의 감사 자료는 만들 수 없습니다.',
    en: 'You cannot make the audit pack of another company.',
  },
  ADP1N4041: { status: 404, ko: '감사 자료를 찾을 수 없습니다.', en: 'The audit pack was not found.' },
  ADP1N4042: { status: 404, ko: '고객사를 찾을 수 없습니다.', en: 'The customer was not found.' },
  ADP1N4091: {
    status: 409,
    ko: '감사 자료가 아직 준비되지 않았습니다. 완료된 뒤에 내려받아 주세요.',
    en: 'The audit pack is not ready yet. Download it once it is ready.',
  },
  ADP1N4092: {
    status: 409,
    ko: '같은 조건의 감사 자료를 이미 만들고 있습니다.',
    en: 'A pack with the same choices is already being made.',
  },
  ADP1N4131: {
    status: 413,
    ko: '감사 자료 파일은 {max}MB 이하만 검증할 수 있습니다.',
    en: 'A pack of at most {max} MB can be verified here; use the script for a larger one.',
  },
  ADP1N5001: {
    status: 500,
    ko: '감사 자료를 만들지 못했습니다. 다시 요청해 주세요.',
    en: 'The audit pack could not be made. Ask for it again.',
  },
} satisfies ErrorTable;
