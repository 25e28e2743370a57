import { PHONE_FORMAT_MESSAGE, type ErrorTable } from './types';

/**
 * Errors of the accounts area: sign-in, account states, registration, passwords, terms.
 * Each account state has its own code so the client can open the matching `/login/auth-*` page:
 *   ATH1N4011 -> /login/auth-email-uncertified, ATH1N4012 -> /login/auth-approving-user,
 *   ATH1N4013 -> /login/auth-password-error,    ATH1N4014 -> /login/auth-dormant-user.
 */
export const ACCOUNT_ERRORS = {
  // Sign-in and account states
  ATH1N4010: {
    status: 401,
    ko: '아이디가 등록되지 않았거나 비밀번호가 틀렸습니다.',
    en: 'Either the ID is not registered or the password is wrong.',
  },
  ATH1N4011: {
    status: 403,
    ko: '이메일 인증이 완료되지 않았습니다. 인증 메일을 확인해 주세요.',
    en: 'Your e-mail address has not been verified yet. Please check the confirmation mail.',
  },
  ATH1N4012: {
    status: 403,
    ko: '정회원 승인을 기다리고 있습니다. 승인이 끝나면 메일로 알려 드립니다.',
    en: 'Your membership is awaiting approval. We will let you know by e-mail once it is approved.',
  },
  ATH1N4013: { status: 403, ko: '비밀번호를 재설정해야 합니다.', en: 'You need to reset your password.' },
  ATH1N4014: {
    status: 403,
    ko: '1년 이상 로그인하지 않아 휴면 계정으로 전환되었습니다. 비밀번호를 입력하면 다시 사용할 수 있습니다.',
    en: 'Your account became dormant after a year without sign-in. Enter your password to reactivate it.',
  },
  ATH1N4015: {
    status: 403,
    ko: '소속 회사가 삭제되어 로그인할 수 없습니다. 관리자에게 문의해 주세요.',
    en: 'Your company has been deleted, so you cannot sign in. Please contact the administrator.',
  },
  ATH1N4016: {
    status: 403,
    ko: '임시 비밀번호로 로그인했습니다. 비밀번호를 변경한 뒤 다시 로그인해 주세요.',
    en: 'You signed in with a temporary password. Please change your password, then sign in again.',
  },
  ATH1N4017: { status: 403, ko: '탈퇴한 회원입니다.', en: 'This membership has been withdrawn.' },
  ATH1N4018: {
    status: 403,
    ko: '회원 가입 승인이 거절되었습니다. 관리자에게 문의해 주세요.',
    en: 'Your membership application was refused. Please contact the administrator.',
  },
  ATH1N4020: {
    status: 401,
    ko: '로그인 시간이 만료되었습니다. 처음부터 다시 로그인해 주세요.',
    en: 'The sign-in step has expired. Please sign in again from the start.',
  },
  ATH1N4021: { status: 401, ko: '인증 코드가 올바르지 않습니다.', en: 'The verification code is incorrect.' },
  ATH1N4022: {
    status: 409,
    ko: '이미 OTP 인증 앱이 등록되어 있습니다.',
    en: 'An authenticator app is already registered for this account.',
  },
  ATH1N4023: { status: 400, ko: '회사를 선택해 주세요.', en: 'Please select a company.' },
  ATH1N4033: {
    status: 403,
    ko: '변경된 약관에 먼저 동의해 주세요.',
    en: 'Please agree to the changed terms first.',
  },
  // E-mail confirmation
  '2013': {
    status: 429,
    ko: '인증 메일은 1시간 이내에 다시 보낼 수 없습니다.',
    en: 'The confirmation mail cannot be sent again within 1 hour.',
  },
  USR1N4008: {
    status: 400,
    ko: '인증 링크가 유효하지 않거나 만료되었습니다.',
    en: 'The verification link is invalid or has expired.',
  },
  // Registration and member information
  /** A member's telephone (join, member information, finding the login e-mail) in no accepted form. */
  USR1N4014: { status: 400, ...PHONE_FORMAT_MESSAGE },
  USR1N4090: { status: 409, ko: '이미 사용 중인 아이디입니다.', en: 'Duplicate ID.' },
  USR1N4004: {
    status: 400,
    ko: '필수 약관(회원 약관, 개인정보 처리방침)에 모두 동의해 주세요.',
    en: 'Please agree to the required terms (membership terms and personal-information policy).',
  },
  USR1N4007: {
    status: 400,
    ko: '회원 가입을 처리하지 못했습니다. 관리자에게 문의해 주세요.',
    en: 'The registration could not be completed. Please contact the administrator.',
  },
  USR1N4011: {
    status: 400,
    ko: '초대 링크가 유효하지 않거나 만료되었습니다.',
    en: 'The invitation link is invalid or has expired.',
  },
  USR1N4040: { status: 404, ko: '등록된 회원 정보가 없습니다.', en: 'Member information is not registered.' },
  USR1N4012: {
    status: 409,
    ko: '이미 처리된 요청입니다.',
    en: 'This request has already been processed.',
  },
  // Passwords
  USR1N4001: {
    status: 400,
    ko: '비밀번호가 규칙에 맞지 않습니다. 다시 입력해 주세요.',
    en: 'Password does not match the rules. Please re-enter.',
  },
  USR1N4002: { status: 400, ko: '비밀번호가 틀렸습니다. 비밀번호를 다시 확인해 주세요.', en: 'Password is wrong. Recheck your password.' },
  USR1N4003: {
    status: 400,
    ko: '새 비밀번호와 비밀번호 확인이 일치하지 않습니다.',
    en: 'The new password and its confirmation do not match.',
  },
  USR1N4009: {
    status: 400,
    ko: '새 비밀번호는 현재 비밀번호와 달라야 합니다.',
    en: 'The new password must differ from the current one.',
  },
  USR1N4010: {
    status: 400,
    ko: '임시 비밀번호가 만료되었거나 이미 사용되었습니다. 비밀번호 재설정을 다시 요청해 주세요.',
    en: 'The temporary password has expired or was already used. Please request a password reset again.',
  },
  USR1N4013: {
    status: 400,
    ko: '너무 흔하거나 유출된 적이 있는 비밀번호입니다. 다른 비밀번호를 입력해 주세요.',
    en: 'This password is too common or has appeared in a data breach. Please choose another one.',
  },
  // Withdrawal
  USR1N4005: {
    status: 400,
    ko: '회원 탈퇴 약관에 동의해 주세요.',
    en: 'Please select the withdrawal terms box.',
  },
} satisfies ErrorTable;
