import type { TFileInfo } from '@portal/contract';
import Alert from 'antd/es/alert';
import App from 'antd/es/app';
import Button from 'antd/es/button';
import Form from 'antd/es/form';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { ApiError } from '../../../lib/api';
import { useCreateInquiry } from '../api/inquiries';
import { InquiryFields, type InquiryFieldValues } from '../components/inquiry-fields';
import { UploadControl } from '../components/upload-control';
import { WorkspaceFrame } from '../components/workspace-frame';

/** Write a 1:1 inquiry: category, subject, contents (byte counters) and attachments through the upload control. */
export default function InquiryWritePage() {
  const { t } = useTranslation('workspace');
  const { message } = App.useApp();
  const navigate = useNavigate();
  const create = useCreateInquiry();
  const [form] = Form.useForm<InquiryFieldValues>();
  const [files, setFiles] = useState<TFileInfo[]>([]);
  const [uploading, setUploading] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const submit = async (values: InquiryFieldValues) => {
    if (uploading) {
      setError(t('upload.stillSending'));
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
    <WorkspaceFrame title={t('inquiry.writeTitle')} lead={t('inquiry.writeLead')}>
      <Form form={form} layout="vertical" name="inquiry" onFinish={submit} className="ws-form" scrollToFirstError={{ block: 'center', focus: true }}>
        <InquiryFields />
        <Form.Item label={<span id="inquiry-files-label">{t('inquiry.field.files')}</span>}>
          <UploadControl group="INQUIRY" value={files} onChange={setFiles} onBusyChange={setUploading} labelledBy="inquiry-files-label" />
        </Form.Item>
        {error && <Alert type="error" showIcon message={error} className="ws-alert" role="alert" />}
        <div className="ws-form-actions">
          <Button onClick={() => navigate('/mypage/my-inquiry-list')}>{t('common:action.cancel')}</Button>
          <Button type="primary" htmlType="submit" loading={create.isPending} disabled={uploading}>
            {t('inquiry.submit')}
          </Button>
        </div>
      </Form>
    </WorkspaceFrame>
  );
}
