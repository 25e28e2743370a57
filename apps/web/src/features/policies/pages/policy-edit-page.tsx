import type { TPolicyVersion } from '@portal/contract';
import Alert from 'antd/es/alert';
import Button from 'antd/es/button';
import Checkbox from 'antd/es/checkbox';
import Input from 'antd/es/input';
import Radio from 'antd/es/radio';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useParams } from 'react-router';
import { PageLoadState } from '../../../components/document-page/page-load-state';
import { useFeedback } from '../../../components/feedback/use-feedback';
import { PageFrame } from '../../../components/page-frame';
import { ApiError } from '../../../lib/api';
import { formatDate, formatDateTime } from '../../../lib/format';
import { useAdminPolicy, useAdminPolicyDiff, usePublishPolicy, useUpdatePolicyDraft } from '../api/policies';
import { ClauseDiff } from '../components/clause-diff';
import { ClauseEditor, parseProducts, productsText, type ClauseDraft } from '../components/clause-editor';
import '../policies.css';
import { IsoDateField } from '../../../components/form/iso-date-field';

interface Form {
  subjectKo: string;
  subjectEn: string;
  effectiveDate: string;
  material: boolean;
  clauses: ClauseDraft[];
}

let keys = 0;
const formOf = (v: TPolicyVersion): Form => ({
  subjectKo: v.subjectKo,
  subjectEn: v.subjectEn,
  effectiveDate: v.effectiveDate,
  material: v.materialYn === 'Y',
  clauses: v.clauses.map((c) => ({ ...c, key: ++keys, products: productsText(c) })),
});

/**
 * `/admin/policy/:policyId/policy-edit` (the provider administrator): a draft's subject, effective date, material mark
 * and clauses, saved; its diff against the version in force previewed; and its publication after a confirmation (it
 * cannot be undone). A published version shows read-only with its SHA-256.
 */
