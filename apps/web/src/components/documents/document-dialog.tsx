import Modal from 'antd/es/modal';
import Select from 'antd/es/select';
import Spin from 'antd/es/spin';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLatestContents } from './get-latest-contents';
import { useLatestDocument } from './get-latest-document';
import { useStandardDocument } from './get-standard-document';
import { SafeHtml } from '../safe-html';

/** What a footer or top-bar dialog shows: a standard document or a contents type, latest version. */
export type DialogSource = { kind: 'document'; code: string } | { kind: 'contents'; code: string };

function Body({ loading, failed, html, titleId }: { loading: boolean; failed: boolean; html: string | undefined; titleId: string }) {
  const { t } = useTranslation('components');
  if (loading)
    return (
      <div className="document-body" role="status">
        <Spin size="small" /> <span>{t('dialog.loading')}</span>
      </div>
    );
  if (failed || html === undefined)
    return (
      <p className="document-body" role="alert">
        {t('dialog.failed')}
      </p>
    );
  // The scrollable area takes the keyboard focus so it can be scrolled without a mouse.
  return (
    <div className="document-body" tabIndex={0} role="region" aria-labelledby={titleId}>
      <SafeHtml html={html} />
    </div>
  );
}

/**
 * The dialog of the footer links and of Contact Us: the subject or name, then the HTML body in a
 * scrollable area. Standard documents also offer their earlier versions.
 */
export default function DocumentDialog({
  source,
  open,
  onClose,
  fallbackTitle,
}: {
  source: DialogSource;
  open: boolean;
  onClose: () => void;
  fallbackTitle: string;
}) {
  const { t } = useTranslation('components');
  const titleId = `${useId()}-title`;
  const isDocument = source.kind === 'document';
  const contents = useLatestContents(isDocument ? null : source.code);
  const latest = useLatestDocument(isDocument ? source.code : null);
  const [chosen, setChosen] = useState<number | null>(null);
  const wantsEarlier = chosen !== null && chosen !== latest.data?.standardDocumentId;
  const earlier = useStandardDocument(wantsEarlier ? chosen : null);
  const doc = wantsEarlier ? earlier.data : latest.data;
  const versions = latest.data?.versions ?? [];

  const title = (isDocument ? doc?.documentSubject : contents.data?.contentsName) || fallbackTitle;
  const versionLabel = (versionNo: number, date: string) =>
    `${t('dialog.version', { version: versionNo })} · ${t('dialog.effective', { date })}`;

  return (
    <Modal
      open={open}
      onCancel={onClose}
      title={<span id={titleId}>{title}</span>}
      footer={null}
      width={760}
      centered
      destroyOnHidden
      closable={{ 'aria-label': t('dialog.close') }}
      rootClassName="document-dialog"
    >
      {isDocument ? (
        <>
          {doc && (
            <div className="document-meta">
              {versions.length > 1 ? (
                <Select
                  size="small"
                  aria-label={t('dialog.versions')}
                  value={doc.standardDocumentId}
                  onChange={(v: number) => setChosen(v)}
                  options={versions.map((v) => ({ value: v.standardDocumentId, label: versionLabel(v.versionNo, v.effectiveDate) }))}
                  popupMatchSelectWidth={false}
                />
              ) : (
                <span>{versionLabel(doc.versionNo, doc.effectiveDate)}</span>
              )}
            </div>
          )}
          <Body
            loading={latest.isPending || (wantsEarlier && earlier.isPending)}
            failed={latest.isError || (wantsEarlier && earlier.isError)}
            html={doc?.documentContents}
            titleId={titleId}
          />
        </>
      ) : (
        <Body loading={contents.isPending} failed={contents.isError} html={contents.data?.contentsContents} titleId={titleId} />
      )}
    </Modal>
  );
}
