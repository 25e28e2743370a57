import Select from 'antd/es/select';
import { useId } from 'react';
import './filters.css';

/**
 * A single-choice filter of a list (a status, a request type, a use type) as a select with its visible label;
 * cleared, it means "all" (`allLabel` is shown then). The URL keeps the choice (useListState's page keys).
 */
export function ChoiceFilter<V extends string>({
  label,
  allLabel,
  value,
  options,
  onChange,
}: {
  label: string;
  allLabel: string;
  value: V | undefined;
  options: { value: V; label: string }[];
  onChange: (value: V | null) => void;
}) {
  const id = useId();
  return (
    <div className="field">
      <label className="field-label" htmlFor={`${id}-choice`}>
        {label}
      </label>
      <Select
        id={`${id}-choice`}
        className="field-choice"
        allowClear
        placeholder={allLabel}
        value={value}
        options={options}
        onChange={(v: V | undefined) => onChange(v ?? null)}
        popupMatchSelectWidth={false}
      />
    </div>
  );
}
