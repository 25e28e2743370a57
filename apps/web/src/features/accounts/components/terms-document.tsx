import Alert from 'antd/es/alert';
import Checkbox from 'antd/es/checkbox';
import Skeleton from 'antd/es/skeleton';
import { useTranslation } from 'react-i18next';
import { SafeHtml } from '../../../components/safe-html';
import { useLatestDocument } from '../../../components/documents/get-latest-document';

/** One document of a terms step: subject, the body in a scrollable box, and the agreement box. */
export function TermsDocument({
  code,
  checked,
  onChange,
  required = true,
  agreeLabel,
}: {
  code: string;
  checked: boolean;
  onChange: (checked: boolean, standardDocumentId: number | undefined) => void;
  required?: boolean;
  agreeLabel?: string;
}) {
  const { t } = useTranslation('accounts');
  const doc = useLatestDocument(code);
  const titleId = `terms-title-${code}`;
  const bodyId = `terms-body-${code}`;
  return (
    <section className="terms-box" aria-labelledby={titleId}>
      <div className="terms-box-head">
        <h2 id={titleId}>
          {doc.data?.documentSubject ?? t(`terms.doc.${code}`, { defaultValue: code })}{' '}
          <span className="field-hint">({required ? t('terms.required') : t('terms.optional')})</span>
        </h2>
        {doc.data && <span className="field-hint">{t('terms.effective', { date: doc.data.effectiveDate })}</span>}
      </div>
      <div
        className="terms-body"
        id={bodyId}
        tabIndex={0}
        role="region"
        aria-label={t('terms.bodyLabel', { name: doc.data?.documentSubject ?? code })}
      >
        {doc.isLoading && <Skeleton active paragraph={{ rows: 4 }} />}
        {doc.isError && <Alert type="error" showIcon title={t('terms.loadFailed')} />}
        {doc.data && <SafeHtml html={doc.data.documentContents} />}
      </div>
      <div className="terms-box-foot">
        <Checkbox
          checked={checked}
          disabled={!doc.data}
          onChange={(e) => onChange(e.target.checked, doc.data?.standardDocumentId)}
          aria-describedby={bodyId}
        >
          {agreeLabel ?? t('terms.agree')}
        </Checkbox>
      </div>
    </section>
  );
}
