import type { ErrorTable } from './types';

/**
 * Errors of personal API keys and of their use on the reporting API (APK). The 401s of a key are told apart only once
 * the caller has shown the whole, right key (revoked, expired, member no longer active): a guessed key gets APK1N4012.
 */
export const API_KEY_ERRORS = {
  APK1N4001: { status: 400, ko: '키 이름을 입력해 주세요.', en: 'Enter a name for the key.' },
  APK1N4002: { status: 400, ko: '키 이름은 {max}자 이내로 입력해 주세요.', en: 'Keep the key name to {max} characters.' },
  APK1N4003: { status: 400, ko: '만료일은 내일 이후의 날짜로 선택해 주세요.', en: 'Choose an expiry date after today.' },
  APK1N4004: {
    status: 400,
    ko: '만료일은 1년 이내({maxDate}까지)로 선택해 주세요.',
    en: 'Choose an expiry date within a year (until {maxDate}).',
  },
  APK1N4005: {
    status: 409,
    ko: '사용 중인 API 키는 {max}개까지 만들 수 있습니다. 쓰지 않는 키를 폐기한 뒤 다시 만들어 주세요.',
    en: 'You can hold up to {max} API keys in use. Revoke a key you no longer use, then create a new one.',
  },
  APK1N4011: {
    status: 401,
    ko: 'API 키가 필요합니다. Authorization: Bearer 헤더나 X-API-Key 헤더에 키를 넣어 주세요.',
    en: 'An API key is required: send it in the Authorization: Bearer header or the X-API-Key header.',
  },
  APK1N4012: { status: 401, ko: 'API 키가 올바르지 않습니다.', en: 'The API key is not valid.' },
  APK1N4013: {
    status: 401,
    ko: '만료된 API 키입니다. 마이페이지에서 새 키를 만들어 주세요.',
    en: 'The API key has expired. Create a new key on My page.',
  },
  APK1N4014: { status: 401, ko: '폐기된 API 키입니다.', en: 'The API key has been revoked.' },
  APK1N4015: {
    status: 401,
    ko: '이 API 키를 만든 회원이 더 이상 해당 회사에서 활동하지 않아 키를 사용할 수 없습니다.',
    en: 'The member who created this API key is no longer active in its company, so the key cannot be used.',
  },
  APK1N4041: { status: 404, ko: 'API 키를 찾을 수 없습니다.', en: 'The API key was not found.' },
  // The reporting API's submission headers (decision 059).
  APK1N4020: {
    status: 400,
    ko: 'Idempotency-Key 헤더는 공백 없는 영문·숫자·기호 1~255자로 보내 주세요.',
    en: 'Send the Idempotency-Key header as 1 to 255 printable characters without spaces.',
  },
  APK1N4021: {
    status: 400,
    ko: 'X-Reporting-Sandbox 헤더는 true로만 보낼 수 있습니다.',
    en: 'The X-Reporting-Sandbox header takes only the value true.',
  },
  APK1N4221: {
    status: 422,
    ko: '이 Idempotency-Key는 다른 내용의 제출에 이미 쓰였습니다. 새 제출에는 새 키를 보내 주세요.',
    en: 'This Idempotency-Key was already used for a different submission. Send a new key with a new submission.',
  },
} as const satisfies ErrorTable;
