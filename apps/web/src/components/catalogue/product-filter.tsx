import Select from 'antd/es/select';
import { useId } from 'react';
import '../list/filters.css';
import { useProducts } from './list-products';

/**
 * A product filter of a list (orders, contracts, the licence inventory): the catalogue's products by name and code,
 * searchable, with a visible label; cleared, it means every product. The texts are the page's own.
 */
export function ProductFilter({
  value,
  onChange,
  label,
  placeholder,
}: {
  value: string | undefined;
  onChange: (productCode: string | null) => void;
  label: string;
  placeholder: string;
}) {
  const id = useId();
  const products = useProducts();
  const options = (products.data?.items ?? []).map((p) => ({ value: p.productCode, label: `${p.productName} (${p.productCode})` }));
  if (value && !options.some((o) => o.value === value)) options.unshift({ value, label: value });
  return (
    <div className="field">
      <label className="field-label" htmlFor={`${id}-product`}>
        {label}
      </label>
      <Select
        id={`${id}-product`}
        className="field-product"
        showSearch={{ optionFilterProp: 'label' }}
        allowClear
        value={value}
        placeholder={placeholder}
        options={options}
        loading={products.isPending}
        onChange={(v: string | undefined) => onChange(v ?? null)}
        popupMatchSelectWidth={false}
      />
    </div>
  );
}
