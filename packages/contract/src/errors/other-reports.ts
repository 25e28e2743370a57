import { PHONE_FORMAT_MESSAGE, type ErrorTable } from './types';

/**
 * Errors of the changes of a contract's other reported items (OTR). `{item}` is the label of the
 * item or of its field in the request's language (`otherReportFieldLabel`); the Korean particles follow the word.
 */
export const OTHER_REPORT_ERRORS = {
  OTR1N4001: { status: 400, ko: '{item}을(를) 입력해 주세요.', en: '{item} is required.' },
  OTR1N4002: { status: 400, ko: '{item}의 형식이 올바르지 않습니다.', en: 'Enter a valid {item} format.' },
  OTR1N4003: { status: 400, ...PHONE_FORMAT_MESSAGE },
  OTR1N4004: { status: 400, ko: '{item}은(는) {max}자 이내로 입력해 주세요.', en: 'Enter {item} in {max} characters or fewer.' },
  OTR1N4005: {
    status: 400,
    ko: '입력한 내용이 현재 신고된 내용과 같습니다. 변경할 내용을 입력해 주세요.',
    en: 'The new value is the same as the one on record. Enter what should change.',
  },
  OTR1N4006: { status: 400, ko: '{item}을(를) 목록에서 선택해 주세요.', en: 'Choose {item} from the list.' },
  OTR1N4007: { status: 400, ko: '검색 조건을 확인해 주세요.', en: 'Please check the search conditions.' },
  OTR1N4091: {
    status: 409,
    ko: '이 계약의 같은 항목에 처리 중인 변경 신청이 있습니다. 그 신청이 끝난 뒤 다시 신청해 주세요.',
    en: 'A change of this item of the contract is already waiting. Wait until it is decided, then request again.',
  },
  OTR1N4092: {
    status: 409,
    ko: '해지된 계약의 신고사항은 변경할 수 없습니다.',
    en: 'The reported items of a terminated contract cannot be changed.',
  },
} as const satisfies ErrorTable;
