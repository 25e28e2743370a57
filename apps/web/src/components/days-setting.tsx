import Button from 'antd/es/button';
import InputNumber from 'antd/es/input-number';
import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFeedback } from './feedback/use-feedback';
import { ApiError } from '../lib/api';
import './days-setting.css';

/**
 * A provider administrator's setting of a number of days (the stale days, the dispute window, the audit retention): a whole number within
 * its bounds, saved when changed, refused with its message when empty or out of bounds. The form is named by its label,
 * so its "save" is told apart from another setting's on the same page.
 */
export function DaysSetting({
  value,
  min,
  max,
  texts,
  save,
  saving,
}: {
  value: number | undefined;
  min: number;
  max: number;
  texts: { label: string; hint: string; unchanged: string; invalid: string; saved: (days: number) => string };
  save: (days: number) => Promise<number>;
  saving: boolean;
}) {
  const { t } = useTranslation('components');
  const { message } = useFeedback();
  const id = useId();
  const [days, setDays] = useState<number | null>(value ?? null);
  const [error, setError] = useState<string | null>(null);
  useEffect(() => setDays(value ?? null), [value]);

  const submit = async () => {
    if (days === null || !Number.isInteger(days) || days < min || days > max) {
      setError(texts.invalid);
      return;
    }
    setError(null);
    try {
      void message.success(texts.saved(await save(days)));
    } catch (err) {
      setError(err instanceof ApiError && err.message ? err.message : t('daysSetting.failed'));
    }
  };

  return (
    <form
      className="days-setting"
      aria-labelledby={`${id}-label`}
      onSubmit={(e) => {
        e.preventDefault();
        void submit();
      }}
    >
      <div className="field">
        <label className="field-label" htmlFor={id} id={`${id}-label`}>
          {texts.label}
        </label>
        <div className="days-setting-row">
          <InputNumber
            id={id}
            min={min}
            max={max}
            precision={0}
            value={days}
            onChange={(v) => {
              setDays(typeof v === 'number' ? v : null);
              if (error) setError(null);
            }}
            suffix={t('daysSetting.unit')}
            status={error ? 'error' : undefined}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${id}-error` : `${id}-hint`}
            className="days-setting-input"
          />
          <Button htmlType="submit" loading={saving} disabled={value === undefined || days === value}>
            {t('daysSetting.save')}
          </Button>
        </div>
        {error ? (
          <p id={`${id}-error`} className="field-error" role="alert">
            {error}
          </p>
        ) : (
          <p id={`${id}-hint`} className="ws-hint">
            {days === value ? texts.unchanged : texts.hint}
          </p>
        )}
      </div>
    </form>
  );
}
