import type { ErrorTable } from './types';

/**
 * Errors of passkeys (PSK): registration on the member's page and the passkey step of sign-in. A failed sign-in
 * assertion answers PSK1N4010 whatever is wrong (unknown key, another member's key, wrong origin, replay, bad
 * signature), and counts toward the lockout like a wrong code (decision 056).
 */
export const PASSKEY_ERRORS = {
  PSK1N4001: { status: 400, ko: '패스키 이름을 입력해 주세요.', en: 'Enter a name for the passkey.' },
  PSK1N4002: { status: 400, ko: '패스키 이름은 {max}자 이내로 입력해 주세요.', en: 'Keep the passkey name to {max} characters.' },
  PSK1N4003: {
    status: 400,
    ko: '패스키를 등록하지 못했습니다. 등록 시간이 지났거나 확인에 실패했습니다. 처음부터 다시 시도해 주세요.',
    en: 'The passkey could not be registered: the registration expired or could not be verified. Please start again.',
  },
  PSK1N4004: {
    status: 409,
    ko: '패스키는 {max}개까지 등록할 수 있습니다. 쓰지 않는 패스키를 삭제한 뒤 다시 등록해 주세요.',
    en: 'You can register up to {max} passkeys. Remove one you no longer use, then add the new one.',
  },
  PSK1N4005: { status: 409, ko: '이미 등록된 패스키입니다.', en: 'This passkey is already registered.' },
  PSK1N4010: {
    status: 401,
    ko: '패스키를 확인하지 못했습니다. 다시 시도하거나 인증 코드로 로그인해 주세요.',
    en: 'The passkey could not be verified. Try again, or sign in with the verification code.',
  },
  PSK1N4011: {
    status: 409,
    ko: '등록된 패스키가 없습니다. 인증 코드로 로그인해 주세요.',
    en: 'No passkey is registered for this account. Sign in with the verification code.',
  },
  PSK1N4041: { status: 404, ko: '패스키를 찾을 수 없습니다.', en: 'The passkey was not found.' },
} as const satisfies ErrorTable;
