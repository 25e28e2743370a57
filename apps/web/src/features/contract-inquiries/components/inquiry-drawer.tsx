import { CONTRACT_INQUIRY_MAX, type TContractInquiryAction } from '@portal/contract';
import Alert from 'antd/es/alert';
import { useFeedback } from '../../../components/feedback/use-feedback';
import Button from 'antd/es/button';
import Input from 'antd/es/input';
import Modal from 'antd/es/modal';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FieldGrid, FieldSection, RequestDrawer } from '../../../components/document-page';
import { ApiError } from '../../../lib/api';
import { formatDateTime } from '../../../lib/format';
import { useActOnContractInquiry, useContractInquiry } from '../api/contract-inquiries';
import { InquiryStatusTag } from './inquiry-parts';

/**
 * A contract inquiry in a drawer over the staff's list: every field of the form, the assignee, and the actions: take it
 * on (assign to me), give it back (unassign), answer. The answer is asked to be confirmed (it is mailed at once and
 * cannot be taken back) and goes to the writer in their language.
 */
export function InquiryDrawer({ inquiryId, onClose }: { inquiryId: number | undefined; onClose: () => void }) {
  const { t } = useTranslation('contract-inquiries');
  const { message } = useFeedback();
  const query = useContractInquiry(inquiryId);
  const act = useActOnContractInquiry();
  const answerId = useId();
  const [answer, setAnswer] = useState('');
  const [answerError, setAnswerError] = useState<string | null>(null);
  const [failure, setFailure] = useState<{ text: string; stale: boolean } | null>(null);
  const [confirming, setConfirming] = useState(false);
  const d = query.data;

  const run = async (action: TContractInquiryAction) => {
    if (!d) return;
    setFailure(null);
    try {
      await act.mutateAsync({
        inquiryId: d.inquiryId,
        action,
        body: { version: d.version, ...(action === 'answer' ? { answer: answer.trim() } : {}) },
      });
      void message.success(t(`drawer.done.${action}`));
      if (action === 'answer') setAnswer('');
    } catch (err) {
      setFailure({
        text: err instanceof ApiError && err.message ? err.message : t('drawer.actionFailed'),
        stale: err instanceof ApiError && err.status === 409,
      });
    }
  };
  const askAnswer = () => {
    if (!answer.trim()) {
      setAnswerError(t('drawer.answerRequired'));
      document.getElementById(answerId)?.focus();
      return;
    }
    setAnswerError(null);
    setConfirming(true);
  };

  const can = (a: TContractInquiryAction) => !!d?.allowedActions.includes(a);
  return (
    <RequestDrawer
      open={inquiryId !== undefined}
      onClose={onClose}
      title={d ? t('drawer.title', { number: d.inquiryNumber }) : t('drawer.loadingTitle')}
      query={query}
    >
      {(d) => (
        <div className="ciq-drawer-body">
          <div className="ciq-drawer-head">
            <InquiryStatusTag status={d.status} />
            <span className="ws-hint">{t(d.memberYn === 'Y' ? 'list.member' : 'list.visitor')}</span>
            <span className="ws-hint">{t('drawer.language', { lang: t(`drawer.lang.${d.lang}`) })}</span>
          </div>
          <FieldSection title={t('drawer.company')}>
            <FieldGrid
              items={[
                { key: 'companyName', label: t('field.companyName'), value: d.companyName },
                { key: 'website', label: t('field.website'), value: d.website },
                { key: 'country', label: t('field.countryCode'), value: d.countryName },
                { key: 'postalCode', label: t('field.postalCode'), value: d.postalCode },
                { key: 'city', label: t('field.city'), value: d.city },
                { key: 'addressDetail', label: t('field.addressDetail'), value: d.addressDetail, wide: true },
              ]}
            />
          </FieldSection>
          <FieldSection title={t('drawer.person')}>
            <FieldGrid
              items={[
                { key: 'name', label: t('field.name'), value: d.name },
                { key: 'email', label: t('field.email'), value: <a href={`mailto:${d.email}`}>{d.email}</a> },
                { key: 'telephone', label: t('field.telephone'), value: d.telephone },
                { key: 'received', label: t('column.received'), value: formatDateTime(d.createdAt) },
                { key: 'consent', label: t('field.privacyConsent'), value: formatDateTime(d.privacyConsentAt) },
              ]}
            />
          </FieldSection>
          <FieldSection title={t('drawer.question')}>
            <FieldGrid
              items={[
                { key: 'schedule', label: t('field.schedule'), value: d.schedule, wide: true },
                { key: 'comments', label: t('field.comments'), value: <span className="doc-pre">{d.comments}</span>, wide: true },
              ]}
            />
          </FieldSection>
          <FieldSection title={t('drawer.handling')}>
            <FieldGrid
              items={[
                { key: 'assignee', label: t('column.assignee'), value: d.assigneeName ?? t('list.unassigned') },
                ...(d.answeredAt
                  ? [
                      { key: 'answeredBy', label: t('drawer.answeredBy'), value: d.answeredByName },
                      { key: 'answeredAt', label: t('drawer.answeredAt'), value: formatDateTime(d.answeredAt) },
                      { key: 'answer', label: t('drawer.answer'), value: <span className="doc-pre">{d.answer}</span>, wide: true },
                    ]
                  : []),
              ]}
            />
            {(can('assign') || can('unassign')) && (
              <div className="ciq-actions ciq-actions-start">
                {can('assign') && (
                  <Button onClick={() => void run('assign')} loading={act.isPending && act.variables?.action === 'assign'}>
                    {t(d.assigneeName ? 'drawer.takeOver' : 'drawer.assign')}
                  </Button>
                )}
                {can('unassign') && (
                  <Button onClick={() => void run('unassign')} loading={act.isPending && act.variables?.action === 'unassign'}>
                    {t('drawer.unassign')}
                  </Button>
                )}
              </div>
            )}
            {can('answer') && (
              <div className="ciq-answer">
                <label htmlFor={answerId} className="ciq-answer-label">
                  {t('drawer.answerLabel', { lang: t(`drawer.lang.${d.lang}`) })}
                </label>
                <Input.TextArea
                  id={answerId}
                  value={answer}
                  onChange={(e) => {
                    setAnswer(e.target.value);
                    if (answerError) setAnswerError(null);
                  }}
                  autoSize={{ minRows: 5, maxRows: 14 }}
                  maxLength={CONTRACT_INQUIRY_MAX.answer}
                  showCount
                  status={answerError ? 'error' : undefined}
                  aria-invalid={!!answerError || undefined}
                  aria-describedby={answerError ? `${answerId}-error` : undefined}
                />
                {answerError && (
                  <p id={`${answerId}-error`} className="ciq-error" role="alert">
                    {answerError}
                  </p>
                )}
                <div className="ciq-actions">
                  <Button type="primary" onClick={askAnswer} loading={act.isPending && act.variables?.action === 'answer'}>
                    {t('drawer.send')}
                  </Button>
                </div>
              </div>
            )}
            {failure && (
              <Alert
                type="error"
                showIcon
                role="alert"
                className="ciq-alert"
                title={failure.text}
                action={
                  failure.stale ? (
                    <Button size="small" onClick={() => void query.refetch().then(() => setFailure(null))}>
                      {t('drawer.reload')}
                    </Button>
                  ) : undefined
                }
              />
            )}
          </FieldSection>
          <Modal
            open={confirming}
            title={t('drawer.confirmTitle')}
            okText={t('drawer.send')}
            cancelText={t('drawer.cancel')}
            onCancel={() => setConfirming(false)}
            onOk={() => {
              setConfirming(false);
              void run('answer');
            }}
          >
            <p>{t('drawer.confirmText', { email: d.email, lang: t(`drawer.lang.${d.lang}`) })}</p>
          </Modal>
        </div>
      )}
    </RequestDrawer>
  );
}
