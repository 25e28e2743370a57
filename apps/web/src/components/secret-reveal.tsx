import Alert from 'antd/es/alert';
import Button from 'antd/es/button';
import Input from 'antd/es/input';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useFeedback } from './feedback/use-feedback';
import './secret-reveal.css';

/**
 * A secret shown once (a webhook's signing secret): a warning that it will not be shown again, the value in a
 * read-only field that selects itself on focus, and a copy button (the clipboard, else a hint to copy by hand).
 */
export function SecretReveal({
  label,
  value,
  warningTitle,
  warning,
}: {
  label: string;
  value: string;
  warningTitle: string;
  warning: string;
}) {
  const { t } = useTranslation('components');
  const { message } = useFeedback();
  const id = useId();
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(value);
      void message.success(t('secret.copied'));
    } catch {
      void message.error(t('secret.copyFailed'));
    }
  };
  return (
    <div className="secret-reveal">
      <Alert type="warning" showIcon title={warningTitle} description={warning} className="secret-reveal-warning" />
      <label htmlFor={id} className="secret-reveal-label">
        {label}
      </label>
      <div className="secret-reveal-row">
        <Input.TextArea id={id} readOnly autoSize value={value} className="secret-reveal-value" onFocus={(e) => e.target.select()} />
        <Button onClick={() => void copy()}>{t('secret.copy')}</Button>
      </div>
    </div>
  );
}