export default function PolicyEditPage() {
  const { t } = useTranslation('policies');
  const { policyId } = useParams();
  const id = Number(policyId);
  const valid = Number.isInteger(id) && id > 0;
  const query = useAdminPolicy(valid ? id : 0);
  const save = useUpdatePolicyDraft(id);
  const publish = usePublishPolicy(id);
  const { modal, message } = useFeedback();
  const [form, setForm] = useState<Form | null>(null);
  const [dirty, setDirty] = useState(false);
  const [preview, setPreview] = useState(false);
  const [textLang, setTextLang] = useState<'ko' | 'en'>('ko');
  const diff = useAdminPolicyDiff(id, preview);
  const data = query.data;
  useEffect(() => {
    if (data) setForm(formOf(data));
  }, [data]);
  if (!valid) return <Navigate to="/404" replace />;
  const back = <Link to="/admin/policy-list">{t('edit.back')}</Link>;
  if (!data || !form)
    return (
      <PageLoadState
        query={query}
        texts={{ loading: t('edit.loading'), notFound: t('edit.notFound'), failed: t('edit.failed') }}
        back={back}
      />
    );
  const name = data.policyName;
  const draft = data.status === 'DRAFT';
  const update = (patch: Partial<Form>) => {
    setForm({ ...form, ...patch });
    setDirty(true);
  };
  const onSave = async () => {
    if (form.clauses.some((c) => !c.clauseNo.trim() || !c.titleKo.trim() || !c.titleEn.trim() || !c.textKo.trim() || !c.textEn.trim()))
      return void message.error(t('edit.required'));
    try {
      await save.mutateAsync({
        subjectKo: form.subjectKo,
        subjectEn: form.subjectEn,
        effectiveDate: form.effectiveDate,
        materialYn: form.material ? 'Y' : 'N',
        clauses: form.clauses.map(({ key: _key, products, ...c }) => ({ ...c, products: parseProducts(products) })),
      });
      setDirty(false);
      void diff.refetch();
      void message.success(t('edit.saved'));
    } catch (err) {
      void message.error(err instanceof ApiError ? err.message : t('edit.failed'));
    }
  };
  const onPublish = () => {
    if (dirty) return void message.warning(t('edit.unsaved'));
    modal.confirm({
      title: t('edit.publishTitle'),
      content: (
        <>
          <p>{t('edit.publishBody', { name, version: data.versionNo, date: formatDate(data.effectiveDate) })}</p>
          {data.materialYn === 'Y' && <p>{t('edit.publishMaterial')}</p>}
        </>
      ),
      okText: t('edit.publish'),
      cancelText: t('cancel'),
      onOk: async () => {
        try {
          await publish.mutateAsync();
          void message.success(t('edit.published'));
        } catch (err) {
          void message.error(err instanceof ApiError ? err.message : t('edit.failed'));
        }
      },
    });
  };
  const title = draft
    ? t('edit.titleDraft', { name, version: data.versionNo })
    : t('edit.titlePublished', { name, version: data.versionNo });
  if (!draft)
    return (
      <PageFrame title={title} lead={t('edit.publishedNote', { at: formatDateTime(data.publishedAt), sha: data.sha256 })} actions={back}>
        <ClauseDiff
          clauses={data.clauses.map((c) => ({
            clauseNo: c.clauseNo,
            change: 'same',
            titleKo: [{ text: c.titleKo, op: 'same' }],
            titleEn: [{ text: c.titleEn, op: 'same' }],
            textKo: [{ text: c.textKo, op: 'same' }],
            textEn: [{ text: c.textEn, op: 'same' }],
            products: c.products,
          }))}
          textLang={textLang}
          changedOnly={false}
        />
      </PageFrame>
    );
  return (
    <PageFrame title={title} lead={t('edit.lead')} actions={back}>
      <div className="policy-grid">
        <div lang="ko">
          <label htmlFor="policy-subject-ko">{t('edit.subjectKo')}</label>
          <Input id="policy-subject-ko" value={form.subjectKo} onChange={(e) => update({ subjectKo: e.target.value })} maxLength={300} />
        </div>
        <div lang="en">
          <label htmlFor="policy-subject-en">{t('edit.subjectEn')}</label>
          <Input id="policy-subject-en" value={form.subjectEn} onChange={(e) => update({ subjectEn: e.target.value })} maxLength={300} />
        </div>
        <div>
          <label htmlFor="policy-effective">{t('edit.effectiveDate')}</label>
          <IsoDateField id="policy-effective" value={form.effectiveDate} onChange={(effectiveDate) => update({ effectiveDate })} />
        </div>
      </div>
      <p>
        <Checkbox checked={form.material} onChange={(e) => update({ material: e.target.checked })} aria-describedby="policy-material-help">
          {t('edit.material')}
        </Checkbox>
        <br />
        <small id="policy-material-help">{t('edit.materialHelp')}</small>
      </p>
      {form.clauses.map((c, i) => (
        <ClauseEditor
          key={c.key}
          clause={c}
          onChange={(next) => update({ clauses: form.clauses.map((x, j) => (j === i ? next : x)) })}
          onRemove={() => update({ clauses: form.clauses.filter((_, j) => j !== i) })}
        />
      ))}
      <Button
        onClick={() =>
          update({
            clauses: [
              ...form.clauses,
              {
                key: ++keys,
                clauseNo: String(Math.max(0, ...form.clauses.map((c) => Number.parseInt(c.clauseNo, 10) || 0)) + 1),
                titleKo: '',
                titleEn: '',
                textKo: '',
                textEn: '',
                products: '',
              },
            ],
          })
        }
      >
        {t('edit.addClause')}
      </Button>
      <div className="policy-actions">
        <Button type="primary" onClick={() => void onSave()} loading={save.isPending}>
          {t('edit.save')}
        </Button>
        <Button onClick={() => setPreview(!preview)} aria-expanded={preview} aria-controls="policy-preview">
          {preview ? t('edit.hidePreview') : t('edit.preview')}
        </Button>
        <Button danger onClick={onPublish} loading={publish.isPending}>
          {t('edit.publish')}
        </Button>
      </div>
      {preview && (
        <section id="policy-preview" className="policy-section" aria-labelledby="policy-preview-title">
          <h2 id="policy-preview-title">{t('edit.previewTitle')}</h2>
          {dirty && <Alert type="info" showIcon message={t('edit.unsaved')} className="policy-banner" />}
          {diff.data ? (
            <>
              <p>{t('diff.counts', diff.data.counts)}</p>
              <div className="policy-toolbar">
                <Radio.Group
                  aria-label={t('diff.language')}
                  optionType="button"
                  value={textLang}
                  onChange={(e) => setTextLang(e.target.value as 'ko' | 'en')}
                  options={[
                    { value: 'ko', label: '한국어' },
                    { value: 'en', label: 'English' },
                  ]}
                />
              </div>
              <ClauseDiff clauses={diff.data.clauses} textLang={textLang} changedOnly />
            </>
          ) : (
            <p role="status">{t('diff.loading')}</p>
          )}
        </section>
      )}
    </PageFrame>
  );
}
