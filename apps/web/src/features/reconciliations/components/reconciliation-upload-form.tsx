import Alert from 'antd/es/alert';
import Button from 'antd/es/button';
import Radio from 'antd/es/radio';
import { useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { currentLanguage } from '../../../lib/i18n';
import { fileProblem, monthChoices, monthCount, periodProblem } from './reconciliation-rules';
import { FileChoice } from '../../../components/upload/file-choice';

export interface TUploadValues {
  fromMonth: string;
  toMonth: string;
  useMapping: boolean;
  file: File;
}

/**
 * The upload form of a reconciliation: the period's first and last month (ended months, one to twelve), the extract file
 * (csv, xlsx, xls, 10 MB) and how its columns are read (by their documented names, or the company's saved mapping when
 * there is one). Every rule is checked here with its own message before anything is sent; `onSubmit` sends (and asks
 * first), `failure` is the server's refusal shown above the buttons, `progress` the upload's percent while it runs.
 */
export function ReconciliationUploadForm({
  today,
  hasMapping,
  busy,
  progress,
  failure,
  onSubmit,
  actions,
}: {
  today: string;
  hasMapping: boolean;
  busy?: boolean;
  progress?: number | null;
  failure?: string | null;
  onSubmit: (values: TUploadValues) => void | Promise<void>;
  actions?: ReactNode;
}) {
  const { t } = useTranslation('reconciliations');
  const lang = currentLanguage();
  const months = monthChoices(today);
  const [fromMonth, setFromMonth] = useState('');
  const [toMonth, setToMonth] = useState('');
  const [useMapping, setUseMapping] = useState(false);
  const [file, setFile] = useState<File | null>(null);
  const [checked, setChecked] = useState(false);
  const period = periodProblem(fromMonth || undefined, toMonth || undefined, today, lang);
  const fileIssue = fileProblem(file);
  const fileText = fileIssue && t(`write.file${fileIssue[0]!.toUpperCase()}${fileIssue.slice(1)}`);
  const count = monthCount(fromMonth, toMonth);

  const submit = (e: FormEvent) => {
    e.preventDefault();
    setChecked(true);
    if (period || fileIssue) {
      const first = document.getElementById(period ? 'rec-from' : 'rec-file-button');
      first?.focus();
      return;
    }
    void onSubmit({ fromMonth, toMonth, useMapping: useMapping && hasMapping, file: file! });
  };

  const monthField = { months, placeholder: t('write.monthPlaceholder'), invalid: checked && !!period };
  return (
    <form className="rec-form" noValidate onSubmit={submit}>
      <div className="rec-period-fields">
        <MonthField id="rec-from" label={t('write.fromMonth')} value={fromMonth} onChange={setFromMonth} {...monthField} />
        <MonthField id="rec-to" label={t('write.toMonth')} value={toMonth} onChange={setToMonth} {...monthField} />
      </div>
      {checked && period ? (
        <p id="rec-period-error" className="rec-error" role="alert">
          {period}
        </p>
      ) : count > 0 ? (
        <p className="rec-sub">{t('write.months', { count })}</p>
      ) : null}

      <div className="ant-form-item">
        <FileChoice
          id="rec-file"
          label={t('write.file')}
          accept=".csv,.xlsx,.xls"
          required
          file={file}
          onChange={setFile}
          invalid={checked && !!fileIssue}
          describedBy={`rec-file-help${checked && fileIssue ? ' rec-file-error' : ''}`}
        />
        <p id="rec-file-help" className="rec-sub">
          {t('write.fileHelp')}
        </p>
        {checked && fileText && (
          <p id="rec-file-error" className="rec-error" role="alert">
            {fileText}
          </p>
        )}
      </div>

      <fieldset className="rec-fieldset">
        <legend className="rec-label">{t('write.readAs')}</legend>
        <Radio.Group
          value={useMapping && hasMapping ? 'mapping' : 'documented'}
          onChange={(e) => setUseMapping(e.target.value === 'mapping')}
        >
          <Radio value="documented">{t('write.readDocumented')}</Radio>
          <Radio value="mapping" disabled={!hasMapping}>
            {t('write.readMapping')}
          </Radio>
        </Radio.Group>
        {!hasMapping && <p className="rec-sub">{t('write.noMapping')}</p>}
      </fieldset>

      {failure && <Alert type="error" showIcon role="alert" className="rec-form-alert" title={t('write.failed')} description={failure} />}
      {busy && (
        <p className="rec-sub" role="status">
          {progress !== null && progress !== undefined && progress < 100 ? t('write.uploading', { percent: progress }) : t('write.reading')}
        </p>
      )}
      <div className="rec-form-actions">
        {actions}
        <Button type="primary" htmlType="submit" loading={busy}>
          {t('write.submit')}
        </Button>
      </div>
    </form>
  );
}

/** One end of the period: a required choice among the ended months, tied to the period's error when there is one. */
function MonthField({
  id,
  label,
  value,
  onChange,
  months,
  placeholder,
  invalid,
}: {
  id: string;
  label: string;
  value: string;
  onChange: (month: string) => void;
  months: readonly string[];
  placeholder: string;
  invalid: boolean;
}) {
  return (
    <div className="ant-form-item">
      <label htmlFor={id} className="rec-label">
        {label} <span aria-hidden>*</span>
      </label>
      <select
        id={id}
        className="ant-input rec-select"
        value={value}
        required
        aria-invalid={invalid}
        aria-describedby={invalid ? 'rec-period-error' : undefined}
        onChange={(e) => onChange(e.target.value)}
      >
        <option value="">{placeholder}</option>
        {months.map((m) => (
          <option key={m} value={m}>
            {m}
          </option>
        ))}
      </select>
    </div>
  );
}
