import DatePicker from 'antd/es/date-picker';
import dayjs from '../form/dayjs';
import { useId } from 'react';
import './filters.css';

const DATE = 'YYYY-MM-DD';

/**
 * A date filter of a list with its visible label (a period's start or end, an "in use on" date): the value is a
 * calendar date `YYYY-MM-DD` as the URL keeps it, or undefined for none; `min`/`max` keep a period's ends in order.
 */
export function DateFilter({
  label,
  value,
  onChange,
  min,
  max,
  placeholder,
}: {
  label: string;
  value: string | undefined;
  onChange: (date: string | null) => void;
  min?: string;
  max?: string;
  placeholder?: string;
}) {
  const id = useId();
  return (
    <div className="field">
      <label className="field-label" htmlFor={`${id}-date`}>
        {label}
      </label>
      <DatePicker
        id={`${id}-date`}
        className="field-date"
        format={DATE}
        value={value ? dayjs(value) : null}
        placeholder={placeholder ?? DATE}
        allowClear
        disabledDate={(d) => Boolean((min && d.format(DATE) < min) || (max && d.format(DATE) > max))}
        onChange={(d) => onChange(d ? d.format(DATE) : null)}
      />
    </div>
  );
}

/** A calendar date of the URL (`YYYY-MM-DD`), or undefined when it is missing or not a real date. */
export function dateParam(value: string | undefined): string | undefined {
  if (!value || !/^\d{4}-\d{2}-\d{2}$/.test(value)) return undefined;
  return dayjs(value).format(DATE) === value ? value : undefined;
}

/** A period's two date filters, start and end (each kept within the other), with the list's own labels. */
export function PeriodFilter({
  labels,
  fromDate,
  toDate,
  onChange,
}: {
  labels: { from: string; to: string };
  fromDate: string | undefined;
  toDate: string | undefined;
  onChange: (key: 'from' | 'to', date: string | null) => void;
}) {
  return (
    <>
      <DateFilter label={labels.from} value={fromDate} max={toDate} onChange={(v) => onChange('from', v)} />
      <DateFilter label={labels.to} value={toDate} min={fromDate} onChange={(v) => onChange('to', v)} />
    </>
  );
}
