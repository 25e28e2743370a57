import type { ErrorTable } from './types';

/**
 * Errors of clearances of a period (CLR; issue 25 section 2, decision 082). Variables stand where no Korean particle
 * follows them (a clearance number or a month ends in any digit).
 */
export const CLEARANCE_ERRORS = {
  CLR1N4001: { status: 400, ko: '정산 확인서를 만들 권한 대사를 선택해 주세요.', en: 'Choose the reconciliation to clear.' },
  CLR1N4002: {
    status: 400,
    ko: '안내 문구는 {max}자 이내로 입력해 주세요.',
    en: 'Enter the note in {max} characters or fewer.',
  },
  CLR1N4003: { status: 400, ko: '검색 조건을 확인해 주세요.', en: 'Please check the search conditions.' },
  CLR1N4004: { status: 400, ko: '이 정산 확인서에 할 수 없는 처리입니다.', en: 'This action does not exist for a clearance.' },
  CLR1N4041: { status: 404, ko: '정산 확인서를 찾을 수 없습니다.', en: 'The clearance was not found.' },
  CLR1N4042: { status: 404, ko: '권한 대사를 찾을 수 없습니다.', en: 'The reconciliation was not found.' },
  CLR1N4043: {
    status: 404,
    ko: '정산 확인서 문서는 발행된 뒤에 내려받을 수 있습니다.',
    en: 'The clearance letter can be downloaded once the clearance is issued.',
  },
  CLR1N4091: {
    status: 409,
    ko: '수락된 권한 대사로만 정산 확인서를 만들 수 있습니다.',
    en: 'A clearance is prepared from an accepted reconciliation only.',
  },
  CLR1N4092: {
    status: 409,
    ko: '이 권한 대사에는 이미 정산 확인서 {number}이(가) 있습니다.',
    en: 'This reconciliation already has the clearance {number}.',
  },
  CLR1N4093: {
    status: 409,
    ko: '{month} 기간은 정산 확인서 {number}에 따라 이미 마감되었습니다.',
    en: 'The month {month} is already closed by the clearance {number}.',
  },
  CLR1N4094: {
    status: 409,
    ko: '정산 확인서 {number}에 따라 {month} 기간이 마감되어 정정 신고를 할 수 없습니다.',
    en: 'The month {month} is closed by the clearance {number}: no correction can be filed for it.',
  },
} as const satisfies ErrorTable;
