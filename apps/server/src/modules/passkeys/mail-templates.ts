import { mailTemplatePair } from '../../platform/mail-layout';
import type { StoredTemplate } from '../../platform/templates';

/**
 * The mails of passkeys (stored per language in mail_templates; the seed writes these). Variables: name, passkeyName,
 * at (Korea time with its zone) and particle, the subject particle after the passkey's name (이 or 가: contract korean.ts).
 */
export const PASSKEY_MAIL = {
  added: 'account.passkey-added',
  removed: 'account.passkey-removed',
} as const;

export const PASSKEY_MAIL_TEMPLATES: StoredTemplate[] = [
  ...mailTemplatePair(
    PASSKEY_MAIL.added,
    {
      subject: '새 패스키가 등록되었습니다',
      html: '<p>{{name}}님, {{at}}에 계정에 새 패스키 &lsquo;{{passkeyName}}&rsquo;{{particle}} 등록되었습니다. 이제 로그인할 때 인증 코드 대신 이 패스키를 사용할 수 있습니다.</p><p>본인이 등록하지 않았다면 즉시 비밀번호를 변경하고, 회원정보에서 이 패스키를 삭제한 뒤 관리자에게 알려 주세요.</p>',
      text: "{{name}}님, {{at}}에 계정에 새 패스키 '{{passkeyName}}'{{particle}} 등록되었습니다. 이제 로그인할 때 인증 코드 대신 이 패스키를 사용할 수 있습니다.\n본인이 등록하지 않았다면 즉시 비밀번호를 변경하고, 회원정보에서 이 패스키를 삭제한 뒤 관리자에게 알려 주세요.",
    },
    {
      subject: 'A new passkey was added to your account',
      html: '<p>Dear {{name}}, a new passkey, &lsquo;{{passkeyName}}&rsquo;, was added to your account at {{at}}. You can now sign in with it instead of the verification code.</p><p>If this was not you, change your password at once, remove the passkey in your member information and tell the administrator.</p>',
      text: "Dear {{name}}, a new passkey, '{{passkeyName}}', was added to your account at {{at}}. You can now sign in with it instead of the verification code.\nIf this was not you, change your password at once, remove the passkey in your member information and tell the administrator.",
    },
  ),
  ...mailTemplatePair(
    PASSKEY_MAIL.removed,
    {
      subject: '패스키가 삭제되었습니다',
      html: '<p>{{name}}님, {{at}}에 계정에서 패스키 &lsquo;{{passkeyName}}&rsquo;{{particle}} 삭제되었습니다. 이 패스키로는 더 이상 로그인할 수 없습니다.</p><p>본인이 삭제하지 않았다면 즉시 비밀번호를 변경하고 관리자에게 알려 주세요.</p>',
      text: "{{name}}님, {{at}}에 계정에서 패스키 '{{passkeyName}}'{{particle}} 삭제되었습니다. 이 패스키로는 더 이상 로그인할 수 없습니다.\n본인이 삭제하지 않았다면 즉시 비밀번호를 변경하고 관리자에게 알려 주세요.",
    },
    {
      subject: 'A passkey was removed from your account',
      html: '<p>Dear {{name}}, the passkey &lsquo;{{passkeyName}}&rsquo; was removed from your account at {{at}}. It can no longer be used to sign in.</p><p>If this was not you, change your password at once and tell the administrator.</p>',
      text: "Dear {{name}}, the passkey '{{passkeyName}}' was removed from your account at {{at}}. It can no longer be used to sign in.\nIf this was not you, change your password at once and tell the administrator.",
    },
  ),
];
