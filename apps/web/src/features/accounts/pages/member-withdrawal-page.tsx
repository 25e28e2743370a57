import { DOCUMENT_CLASSIFICATIONS, MEMBER_FIELD_RULES, SECESSION_REASON_CODES, type TSecessionRequest } from '@portal/contract';
import Alert from 'antd/es/alert';
import App from 'antd/es/app';
import Button from 'antd/es/button';
import Checkbox from 'antd/es/checkbox';
import Form from 'antd/es/form';
import Input from 'antd/es/input';
import Select from 'antd/es/select';
import Skeleton from 'antd/es/skeleton';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { endSessionLocally, useSession } from '../../../lib/session';
import { loginEmail } from '../../../lib/tokens';
import { SafeHtml } from '../../../components/safe-html';
import { useLatestDocument } from '../../../components/documents/get-latest-document';
import { useSecession } from '../api/secession';
import { byteCount, errorCodeOf, errorTextOf, fieldRules } from '../components/field-rules';
import { MypageFrame } from '../components/mypage-frame';

interface Values {
  secessionTermsAgree: boolean;
  secessionReasonCode: TSecessionRequest['secessionReasonCode'];
  secessionReason: string;
  loginSecretNo: string;
}

/**
 * /mypage/member-with-drawal: withdrawal with the withdrawal terms box, a reason and the password,
 * after a confirmation. The session ends and /member-with-drwal-done follows.
 */
export default function MemberWithdrawalPage() {
  const { t } = useTranslation('accounts');
  const rules = fieldRules(t);
  const { modal } = App.useApp();
  const navigate = useNavigate();
  const { user } = useSession();
  const doc = useLatestDocument(DOCUMENT_CLASSIFICATIONS.withdrawal);
  const secede = useSecession(user?.id ?? 0);
  const [form] = Form.useForm<Values>();
  const [error, setError] = useState<string | null>(null);

  if (!user) {
    return (
      <MypageFrame title={t('withdrawal.title')}>
        <Skeleton active />
      </MypageFrame>
    );
  }

  const send = async (v: Values) => {
    setError(null);
    try {
      await secede.mutateAsync({
        loginSecretNo: v.loginSecretNo,
        secessionTermsAgreeYn: v.secessionTermsAgree ? 'Y' : 'N',
        secessionReasonCode: v.secessionReasonCode,
        secessionReason: v.secessionReason.trim(),
      });
      // The account and every session are gone: forget them here too.
      endSessionLocally();
      loginEmail.clear();
      window.location.replace('/member-with-drwal-done');
    } catch (err) {
      const code = errorCodeOf(err);
      const text = errorTextOf(err, t('common:error.api'));
      if (code === 'USR1N4002') form.setFields([{ name: 'loginSecretNo', errors: [text], value: '' }]);
      else if (code === 'USR1N4005') form.setFields([{ name: 'secessionTermsAgree', errors: [text] }]);
      else setError(text);
    }
  };

  const onFinish = (v: Values) =>
    modal.confirm({
      title: t('withdrawal.confirmTitle'),
      content: t('withdrawal.confirmText'),
      okText: t('withdrawal.submit'),
      okButtonProps: { danger: true },
      cancelText: t('action.cancel'),
      onOk: () => send(v),
    });

  return (
    <MypageFrame title={t('withdrawal.title')}>
      <Alert
        type="warning"
        showIcon
        title={t('withdrawal.warningTitle')}
        description={t('withdrawal.warning')}
        style={{ marginBottom: 16 }}
      />
      <section className="terms-box" aria-labelledby="withdrawal-terms-title">
        <div className="terms-box-head">
          <h2 id="withdrawal-terms-title">{doc.data?.documentSubject ?? t('withdrawal.termsTitle')}</h2>
        </div>
        <div className="terms-body" tabIndex={0} role="region" aria-labelledby="withdrawal-terms-title">
          {doc.isLoading && <Skeleton active paragraph={{ rows: 3 }} />}
          {doc.isError && <p>{t('withdrawal.termsFallback')}</p>}
          {doc.data && <SafeHtml html={doc.data.documentContents} />}
        </div>
      </section>
      {error && <Alert type="error" showIcon title={error} role="alert" style={{ marginBottom: 16 }} />}
      <Form
        form={form}
        layout="vertical"
        name="withdrawal"
        onFinish={onFinish}
        requiredMark
        scrollToFirstError={{ block: 'center', focus: true }}
      >
        <Form.Item name="secessionTermsAgree" valuePropName="checked" rules={[rules.mustCheck('withdrawalTerms')]}>
          <Checkbox>{t('withdrawal.agree')}</Checkbox>
        </Form.Item>
        <Form.Item name="secessionReasonCode" label={t('field.withdrawalReasonCode')} rules={[rules.select('withdrawalReasonCode')]}>
          <Select
            options={SECESSION_REASON_CODES.map((code) => ({ value: code, label: t(`withdrawal.reason.${code}`) }))}
            placeholder={t('common:validation.select', { item: t('field.withdrawalReasonCode') })}
          />
        </Form.Item>
        <Form.Item
          name="secessionReason"
          label={t('field.secessionReason')}
          rules={[rules.enter('secessionReason'), rules.bytes('secessionReason')]}
          extra={
            <div className="hint-below-count">
              {t('hint.bytes', {
                max: MEMBER_FIELD_RULES.secessionReason.maxBytes,
                maxHangul: Math.floor(MEMBER_FIELD_RULES.secessionReason.maxBytes / 2),
              })}
            </div>
          }
        >
          <Input.TextArea rows={4} count={byteCount('secessionReason')} />
        </Form.Item>
        <input type="text" name="username" autoComplete="username" value={user.loginEmail} readOnly hidden />
        <Form.Item name="loginSecretNo" label={t('field.password')} rules={[rules.enter('password')]}>
          <Input.Password autoComplete="current-password" />
        </Form.Item>
        <div className="mypage-actions">
          <Button onClick={() => navigate('/mypage/member-info')}>{t('action.cancel')}</Button>
          <Button type="primary" danger htmlType="submit" loading={secede.isPending}>
            {t('withdrawal.submit')}
          </Button>
        </div>
      </Form>
    </MypageFrame>
  );
}
