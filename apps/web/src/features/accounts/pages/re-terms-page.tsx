import Alert from 'antd/es/alert';
import Button from 'antd/es/button';
import Checkbox from 'antd/es/checkbox';
import Result from 'antd/es/result';
import Spin from 'antd/es/spin';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { abandonTermsStep, beginSession, endSessionLocally, renewFromTermsStep } from '../../../lib/session';
import { loginEmail } from '../../../lib/tokens';
import { useAgreeHeldTerms } from '../api/agree-held-terms';
import { useHeldTerms } from '../api/get-held-terms';
import { heldUserId } from '../api/held-token';
import { AuthFrame } from '../components/auth-frame';
import { errorTextOf } from '../components/field-rules';
import { TermsDocument } from '../components/terms-document';
import { goWithReload, safeReturnUrl } from '../session-flow';

/**
 * /user/user-join-re-terms: a required document changed since the member agreed. The sign-in tokens
 * are held in session storage; after the agreement they are renewed and the session begins.
 */
export default function ReTermsPage() {
  const { t } = useTranslation('accounts');
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const returnUrl = safeReturnUrl(params.get('returnUrl'));
  const companyId = Number(params.get('companyId') ?? 0) || 0;
  const userId = heldUserId();
  const terms = useHeldTerms(userId);
  const agree = useAgreeHeldTerms(userId);
  const [checked, setChecked] = useState<Record<string, boolean>>({});
  const [error, setError] = useState<string | null>(null);
  const [finishing, setFinishing] = useState(false);

  const cancel = () => {
    void abandonTermsStep();
    endSessionLocally();
    navigate('/login', { replace: true });
  };

  if (!userId || terms.isError) {
    return (
      <AuthFrame title={t('reTerms.title')}>
        <Result
          status="warning"
          subTitle={terms.isError ? errorTextOf(terms.error, t('reTerms.expired')) : t('reTerms.expired')}
          extra={
            <Button type="primary" onClick={cancel}>
              {t('action.toLogin')}
            </Button>
          }
        />
      </AuthFrame>
    );
  }
  if (!terms.data) {
    return (
      <AuthFrame title={t('reTerms.title')}>
        <div style={{ textAlign: 'center', padding: 24 }} role="status">
          <Spin aria-label={t('common:loading')} />
        </div>
      </AuthFrame>
    );
  }

  const pending = terms.data.items.filter((item) => item.agreedYn !== 'Y');
  const required = pending.filter((item) => item.requiredYn === 'Y');

  const onAgree = async () => {
    setError(null);
    const missing = required.filter((item) => !checked[item.documentClassificationCode]);
    if (missing.length) {
      setError(missing.map((m) => t('terms.mustAgree', { name: m.documentSubject })).join(' '));
      return;
    }
    try {
      if (pending.length)
        await agree.mutateAsync({
          agreements: pending.map((item) => ({
            documentClassificationCode: item.documentClassificationCode,
            standardDocumentId: item.standardDocumentId,
            agreeYn: checked[item.documentClassificationCode] ? 'Y' : 'N',
          })),
        });
      setFinishing(true);
      const renewed = await renewFromTermsStep(companyId);
      await beginSession(renewed.access, renewed.refresh, loginEmail.get() ?? '');
      goWithReload(returnUrl);
    } catch (err) {
      setFinishing(false);
      setError(errorTextOf(err, t('common:error.api')));
    }
  };

  return (
    <AuthFrame
      wide
      title={t('reTerms.title')}
      lead={
        <>
          <p>{t('reTerms.lead1')}</p>
          <p>{t('reTerms.lead2')}</p>
        </>
      }
    >
      {error && <Alert type="error" showIcon title={error} role="alert" style={{ marginBottom: 16 }} />}
      {pending.map((item) => (
        <TermsDocument
          key={item.documentClassificationCode}
          code={item.documentClassificationCode}
          required={item.requiredYn === 'Y'}
          checked={!!checked[item.documentClassificationCode]}
          onChange={(value) => setChecked((prev) => ({ ...prev, [item.documentClassificationCode]: value }))}
          agreeLabel={t('reTerms.agree')}
        />
      ))}
      {pending.length === 0 && <p className="auth-lead">{t('reTerms.nothingLeft')}</p>}
      <Checkbox
        checked={pending.length > 0 && pending.every((i) => checked[i.documentClassificationCode])}
        onChange={(e) => setChecked(Object.fromEntries(pending.map((i) => [i.documentClassificationCode, e.target.checked])))}
        style={{ marginBottom: 8 }}
      >
        {t('terms.agreeAll')}
      </Checkbox>
      <div className="auth-actions is-stretch">
        <Button onClick={cancel}>{t('reTerms.later')}</Button>
        <Button type="primary" onClick={onAgree} loading={agree.isPending || finishing}>
          {t('reTerms.submit')}
        </Button>
      </div>
    </AuthFrame>
  );
}
