import type { ErrorTable } from './types';

/** Errors of the SCIM tokens' calls (SCM) and of a refused token on the SCIM service (its security-log code). */
export const SCIM_ERRORS = {
  SCM1N4001: { status: 400, ko: '토큰 이름을 입력해 주세요.', en: 'Enter a name for the token.' },
  SCM1N4002: { status: 400, ko: '토큰 이름은 {max}자 이내로 입력해 주세요.', en: 'Keep the token name to {max} characters.' },
  SCM1N4011: {
    status: 401,
    ko: 'SCIM 토큰이 올바르지 않거나 폐기되었습니다.',
    en: 'The SCIM token is not valid or has been revoked.',
  },
  SCM1N4041: { status: 404, ko: 'SCIM 토큰을 찾을 수 없습니다.', en: 'The SCIM token was not found.' },
  SCM1N4091: {
    status: 409,
    ko: 'SCIM 토큰은 회사당 {max}개까지 만들 수 있습니다. 쓰지 않는 토큰을 폐기한 뒤 다시 만들어 주세요.',
    en: 'A company can hold up to {max} SCIM tokens. Revoke a token you no longer use, then create a new one.',
  },
} as const satisfies ErrorTable;
