import type { ErrorTable } from './types';

/** Errors of the signed events' endpoints and deliveries (WHK, decision 087). */
export const WEBHOOK_ERRORS = {
  WHK1N4001: { status: 400, ko: '받을 주소(URL)를 입력해 주세요.', en: 'Enter the address (URL) to deliver to.' },
  WHK1N4002: { status: 400, ko: '주소는 {max}자 이내로 입력해 주세요.', en: 'Keep the address to {max} characters.' },
  WHK1N4003: {
    status: 400,
    ko: '주소는 https://로 시작하는 올바른 URL이어야 합니다.',
    en: 'The address must be a valid URL starting with https://.',
  },
  WHK1N4004: {
    status: 400,
    ko: 'http:// 주소는 개발·시험 환경의 localhost와 127.0.0.1에만 쓸 수 있습니다.',
    en: 'An http:// address is allowed only for localhost and 127.0.0.1 in development and tests.',
  },
  WHK1N4005: {
    status: 400,
    ko: '이 주소는 사설·내부 네트워크 주소이거나 찾을 수 없는 주소라서 등록할 수 없습니다.',
    en: 'This address points to a private or internal network, or cannot be resolved, so it cannot be registered.',
  },
  WHK1N4006: { status: 400, ko: '설명은 {max}자 이내로 입력해 주세요.', en: 'Keep the description to {max} characters.' },
  WHK1N4007: { status: 400, ko: '받을 이벤트를 하나 이상 선택해 주세요.', en: 'Choose at least one event to receive.' },
  WHK1N4041: { status: 404, ko: '웹훅 엔드포인트를 찾을 수 없습니다.', en: 'The webhook endpoint was not found.' },
  WHK1N4042: { status: 404, ko: '전송 기록을 찾을 수 없습니다.', en: 'The delivery was not found.' },
  WHK1N4043: { status: 404, ko: '이벤트를 찾을 수 없습니다.', en: 'The event was not found.' },
  WHK1N4091: {
    status: 409,
    ko: '엔드포인트는 회사당 {max}개까지 등록할 수 있습니다.',
    en: 'A company can register up to {max} endpoints.',
  },
  WHK1N4092: {
    status: 409,
    ko: '사용이 중지된 엔드포인트입니다. 다시 사용하도록 바꾼 뒤 보내 주세요.',
    en: 'The endpoint is turned off. Turn it on, then send again.',
  },
} as const satisfies ErrorTable;
