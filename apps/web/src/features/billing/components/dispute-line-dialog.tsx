import {
  BILLING_DISPUTE_FILE_GROUP,
  BILLING_DISPUTE_REASON_MAX,
  BILLING_DISPUTE_WORKFLOW,
  billingDisputeDetailPage,
  formatBillingAmount,
  type TBillingLine,
  type TFileInfo,
} from '@portal/contract';
import Alert from 'antd/es/alert';
import Button from 'antd/es/button';
import Input from 'antd/es/input';
import Modal from 'antd/es/modal';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useConfirmSend, useDeclarationText } from '../../../components/document-page';
import { useFeedback } from '../../../components/feedback/use-feedback';
import { UploadField } from '../../../components/upload/upload-control';
import { useUploadGate } from '../../../components/upload/use-upload-gate';
import { ApiError } from '../../../lib/api';
import { uploadDisputeEvidence } from '../../../lib/calls/billing-disputes';
import { useCreateBillingDispute } from '../api/bill-disputes';

/**
 * The dispute of one line of an issued bill (the bill's "Dispute this line"): the line as the bill shows it, the reason
 * (required, at most 2,000 characters) and evidence files (the files area's rules, sent through the disputes' own
 * upload); asked before sending with the declaration's words, then the dispute's page opens.
 */
export function DisputeLineDialog({
  line,
  windowLastDay,
  onClose,
}: {
  line: TBillingLine | null;
  windowLastDay: string | null;
  onClose: () => void;
}) {
  const { t } = useTranslation('billing');
  const { message } = useFeedback();
  const confirm = useConfirmSend();
  const text = useDeclarationText();
  const navigate = useNavigate();
  const create = useCreateBillingDispute();
  const gate = useUploadGate();
  const id = useId();
  const [reason, setReason] = useState('');
  const [files, setFiles] = useState<TFileInfo[]>([]);
  const [error, setError] = useState<string | null>(null);
  const close = () => {
    setReason('');
    setFiles([]);
    setError(null);
    onClose();
  };

  const send = async () => {
    if (!line) return;
    if (!reason.trim()) {
      setError(t('dispute.reasonRequired'));
      return;
    }
    if (gate.blocker) {
      setError(gate.blocker);
      return;
    }
    setError(null);
    if (!(await confirm(BILLING_DISPUTE_WORKFLOW.creation!, `${line.label} · ${formatBillingAmount(line.amount, line.currency)}`))) return;
    try {
      const made = await create.mutateAsync({ lineId: line.lineId, reason: reason.trim(), fileUUIDs: files.map((f) => f.fileUUID) });
      void message.success(t('dispute.sent', { number: made.number }));
      close();
      void navigate(billingDisputeDetailPage(made.disputeId));
    } catch (err) {
      setError(err instanceof ApiError && err.message ? err.message : t('common:error.api'));
    }
  };

  return (
    <Modal
      open={!!line}
      title={t('dispute.title')}
      onCancel={close}
      destroyOnHidden
      footer={[
        <Button key="cancel" onClick={close}>
          {t('common:action.cancel')}
        </Button>,
        <Button key="send" type="primary" loading={create.isPending} onClick={() => void send()}>
          {text(BILLING_DISPUTE_WORKFLOW.creation!.label)}
        </Button>,
      ]}
    >
      {line && (
        <form
          className="bil-dispute-form"
          noValidate
          onSubmit={(e) => {
            e.preventDefault();
            void send();
          }}
        >
          <dl className="bil-dispute-line">
            <div>
              <dt>{t('dispute.line')}</dt>
              <dd>
                {line.productName} · {line.label}
              </dd>
            </div>
            <div>
              <dt>{t('field.amount')}</dt>
              <dd>{formatBillingAmount(line.amount, line.currency)}</dd>
            </div>
          </dl>
          {windowLastDay && <p className="bil-note">{t('dispute.until', { date: windowLastDay })}</p>}
          {error && <Alert type="error" showIcon className="bil-alert" title={error} role="alert" />}
          <div className="field">
            <label className="field-label" htmlFor={`${id}-reason`}>
              {t('dispute.reason')}
            </label>
            <Input.TextArea
              id={`${id}-reason`}
              rows={4}
              showCount
              maxLength={BILLING_DISPUTE_REASON_MAX}
              value={reason}
              onChange={(e) => {
                setReason(e.target.value);
                if (error) setError(null);
              }}
              aria-required
              aria-invalid={error && !reason.trim() ? true : undefined}
            />
          </div>
          <div className="field">
            <span className="field-label" id={`${id}-evidence`}>
              {t('dispute.evidence')}
            </span>
            <UploadField
              id={`${id}-files`}
              group={BILLING_DISPUTE_FILE_GROUP}
              value={files}
              onChange={setFiles}
              onStatusChange={gate.onStatusChange}
              labelledBy={`${id}-evidence`}
              send={uploadDisputeEvidence}
            />
          </div>
        </form>
      )}
    </Modal>
  );
}
