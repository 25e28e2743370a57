import type { ErrorTable } from './types';

/**
 * Errors of versioned policies and the price list (POL; issue 26 section 2, decision 084). Variables stand where no
 * Korean particle follows them.
 */
export const POLICY_ERRORS = {
  POL1N4002: {
    status: 400,
    ko: '조항 번호는 1, 2, 3.1과 같은 숫자 형식으로 입력해 주세요.',
    en: 'Number each clause like 1, 2 or 3.1.',
  },
  POL1N4003: { status: 400, ko: '같은 조항 번호가 두 번 이상 있습니다: {clauseNo}', en: 'A clause number is used twice: {clauseNo}' },
  POL1N4004: {
    status: 400,
    ko: '시행일은 현재 시행 중인 판의 시행일({effectiveDate}) 이후로 정해 주세요.',
    en: 'Set an effective date on or after that of the version in force ({effectiveDate}).',
  },
  POL1N4005: { status: 400, ko: '조항을 하나 이상 작성해 주세요.', en: 'Write at least one clause.' },
  POL1N4041: { status: 404, ko: '정책 문서를 찾을 수 없습니다.', en: 'The policy version was not found.' },
  POL1N4091: { status: 409, ko: '이미 게시된 판은 바꿀 수 없습니다.', en: 'A published version cannot be changed.' },
  POL1N4092: {
    status: 409,
    ko: '이 정책에는 작성 중인 초안이 이미 있습니다.',
    en: 'This policy already has a draft in progress.',
  },
  POL1N4093: {
    status: 409,
    ko: '회사가 확인하지 않은 중요한 정책 변경이 있어 제출할 수 없습니다. 변경 내용을 확인하고 동의해 주세요: {link}',
    en: 'Your company has not acknowledged a material policy change, so nothing can be submitted. Review and acknowledge it: {link}',
  },
  POL1N4094: {
    status: 409,
    ko: '게시되지 않은 판은 확인할 수 없습니다.',
    en: 'Only a published version can be acknowledged.',
  },
} as const satisfies ErrorTable;
