import PaperClipOutlined from '@ant-design/icons/es/icons/PaperClipOutlined';
import Button from 'antd/es/button';
import Popover from 'antd/es/popover';
import Spin from 'antd/es/spin';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AttachmentList } from '../../../components/document-page';
import { downloadExchangeFile, useExchangeApproval } from '../api/exchange-approvals';

/** The attachment count of a list row; pressed, it opens the files of the item's document, each a download. */
export function AttachmentPopover({ approvalId, count, number }: { approvalId: number; count: number; number: string }) {
  const { t } = useTranslation('exchange-approvals');
  const [open, setOpen] = useState(false);
  const query = useExchangeApproval(approvalId, open);
  if (count === 0) return <span className="exa-muted">0</span>;
  return (
    <Popover
      open={open}
      onOpenChange={setOpen}
      trigger="click"
      placement="bottomRight"
      content={
        <div className="exa-files">
          {query.data ? (
            <AttachmentList
              files={query.data.attachments}
              title={t('list.filesOf', { number })}
              download={(f) => downloadExchangeFile(approvalId, f.fileUUID, f.fileName)}
            />
          ) : query.isError ? (
            <p role="alert">{t('list.filesFailed')}</p>
          ) : (
            <Spin size="small" />
          )}
        </div>
      }
    >
      <Button size="small" icon={<PaperClipOutlined aria-hidden />} aria-label={t('list.files', { count, number })}>
        {count}
      </Button>
    </Popover>
  );
}
