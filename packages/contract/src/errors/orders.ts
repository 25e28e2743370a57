import { PHONE_FORMAT_MESSAGE, type ErrorTable } from './types';

/**
 * Errors of order forms (ORD) and contracts (CTR). `{item}` is a field's label in the request's language
 * (`orderFieldLabel`); the Korean particles after it are chosen for the word.
 */
export const ORDER_ERRORS = {
  ORD1N4001: { status: 400, ko: '{item}을(를) 입력해 주세요.', en: '{item} is required.' },
  ORD1N4002: { status: 400, ko: '{item}의 형식이 올바르지 않습니다.', en: 'Enter a valid {item} format.' },
  ORD1N4003: { status: 400, ...PHONE_FORMAT_MESSAGE },
  ORD1N4004: { status: 400, ko: '{item}은(는) 오늘 이후의 날짜로 입력해 주세요.', en: '{item} must be today or a later date.' },
  ORD1N4005: { status: 400, ko: '같은 정보상품을 두 번 선택할 수 없습니다.', en: 'The same information product cannot be chosen twice.' },
  ORD1N4006: {
    status: 400,
    ko: '계열사는 지분 50%를 초과하여 보유하고 지배력이 있는 회사입니다. 지분율이 50% 이하인 회사는 계열사로 등록할 수 없습니다.',
    en: 'An affiliate is a company owned more than 50% with control: a company with a stake of 50% or less cannot be added as an affiliate.',
  },
  ORD1N4007: { status: 400, ko: '계약 서류 파일을 선택해 주세요.', en: 'A file must be selected: attach the contract documents.' },
  ORD1N4008: { status: 400, ko: '{item}에 동의해 주세요.', en: 'Please read and accept the agreement “{item}”.' },
  ORD1N4009: {
    status: 400,
    ko: '비조회형 정보이용 신고서가 없습니다. 신고서를 먼저 제출해 주세요.',
    en: 'There is no non-display usage report. Please submit the report first.',
  },
  ORD1N4010: {
    status: 400,
    ko: '선택한 정보상품이나 벤더를 찾을 수 없습니다.',
    en: 'The chosen information product or vendor does not exist.',
  },
  ORD1N4011: {
    status: 409,
    ko: '이 계약에는 지금 변경이나 해지를 신청할 수 없습니다. 진행 중인 주문서가 있거나 이미 해지된 계약입니다.',
    en: 'A change or termination cannot be requested for this contract now: an order form for it is in progress, or it has ended.',
  },
  ORD1N4012: { status: 400, ko: '검색 조건을 확인해 주세요.', en: 'Please check the search conditions.' },
  CTR1N4041: { status: 404, ko: '계약을 찾을 수 없습니다.', en: 'The contract was not found.' },
  CTR1N4042: { status: 404, ko: '내려받을 파일이 없습니다.', en: 'There is nothing to download.' },
} as const satisfies ErrorTable;
