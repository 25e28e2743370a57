import {
  ACCOUNT_STATE_PAGES,
  errorMessage,
  type TOtpQrImageResponse,
  type TSignInResponse,
  type TSignOnDiscoverResponse,
  type TTokenResponse,
} from '@portal/contract';
import Alert from 'antd/es/alert';
import Button from 'antd/es/button';
import Form from 'antd/es/form';
import Input from 'antd/es/input';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router';
import { currentLanguage } from '../../../lib/i18n';
import { isSignedIn } from '../../../lib/session';
import { loginEmail as storedLoginEmail } from '../../../lib/tokens';
import { discoverSignOn, exchangeSignOn, startSignOn } from '../api/company-sign-on';
import { getOtpQrImage } from '../api/get-otp-qr-image';
import { useOtpLogin } from '../api/otp-login';
import { getPasskeyLoginOptions, usePasskeyLogin } from '../api/passkey-login';
import { useSignIn } from '../api/sign-in';
import { AuthFrame } from '../components/auth-frame';
import { CompanyPicker } from '../components/company-picker';
import { errorCodeOf, errorTextOf, fieldRules } from '../components/field-rules';
import { OtpStep } from '../components/otp-step';
import { PasskeyChoice } from '../components/passkey-choice';
import { getPasskeyAssertion, PasskeyError } from '../components/webauthn';
import { finishSignIn, goWithReload, returnQuery, safeReturnUrl } from '../session-flow';

type Step = 'password' | 'company' | 'otp';
/** Notices other pages leave for the login page (navigation state). */
const LOGIN_NOTICES = ['expired', 'passwordChanged', 'reactivated'] as const;
/** Where to return after company sign-on: kept across the provider's pages (this tab only). */
const SSO_RETURN_KEY = 'portal.ssoReturnUrl';
const EMAIL_SHAPE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
type LoginNotice = (typeof LOGIN_NOTICES)[number];

/**
 * /login: the password step, the company picker for members of several companies, then the second
 * step: the one-time password (with the QR image and manual key for enrolment), or a passkey for a
 * member who registered one (both are offered then). Account states open their
 * /login/auth-* page; after sign-in the member returns to returnUrl.
 */
