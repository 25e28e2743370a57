import type { TMemberInfo, TMemberUpdateRequest } from '@portal/contract';
import App from 'antd/es/app';
import Alert from 'antd/es/alert';
import Button from 'antd/es/button';
import Descriptions from 'antd/es/descriptions';
import Form from 'antd/es/form';
import Modal from 'antd/es/modal';
import Skeleton from 'antd/es/skeleton';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatDate, formatDateTime } from '../../../lib/format';
import { endSessionLocally, useSession } from '../../../lib/session';
import { useMemberInfo } from '../api/get-member-info';
import { useUpdateMemberInfo } from '../api/update-member-info';
import { ChangePasswordForm } from '../components/change-password-form';
import { companyLabel } from '../components/company-picker';
import { ConfirmPasswordGate } from '../components/confirm-password-gate';
import { errorCodeOf, errorTextOf } from '../components/field-rules';
import { MemberPreferenceFields, MemberProfileFields } from '../components/member-profile-fields';
import { MypageFrame } from '../components/mypage-frame';
import { PasskeysSection } from '../components/passkeys-section';
import { AuthenticatorSection } from '../components/authenticator-section';
import { MEMBER_STATUS_TONE, StatusTag } from '../../../components/status-tag';

type Values = TMemberUpdateRequest;

const toValues = (m: TMemberInfo): Values => ({
  firstName: m.firstName,
  lastName: m.lastName,
  englishName: m.englishName,
  department: m.department,
  chargeJob: m.chargeJob,
  officeTelephoneNumber: m.officeTelephoneNumber,
  mobileTelephoneNumber: m.mobileTelephoneNumber,
  emailReceiveYn: m.emailReceiveYn,
  newsletterYn: m.newsletterYn,
  mailLanguageCode: m.mailLanguageCode,
  autoExtensionYn: m.autoExtensionYn,
});

/**
 * /mypage/member-info: after the password check, the member edits their own information, changes the authenticator
 * app and manages their passkeys; the change-password popup ends every session (sign in again with the new password).
 */
export default function MemberInfoPage() {
  const { t } = useTranslation('accounts');
  const { message } = App.useApp();
  const { user } = useSession();
  const [confirmed, setConfirmed] = useState(false);
  const [passwordOpen, setPasswordOpen] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const info = useMemberInfo(confirmed ? user?.id : undefined);
  const update = useUpdateMemberInfo(user?.id ?? 0);
  const [form] = Form.useForm<Values>();

  useEffect(() => {
    if (info.data) form.setFieldsValue(toValues(info.data));
  }, [info.data, form]);

  if (!user) {
    return (
      <MypageFrame title={t('memberInfo.title')}>
        <Skeleton active />
      </MypageFrame>
    );
  }
  if (!confirmed) {
    return (
      <MypageFrame title={t('memberInfo.title')}>
        <ConfirmPasswordGate userId={user.id} loginEmail={user.loginEmail} onConfirmed={() => setConfirmed(true)} />
      </MypageFrame>
    );
  }

  const onFinish = async (values: Values) => {
    setError(null);
    const trimmed = Object.fromEntries(Object.entries(values).map(([k, v]) => [k, typeof v === 'string' ? v.trim() : v])) as Values;
    try {
      await update.mutateAsync(trimmed);
      void message.success(t('memberInfo.saved'));
    } catch (err) {
      if (errorCodeOf(err) === 'COM1N4002') void message.info(errorTextOf(err, t('memberInfo.unchanged')));
      else setError(errorTextOf(err, t('common:error.api')));
    }
  };

  const m = info.data;
  return (
    <MypageFrame
      title={t('memberInfo.title')}
      actions={
        <Button onClick={() => setPasswordOpen(true)} disabled={!m}>
          {t('changePassword.open')}
        </Button>
      }
    >
      {info.isLoading && <Skeleton active />}
      {info.isError && <Alert type="error" showIcon title={errorTextOf(info.error, t('common:error.api'))} />}
      {m && (
        <>
          <Descriptions
            bordered
            size="small"
            column={{ xs: 1, sm: 1, md: 2 }}
            style={{ marginBottom: 24 }}
            items={[
              { key: 'id', label: t('field.loginEmail'), children: m.loginEmail },
              {
                key: 'status',
                label: t('field.status'),
                children: <StatusTag tone={MEMBER_STATUS_TONE[m.status]}>{t(`status.${m.status}`)}</StatusTag>,
              },
              {
                key: 'companies',
                label: t('field.company'),
                children: m.companies.map((c) => companyLabel(c, t('company.temporary'))).join(', '),
              },
              { key: 'registered', label: t('field.registeredAt'), children: formatDateTime(m.registeredAt) },
              { key: 'approved', label: t('field.approvedAt'), children: m.approvedAt ? formatDateTime(m.approvedAt) : '-' },
              { key: 'lastLogin', label: t('field.lastLoginAt'), children: m.lastLoginAt ? formatDateTime(m.lastLoginAt) : '-' },
              {
                key: 'dormancy',
                label: t('field.dormancyDate'),
                children: m.dormancyDate ? formatDate(m.dormancyDate) : t('memberInfo.noDormancy'),
              },
            ]}
          />
          <AuthenticatorSection userId={user.id} />
          <PasskeysSection />
          {error && <Alert type="error" showIcon title={error} role="alert" style={{ marginBottom: 16 }} />}
          <Form
            form={form}
            layout="vertical"
            name="member-info"
            requiredMark
            scrollToFirstError={{ block: 'center', focus: true }}
            onFinish={onFinish}
          >
            <h2 className="form-section-title">{t('join.section.member')}</h2>
            <MemberProfileFields />
            <h2 className="form-section-title">{t('join.section.preferences')}</h2>
            <MemberPreferenceFields withNewsletter />
            <div className="mypage-actions">
              <Link to="/mypage/member-with-drawal" className="mypage-withdraw-link">
                {t('menu.withdraw')}
              </Link>
              <Button onClick={() => form.setFieldsValue(toValues(m))}>{t('action.reset')}</Button>
              <Button type="primary" htmlType="submit" loading={update.isPending}>
                {t('action.save')}
              </Button>
            </div>
          </Form>
        </>
      )}
      <Modal
        open={passwordOpen}
        title={t('changePassword.title')}
        onCancel={() => setPasswordOpen(false)}
        footer={null}
        destroyOnHidden
        mask={{ closable: false }}
      >
        <p className="field-hint">{t('changePassword.lead')}</p>
        <ChangePasswordForm
          loginEmail={user.loginEmail}
          onCancel={() => setPasswordOpen(false)}
          onDone={() => {
            setPasswordOpen(false);
            // Every session of the member ended on the server: sign in again with the new password.
            endSessionLocally();
            window.location.assign('/login?notice=passwordChanged');
          }}
        />
      </Modal>
    </MypageFrame>
  );
}
