import { INQUIRY_ANSWER_MAX_BYTES, type TFileInfo, type TInquiryDetail } from '@portal/contract';
import UnorderedListOutlined from '@ant-design/icons/es/icons/UnorderedListOutlined';
import Alert from 'antd/es/alert';
import { useFeedback } from '../../../components/feedback/use-feedback';
import Button from 'antd/es/button';
import Form from 'antd/es/form';
import Input from 'antd/es/input';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useParams, useSearchParams } from 'react-router';
import { ApiError } from '../../../lib/api';
import { useDocumentTitle } from '../../../components/use-document-title';
import { useAnswerInquiry, useInquiry } from '../api/inquiries';
import { InquiryDetailView } from '../components/inquiry-detail-view';
import { byteCounter, formRules } from '../../../components/form/field-rules';
import { UploadControl } from '../../../components/upload/upload-control';
import { useUploadGate } from '../../../components/upload/use-upload-gate';
import '../inquiries.css';

/** The text of a stored body for editing (HTML reduced to its text, paragraphs on their own lines). */
function plainText(html: string): string {
  if (!/<[a-z][\s\S]*>/i.test(html)) return html;
  const doc = new DOMParser().parseFromString(html.replace(/<\/(p|div|li|h\d)>/gi, '\n$&').replace(/<br\s*\/?>/gi, '\n'), 'text/html');
  return (doc.body.textContent ?? '').replace(/\n{3,}/g, '\n\n').trim();
}

function AnswerForm({ detail, onDone }: { detail: TInquiryDetail; onDone: () => void }) {
  const { t } = useTranslation('inquiries');
  const rules = formRules(t);
  const { message } = useFeedback();
  const answer = useAnswerInquiry();
  const [files, setFiles] = useState<TFileInfo[]>(detail.answerFiles);
  const gate = useUploadGate();
  const [error, setError] = useState<string | null>(null);
  const label = t('inquiry.answerField');
  const submit = async ({ answerContents }: { answerContents: string }) => {
    if (gate.blocker) {
      setError(gate.blocker);
      return;
    }
    setError(null);
    try {
      await answer.mutateAsync({
        inquiryId: detail.inquiryId,
        body: { answerContents: answerContents.trim(), fileUUIDs: files.map((f) => f.fileUUID) },
      });
      void message.success(t(detail.memberYn === 'Y' ? 'inquiry.answered' : 'inquiry.answeredByMail'));
      onDone();
    } catch (err) {
      setError(err instanceof ApiError && err.message ? err.message : t('common:error.api'));
    }
  };
  return (
    <Form
      layout="vertical"
      name="inquiry-answer"
      className="ws-form"
      onFinish={submit}
      initialValues={{ answerContents: detail.answerContents ? plainText(detail.answerContents) : '' }}
    >
      <Form.Item
        name="answerContents"
        label={label}
        rules={[rules.enter(label), rules.bytes(label, INQUIRY_ANSWER_MAX_BYTES)]}
        extra={t('inquiry.answerHint')}
      >
        <Input.TextArea rows={8} count={byteCounter(INQUIRY_ANSWER_MAX_BYTES)} />
      </Form.Item>
      <Form.Item label={<span id="answer-files-label">{t('inquiry.answerFiles')}</span>}>
        <UploadControl
          group="INQUIRY"
          value={files}
          onChange={setFiles}
          onStatusChange={gate.onStatusChange}
          labelledBy="answer-files-label"
        />
      </Form.Item>
      {error && <Alert type="error" showIcon message={error} className="ws-alert" role="alert" />}
      <div className="ws-form-actions">
        {gate.blocker && (
          <p id="upload-gate" className="upload-gate" role="status">
            {gate.blocker}
          </p>
        )}
        <Button type="primary" htmlType="submit" loading={answer.isPending} aria-describedby={gate.blocker ? 'upload-gate' : undefined}>
          {t(detail.answerContents ? 'inquiry.saveAnswer' : 'inquiry.sendAnswer')}
        </Button>
      </div>
    </Form>
  );
}

/** An inquiry for provider staff: the question, the writer's contacts, and the answer form (the writer is mailed). */
export default function StaffInquiryAnswerPage() {
  const { t } = useTranslation('inquiries');
  const { inquiryId } = useParams();
  const [params] = useSearchParams();
  const id = Number(inquiryId);
  const query = useInquiry(id);
  const [editing, setEditing] = useState(false);
  useDocumentTitle(query.data?.subject ?? t('inquiry.staff.title'));
  if (!Number.isInteger(id) || id <= 0) return <Navigate to="/404" replace />;
  const qs = params.toString();
  const listHref = `/admin/inquiry-list${qs ? `?${qs}` : ''}`;
  const d = query.data;
  return (
    <div className="ws-panel">
      <InquiryDetailView
        query={query}
        listHref={listHref}
        showWriter
        answerSlot={
          d &&
          (!d.answerContents || editing ? (
            <AnswerForm key={d.answerDateTime ?? 'new'} detail={d} onDone={() => setEditing(false)} />
          ) : (
            <Button onClick={() => setEditing(true)}>{t('inquiry.editAnswer')}</Button>
          ))
        }
        actions={
          <Link to={listHref} className="shell-button shell-button-primary">
            <UnorderedListOutlined aria-hidden />
            <span>{t('inquiry.toList')}</span>
          </Link>
        }
      />
    </div>
  );
}
