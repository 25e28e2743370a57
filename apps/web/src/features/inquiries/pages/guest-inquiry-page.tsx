import { INQUIRY_WRITER_NAME_MAX_BYTES, type TGuestInquiryCreateResponse } from '@portal/contract';
import Alert from 'antd/es/alert';
import Button from 'antd/es/button';
import Form from 'antd/es/form';
import Input from 'antd/es/input';
import Radio from 'antd/es/radio';
import Result from 'antd/es/result';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ApiError } from '../../../lib/api';
import { currentLanguage } from '../../../lib/i18n';
import { isLoggedIn } from '../../../lib/session';
import { useCreateGuestInquiry } from '../api/inquiries';
import { InquiryFields, type InquiryFieldValues } from '../components/inquiry-fields';
import { byteCounter, formRules } from '../../../components/form/field-rules';
import { PrivacyConsent } from '../../../components/documents/privacy-consent';
import { PageFrame } from '../../../components/page-frame';
import '../inquiries.css';

interface GuestValues extends InquiryFieldValues {
  writerName: string;
  writerEmail: string;
  writerTelephoneNumber: string;
  mailLanguageCode: '01' | '02';
  privacy: boolean;
}

/**
 * The inquiry of a visitor (/support/inquiry): name, e-mail, telephone with country code (the contract's
 * international format), the language of the answer mail, and consent to the collection of personal
 * information; the answer comes by e-mail. A signed-in member is pointed to the 1:1 inquiry instead.
 */
export default function GuestInquiryPage() {
  const { t } = useTranslation('inquiries');
  const rules = formRules(t);
  const [form] = Form.useForm<GuestValues>();
  const create = useCreateGuestInquiry();
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState<(TGuestInquiryCreateResponse & { email: string }) | null>(null);
  const name = t('inquiry.field.writerName');
  const email = t('inquiry.field.writerEmail');
  const phone = t('inquiry.field.writerTelephoneNumber');
  const privacy = t('inquiry.guestForm.privacyConsent');

  const submit = async (v: GuestValues) => {
    setError(null);
    try {
      const answer = await create.mutateAsync({
        categoryCode: v.categoryCode,
        subject: v.subject.trim(),
        contents: v.contents.trim(),
        writerName: v.writerName.trim(),
        writerEmail: v.writerEmail.trim(),
        writerTelephoneNumber: v.writerTelephoneNumber.trim(),
        mailLanguageCode: v.mailLanguageCode,
      });
      setDone({ ...answer, email: v.writerEmail.trim() });
      window.scrollTo({ top: 0 });
    } catch (err) {
      setError(err instanceof ApiError && err.message ? err.message : t('common:error.api'));
    }
  };

  if (done)
    return (
      <PageFrame title={t('inquiry.guestForm.title')}>
        <Result
          status="success"
          title={<h2 className="ws-result-title">{t('inquiry.guestForm.doneTitle')}</h2>}
          subTitle={t('inquiry.guestForm.doneText', { email: done.email })}
          extra={
            <Link to="/home" className="shell-button shell-button-primary">
              {t('common:action.home')}
            </Link>
          }
        />
      </PageFrame>
    );

  return (
    <PageFrame title={t('inquiry.guestForm.title')} lead={t('inquiry.guestForm.lead')}>
      {isLoggedIn() && (
        <Alert
          type="info"
          showIcon
          className="ws-alert"
          message={
            <>
              {t('inquiry.guestForm.memberHint')} <Link to="/mypage/my-inquiry-write">{t('inquiry.write')}</Link>
            </>
          }
        />
      )}
      <Form
        noValidate
        form={form}
        layout="vertical"
        name="guest-inquiry"
        className="ws-form"
        onFinish={submit}
        scrollToFirstError={{ block: 'center', focus: true }}
        initialValues={{ mailLanguageCode: currentLanguage() === 'ko' ? '01' : '02', privacy: false }}
      >
        <h2 className="ws-section-title">{t('inquiry.guestForm.writer')}</h2>
        <Form.Item name="writerName" label={name} rules={[rules.enter(name), rules.bytes(name, INQUIRY_WRITER_NAME_MAX_BYTES)]}>
          <Input autoComplete="name" count={byteCounter(INQUIRY_WRITER_NAME_MAX_BYTES)} />
        </Form.Item>
        <Form.Item name="writerEmail" label={email} rules={[rules.enter(email), rules.email()]}>
          <Input type="email" autoComplete="email" maxLength={254} />
        </Form.Item>
        <Form.Item
          name="writerTelephoneNumber"
          label={phone}
          rules={[rules.enter(phone), rules.phone()]}
          extra={t('inquiry.guestForm.phoneHint')}
        >
          <Input type="tel" autoComplete="tel" maxLength={30} placeholder="+82-2-100-1234" />
        </Form.Item>
        <Form.Item name="mailLanguageCode" label={t('inquiry.guestForm.mailLanguage')}>
          <Radio.Group
            options={[
              { value: '01', label: t('components:language.ko') },
              { value: '02', label: t('components:language.en') },
            ]}
          />
        </Form.Item>
        <h2 className="ws-section-title">{t('inquiry.guestForm.question')}</h2>
        <InquiryFields />
        <PrivacyConsent name="privacy" rules={[rules.mustCheck(privacy)]} text={t('inquiry.guestForm.privacyText')} />
        {error && <Alert type="error" showIcon message={error} className="ws-alert" role="alert" />}
        <div className="ws-form-actions">
          <Button type="primary" htmlType="submit" loading={create.isPending}>
            {t('inquiry.submit')}
          </Button>
        </div>
      </Form>
    </PageFrame>
  );
}