export default function LoginPage() {
  const { t } = useTranslation('accounts');
  const rules = fieldRules(t);
  const navigate = useNavigate();
  const location = useLocation();
  const [params] = useSearchParams();
  const ssoCode = params.get('ssoCode');
  const ssoError = params.get('ssoError');
  const returnUrl = safeReturnUrl(params.get('returnUrl') ?? ((ssoCode || ssoError) && sessionStorage.getItem(SSO_RETURN_KEY)) ?? null);
  const noticeRaw = (location.state as { notice?: LoginNotice } | null)?.notice ?? params.get('notice');
  const notice = LOGIN_NOTICES.includes(noticeRaw as LoginNotice) ? (noticeRaw as LoginNotice) : null;

  const [step, setStep] = useState<Step>('password');
  const [challenge, setChallenge] = useState<TSignInResponse | null>(null);
  const [companyId, setCompanyId] = useState<number | undefined>();
  const [enrolment, setEnrolment] = useState<TOtpQrImageResponse | undefined>();
  const [enrolmentLoading, setEnrolmentLoading] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [leaving, setLeaving] = useState(false);
  const signIn = useSignIn();
  const otpLogin = useOtpLogin();
  const passkeyLogin = usePasskeyLogin();
  const [passkeyBusy, setPasskeyBusy] = useState(false);
  const [form] = Form.useForm<{ loginEmail: string; loginSecretNo: string }>();
  /** Company sign-on of the e-mail's domain (asked as the e-mail is typed; by the domain only). */
  const [signOn, setSignOn] = useState<TSignOnDiscoverResponse | null>(null);
  const [ssoBusy, setSsoBusy] = useState(!!ssoCode);

  // A member who is already signed in goes on to where they wanted to be.
  useEffect(() => {
    if (isSignedIn()) navigate(returnUrl, { replace: true });
  }, [navigate, returnUrl]);

  const discoverFor = async (value: string) => {
    const email = value.trim().toLowerCase();
    if (!EMAIL_SHAPE.test(email)) return setSignOn(null);
    try {
      const answer = await discoverSignOn(email);
      if (form.getFieldValue('loginEmail')?.trim().toLowerCase() === email) setSignOn(answer.signOn === 'none' ? null : answer);
    } catch {
      setSignOn(null);
    }
  };
  // The remembered e-mail is asked about at once.
  useEffect(() => {
    const remembered = storedLoginEmail.get();
    if (remembered) void discoverFor(remembered);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const onCompanySignOn = () => {
    if (!signOn?.startUrl) return;
    const email = String(form.getFieldValue('loginEmail') ?? '')
      .trim()
      .toLowerCase();
    if (email) storedLoginEmail.set(email);
    sessionStorage.setItem(SSO_RETURN_KEY, returnUrl);
    setSsoBusy(true);
    startSignOn(signOn.startUrl, currentLanguage());
  };

  const startOver = (message: string | null) => {
    setStep('password');
    setChallenge(null);
    setEnrolment(undefined);
    setCompanyId(undefined);
    setError(message);
    form.setFieldValue('loginSecretNo', '');
  };

  const toOtp = async (answer: TSignInResponse) => {
    setStep('otp');
    setError(null);
    if (answer.otpEnrolledYn === 'N') {
      setEnrolmentLoading(true);
      try {
        setEnrolment(await getOtpQrImage({ challengeToken: answer.challengeToken }));
      } catch (err) {
        if (errorCodeOf(err) === 'ATH1N4022') setChallenge({ ...answer, otpEnrolledYn: 'Y' });
        else startOver(errorTextOf(err, t('common:error.api')));
      } finally {
        setEnrolmentLoading(false);
      }
    }
  };

  const onPassword = async (values: { loginEmail: string; loginSecretNo: string }) => {
    setError(null);
    const email = values.loginEmail.trim().toLowerCase();
    try {
      const answer = await signIn.mutateAsync({ loginEmail: email, loginSecretNo: values.loginSecretNo });
      setChallenge(answer);
      storedLoginEmail.set(answer.loginEmail);
      if (answer.companies.length > 1) {
        setCompanyId(undefined);
        setStep('company');
      } else {
        setCompanyId(answer.companies[0]?.companyId);
        await toOtp(answer);
      }
    } catch (err) {
      const code = errorCodeOf(err) as keyof typeof ACCOUNT_STATE_PAGES | string;
      const page = (ACCOUNT_STATE_PAGES as Record<string, string>)[code];
      if (page) {
        storedLoginEmail.set(email);
        navigate(page + returnQuery(returnUrl), { state: { loginEmail: email } });
        return;
      }
      form.setFieldValue('loginSecretNo', '');
      setError(errorTextOf(err, t('common:error.api')));
    }
  };

  const onCompany = async () => {
    if (!challenge) return;
    if (!companyId) {
      setError(t('common:validation.select', { item: t('field.company') }));
      return;
    }
    await toOtp(challenge);
  };

  /** After either second factor: the terms step, or the session and a reload at returnUrl. */
  const finish = async (answer: TTokenResponse, email: string) => {
    setLeaving(true);
    const outcome = await finishSignIn(answer, email, returnUrl);
    if (outcome.kind === 'terms') navigate(outcome.to);
    else goWithReload(outcome.to);
  };

  /** The answers of the second step, the same for the code and the passkey. */
  const onSecondStepError = (err: unknown, current: TSignInResponse) => {
    setLeaving(false);
    const code = errorCodeOf(err);
    if (err instanceof PasskeyError) setError(t(`passkeys.problem.${err.problem}`));
    else if (code === 'ATH1N4016') {
      navigate('/login/change-password' + returnQuery(returnUrl), {
        state: { challengeToken: current.challengeToken, loginEmail: current.loginEmail },
      });
    } else if (code === 'ATH1N4013') navigate('/login/auth-password-error', { state: { loginEmail: current.loginEmail } });
    else if (code === 'ATH1N4020') startOver(errorTextOf(err, t('login.challengeExpired')));
    else if (code === 'ATH1N4023' && current.companies.length > 1) {
      setStep('company');
      setError(errorTextOf(err, t('common:validation.select', { item: t('field.company') })));
    } else setError(errorTextOf(err, t('common:error.api')));
  };

  const onOtp = async (otpCode: string) => {
    if (!challenge) return;
    setError(null);
    try {
      await finish(await otpLogin.mutateAsync({ challengeToken: challenge.challengeToken, otpCode, companyId }), challenge.loginEmail);
    } catch (err) {
      onSecondStepError(err, challenge);
    }
  };

  /** The passkey: options bound to this sign-in, the browser's prompt, then the same session as the code. */
  const onPasskey = async () => {
    if (!challenge) return;
    setError(null);
    setPasskeyBusy(true);
    try {
      const { options } = await getPasskeyLoginOptions(challenge.challengeToken);
      const credential = await getPasskeyAssertion(options);
      await finish(
        await passkeyLogin.mutateAsync({ challengeToken: challenge.challengeToken, credential, companyId }),
        challenge.loginEmail,
      );
    } catch (err) {
      onSecondStepError(err, challenge);
    } finally {
      setPasskeyBusy(false);
    }
  };

  // Back from the company's provider: the one-time code becomes the second step (or the session), or its refusal is shown.
  useEffect(() => {
    if (ssoError) {
      setError(errorMessage(ssoError, currentLanguage()));
      return;
    }
    if (!ssoCode) return;
    let cancelled = false;
    void (async () => {
      try {
        const answer = await exchangeSignOn(ssoCode);
        if (cancelled) return;
        sessionStorage.removeItem(SSO_RETURN_KEY);
        if (answer.outcome === 'signed-in') {
          const { outcome: _signedIn, ...tokens } = answer;
          await finish(tokens, storedLoginEmail.get() ?? '');
          return;
        }
        const { outcome: _secondFactor, ...challengeAnswer } = answer;
        setChallenge(challengeAnswer);
        storedLoginEmail.set(challengeAnswer.loginEmail);
        setCompanyId(challengeAnswer.companies[0]?.companyId);
        await toOtp(challengeAnswer);
      } catch (err) {
        if (cancelled) return;
        const code = errorCodeOf(err) ?? '';
        const page = (ACCOUNT_STATE_PAGES as Record<string, string>)[code];
        if (page) navigate(page + returnQuery(returnUrl), { state: { loginEmail: storedLoginEmail.get() } });
        else setError(errorTextOf(err, t('common:error.api')));
      } finally {
        if (!cancelled) setSsoBusy(false);
      }
    })();
    return () => {
      cancelled = true;
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [ssoCode, ssoError]);

  const title = step === 'company' ? t('login.companyTitle') : step === 'otp' ? t('login.otpTitle') : t('login.title');
  return (
    <AuthFrame title={title} lead={step === 'password' ? <p>{t('login.lead')}</p> : undefined}>
      {notice && step === 'password' && !error && (
        <Alert type="info" showIcon title={t(`login.notice.${notice}`)} style={{ marginBottom: 16 }} />
      )}
      {step === 'password' && (
        <>
          {error && <Alert type="error" showIcon title={error} role="alert" style={{ marginBottom: 16 }} />}
          <Form
            noValidate
            form={form}
            layout="vertical"
            requiredMark={false}
            initialValues={{ loginEmail: storedLoginEmail.get() ?? '' }}
            onFinish={onPassword}
            onValuesChange={(changed: { loginEmail?: string }) => {
              if (changed.loginEmail !== undefined) void discoverFor(changed.loginEmail);
            }}
            name="login"
          >
            <Form.Item name="loginEmail" label={t('field.loginEmail')} rules={[rules.enter('loginEmail'), rules.email()]}>
              <Input type="email" autoComplete="username" inputMode="email" size="large" autoFocus={!storedLoginEmail.get()} />
            </Form.Item>
            {signOn && (
              <div className="auth-sign-on" role="group" aria-label={t('login.signOn.group')}>
                <p>{signOn.signOn === 'required' ? t('login.signOn.required') : t('login.signOn.offered')}</p>
                <Button
                  type={signOn.signOn === 'required' ? 'primary' : 'default'}
                  block
                  size="large"
                  loading={ssoBusy}
                  onClick={onCompanySignOn}
                >
                  {t('login.signOn.continue')}
                </Button>
              </div>
            )}
            {signOn?.signOn !== 'required' && (
              <>
                <Form.Item name="loginSecretNo" label={t('field.password')} rules={[rules.enter('password')]}>
                  <Input.Password autoComplete="current-password" size="large" autoFocus={!!storedLoginEmail.get()} />
                </Form.Item>
                <Button type="primary" htmlType="submit" block size="large" loading={signIn.isPending}>
                  {t('login.submit')}
                </Button>
              </>
            )}
          </Form>
          <nav className="auth-links" aria-label={t('login.helpLinks')}>
            <Link to="/login/find-id">{t('login.findId')}</Link>
            <Link to="/login/reset-password">{t('login.resetPassword')}</Link>
            <Link to="/user/user-join-guide">{t('login.join')}</Link>
          </nav>
        </>
      )}
      {step === 'company' && challenge && (
        <>
          <p className="auth-lead" id="company-pick-label">
            {t('login.companyLead')}
          </p>
          {error && <Alert type="error" showIcon title={error} role="alert" style={{ marginBottom: 16 }} />}
          <CompanyPicker companies={challenge.companies} value={companyId} onChange={setCompanyId} labelledBy="company-pick-label" />
          <div className="auth-actions is-stretch">
            <Button onClick={() => startOver(null)}>{t('action.back')}</Button>
            <Button type="primary" onClick={onCompany} loading={enrolmentLoading}>
              {t('action.next')}
            </Button>
          </div>
        </>
      )}
      {step === 'otp' && challenge?.passkeyYn === 'Y' && (
        <PasskeyChoice
          busy={passkeyBusy || passkeyLogin.isPending}
          disabled={otpLogin.isPending || leaving}
          onUse={() => void onPasskey()}
        />
      )}
      {step === 'otp' && challenge && (
        <OtpStep
          enrol={challenge.otpEnrolledYn === 'N'}
          enrolment={enrolment}
          enrolmentLoading={enrolmentLoading}
          submitting={otpLogin.isPending || leaving}
          error={error}
          onSubmit={onOtp}
          onBack={() => (challenge.companies.length > 1 ? (setStep('company'), setError(null)) : startOver(null))}
        />
      )}
    </AuthFrame>
  );
}
