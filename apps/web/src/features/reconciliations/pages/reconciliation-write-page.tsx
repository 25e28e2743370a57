import { ENTITLEMENT_COLUMNS, type TEntitlementMapping } from '@portal/contract';
import Alert from 'antd/es/alert';
import Button from 'antd/es/button';
import Input from 'antd/es/input';
import { useEffect, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { useConfirmSend } from '../../../components/document-page';
import { useFeedback } from '../../../components/feedback/use-feedback';
import { PageFrame } from '../../../components/page-frame';
import { formatDateTime } from '../../../lib/format';
import { currentLanguage } from '../../../lib/i18n';
import { createReconciliation, useAfterUpload, useMapping, useSaveMapping } from '../api/reconciliations';
import { ReconciliationUploadForm, type TUploadValues } from '../components/reconciliation-upload-form';
import { koreaToday } from '../components/reconciliation-rules';
import '../reconciliations.css';

/** The company's column mapping for its own export: a header name per column, saved for the next uploads. */
function MappingSection() {
  const { t } = useTranslation('reconciliations');
  const { message } = useFeedback();
  const lang = currentLanguage();
  const query = useMapping(true);
  const save = useSaveMapping();
  const [values, setValues] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);
  useEffect(() => {
    if (query.data) setValues(query.data.mapping);
  }, [query.data]);
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setFailure(null);
    try {
      await save.mutateAsync(values as TEntitlementMapping);
      void message.success(t('mapping.saved'));
    } catch (err) {
      setFailure(err instanceof Error ? err.message : String(err));
    }
  };
  return (
    <section className="doc-section" aria-labelledby="rec-mapping-title">
      <div className="doc-section-head">
        <h2 id="rec-mapping-title" className="doc-section-title">
          {t('mapping.title')}
        </h2>
      </div>
      <p className="rec-sub">{t('mapping.lead')}</p>
      {query.data?.updatedAt && <p className="rec-sub">{t('mapping.savedAt', { at: formatDateTime(query.data.updatedAt) })}</p>}
      <form onSubmit={(e) => void submit(e)} noValidate>
        <div className="rec-mapping-grid">
          {ENTITLEMENT_COLUMNS.map((c) => (
            <div key={c.key} className="ant-form-item">
              <label htmlFor={`rec-map-${c.key}`} className="rec-label">
                {c.label[lang]}
              </label>
              <Input
                id={`rec-map-${c.key}`}
                maxLength={100}
                value={values[c.key] ?? ''}
                placeholder={t('mapping.headerPlaceholder')}
                onChange={(e) => setValues((v) => ({ ...v, [c.key]: e.target.value }))}
              />
            </div>
          ))}
        </div>
        {failure && <Alert type="error" showIcon role="alert" className="rec-form-alert" title={failure} />}
        <div className="rec-form-actions">
          <Button htmlType="submit" loading={save.isPending}>
            {t('mapping.save')}
          </Button>
        </div>
      </form>
    </section>
  );
}

/**
 * The upload of an extract (P4302, customer members): the period, the file and how its columns are read; the company's
 * column mapping below. Asks before sending; the server reads and compares the file within the call, then the result's
 * page opens. A refusal (a bad file, a bad mapping, wrong cells) is shown above the buttons in the server's words.
 */
export default function ReconciliationWritePage() {
  const { t } = useTranslation('reconciliations');
  const { message } = useFeedback();
  const confirmSend = useConfirmSend();
  const navigate = useNavigate();
  const mapping = useMapping(true);
  const afterUpload = useAfterUpload();
  const [busy, setBusy] = useState(false);
  const [progress, setProgress] = useState<number | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const back = (
    <Link to="/audit/reconciliation-list" className="shell-button shell-button-ghost">
      {t('write.back')}
    </Link>
  );
  const submit = async (v: TUploadValues) => {
    setFailure(null);
    const label = t('write.submit');
    if (!(await confirmSend({ label, confirm: t('write.confirm', { from: v.fromMonth, to: v.toMonth }) }, v.file.name))) return;
    setBusy(true);
    setProgress(0);
    try {
      const created = await createReconciliation(v, v.file, { onProgress: setProgress });
      await afterUpload(created);
      void message.success(t('write.done', { number: created.number }));
      void navigate(`/audit/${created.reconciliationId}/reconciliation-detail`);
    } catch (err) {
      setFailure(err instanceof Error ? err.message : String(err));
    } finally {
      setBusy(false);
      setProgress(null);
    }
  };
  return (
    <PageFrame title={t('write.title')} lead={t('write.lead')} actions={back} className="ws-panel rec-page">
      <section className="doc-section" aria-labelledby="rec-upload-title">
        <div className="doc-section-head">
          <h2 id="rec-upload-title" className="doc-section-title">
            {t('write.title')}
          </h2>
        </div>
        <ReconciliationUploadForm
          today={koreaToday()}
          hasMapping={!!mapping.data && Object.keys(mapping.data.mapping).length > 0}
          busy={busy}
          progress={progress}
          failure={failure}
          onSubmit={submit}
          actions={back}
        />
      </section>
      <MappingSection />
    </PageFrame>
  );
}
