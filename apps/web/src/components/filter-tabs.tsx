import Segmented from 'antd/es/segmented';

/**
 * A filter with a few exclusive choices shown as tabs above a list (an inquiry's status, its writer).
 * "All" is the value null; the URL keeps the choice (useListState's page keys).
 */
export function FilterTabs<V extends string>({
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
  return (
    <div className="ws-tabs">
      <Segmented
        aria-label={label}
        value={value ?? 'ALL'}
        options={[{ value: 'ALL', label: allLabel }, ...options]}
        onChange={(v) => onChange(v === 'ALL' ? null : (v as V))}
      />
    </div>
  );
}
