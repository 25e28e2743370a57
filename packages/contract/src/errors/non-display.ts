import type { ErrorTable } from './types';

/**
 * Errors of non-display (non-inquiry) usage declarations (NDR). `{item}` is a field's label in the request's language
 * (`nonDisplayFieldLabel`); the Korean particles after it are chosen for the word.
 */
export const NON_DISPLAY_ERRORS = {
  NDR1N4001: { status: 400, ko: '{item}을(를) 입력해 주세요.', en: '{item} is required.' },
  NDR1N4002: { status: 400, ko: '{item}을(를) 선택해 주세요.', en: '{item} is required: choose one.' },
  NDR1N4003: { status: 400, ko: '약속 사항 “{item}”에 동의해 주세요.', en: 'Please agree to the commitment “{item}”.' },
  NDR1N4004: {
    status: 400,
    ko: '비조회형 정보를 이용하면 매매 또는 기타 용도의 애플리케이션 수를 입력하거나 과금 유예를 선택해 주세요.',
    en: 'With non-display use, enter the number of applications for trading or other use, or choose a charge hold.',
  },
  NDR1N4005: { status: 400, ko: '{item}의 형식이 올바르지 않습니다.', en: 'Enter a valid {item} format.' },
  NDR1N4006: {
    status: 400,
    ko: '취소된 주문서에는 비조회형 정보이용 신고서를 작성할 수 없습니다.',
    en: 'A non-display usage declaration cannot be filed for a cancelled order form.',
  },
  NDR1N4012: { status: 400, ko: '검색 조건을 확인해 주세요.', en: 'Please check the search conditions.' },
  NDR1N4042: { status: 404, ko: '주문서를 찾을 수 없습니다.', en: 'The order form was not found.' },
  NDR1N4091: {
    status: 409,
    ko: '이 주문서에는 이미 작성 중이거나 제출된 비조회형 정보이용 신고서가 있습니다. 그 신고서를 수정하거나 변경해 주세요.',
    en: 'This order form already has a non-display usage declaration in progress or on file: edit or change that one.',
  },
} as const satisfies ErrorTable;
