import Form from 'antd/es/form';
import Input from 'antd/es/input';
import { useTranslation } from 'react-i18next';
import { currentLanguage } from '../../../lib/i18n';
import { byteCount, fieldRules } from './field-rules';

/** Last and first name, in the order natural to the language (Korean: family name first). */
export function NameFields({ disabled = false }: { disabled?: boolean }) {
  const { t } = useTranslation('accounts');
  const rules = fieldRules(t);
  const last = (
    <Form.Item
      key="lastName"
      name="lastName"
      label={t('field.lastName')}
      rules={[rules.enter('lastName'), rules.bytes('lastName')]}
      style={{ flex: '1 1 160px' }}
    >
      <Input autoComplete="family-name" count={byteCount('lastName')} disabled={disabled} />
    </Form.Item>
  );
  const first = (
    <Form.Item
      key="firstName"
      name="firstName"
      label={t('field.firstName')}
      rules={[rules.enter('firstName'), rules.bytes('firstName')]}
      style={{ flex: '1 1 160px' }}
    >
      <Input autoComplete="given-name" count={byteCount('firstName')} disabled={disabled} />
    </Form.Item>
  );
  return (
    <div style={{ display: 'flex', gap: '0 16px', flexWrap: 'wrap' }}>{currentLanguage() === 'ko' ? [last, first] : [first, last]}</div>
  );
}
