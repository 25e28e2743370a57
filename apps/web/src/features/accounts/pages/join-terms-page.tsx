import { REQUIRED_TERMS, type TYn } from '@portal/contract';
import Alert from 'antd/es/alert';
import Button from 'antd/es/button';
import Checkbox from 'antd/es/checkbox';
import Radio from 'antd/es/radio';
import Result from 'antd/es/result';
import Spin from 'antd/es/spin';
import { useQueries } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useNavigate, useSearchParams } from 'react-router';
import { getLatestDocumentQueryOptions } from '../../../components/documents/get-latest-document';
import { useInvitationInfo } from '../api/get-invitation-info';
import { AuthFrame } from '../components/auth-frame';
import { errorTextOf } from '../components/field-rules';
import { JoinSteps } from '../components/join-steps';
import { TermsDocument } from '../components/terms-document';
import { joinDraft, joinTypeOf } from '../join-draft';

/**
 * /user/user-join-terms: the required terms (membership terms, personal-information policy) and the
 * newsletter choice. Reached from the join guide (?type=new|added) or from a member invitation
 * (?invitationToken=), whose company and address the next step takes over.
 */
export default function JoinTermsPage() {
  const { t } = useTranslation('accounts');
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const invitationToken = params.get('invitationToken');
  const invitation = useInvitationInfo(invitationToken);
  const previous = joinDraft.get();
  const [agreed, setAgreed] = useState<Record<string, boolean>>({});
  // The versions shown (the same queries as the documents below); the agreement names the version read.
  const docs = useQueries({ queries: REQUIRED_TERMS.map((code) => getLatestDocumentQueryOptions(code)) });
  const versionOf = (code: string) => docs[REQUIRED_TERMS.indexOf(code as (typeof REQUIRED_TERMS)[number])]?.data?.standardDocumentId;
  const docsReady = docs.every((d) => !!d.data);
  const [newsletterYn, setNewsletterYn] = useState<TYn | undefined>(previous?.newsletterYn);
  // The missing choices are listed after the first "next" and the list follows the choices made
  // since (an agreement ticked disappears from it); each "next" that finds some moves focus there.
  const [attempts, setAttempts] = useState(0);

  useEffect(() => {
    if (attempts) document.getElementById('join-terms-errors')?.focus();
  }, [attempts]);

  if (invitationToken && invitation.data?.kind === 'SUBSCRIBER') {
    return <Navigate to={`/news-letter-confirm?invitationToken=${encodeURIComponent(invitationToken)}`} replace />;
  }

  const allChecked = REQUIRED_TERMS.every((code) => !!agreed[code]);
  // Named as the box shows the document (its subject), else by the generic name.
  const docName = (code: (typeof REQUIRED_TERMS)[number]) =>
    docs[REQUIRED_TERMS.indexOf(code)]?.data?.documentSubject ?? t(`terms.doc.${code}`);
  const problems: string[] = [];
  for (const code of REQUIRED_TERMS) if (!agreed[code]) problems.push(t('terms.mustAgree', { name: docName(code) }));
  if (!newsletterYn) problems.push(t('message.select.newsletter'));
  const errors = attempts ? problems : [];
  const next = () => {
    if (problems.length) setAttempts((n) => n + 1);
    if (problems.length || !docsReady) return;
    joinDraft.set({
      type: invitationToken ? 'invitation' : joinTypeOf(params.get('type')),
      invitationToken: invitationToken ?? undefined,
      agreements: REQUIRED_TERMS.map((code) => ({ documentClassificationCode: code, standardDocumentId: versionOf(code), agreeYn: 'Y' })),
      newsletterYn: newsletterYn!,
    });
    navigate('/user/user-join');
  };

  if (invitationToken && invitation.isLoading) {
    return (
      <AuthFrame wide title={t('joinTerms.title')}>
        <div style={{ textAlign: 'center', padding: 32 }}>
          <Spin aria-label={t('common:loading')} />
        </div>
      </AuthFrame>
    );
  }
  if (invitationToken && invitation.isError) {
    return (
      <AuthFrame wide title={t('invitation.invalidTitle')}>
        <Result
          status="warning"
          subTitle={errorTextOf(invitation.error, t('invitation.invalid'))}
          extra={<Button onClick={() => navigate('/home')}>{t('action.home')}</Button>}
        />
      </AuthFrame>
    );
  }

  return (
    <AuthFrame
      wide
      title={t('joinTerms.title')}
      lead={
        invitation.data ? (
          <p>{t('joinTerms.invitedLead', { company: invitation.data.company.companyName, email: invitation.data.loginEmail })}</p>
        ) : (
          <p>{t('joinTerms.lead')}</p>
        )
      }
    >
      <JoinSteps current={1} />
      {errors.length > 0 && (
        <div id="join-terms-errors" tabIndex={-1}>
          <Alert
            type="error"
            showIcon
            role="alert"
            title={
              <ul style={{ margin: 0, paddingInlineStart: 18 }}>
                {errors.map((e) => (
                  <li key={e}>{e}</li>
                ))}
              </ul>
            }
            style={{ marginBottom: 16 }}
          />
        </div>
      )}
      <div className="terms-all">
        <Checkbox
          checked={allChecked}
          disabled={!docsReady}
          indeterminate={!allChecked && REQUIRED_TERMS.some((c) => !!agreed[c])}
          onChange={(e) => setAgreed(Object.fromEntries(REQUIRED_TERMS.map((code) => [code, e.target.checked])))}
        >
          {t('terms.agreeAll')}
        </Checkbox>
      </div>
      {REQUIRED_TERMS.map((code) => (
        <TermsDocument
          key={code}
          code={code}
          checked={!!agreed[code]}
          onChange={(checked) => setAgreed((prev) => ({ ...prev, [code]: checked }))}
        />
      ))}
      <fieldset className="terms-box" style={{ padding: '12px 16px', margin: '0 0 16px' }}>
        <legend className="sr-only">{t('field.newsletter')}</legend>
        <div id="newsletter-label" style={{ fontWeight: 600, marginBottom: 4 }}>
          {t('joinTerms.newsletterQuestion')} <span className="field-hint">({t('terms.choiceRequired')})</span>
        </div>
        <p className="field-hint" style={{ margin: '0 0 8px' }}>
          {t('joinTerms.newsletterText')}
        </p>
        <Radio.Group value={newsletterYn} onChange={(e) => setNewsletterYn(e.target.value as TYn)} aria-labelledby="newsletter-label">
          <Radio value="Y">{t('choice.subscribe')}</Radio>
          <Radio value="N">{t('choice.notSubscribe')}</Radio>
        </Radio.Group>
      </fieldset>
      <div className="auth-actions is-stretch">
        <Button onClick={() => navigate(invitationToken ? '/home' : '/user/user-join-guide')}>{t('action.back')}</Button>
        <Button type="primary" onClick={next}>
          {t('action.next')}
        </Button>
      </div>
    </AuthFrame>
  );
}
