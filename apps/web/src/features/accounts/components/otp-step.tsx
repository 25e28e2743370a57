import type { TOtpQrImageResponse } from '@portal/contract';
import Alert from 'antd/es/alert';
import Button from 'antd/es/button';
import Form from 'antd/es/form';
import Input from 'antd/es/input';
import Spin from 'antd/es/spin';
import Typography from 'antd/es/typography';
import { useTranslation } from 'react-i18next';

/**
 * The one-time-password step. A member without an authenticator first scans the QR image (or types
 * the key) and confirms a first code; an enrolled member just types the current code.
 */
export function OtpStep({
  enrol,
  enrolment,
  enrolmentLoading,
  submitting,
  error,
  onSubmit,
  onBack,
}: {
  enrol: boolean;
  enrolment: TOtpQrImageResponse | undefined;
  enrolmentLoading: boolean;
  submitting: boolean;
  error: string | null;
  onSubmit: (code: string) => void;
  onBack: () => void;
}) {
  const { t } = useTranslation('accounts');
  const [form] = Form.useForm<{ otpCode: string }>();
  return (
    <>
      {enrol && (
        <section aria-labelledby="otp-enrol-title">
          <h2 id="otp-enrol-title" className="form-section-title">
            {t('otp.enrolTitle')}
          </h2>
          <ol className="auth-lead" style={{ textAlign: 'start', paddingInlineStart: 20 }}>
            <li>{t('otp.enrolStep1')}</li>
            <li>{t('otp.enrolStep2')}</li>
            <li>{t('otp.enrolStep3')}</li>
          </ol>
          {enrolmentLoading && (
            <div className="otp-enrol">
              <Spin aria-label={t('otp.loadingQr')} />
            </div>
          )}
          {enrolment && (
            <div className="otp-enrol">
              <img src={enrolment.qrImage} alt={t('otp.qrAlt')} width={180} height={180} />
              <div>
                <div className="field-hint">{t('otp.manualKey')}</div>
                <Typography.Text
                  className="otp-key"
                  copyable={{ text: enrolment.manualKey.replace(/\s+/g, ''), tooltips: [t('otp.copy'), t('otp.copied')] }}
                >
                  {enrolment.manualKey}
                </Typography.Text>
                <div className="field-hint" style={{ marginTop: 6 }}>
                  {t('otp.keyDetails', {
                    issuer: enrolment.issuer,
                    account: enrolment.accountName,
                    digits: enrolment.digits,
                    period: enrolment.period,
                  })}
                </div>
              </div>
            </div>
          )}
        </section>
      )}
      {!enrol && <p className="auth-lead">{t('otp.lead')}</p>}
      {error && <Alert type="error" showIcon title={error} role="alert" style={{ marginBottom: 16 }} />}
      <Form form={form} layout="vertical" requiredMark={false} onFinish={(v) => onSubmit(v.otpCode.trim())}>
        <Form.Item
          name="otpCode"
          label={t('field.otpCode')}
          rules={[
            { required: true, whitespace: true, message: t('common:validation.enter', { item: t('field.otpCode') }) },
            { pattern: /^\s*\d{6}\s*$/, message: t('otp.sixDigits') },
          ]}
          extra={t('otp.codeHint')}
        >
          <Input
            className="otp-code"
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={6}
            autoFocus
            size="large"
            placeholder="000000"
            onChange={(e) => form.setFieldValue('otpCode', e.target.value.replace(/\D/g, ''))}
          />
        </Form.Item>
        <div className="auth-actions is-stretch">
          <Button onClick={onBack}>{t('action.back')}</Button>
          <Button type="primary" htmlType="submit" loading={submitting} disabled={enrol && !enrolment}>
            {t('otp.submit')}
          </Button>
        </div>
      </Form>
    </>
  );
}
