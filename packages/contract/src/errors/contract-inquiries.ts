import { PHONE_FORMAT_MESSAGE, type ErrorTable } from './types';

/**
 * Errors of contract inquiries (CIQ). `{item}` is a field's label in the request's language
 * (`contractInquiryFieldLabel`); the Korean particles follow the word. The other comments' message is the
 * specification's own (spec 2 section 5).
 */
export const CONTRACT_INQUIRY_ERRORS = {
  CIQ1N4001: { status: 400, ko: '{item}을(를) 입력해 주세요.', en: '{item} is required.' },
  CIQ1N4002: { status: 400, ko: '{item}의 형식이 올바르지 않습니다.', en: 'Enter a valid {item} format.' },
  CIQ1N4003: { status: 400, ...PHONE_FORMAT_MESSAGE },
  CIQ1N4004: { status: 400, ko: '{item}은(는) {max}자 이내로 입력해 주세요.', en: 'Enter {item} in {max} characters or fewer.' },
  CIQ1N4005: {
    status: 400,
    ko: '개인정보 수집·이용에 동의해 주세요.',
    en: 'Please agree to the collection and use of your personal information.',
  },
  CIQ1N4006: { status: 400, ko: '기타내용을 기재하여 주시기 바랍니다.', en: 'Please enter the other comments.' },
  CIQ1N4007: { status: 400, ko: '국가를 목록에서 선택해 주세요.', en: 'Choose the country from the list.' },
  CIQ1N4008: { status: 400, ko: '검색 조건을 확인해 주세요.', en: 'Please check the search conditions.' },
  CIQ1N4009: { status: 400, ko: '답변 내용을 입력해 주세요.', en: 'Please enter the answer.' },
  CIQ1N4010: { status: 400, ko: '이 문의에 할 수 없는 처리입니다.', en: 'This action does not exist for a contract inquiry.' },
  CIQ1N4041: { status: 404, ko: '계약 문의를 찾을 수 없습니다.', en: 'The contract inquiry was not found.' },
  CIQ1N4091: {
    status: 409,
    ko: '이미 답변한 문의입니다. 새로 고친 뒤 다시 확인해 주세요.',
    en: 'This inquiry has already been answered. Reload it and check again.',
  },
  CIQ1N4092: {
    status: 409,
    ko: '다른 사람이 이 문의를 먼저 처리했습니다. 새로 고친 뒤 다시 확인해 주세요.',
    en: 'Someone else changed this inquiry first. Reload it and check again.',
  },
  CIQ1N4290: {
    status: 429,
    ko: '문의를 짧은 시간에 너무 많이 보냈습니다. 잠시 후 다시 보내 주세요.',
    en: 'Too many inquiries were sent in a short time. Please try again later.',
  },
} as const satisfies ErrorTable;
