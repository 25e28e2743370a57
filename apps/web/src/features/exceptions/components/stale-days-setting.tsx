import { STALE_DAYS_MAX, STALE_DAYS_MIN } from '@portal/contract';
import { useFeedback } from '../../../components/feedback/use-feedback';
import Button from 'antd/es/button';
import InputNumber from 'antd/es/input-number';
import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../lib/api';
import { useUpdateExceptionSettings } from '../api/update-exception-settings';

/** The provider administrator's (06) setting: the days after which a request waiting on the provider or the exchange is stale. */
export function StaleDaysSetting({ value }: { value: number | undefined }) {
  const { t } = useTranslation('exceptions');
  const { message } = useFeedback();
  const id = useId();
  const [days, setDays] = useState<number | null>(value ?? null);
  const [error, setError] = useState<string | null>(null);
  const save = useUpdateExceptionSettings();
  useEffect(() => setDays(value ?? null), [value]);

  const submit = async () => {
    if (days === null || !Number.isInteger(days) || days < STALE_DAYS_MIN || days > STALE_DAYS_MAX) {
      setError(t('setting.invalid', { min: STALE_DAYS_MIN, max: STALE_DAYS_MAX }));
      return;
    }
    setError(null);
    try {
      const saved = await save.mutateAsync({ staleDays: days });
      void message.success(t('setting.saved', { count: saved.staleDays }));
    } catch (err) {
      setError(err instanceof ApiError && err.message ? err.message : t('setting.failed'));
    }
  };

  return (
    <form
      className="exc-setting"
      onSubmit={(e) => {
        e.preventDefault();
        void submit();
      }}
    >
      <div className="field">
        <label className="field-label" htmlFor={id}>
          {t('setting.label')}
        </label>
        <div className="exc-setting-row">
          <InputNumber
            id={id}
            min={STALE_DAYS_MIN}
            max={STALE_DAYS_MAX}
            precision={0}
            value={days}
            onChange={(v) => {
              setDays(typeof v === 'number' ? v : null);
              if (error) setError(null);
            }}
            suffix={t('setting.unit')}
            status={error ? 'error' : undefined}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${id}-error` : `${id}-hint`}
            className="exc-setting-input"
          />
          <Button htmlType="submit" loading={save.isPending} disabled={days === value}>
            {t('setting.save')}
          </Button>
        </div>
        {error ? (
          <p id={`${id}-error`} className="field-error" role="alert">
            {error}
          </p>
        ) : (
          <p id={`${id}-hint`} className="ws-hint">
            {days === value ? t('setting.unchanged') : t('setting.hint')}
          </p>
        )}
      </div>
    </form>
  );
}
