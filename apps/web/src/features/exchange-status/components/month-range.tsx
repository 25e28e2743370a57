import { EXCHANGE_STATUS_MAX_MONTHS, monthRangeOk } from '@portal/contract';
import DatePicker from 'antd/es/date-picker';
import dayjs from '../../../components/form/dayjs';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../../lib/format';

const MONTH = 'YYYY-MM';

/** A billing month of the URL ("YYYY-MM"), or undefined when missing or not a month. */
export const monthParam = (v: string | undefined): string | undefined => (v && /^\d{4}-(0[1-9]|1[0-2])$/.test(v) ? v : undefined);

/** The months a status page opens on: the twelve months up to the current Korean month. */
export function defaultMonths(now = new Date()): { fromMonth: string; toMonth: string } {
  const toMonth = formatDate(now.toISOString()).slice(0, 7);
  const fromMonth = dayjs(`${toMonth}-01`)
    .subtract(EXCHANGE_STATUS_MAX_MONTHS - 1, 'month')
    .format(MONTH);
  return { fromMonth, toMonth };
}

/**
 * The billing months filter of the status pages: first and last month (month pickers with visible labels); a range
 * backwards or over twelve months shows the server's words ("검색 조건을 확인해주세요.") and is not searched.
 */
export function MonthRange({
  fromMonth,
  toMonth,
  onChange,
}: {
  fromMonth: string;
  toMonth: string;
  onChange: (key: 'from' | 'to', month: string | null) => void;
}) {
  const { t } = useTranslation('exchange-status');
  const id = useId();
  const ok = monthRangeOk(fromMonth, toMonth);
  return (
    <>
      <div className="field">
        <label className="field-label" htmlFor={`${id}-from`}>
          {t('filter.fromMonth')}
        </label>
        <DatePicker
          id={`${id}-from`}
          picker="month"
          className="field-month"
          format={MONTH}
          value={dayjs(`${fromMonth}-01`)}
          allowClear={false}
          status={ok ? undefined : 'error'}
          aria-invalid={!ok || undefined}
          aria-describedby={ok ? undefined : `${id}-error`}
          onChange={(d) => onChange('from', d ? d.format(MONTH) : null)}
        />
      </div>
      <div className="field">
        <label className="field-label" htmlFor={`${id}-to`}>
          {t('filter.toMonth')}
        </label>
        <DatePicker
          id={`${id}-to`}
          picker="month"
          className="field-month"
          format={MONTH}
          value={dayjs(`${toMonth}-01`)}
          allowClear={false}
          status={ok ? undefined : 'error'}
          aria-invalid={!ok || undefined}
          aria-describedby={ok ? undefined : `${id}-error`}
          onChange={(d) => onChange('to', d ? d.format(MONTH) : null)}
        />
      </div>
      {!ok && (
        <p id={`${id}-error`} className="status-range-error" role="alert">
          {t('filter.rangeError', { max: EXCHANGE_STATUS_MAX_MONTHS })}
        </p>
      )}
    </>
  );
}
