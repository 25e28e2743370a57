import SearchOutlined from '@ant-design/icons/es/icons/SearchOutlined';
import type { TCompanyOfMember, TInvitationUserInsertRequest, TLanguageTypeCode, TUserInsertRequest, TYn } from '@portal/contract';
import { CODE_GROUPS } from '@portal/contract';
import Alert from 'antd/es/alert';
import Button from 'antd/es/button';
import Form from 'antd/es/form';
import Input from 'antd/es/input';
import Select from 'antd/es/select';
import Space from 'antd/es/space';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useNavigate } from 'react-router';
import { currentLanguage } from '../../../lib/i18n';
import { useSettled } from '../../../lib/use-settled';
import { useCodeGroup } from '../../../components/codes/get-code-group';
import { useInvitationInfo } from '../api/get-invitation-info';
import { useRegisterUser } from '../api/register-user';
import { useSearchCompanies } from '../api/search-companies';
import { useCheckUserExists } from '../api/check-user-exists';
import { AuthFrame } from '../components/auth-frame';
import { companyLabel } from '../components/company-picker';
import { byteCount, errorCodeOf, errorTextOf, fieldRules } from '../components/field-rules';
import { JoinSteps } from '../components/join-steps';
import { MemberPreferenceFields, MemberProfileFields } from '../components/member-profile-fields';
import { PasswordRules } from '../components/password-rules';
import { joinDraft } from '../join-draft';

interface JoinValues {
  loginEmail: string;
  loginSecretNo: string;
  loginSecretNoConfirm: string;
  companyNationCode: string;
  companyId?: number;
  companyName?: string;
  firstName: string;
  lastName: string;
  englishName?: string;
  department?: string;
  chargeJob?: string;
  officeTelephoneNumber: string;
  mobileTelephoneNumber?: string;
  emailReceiveYn: TYn;
  mailLanguageCode: TLanguageTypeCode;
  autoExtensionYn: TYn;
}

/**
 * /user/user-join: the sign-up fields of spec 1, section 3. A new member names their company (it is
 * created as a temporary company); an added member picks a registered company from the search; an
 * invited member joins the company of the invitation with the invited address.
 */
