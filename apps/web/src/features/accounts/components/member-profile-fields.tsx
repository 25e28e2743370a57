import Form from 'antd/es/form';
import Input from 'antd/es/input';
import Radio from 'antd/es/radio';
import { isEnglishName } from '@portal/contract';
import { useTranslation } from 'react-i18next';
import { byteCount, fieldRules } from './field-rules';
import { NameFields } from './name-fields';

/** The member fields shared by the join form and member information. */
export function MemberProfileFields() {
  const { t } = useTranslation('accounts');
  const rules = fieldRules(t);
  return (
    <>
      <NameFields />
      <Form.Item
        name="englishName"
        label={t('field.englishName')}
        validateFirst
        rules={[
          rules.bytes('englishName'),
          {
            validator: (_: unknown, value: string | undefined) =>
              !value?.trim() || isEnglishName(value) ? Promise.resolve() : Promise.reject(new Error(t('message.englishNameLetters'))),
          },
        ]}
        extra={t('hint.englishName')}
      >
        <Input autoComplete="off" lang="en" spellCheck={false} count={byteCount('englishName')} />
      </Form.Item>
      <div style={{ display: 'flex', gap: '0 16px', flexWrap: 'wrap' }}>
        <Form.Item name="department" label={t('field.department')} rules={[rules.bytes('department')]} style={{ flex: '1 1 200px' }}>
          <Input autoComplete="organization-title" count={byteCount('department')} />
        </Form.Item>
        <Form.Item name="chargeJob" label={t('field.chargeJob')} rules={[rules.bytes('chargeJob')]} style={{ flex: '1 1 200px' }}>
          <Input count={byteCount('chargeJob')} />
        </Form.Item>
      </div>
      <div style={{ display: 'flex', gap: '0 16px', flexWrap: 'wrap' }}>
        <Form.Item
          name="officeTelephoneNumber"
          label={t('field.officeTelephoneNumber')}
          validateFirst
          rules={[rules.enter('officeTelephoneNumber'), rules.phone(), rules.bytes('officeTelephoneNumber')]}
          extra={t('hint.phone')}
          style={{ flex: '1 1 200px' }}
        >
          <Input type="tel" autoComplete="work tel" inputMode="tel" placeholder="+82-2-100-1234" />
        </Form.Item>
        <Form.Item
          name="mobileTelephoneNumber"
          label={t('field.mobileTelephoneNumber')}
          validateFirst
          rules={[rules.phone(), rules.bytes('mobileTelephoneNumber')]}
          extra={t('hint.mobile')}
          style={{ flex: '1 1 200px' }}
        >
          <Input type="tel" autoComplete="mobile tel" inputMode="tel" placeholder="+82-10-1234-5678" />
        </Form.Item>
      </div>
    </>
  );
}

/** Mail and account preferences: e-mail consent, newsletter (optional here), mail language, auto-extension. */
export function MemberPreferenceFields({ withNewsletter }: { withNewsletter: boolean }) {
  const { t } = useTranslation('accounts');
  const rules = fieldRules(t);
  return (
    <>
      <Form.Item
        name="emailReceiveYn"
        label={t('field.emailReceive')}
        rules={[rules.select('emailReceive')]}
        extra={t('hint.emailReceive')}
      >
        <Radio.Group>
          <Radio value="Y">{t('choice.agree')}</Radio>
          <Radio value="N">{t('choice.disagree')}</Radio>
        </Radio.Group>
      </Form.Item>
      {withNewsletter && (
        <Form.Item name="newsletterYn" label={t('field.newsletter')} rules={[rules.select('newsletter')]}>
          <Radio.Group>
            <Radio value="Y">{t('choice.subscribe')}</Radio>
            <Radio value="N">{t('choice.notSubscribe')}</Radio>
          </Radio.Group>
        </Form.Item>
      )}
      <Form.Item name="mailLanguageCode" label={t('field.mailLanguage')} rules={[rules.select('mailLanguage')]}>
        <Radio.Group>
          <Radio value="01">{t('choice.korean')}</Radio>
          <Radio value="02">{t('choice.english')}</Radio>
        </Radio.Group>
      </Form.Item>
      <Form.Item
        name="autoExtensionYn"
        label={t('field.autoExtension')}
        rules={[rules.select('autoExtension')]}
        extra={t('hint.autoExtension')}
      >
        <Radio.Group>
          <Radio value="Y">{t('choice.autoExtend')}</Radio>
          <Radio value="N">{t('choice.noAutoExtend')}</Radio>
        </Radio.Group>
      </Form.Item>
    </>
  );
}
