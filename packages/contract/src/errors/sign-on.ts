import type { ErrorTable } from './types';

/** Company sign-on (decision 088): settings, the protocol's refusals, the password refused when sign-on is required. */
export const SIGN_ON_ERRORS = {
  SSO1N4001: {
    status: 400,
    ko: '발급자(issuer) 주소에서 OpenID Connect 설정을 읽지 못했습니다. 주소와 네트워크를 확인해 주세요.',
    en: 'The OpenID Connect configuration could not be read from the issuer. Check the address and the network.',
  },
  SSO1N4002: {
    status: 400,
    ko: 'SAML 메타데이터를 읽지 못했습니다. IdP에서 받은 메타데이터 XML 전체를 붙여 넣어 주세요.',
    en: 'The SAML metadata could not be read. Paste the whole metadata XML from the identity provider.',
  },
  SSO1N4003: {
    status: 400,
    ko: '처음 설정할 때는 클라이언트 시크릿(client secret)을 입력해 주세요.',
    en: 'Enter the client secret when setting up sign-on for the first time.',
  },
  SSO1N4004: {
    status: 400,
    ko: 'SAML 설정에는 IdP 엔터티 ID, 로그인 주소, 서명 인증서가 필요합니다.',
    en: 'SAML sign-on needs the IdP entity ID, the sign-in address and a signing certificate.',
  },
  SSO1N4005: {
    status: 400,
    ko: '비상용(break-glass) 계정은 이 회사의 사용 중인 구성원이어야 합니다.',
    en: 'The break-glass account must be an active member of this company.',
  },
  SSO1N4006: {
    status: 400,
    ko: '회사 로그인을 필수로 하려면 먼저 사용하도록 설정해 주세요.',
    en: 'Turn company sign-on on before making it required.',
  },
  SSO1N4010: {
    status: 401,
    ko: '회사 로그인을 완료하지 못했습니다. 처음부터 다시 시도해 주세요.',
    en: 'Company sign-on could not be completed. Please start again.',
  },
  SSO1N4011: {
    status: 401,
    ko: '회사 로그인 시도가 만료되었거나 이미 사용되었습니다. 처음부터 다시 시도해 주세요.',
    en: 'The company sign-on attempt expired or was already used. Please start again.',
  },
  SSO1N4012: {
    status: 403,
    ko: '이 이메일 주소의 도메인은 이 회사의 로그인에 등록되어 있지 않습니다.',
    en: "This e-mail address's domain is not registered for this company's sign-on.",
  },
  SSO1N4013: {
    status: 403,
    ko: '이 계정은 다른 회사의 구성원이라서 이 회사의 로그인으로 들어올 수 없습니다.',
    en: "This account belongs to another company and cannot sign in through this company's sign-on.",
  },
  SSO1N4014: {
    status: 401,
    ko: '회사의 로그인 서비스(IdP)가 로그인을 거절했거나 취소되었습니다.',
    en: "The company's identity provider refused or cancelled the sign-in.",
  },
  SSO1N4015: {
    status: 401,
    ko: '로그인 확인 코드가 만료되었거나 이미 사용되었습니다. 다시 로그인해 주세요.',
    en: 'The sign-in code expired or was already used. Please sign in again.',
  },
  SSO1N4030: {
    status: 403,
    ko: '이 회사는 회사 로그인(SSO)으로만 로그인할 수 있습니다. 이메일을 입력한 뒤 ‘회사 계정으로 계속’을 눌러 주세요.',
    en: "This company signs in through company sign-on (SSO) only. Enter your e-mail, then choose 'Continue with company sign-on'.",
  },
  SSO1N4041: {
    status: 404,
    ko: '이 회사의 회사 로그인이 설정되어 있지 않습니다.',
    en: 'Company sign-on is not set up for this company.',
  },
  SSO1N4091: {
    status: 409,
    ko: '이메일 도메인 {domain}은(는) 이미 다른 회사의 로그인에 등록되어 있습니다.',
    en: "The e-mail domain {domain} is already registered for another company's sign-on.",
  },
} as const satisfies ErrorTable;
