import type { TFileInfo } from '@portal/contract';
import Alert from 'antd/es/alert';
import { useFeedback } from '../../../components/feedback/use-feedback';
import Button from 'antd/es/button';
import Form from 'antd/es/form';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { ApiError } from '../../../lib/api';
import { useCreateInquiry } from '../api/inquiries';
import { InquiryFields, type InquiryFieldValues } from '../components/inquiry-fields';
import { UploadControl } from '../../../components/upload/upload-control';
import { useUploadGate } from '../../../components/upload/use-upload-gate';
import { PageFrame } from '../../../components/page-frame';

/** Write a 1:1 inquiry: category, subject, contents (byte counters) and attachments through the upload control. */
export default function InquiryWritePage() {
  const { t } = useTranslation('inquiries');
  const { message } = useFeedback();
  const navigate = useNavigate();
  const create = useCreateInquiry();
  const [form] = Form.useForm<InquiryFieldValues>();
  const [files, setFiles] = useState<TFileInfo[]>([]);
  const gate = useUploadGate();
  const [error, setError] = useState<string | null>(null);

  const submit = async (values: InquiryFieldValues) => {
    if (gate.blocker) {
      setError(gate.blocker);
      return;
    }
    setError(null);
    try {
      const created = await create.mutateAsync({
        categoryCode: values.categoryCode,
        subject: values.subject.trim(),
        contents: values.contents.trim(),
        fileUUIDs: files.map((f) => f.fileUUID),
      });
      void message.success(t('inquiry.created'));
      navigate(`/mypage/${created.inquiryId}/my-inquiry-detail`, { replace: true });
    } catch (err) {
      setError(err instanceof ApiError && err.message ? err.message : t('common:error.api'));
    }
  };

  return (
    <PageFrame title={t('inquiry.writeTitle')} lead={t('inquiry.writeLead')}>
      <Form
        form={form}
        layout="vertical"
        name="inquiry"
        onFinish={submit}
        className="ws-form"
        scrollToFirstError={{ block: 'center', focus: true }}
      >
        <InquiryFields />
        <Form.Item label={<span id="inquiry-files-label">{t('inquiry.field.files')}</span>}>
          <UploadControl
            group="INQUIRY"
            value={files}
            onChange={setFiles}
            onStatusChange={gate.onStatusChange}
            labelledBy="inquiry-files-label"
          />
        </Form.Item>
        {error && <Alert type="error" showIcon message={error} className="ws-alert" role="alert" />}
        <div className="ws-form-actions">
          {gate.blocker && (
            <p id="upload-gate" className="upload-gate" role="status">
              {gate.blocker}
            </p>
          )}
          <Button onClick={() => navigate('/mypage/my-inquiry-list')}>{t('common:action.cancel')}</Button>
          <Button type="primary" htmlType="submit" loading={create.isPending} aria-describedby={gate.blocker ? 'upload-gate' : undefined}>
            {t('inquiry.submit')}
          </Button>
        </div>
      </Form>
    </PageFrame>
  );
}
