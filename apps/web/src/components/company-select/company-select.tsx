import Select from 'antd/es/select';
import { useEffect, useId, useState } from 'react';
import '../list/filters.css';
import { useCompaniesByName } from './search-companies';

/**
 * A company filter of the provider's lists (orders, contracts, inventory, the work queue): a select that searches
 * companies by part of their name as the reader types (debounced), with a visible label; cleared, it means every
 * company. `currentName` names the chosen company before any search (e.g. from the list's rows). The texts are the
 * page's own (the kit has no wording of its own here).
 */
export function CompanySelect({
  value,
  onChange,
  label,
  placeholder,
  notFound,
  currentName,
  className = 'field-company',
}: {
  value: number | undefined;
  onChange: (companyId: number | null) => void;
  label: string;
  placeholder: string;
  notFound: string;
  currentName?: string;
  className?: string;
}) {
  const id = useId();
  const [typed, setTyped] = useState('');
  const [term, setTerm] = useState('');
  useEffect(() => {
    const timer = setTimeout(() => setTerm(typed.trim()), 300);
    return () => clearTimeout(timer);
  }, [typed]);
  const query = useCompaniesByName(term);
  const options = (query.data?.items ?? []).map((c) => ({ value: c.companyId, label: c.companyName }));
  if (value !== undefined && !options.some((o) => o.value === value)) options.unshift({ value, label: currentName ?? `#${value}` });
  return (
    <div className="field">
      <label className="field-label" htmlFor={`${id}-company`}>
        {label}
      </label>
      <Select
        id={`${id}-company`}
        className={className}
        showSearch={{ filterOption: false, onSearch: setTyped }}
        allowClear
        value={value}
        placeholder={placeholder}
        options={options}
        loading={query.isFetching}
        notFoundContent={term ? notFound : null}
        onChange={(v: number | undefined) => onChange(v ?? null)}
        popupMatchSelectWidth={false}
      />
    </div>
  );
}
