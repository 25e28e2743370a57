import { AUDIT_PACK_VERIFY_MAX_BYTES, AUDIT_PACK_VERIFY_MAX_MB, type TAuditPackVerification } from '@portal/contract';
import SafetyCertificateOutlined from '@ant-design/icons/es/icons/SafetyCertificateOutlined';
import Alert from 'antd/es/alert';
import Button from 'antd/es/button';
import Progress from 'antd/es/progress';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ListTable } from '../../../components/list/list-table';
import { FileChoice } from '../../../components/upload/file-choice';
import { ApiError } from '../../../lib/api';
import { verifyAuditPack } from '../api/audit-packs';

/**
 * Verifies a pack: the reader picks a ZIP (at most AUDIT_PACK_VERIFY_MAX_MB), the server checks every file against the
 * manifest and the manifest's signature against the portal's keys, and each problem is listed with its file.
 */
export function VerifyPanel() {
  const { t } = useTranslation('audit-packs');
  const id = useId();
  const [file, setFile] = useState<File | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const [result, setResult] = useState<TAuditPackVerification | null>(null);
  const [error, setError] = useState<string | null>(null);

  const verify = async () => {
    setResult(null);
    setError(null);
    if (!file) return setError(t('verify.choose'));
    if (file.size > AUDIT_PACK_VERIFY_MAX_BYTES) return setError(t('verify.tooLarge', { max: AUDIT_PACK_VERIFY_MAX_MB }));
    setProgress(0);
    try {
      setResult(await verifyAuditPack(file, setProgress));
    } catch (err) {
      setError(err instanceof ApiError && err.message ? err.message : t('verify.failed'));
    } finally {
      setProgress(null);
    }
  };

  return (
    <section className="adp-section" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="adp-heading">
        {t('verify.title')}
      </h2>
      <p className="adp-lead">{t('verify.lead', { max: AUDIT_PACK_VERIFY_MAX_MB })}</p>
      <div className="adp-verify-row">
        <div className="field">
          <FileChoice
            id={`${id}-file`}
            label={t('verify.file')}
            accept=".zip,application/zip"
            file={file}
            onChange={(chosen) => {
              setFile(chosen);
              setResult(null);
              setError(null);
            }}
          />
        </div>
        <Button icon={<SafetyCertificateOutlined />} onClick={() => void verify()} loading={progress !== null}>
          {t('verify.submit')}
        </Button>
      </div>
      {progress !== null && <Progress percent={progress} size="small" aria-label={t('verify.sending')} />}
      {error && <Alert type="error" showIcon title={error} role="alert" />}
      {result && (
        <div className="adp-result" aria-live="polite">
          <Alert
            type={result.ok ? 'success' : 'error'}
            showIcon
            title={result.ok ? t('verify.good') : t('verify.bad', { count: result.problems.length })}
            description={
              <>
                {result.companyName && (
                  <div>
                    {t('verify.what', {
                      company: result.companyName,
                      code: result.customerCode,
                      from: result.fromMonth,
                      to: result.toMonth,
                    })}
                  </div>
                )}
                <div>{result.keyId ? t('verify.signedBy', { keyId: result.keyId }) : t('verify.notSigned')}</div>
                <div>{t('verify.files', { good: result.good, listed: result.listed })}</div>
              </>
            }
          />
          {result.problems.length > 0 && (
            <ListTable
              caption={t('verify.problems')}
              items={result.problems.map((p, i) => ({ ...p, i }))}
              rowKey={(p) => p.i}
              className="adp-problems"
              columns={[
                { key: 'code', header: t('verify.column.problem'), className: 'col-adp-code', cell: (p) => t(`verify.code.${p.code}`) },
                {
                  key: 'file',
                  header: t('verify.column.file'),
                  className: 'col-adp-path',
                  cell: (p) => <code>{p.file || t('verify.wholePack')}</code>,
                },
                { key: 'detail', header: t('verify.column.detail'), className: 'col-adp-detail', cell: (p) => p.detail },
              ]}
            />
          )}
        </div>
      )}
    </section>
  );
}
