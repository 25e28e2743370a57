import { mailButton, mailTemplatePair } from '../../platform/mail-layout';
import type { StoredTemplate } from '../../platform/templates';

/** Names of the account mails (stored per language in mail_templates; the seed writes these). */
export const MAIL = {
  emailConfirm: 'account.email-confirm',
  approved: 'account.member-approved',
  refused: 'account.member-refused',
  temporaryPassword: 'account.temporary-password',
  passwordChanged: 'account.password-changed',
  authenticatorChanged: 'account.authenticator-changed',
  dormancyNotice: 'account.dormancy-notice',
  dormant: 'account.dormant',
  withdrawn: 'account.withdrawn',
  memberInvitation: 'account.invitation-member',
  subscriberInvitation: 'account.invitation-subscriber',
} as const;

const button = mailButton;
const pair = mailTemplatePair;

export const ACCOUNT_MAIL_TEMPLATES: StoredTemplate[] = [
  ...pair(
    MAIL.emailConfirm,
    {
      subject: '이메일 주소를 인증해 주세요',
      html: `<p>{{name}}님, 회원 가입을 신청해 주셔서 감사합니다.</p><p>아래 버튼을 눌러 이메일 주소 인증을 완료해 주세요. 인증 링크는 {{validHours}}시간 동안 유효합니다.</p>${button('이메일 인증하기')}<p>인증을 마치면 담당자가 정회원 가입을 검토한 뒤 승인 결과를 메일로 알려 드립니다.</p><p>본인이 신청하지 않았다면 이 메일을 무시하셔도 됩니다.</p>`,
      text: '{{name}}님, 회원 가입을 신청해 주셔서 감사합니다.\n\n아래 링크에서 이메일 주소 인증을 완료해 주세요({{validHours}}시간 동안 유효).\n{{link}}\n\n인증을 마치면 담당자가 정회원 가입을 검토한 뒤 결과를 메일로 알려 드립니다.\n본인이 신청하지 않았다면 이 메일을 무시하셔도 됩니다.',
    },
    {
      subject: 'Please verify your e-mail address',
      html: `<p>Dear {{name}}, thank you for signing up.</p><p>Please verify your e-mail address with the button below. The link is valid for {{validHours}} hours.</p>${button('Verify my e-mail address')}<p>Once verified, our staff will review your membership and let you know the result by e-mail.</p><p>If you did not sign up, you can ignore this mail.</p>`,
      text: 'Dear {{name}}, thank you for signing up.\n\nPlease verify your e-mail address at the link below (valid for {{validHours}} hours):\n{{link}}\n\nOnce verified, our staff will review your membership and let you know the result by e-mail.\nIf you did not sign up, you can ignore this mail.',
    },
  ),
  ...pair(
    MAIL.approved,
    {
      subject: '정회원 가입이 승인되었습니다',
      html: `<p>{{name}}님, {{companyName}} 소속 정회원 가입이 승인되었습니다.</p><p>지금부터 포털에 로그인하실 수 있습니다. 처음 로그인할 때 OTP 인증 앱을 등록합니다.</p>${button('로그인하기')}`,
      text: '{{name}}님, {{companyName}} 소속 정회원 가입이 승인되었습니다.\n지금부터 포털에 로그인하실 수 있습니다. 처음 로그인할 때 OTP 인증 앱을 등록합니다.\n{{link}}',
    },
    {
      subject: 'Your membership has been approved',
      html: `<p>Dear {{name}}, your membership for {{companyName}} has been approved.</p><p>You can sign in to the portal now. At your first sign-in you will register an authenticator app.</p>${button('Sign in')}`,
      text: 'Dear {{name}}, your membership for {{companyName}} has been approved.\nYou can sign in to the portal now. At your first sign-in you will register an authenticator app.\n{{link}}',
    },
  ),
  ...pair(
    MAIL.refused,
    {
      subject: '정회원 가입 신청 결과 안내',
      html: '<p>{{name}}님, 죄송하지만 정회원 가입 신청이 승인되지 않았습니다.</p><p>사유: {{reason}}</p><p>궁금한 점은 고객지원 메뉴의 연락처로 문의해 주세요.</p>',
      text: '{{name}}님, 죄송하지만 정회원 가입 신청이 승인되지 않았습니다.\n사유: {{reason}}\n궁금한 점은 고객지원 메뉴의 연락처로 문의해 주세요.',
    },
    {
      subject: 'About your membership application',
      html: '<p>Dear {{name}}, we are sorry, but your membership application was not approved.</p><p>Reason: {{reason}}</p><p>For questions, please use the contacts in the Support menu.</p>',
      text: 'Dear {{name}}, we are sorry, but your membership application was not approved.\nReason: {{reason}}\nFor questions, please use the contacts in the Support menu.',
    },
  ),
  ...pair(
    MAIL.temporaryPassword,
    {
      subject: '임시 비밀번호 안내',
      html: `<p>{{name}}님, 요청하신 임시 비밀번호를 보내 드립니다.</p><p style="font-size:20px;font-weight:700;letter-spacing:2px;font-family:monospace">{{tempPassword}}</p><p>임시 비밀번호는 {{validMinutes}}분 동안 한 번만 사용할 수 있습니다. 로그인할 때 OTP 인증도 함께 필요하며, 로그인 후 바로 새 비밀번호로 변경해야 합니다.</p><p>사용하기 전까지는 기존 비밀번호도 그대로 쓸 수 있습니다. 본인이 요청하지 않았다면 이 메일을 무시하세요.</p>${button('로그인하기')}`,
      text: '{{name}}님, 요청하신 임시 비밀번호를 보내 드립니다.\n\n{{tempPassword}}\n\n임시 비밀번호는 {{validMinutes}}분 동안 한 번만 사용할 수 있습니다. 로그인할 때 OTP 인증도 함께 필요하며, 로그인 후 바로 새 비밀번호로 변경해야 합니다.\n사용하기 전까지는 기존 비밀번호도 그대로 쓸 수 있습니다. 본인이 요청하지 않았다면 이 메일을 무시하세요.\n{{link}}',
    },
    {
      subject: 'Your temporary password',
      html: `<p>Dear {{name}}, here is the temporary password you asked for.</p><p style="font-size:20px;font-weight:700;letter-spacing:2px;font-family:monospace">{{tempPassword}}</p><p>It can be used once within {{validMinutes}} minutes. The authenticator code is still required at sign-in, and you will set a new password right after.</p><p>Until you use it, your current password keeps working. If you did not ask for it, ignore this mail.</p>${button('Sign in')}`,
      text: 'Dear {{name}}, here is the temporary password you asked for.\n\n{{tempPassword}}\n\nIt can be used once within {{validMinutes}} minutes. The authenticator code is still required at sign-in, and you will set a new password right after.\nUntil you use it, your current password keeps working. If you did not ask for it, ignore this mail.\n{{link}}',
    },
  ),
  ...pair(
    MAIL.passwordChanged,
    {
      subject: '비밀번호가 변경되었습니다',
      html: '<p>{{name}}님, {{changedAt}}에 계정의 비밀번호가 변경되었고, 로그인되어 있던 모든 기기에서 로그아웃되었습니다.</p><p>본인이 변경하지 않았다면 즉시 비밀번호 재설정을 진행하고 관리자에게 알려 주세요.</p>',
      text: '{{name}}님, {{changedAt}}에 계정의 비밀번호가 변경되었고, 로그인되어 있던 모든 기기에서 로그아웃되었습니다.\n본인이 변경하지 않았다면 즉시 비밀번호 재설정을 진행하고 관리자에게 알려 주세요.',
    },
    {
      subject: 'Your password was changed',
      html: '<p>Dear {{name}}, the password of your account was changed at {{changedAt}}, and every device that was signed in has been signed out.</p><p>If this was not you, reset your password at once and tell the administrator.</p>',
      text: 'Dear {{name}}, the password of your account was changed at {{changedAt}}, and every device that was signed in has been signed out.\nIf this was not you, reset your password at once and tell the administrator.',
    },
  ),
  ...pair(
    MAIL.authenticatorChanged,
    {
      subject: 'OTP 인증 앱이 변경되었습니다',
      html: '<p>{{name}}님, {{changedAt}}에 계정의 OTP 인증 앱이 새 기기로 변경되었습니다. 이제 이전 인증 앱의 코드로는 로그인할 수 없습니다.</p><p>본인이 변경하지 않았다면 즉시 비밀번호를 변경하고 관리자에게 알려 주세요.</p>',
      text: '{{name}}님, {{changedAt}}에 계정의 OTP 인증 앱이 새 기기로 변경되었습니다. 이제 이전 인증 앱의 코드로는 로그인할 수 없습니다.\n본인이 변경하지 않았다면 즉시 비밀번호를 변경하고 관리자에게 알려 주세요.',
    },
    {
      subject: 'Your authenticator was changed',
      html: '<p>Dear {{name}}, the authenticator app of your account was changed to a new device at {{changedAt}}. Codes of the previous authenticator no longer sign you in.</p><p>If this was not you, change your password at once and tell the administrator.</p>',
      text: 'Dear {{name}}, the authenticator app of your account was changed to a new device at {{changedAt}}. Codes of the previous authenticator no longer sign you in.\nIf this was not you, change your password at once and tell the administrator.',
    },
  ),
  ...pair(
    MAIL.dormancyNotice,
    {
      subject: '휴면 계정 전환 예정 안내',
      html: `<p>{{name}}님, 1년 동안 로그인 기록이 없으면 개인정보 보호를 위해 계정이 휴면 상태로 전환됩니다.</p><p>전환 예정일: <strong>{{dormancyDate}}</strong></p><p>계속 이용하시려면 그 전에 한 번 로그인해 주세요. 회원정보에서 '자동 연장'을 켜 두면 휴면으로 전환되지 않습니다.</p>${button('로그인하기')}`,
      text: "{{name}}님, 1년 동안 로그인 기록이 없으면 개인정보 보호를 위해 계정이 휴면 상태로 전환됩니다.\n전환 예정일: {{dormancyDate}}\n계속 이용하시려면 그 전에 한 번 로그인해 주세요. 회원정보에서 '자동 연장'을 켜 두면 휴면으로 전환되지 않습니다.\n{{link}}",
    },
    {
      subject: 'Your account will become dormant',
      html: `<p>Dear {{name}}, to protect personal data, an account without any sign-in for a year becomes dormant.</p><p>Planned date: <strong>{{dormancyDate}}</strong></p><p>To keep using it, sign in once before then. With auto-extension on in your member information, the account never becomes dormant.</p>${button('Sign in')}`,
      text: 'Dear {{name}}, to protect personal data, an account without any sign-in for a year becomes dormant.\nPlanned date: {{dormancyDate}}\nTo keep using it, sign in once before then. With auto-extension on in your member information, the account never becomes dormant.\n{{link}}',
    },
  ),
  ...pair(
    MAIL.dormant,
    {
      subject: '계정이 휴면 상태로 전환되었습니다',
      html: `<p>{{name}}님, 1년 동안 로그인하지 않아 계정이 휴면 상태로 전환되었습니다.</p><p>로그인 화면에서 비밀번호를 입력하면 언제든 다시 사용할 수 있습니다.</p>${button('휴면 해제하러 가기')}`,
      text: '{{name}}님, 1년 동안 로그인하지 않아 계정이 휴면 상태로 전환되었습니다.\n로그인 화면에서 비밀번호를 입력하면 언제든 다시 사용할 수 있습니다.\n{{link}}',
    },
    {
      subject: 'Your account is now dormant',
      html: `<p>Dear {{name}}, your account became dormant after a year without sign-in.</p><p>Enter your password on the sign-in screen to reactivate it at any time.</p>${button('Reactivate my account')}`,
      text: 'Dear {{name}}, your account became dormant after a year without sign-in.\nEnter your password on the sign-in screen to reactivate it at any time.\n{{link}}',
    },
  ),
  ...pair(
    MAIL.withdrawn,
    {
      subject: '회원 탈퇴가 완료되었습니다',
      html: '<p>{{name}}님, 회원 탈퇴가 {{withdrawnAt}}에 완료되었습니다.</p><p>개인정보는 개인정보 처리방침에 따라 즉시 파기되었으며, 법령상 보관 의무가 있는 기록만 정해진 기간 동안 분리 보관됩니다.</p><p>그동안 이용해 주셔서 감사합니다.</p>',
      text: '{{name}}님, 회원 탈퇴가 {{withdrawnAt}}에 완료되었습니다.\n개인정보는 개인정보 처리방침에 따라 즉시 파기되었으며, 법령상 보관 의무가 있는 기록만 정해진 기간 동안 분리 보관됩니다.\n그동안 이용해 주셔서 감사합니다.',
    },
    {
      subject: 'Your membership has been withdrawn',
      html: '<p>Dear {{name}}, your withdrawal was completed at {{withdrawnAt}}.</p><p>Your personal data has been destroyed as the personal-information policy says; only records the law requires us to keep are stored apart for the period it sets.</p><p>Thank you for using the portal.</p>',
      text: 'Dear {{name}}, your withdrawal was completed at {{withdrawnAt}}.\nYour personal data has been destroyed as the personal-information policy says; only records the law requires us to keep are stored apart for the period it sets.\nThank you for using the portal.',
    },
  ),
  ...pair(
    MAIL.memberInvitation,
    {
      subject: '{{companyName}}에서 회원 가입에 초대했습니다',
      html: `<p>{{inviterName}}님이 {{companyName}}의 포털 회원으로 초대했습니다.</p><p>아래 버튼을 눌러 가입을 진행해 주세요. 초대 링크는 {{expiresAt}}까지 유효합니다.</p>${button('초대 수락하고 가입하기')}`,
      text: '{{inviterName}}님이 {{companyName}}의 포털 회원으로 초대했습니다.\n아래 링크에서 가입을 진행해 주세요({{expiresAt}}까지 유효).\n{{link}}',
    },
    {
      subject: '{{companyName}} invites you to join',
      html: `<p>{{inviterName}} invited you to join the portal as a member of {{companyName}}.</p><p>Use the button below to sign up. The invitation is valid until {{expiresAt}}.</p>${button('Accept and sign up')}`,
      text: '{{inviterName}} invited you to join the portal as a member of {{companyName}}.\nSign up at the link below (valid until {{expiresAt}}):\n{{link}}',
    },
  ),
  ...pair(
    MAIL.subscriberInvitation,
    {
      subject: '뉴스레터 구독을 확인해 주세요',
      html: `<p>{{companyName}}에서 한국시장데이터 뉴스레터 수신자로 등록을 요청했습니다.</p><p>아래 버튼을 눌러 구독을 확인해 주세요. 원하지 않으면 이 메일을 무시하시면 되고, 메일은 더 발송되지 않습니다.</p>${button('뉴스레터 구독 확인')}`,
      text: '{{companyName}}에서 한국시장데이터 뉴스레터 수신자로 등록을 요청했습니다.\n아래 링크에서 구독을 확인해 주세요. 원하지 않으면 이 메일을 무시하시면 됩니다.\n{{link}}',
    },
    {
      subject: 'Please confirm your newsletter subscription',
      html: `<p>{{companyName}} asked to add you to the KRX Market Data newsletter.</p><p>Please confirm with the button below. If you do not want it, ignore this mail and nothing more will be sent.</p>${button('Confirm the subscription')}`,
      text: '{{companyName}} asked to add you to the KRX Market Data newsletter.\nPlease confirm at the link below. If you do not want it, ignore this mail.\n{{link}}',
    },
  ),
];
