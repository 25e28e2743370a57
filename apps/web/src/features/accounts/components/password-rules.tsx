import CheckCircleFilled from '@ant-design/icons/es/icons/CheckCircleFilled';
import CloseCircleFilled from '@ant-design/icons/es/icons/CloseCircleFilled';
import MinusCircleOutlined from '@ant-design/icons/es/icons/MinusCircleOutlined';
import { checkPassword, PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH, type TPasswordViolation } from '@portal/contract';
import { useTranslation } from 'react-i18next';

const RULES: { key: string; broken: TPasswordViolation[] }[] = [
  { key: 'length', broken: ['LENGTH'] },
  { key: 'mix', broken: ['LETTER', 'DIGIT', 'SPECIAL'] },
  { key: 'charset', broken: ['CHARSET'] },
  { key: 'repeat', broken: ['REPEAT'] },
  { key: 'sequence', broken: ['SEQUENCE'] },
  { key: 'id', broken: ['CONTAINS_ID'] },
];

/**
 * The password rules beside the field, each marked as met or not while the member types, checked
 * with the policy the server applies (checkPassword from the contract).
 */
export function PasswordRules({ value, loginEmail, id }: { value: string | undefined; loginEmail?: string; id?: string }) {
  const { t } = useTranslation('accounts');
  const typed = !!value;
  const broken = new Set(typed ? checkPassword(value!, { loginEmail }) : []);
  return (
    <ul className="password-rules" id={id} aria-label={t('password.rulesTitle')}>
      {RULES.filter((r) => r.key !== 'id' || !!loginEmail).map((rule) => {
        const bad = rule.broken.some((b) => broken.has(b));
        const state = !typed ? 'idle' : bad ? 'bad' : 'ok';
        return (
          <li key={rule.key} className={state === 'idle' ? '' : `is-${state}`}>
            {state === 'ok' ? (
              <CheckCircleFilled aria-hidden />
            ) : state === 'bad' ? (
              <CloseCircleFilled aria-hidden />
            ) : (
              <MinusCircleOutlined aria-hidden />
            )}
            <span>
              {t(`password.rule.${rule.key}`, { min: PASSWORD_MIN_LENGTH, max: PASSWORD_MAX_LENGTH })}
              {state !== 'idle' && <span className="sr-only"> ({t(state === 'ok' ? 'password.met' : 'password.notMet')})</span>}
            </span>
          </li>
        );
      })}
    </ul>
  );
}
