import DatePicker, { type DatePickerProps } from 'antd/es/date-picker';

/**
 * The kit's date field: Ant Design's date picker where Enter never submits the form around it. Enter in a
 * date input confirms the typed date (the picker's own handling goes on); the browser's implicit submission of the
 * form is what is stopped (a suspension was sent by pressing Enter in its date). The request forms (suspensions,
 * non-display declarations, the order wizard) take their dates with this field.
 */
export function DateField({ onKeyDown, ...props }: DatePickerProps) {
  return (
    <DatePicker
      {...props}
      onKeyDown={(e, preventDefault) => {
        if (e.key === 'Enter') e.preventDefault();
        onKeyDown?.(e, preventDefault);
      }}
    />
  );
}
