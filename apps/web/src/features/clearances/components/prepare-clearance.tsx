import { CLEARANCE_NOTE_MAX, CLEARANCE_WORKFLOW, errorMessage } from '@portal/contract';
import Alert from 'antd/es/alert';
import Button from 'antd/es/button';
import Form from 'antd/es/form';
import Input from 'antd/es/input';
import Select from 'antd/es/select';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useConfirmSend } from '../../../components/document-page';
import { errorTextOf } from '../../../components/form/field-rules';
import { currentLanguage } from '../../../lib/i18n';
import { useClearanceCandidates, useCreateClearance } from '../api/clearances';
import { clearanceHref, monthsText } from './clearance-parts';

interface Values {
  reconciliationId?: number;
  note?: string;
}

/** The rules of the preparation form, as the server's (CLR1N4001 none chosen, CLR1N4002 a note too long). */
export function prepareIssues(values: Values): { field: keyof Values; code: 'CLR1N4001' | 'CLR1N4002' }[] {
  const issues: { field: keyof Values; code: 'CLR1N4001' | 'CLR1N4002' }[] = [];
  if (!values.reconciliationId) issues.push({ field: 'reconciliationId', code: 'CLR1N4001' });
  if ([...(values.note ?? '').trim()].length > CLEARANCE_NOTE_MAX) issues.push({ field: 'note', code: 'CLR1N4002' });
  return issues;
}

/**
 * Provider staff prepare a clearance: an accepted reconciliation without a clearance (company and period), a note for the
 * customer (printed in the letter), then the declaration's question before it is offered to the customer.
 */
export function PrepareClearance() {
  const { t } = useTranslation('clearances');
  const lang = currentLanguage();
  const [open, setOpen] = useState(false);
  const candidates = useClearanceCandidates(open);
  const create = useCreateClearance();
  const confirmSend = useConfirmSend();
  const navigate = useNavigate();
  const [form] = Form.useForm<Values>();
  const [failure, setFailure] = useState<string | null>(null);

  const submit = async (values: Values) => {
    setFailure(null);
    const issues = prepareIssues(values);
    if (issues.length) {
      form.setFields(issues.map((i) => ({ name: i.field, errors: [errorMessage(i.code, lang, { max: CLEARANCE_NOTE_MAX })] })));
      return;
    }
    const chosen = candidates.data?.items.find((c) => c.reconciliationId === values.reconciliationId);
    const detail = chosen ? `${chosen.companyName} · ${monthsText(chosen.periodFrom, chosen.periodTo)}` : undefined;
    if (!(await confirmSend(CLEARANCE_WORKFLOW.creation!, detail))) return;
    try {
      const created = await create.mutateAsync({ reconciliationId: values.reconciliationId, note: values.note?.trim() || undefined });
      void navigate(clearanceHref(created.clearanceId));
    } catch (err) {
      setFailure(errorTextOf(err, t('prepare.failed')));
    }
  };

  if (!open)
    return (
      <div className="clr-prepare-open">
        <Button type="primary" onClick={() => setOpen(true)}>
          {t('prepare.open')}
        </Button>
      </div>
    );
  const items = candidates.data?.items ?? [];
  return (
    <section className="clr-prepare" aria-labelledby="clr-prepare-title">
      <h2 id="clr-prepare-title" className="clr-prepare-title">
        {t('prepare.title')}
      </h2>
      <p className="clr-prepare-lead">{t('prepare.lead')}</p>
      {candidates.isError && <Alert type="error" showIcon title={t('prepare.candidatesFailed')} />}
      {candidates.isSuccess && !items.length && <Alert type="info" showIcon title={t('prepare.none')} />}
      {failure && <Alert type="error" showIcon title={failure} className="clr-prepare-failure" />}
      <Form form={form} layout="vertical" onFinish={(v) => void submit(v)} requiredMark>
        <Form.Item name="reconciliationId" label={t('prepare.reconciliation')} required>
          <Select
            loading={candidates.isPending}
            placeholder={t('prepare.reconciliationPlaceholder')}
            options={items.map((c) => ({
              value: c.reconciliationId,
              label: `${c.number} · ${c.companyName} · ${monthsText(c.periodFrom, c.periodTo)}`,
            }))}
          />
        </Form.Item>
        <Form.Item name="note" label={t('prepare.note')} extra={t('prepare.noteHelp', { max: CLEARANCE_NOTE_MAX })}>
          <Input.TextArea rows={3} showCount maxLength={CLEARANCE_NOTE_MAX} />
        </Form.Item>
        <div className="clr-prepare-actions">
          <Button onClick={() => setOpen(false)}>{t('prepare.close')}</Button>
          <Button type="primary" htmlType="submit" loading={create.isPending}>
            {lang === 'en' ? CLEARANCE_WORKFLOW.creation!.label.en : CLEARANCE_WORKFLOW.creation!.label.ko}
          </Button>
        </div>
      </Form>
    </section>
  );
}
