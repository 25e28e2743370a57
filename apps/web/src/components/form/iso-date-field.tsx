import type { DatePickerProps } from 'antd/es/date-picker';
import { DateField } from './date-field';
import dayjs from './dayjs';

const FORMATS = { date: 'YYYY-MM-DD', month: 'YYYY-MM' } as const;

/**
 * The kit's date field for a value kept as text (`YYYY-MM-DD`, or `YYYY-MM` with `picker="month"`), as the calls take
 * it: shown and typed in that form and with the calendar in the page's language, never the browser's (a native
 * `<input type="date">` showed mm/dd/yyyy on the Korean page of a browser set to English). Works alone (value and
 * onChange) and inside a Form.Item. Cleared, it answers ''.
 */
export function IsoDateField({
  value,
  onChange,
  picker = 'date',
  ...props
}: Omit<DatePickerProps, 'value' | 'onChange' | 'picker' | 'format'> & {
  value?: string | null;
  onChange?: (value: string) => void;
  picker?: 'date' | 'month';
}) {
  const format = FORMATS[picker];
  // Both forms are ISO 8601: dayjs reads them as they are.
  const parsed = value ? dayjs(value) : null;
  return (
    <DateField
      {...props}
      picker={picker}
      format={format}
      placeholder={props.placeholder ?? format}
      value={parsed?.isValid() ? parsed : null}
      onChange={(d) => onChange?.(d && !Array.isArray(d) ? d.format(format) : '')}
    />
  );
}
