import Button from 'antd/es/button';
import Divider from 'antd/es/divider';
import { useTranslation } from 'react-i18next';
import { supportsPasskeys } from './webauthn';

/**
 * The second step's choice for a member with a passkey: the passkey first, the authenticator code below (it stays
 * available, as the recovery factor). In a browser without WebAuthn the button says so and the code remains.
 */
export function PasskeyChoice({ busy, disabled, onUse }: { busy: boolean; disabled: boolean; onUse: () => void }) {
  const { t } = useTranslation('accounts');
  const supported = supportsPasskeys();
  return (
    <div className="passkey-choice">
      <p className="auth-lead">{t('passkeys.signInLead')}</p>
      <Button type="primary" block size="large" loading={busy} disabled={disabled || !supported} onClick={onUse}>
        {t('passkeys.signIn')}
      </Button>
      {!supported && <p className="field-hint">{t('passkeys.problem.unsupported')}</p>}
      <Divider plain>{t('passkeys.orCode')}</Divider>
    </div>
  );
}
