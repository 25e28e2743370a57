import { BILLING_DISPUTE_WINDOW_MAX_DAYS, BILLING_DISPUTE_WINDOW_MIN_DAYS } from '@portal/contract';
import Button from 'antd/es/button';
import InputNumber from 'antd/es/input-number';
import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFeedback } from '../../../components/feedback/use-feedback';
import { ApiError } from '../../../lib/api';
import { useDisputeWindow, useUpdateDisputeWindow } from '../api/dispute-window';

/** The provider administrator's (06) setting beside the stale days: the days from a bill's issue in which its lines may be disputed. */
export function DisputeWindowSetting() {
  const { t } = useTranslation('exceptions');
  const { message } = useFeedback();
  const id = useId();
  const query = useDisputeWindow(true);
  const value = query.data?.windowDays;
  const [days, setDays] = useState<number | null>(value ?? null);
  const [error, setError] = useState<string | null>(null);
  const save = useUpdateDisputeWindow();
  useEffect(() => setDays(value ?? null), [value]);
  const min = BILLING_DISPUTE_WINDOW_MIN_DAYS;
  const max = BILLING_DISPUTE_WINDOW_MAX_DAYS;

  const submit = async () => {
    if (days === null || !Number.isInteger(days) || days < min || days > max) {
      setError(t('disputeWindow.invalid', { min, max }));
      return;
    }
    setError(null);
    try {
      const saved = await save.mutateAsync({ windowDays: days });
      void message.success(t('disputeWindow.saved', { count: saved.windowDays }));
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
          {t('disputeWindow.label')}
        </label>
        <div className="exc-setting-row">
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
            suffix={t('setting.unit')}
            status={error ? 'error' : undefined}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${id}-error` : `${id}-hint`}
            className="exc-setting-input"
          />
          <Button htmlType="submit" loading={save.isPending} disabled={value === undefined || days === value}>
            {t('setting.save')}
          </Button>
        </div>
        {error ? (
          <p id={`${id}-error`} className="field-error" role="alert">
            {error}
          </p>
        ) : (
          <p id={`${id}-hint`} className="ws-hint">
            {t('disputeWindow.hint')}
          </p>
        )}
      </div>
    </form>
  );
}
