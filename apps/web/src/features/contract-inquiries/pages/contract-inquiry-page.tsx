import {
  CODE_GROUPS,
  CONTRACT_INQUIRY_MAX,
  contractInquiryFieldLabel,
  contractInquiryIssues,
  errorMessage,
  type TContractInquiryField,
  type TContractInquiryFormInput,
} from '@portal/contract';
import Alert from 'antd/es/alert';
import Button from 'antd/es/button';
import Form from 'antd/es/form';
import Input from 'antd/es/input';
import Select from 'antd/es/select';
import { useEffect, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useCodeGroup } from '../../../components/codes/get-code-group';
import { PrivacyConsent } from '../../../components/documents/privacy-consent';
import { PageFrame } from '../../../components/page-frame';
import { ApiError } from '../../../lib/api';
import { currentLanguage } from '../../../lib/i18n';
import { isSignedIn } from '../../../lib/session';
import { useCreateContractInquiry, useCreateGuestContractInquiry } from '../api/contract-inquiries';
import { useContractInquiryPrefill } from '../api/get-contract-inquiry-prefill';
import '../contract-inquiries.css';

type Values = Required<Omit<TContractInquiryFormInput, 'privacyConsent'>> & { privacyConsent: boolean };
const REQUIRED: TContractInquiryField[] = ['companyName', 'countryCode', 'name', 'email', 'telephone', 'privacyConsent', 'comments'];

/**
 * The contract inquiry (P3701): company, website, country, postal code, city or province, address details, name,
 * e-mail, telephone (international format), privacy consent, approximate schedule and other comments, for visitors and
 * members alike. A signed-in member finds it filled from their profile and company. The rules and messages are the
 * contract's (`contractInquiryIssues`, the catalogue), so the page says what the server would. Sent, it goes to the
 * done page (P3702).
 */
export default function ContractInquiryPage() {
  const { t } = useTranslation('contract-inquiries');
  const navigate = useNavigate();
  const [form] = Form.useForm<Values>();
  const member = isSignedIn();
  const prefill = useContractInquiryPrefill(member);
  const nations = useCodeGroup(CODE_GROUPS.nation);
  const asMember = useCreateContractInquiry();
  const asGuest = useCreateGuestContractInquiry();
  const [failure, setFailure] = useState<string | null>(null);
  const lang = currentLanguage();
  const label = (f: TContractInquiryField) => contractInquiryFieldLabel(f, lang);

  useEffect(() => {
    if (!prefill.data) return;
    // Only what is still empty: a member who started typing keeps their text.
    const current = form.getFieldsValue();
    const fill = Object.fromEntries(
      Object.entries(prefill.data).filter(([k, v]) => v && !(current as Record<string, unknown>)[k]),
    ) as Partial<Values>;
    form.setFieldsValue(fill);
  }, [prefill.data, form]);

  const submit = async (values: Values) => {
    setFailure(null);
    const body: TContractInquiryFormInput = { ...values, privacyConsent: values.privacyConsent === true };
    const issues = contractInquiryIssues(body);
    if (issues.length) {
      form.setFields(
        issues.map((i) => ({
          name: i.field,
          errors: [errorMessage(i.code, lang, { ...i.params, item: label(i.field) })],
        })),
      );
      form.scrollToField(issues[0]!.field, { block: 'center', focus: true });
      return;
    }
    try {
      const created = await (member ? asMember : asGuest).mutateAsync(body);
      void navigate('/support/contract-inquiry-done', {
        state: { number: created.inquiryNumber, email: (body.email ?? '').trim() },
      });
    } catch (err) {
      setFailure(err instanceof ApiError && err.message ? err.message : t('form.sendFailed'));
    }
  };

  const item = (field: TContractInquiryField, input: ReactNode, extra?: string) => (
    <Form.Item name={field} label={label(field)} required={REQUIRED.includes(field)} extra={extra} className={`ciq-field ciq-${field}`}>
      {input}
    </Form.Item>
  );
  const max = (f: keyof typeof CONTRACT_INQUIRY_MAX) => CONTRACT_INQUIRY_MAX[f];

  return (
    <PageFrame title={t('form.title')} lead={t('form.lead')}>
      {member && prefill.data && <Alert type="info" showIcon className="ciq-alert" title={t('form.prefilled')} />}
      <Form
        noValidate
        form={form}
        layout="vertical"
        name="contract-inquiry"
        className="ciq-form"
        onFinish={(v) => void submit(v)}
        onValuesChange={(changed: Partial<Values>) =>
          form.setFields(Object.keys(changed).map((name) => ({ name: name as keyof Values, errors: [] })))
        }
        initialValues={{ privacyConsent: false }}
      >
        <h2 className="ciq-section">{t('form.company')}</h2>
        <div className="ciq-grid">
          {item('companyName', <Input autoComplete="organization" maxLength={max('companyName')} />)}
          {item('website', <Input type="url" inputMode="url" autoComplete="url" maxLength={max('website')} placeholder="https://" />)}
          {item(
            'countryCode',
            <Select
              showSearch={{ optionFilterProp: 'label' }}
              loading={nations.isPending}
              placeholder={t('form.countryPlaceholder')}
              options={(nations.data?.codes ?? []).map((c) => ({ value: c.code, label: c.codeName }))}
              aria-label={label('countryCode')}
            />,
          )}
          {item('postalCode', <Input autoComplete="postal-code" maxLength={max('postalCode')} />)}
          {item('city', <Input autoComplete="address-level1" maxLength={max('city')} />)}
          {item('addressDetail', <Input autoComplete="street-address" maxLength={max('addressDetail')} />)}
        </div>
        <h2 className="ciq-section">{t('form.person')}</h2>
        <div className="ciq-grid">
          {item('name', <Input autoComplete="name" maxLength={max('name')} />)}
          {item('email', <Input type="email" autoComplete="email" maxLength={max('email')} />, t('form.emailHint'))}
          {item(
            'telephone',
            <Input type="tel" autoComplete="tel" maxLength={max('telephone')} placeholder="+82-2-100-1234" />,
            t('form.phoneHint'),
          )}
        </div>
        <h2 className="ciq-section">{t('form.question')}</h2>
        {item('schedule', <Input maxLength={max('schedule')} placeholder={t('form.schedulePlaceholder')} />)}
        {item('comments', <Input.TextArea autoSize={{ minRows: 5, maxRows: 12 }} maxLength={max('comments')} showCount />)}
        <PrivacyConsent name="privacyConsent" required text={t('form.privacyText')} />
        {failure && <Alert type="error" showIcon title={failure} className="ciq-alert" role="alert" />}
        <div className="ciq-actions">
          <Button type="primary" htmlType="submit" loading={asMember.isPending || asGuest.isPending}>
            {t('form.submit')}
          </Button>
        </div>
      </Form>
    </PageFrame>
  );
}