export default function JoinPage() {
  const { t } = useTranslation('accounts');
  const rules = fieldRules(t);
  const navigate = useNavigate();
  const draft = useMemo(() => joinDraft.get(), []);
  const invitation = useInvitationInfo(draft?.type === 'invitation' ? (draft.invitationToken ?? null) : null);
  const nations = useCodeGroup(CODE_GROUPS.nation);
  const register = useRegisterUser();
  const exists = useCheckUserExists();
  const [form] = Form.useForm<JoinValues>();
  const [error, setError] = useState<string | null>(null);
  const [checkedEmail, setCheckedEmail] = useState<string | null>(null);
  const [keyword, setKeyword] = useState('');
  const [picked, setPicked] = useState<TCompanyOfMember | null>(null);
  const loginEmail = Form.useWatch('loginEmail', form);
  const password = Form.useWatch('loginSecretNo', form);
  const nationCode = Form.useWatch('companyNationCode', form);
  const searchFor = useSettled(keyword.trim(), 300);
  const companies = useSearchCompanies({ nationCode: nationCode || undefined, companyName: searchFor });

  useEffect(() => {
    if (invitation.data)
      form.setFieldsValue({ loginEmail: invitation.data.loginEmail, companyNationCode: invitation.data.company.nationCode });
  }, [invitation.data, form]);

  if (!draft) return <Navigate to="/user/user-join-guide" replace />;
  const type = draft.type;

  const checkEmail = async () => {
    try {
      await form.validateFields(['loginEmail']);
    } catch {
      return;
    }
    const email = String(form.getFieldValue('loginEmail')).trim().toLowerCase();
    try {
      await exists.mutateAsync(email);
      setCheckedEmail(email);
      form.setFields([{ name: 'loginEmail', errors: [], warnings: [] }]);
    } catch (err) {
      setCheckedEmail(null);
      form.setFields([{ name: 'loginEmail', errors: [errorTextOf(err, t('common:error.api'))] }]);
    }
  };

  const onFinish = async (v: JoinValues) => {
    setError(null);
    const email = v.loginEmail.trim().toLowerCase();
    const profile = {
      firstName: v.firstName.trim(),
      lastName: v.lastName.trim(),
      englishName: (v.englishName ?? '').trim(),
      department: (v.department ?? '').trim(),
      chargeJob: (v.chargeJob ?? '').trim(),
      officeTelephoneNumber: v.officeTelephoneNumber.trim(),
      mobileTelephoneNumber: (v.mobileTelephoneNumber ?? '').trim(),
      emailReceiveYn: v.emailReceiveYn,
      newsletterYn: draft.newsletterYn,
      mailLanguageCode: v.mailLanguageCode,
      autoExtensionYn: v.autoExtensionYn,
    };
    const secrets = {
      loginEmail: email,
      loginSecretNo: v.loginSecretNo,
      loginSecretNoConfirm: v.loginSecretNoConfirm,
      agreements: draft.agreements,
    };
    try {
      const answer =
        type === 'invitation'
          ? await register.mutateAsync({
              kind: 'invitation',
              data: { invitationToken: draft.invitationToken!, ...secrets, ...profile } satisfies TInvitationUserInsertRequest,
            })
          : await register.mutateAsync({
              kind: 'self',
              data: {
                ...secrets,
                ...profile,
                companyNationCode: v.companyNationCode,
                companyId: type === 'added' ? v.companyId : undefined,
                companyName: type === 'added' ? (picked?.companyName ?? '') : (v.companyName ?? '').trim(),
              } satisfies TUserInsertRequest,
            });
      joinDraft.clear();
      navigate('/user/user-join-complete', {
        replace: true,
        state: { loginEmail: answer.loginEmail, confirmationMailSentYn: answer.confirmationMailSentYn },
      });
    } catch (err) {
      const code = errorCodeOf(err);
      const text = errorTextOf(err, t('join.failed'));
      const fieldOf: Record<string, keyof JoinValues> = {
        USR1N4090: 'loginEmail',
        USR1N4001: 'loginSecretNo',
        USR1N4013: 'loginSecretNo',
        USR1N4003: 'loginSecretNoConfirm',
      };
      if (fieldOf[code]) {
        form.setFields([{ name: fieldOf[code], errors: [text] }]);
        form.scrollToField(fieldOf[code], { block: 'center' });
        if (code === 'USR1N4090') setCheckedEmail(null);
      } else if (code === 'USR1N4004') {
        navigate(
          draft.invitationToken
            ? `/user/user-join-terms?invitationToken=${encodeURIComponent(draft.invitationToken)}`
            : `/user/user-join-terms?type=${type}`,
        );
      } else setError(code === 'USR1N4007' ? t('join.failed') : text);
    }
  };

  const nationOptions = (nations.data?.codes ?? []).map((c) => ({ value: c.code, label: `${c.codeName} (${c.code})` }));
  const invited = type === 'invitation';

  return (
    <AuthFrame wide title={t('join.title')} lead={<p>{t(`join.lead.${type}`)}</p>}>
      <JoinSteps current={2} />
      {error && <Alert type="error" showIcon title={error} role="alert" style={{ marginBottom: 16 }} />}
      <Form
        noValidate
        form={form}
        layout="vertical"
        name="join"
        requiredMark
        scrollToFirstError={{ block: 'center', focus: true }}
        initialValues={{
          companyNationCode: 'KR',
          mailLanguageCode: currentLanguage() === 'en' ? '02' : '01',
          department: '',
          chargeJob: '',
          mobileTelephoneNumber: '',
        }}
        onFinish={onFinish}
        onValuesChange={(changed) => {
          if ('loginEmail' in changed) setCheckedEmail(null);
          if ('companyNationCode' in changed) {
            setPicked(null);
            form.setFieldValue('companyId', undefined);
          }
        }}
      >
        <h2 className="form-section-title">{t('join.section.account')}</h2>
        <Form.Item
          label={t('field.loginEmail')}
          required
          extra={
            checkedEmail &&
            checkedEmail ===
              String(loginEmail ?? '')
                .trim()
                .toLowerCase() ? (
              <span style={{ color: '#1a7f37' }}>{t('join.emailAvailable')}</span>
            ) : (
              t(invited ? 'hint.invitedEmail' : 'hint.loginEmail')
            )
          }
        >
          <Space.Compact style={{ width: '100%' }}>
            <Form.Item
              name="loginEmail"
              noStyle
              validateFirst
              rules={[rules.enter('loginEmail'), rules.email(), rules.bytes('loginEmail')]}
            >
              <Input type="email" autoComplete="username" inputMode="email" disabled={invited} aria-label={t('field.loginEmail')} />
            </Form.Item>
            {!invited && (
              <Button onClick={checkEmail} loading={exists.isPending}>
                {t('join.checkEmail')}
              </Button>
            )}
          </Space.Compact>
        </Form.Item>
        <Form.Item
          name="loginSecretNo"
          label={t('field.password')}
          rules={[rules.enter('password'), rules.password(() => form.getFieldValue('loginEmail'))]}
          extra={<PasswordRules value={password} loginEmail={loginEmail} id="join-password-rules" />}
        >
          <Input.Password autoComplete="new-password" aria-describedby="join-password-rules" />
        </Form.Item>
        <Form.Item
          name="loginSecretNoConfirm"
          label={t('field.passwordConfirm')}
          dependencies={['loginSecretNo']}
          rules={[rules.enter('passwordConfirm'), rules.sameAs(() => form.getFieldValue('loginSecretNo'))]}
        >
          <Input.Password autoComplete="new-password" />
        </Form.Item>

        <h2 className="form-section-title">{t('join.section.company')}</h2>
        {invited ? (
          <div className="auth-highlight" style={{ textAlign: 'start' }}>
            {invitation.data ? companyLabel(invitation.data.company, t('company.temporary')) : t('common:loading')}
          </div>
        ) : (
          <>
            <Form.Item name="companyNationCode" label={t('field.companyNation')} rules={[rules.select('companyNation')]}>
              <Select
                showSearch={{ optionFilterProp: 'label' }}
                options={nationOptions}
                loading={nations.isLoading}
                aria-label={t('field.companyNation')}
              />
            </Form.Item>
            {type === 'new' ? (
              <Form.Item
                name="companyName"
                label={t('field.companyName')}
                rules={[rules.enter('companyName'), rules.bytes('companyName')]}
                extra={t('hint.newCompany')}
              >
                <Input autoComplete="organization" count={byteCount('companyName')} />
              </Form.Item>
            ) : (
              <Form.Item name="companyId" label={t('field.company')} rules={[rules.select('company')]} extra={t('hint.findCompany')}>
                <Select
                  showSearch={{ filterOption: false, onSearch: setKeyword }}
                  placeholder={t('join.companySearchPlaceholder')}
                  suffixIcon={<SearchOutlined aria-hidden />}
                  loading={companies.isFetching}
                  notFoundContent={searchFor ? (companies.isFetching ? t('common:loading') : t('join.noCompany')) : t('join.typeCompany')}
                  options={(companies.data?.items ?? []).map((c) => ({
                    value: c.companyId,
                    label: companyLabel(c, t('company.temporary')),
                  }))}
                  onChange={(id: number) => setPicked(companies.data?.items.find((c) => c.companyId === id) ?? null)}
                  aria-label={t('field.company')}
                />
              </Form.Item>
            )}
          </>
        )}

        <h2 className="form-section-title">{t('join.section.member')}</h2>
        <MemberProfileFields />

        <h2 className="form-section-title">{t('join.section.preferences')}</h2>
        <MemberPreferenceFields withNewsletter={false} />

        <div className="auth-actions is-stretch">
          <Button onClick={() => navigate(-1)}>{t('action.back')}</Button>
          <Button type="primary" htmlType="submit" loading={register.isPending}>
            {t('join.submit')}
          </Button>
        </div>
      </Form>
    </AuthFrame>
  );
}
