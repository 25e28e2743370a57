import type { TSignOnSettings } from '@portal/contract';
import Select from 'antd/es/select';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useStaff } from '../../../lib/calls/staff';
import { useSettled } from '../../../lib/use-settled';

/**
 * The break-glass member of a company's sign-on (decision 088): one of the company's active members, found by name or
 * e-mail as it is typed (the staff search of the company: the token's for a company administrator, the one named for
 * the provider administrator). Clearing it leaves no member who may use a password while sign-on is required.
 */
export function BreakGlassSelect({
  companyId,
  stored,
  value,
  onChange,
  id,
}: {
  companyId: number | null;
  /** The member the stored settings name: an option whatever the search finds (else the field showed a bare number). */
  stored: TSignOnSettings['breakGlassMember'];
  value?: number | null;
  onChange?: (value: number | null) => void;
  id?: string;
}) {
  const { t } = useTranslation('company-sign-on');
  const [typed, setTyped] = useState('');
  const searchText = useSettled(typed.trim(), 300);
  const staff = useStaff({
    ...(companyId ? { companyId } : {}),
    searchText: searchText || undefined,
    statusCodes: 'ACTIVE',
    sortBy: 'name',
    sort: 'oldest',
    pageNumber: 1,
    pageSize: 50,
  });
  const found = staff.data?.items ?? [];
  const members = stored && !searchText && !found.some((m) => m.userId === stored.userId) ? [stored, ...found] : found;
  const options = members.map((m) => ({ value: m.userId, label: `${m.name} (${m.loginEmail})` }));
  return (
    <Select<number | null>
      id={id}
      showSearch
      allowClear
      filterOption={false}
      value={value ?? null}
      onChange={(v) => onChange?.(v ?? null)}
      onSearch={setTyped}
      loading={staff.isFetching}
      options={options}
      placeholder={t('field.breakGlassPlaceholder')}
      notFoundContent={staff.isFetching ? t('field.breakGlassSearching') : t('field.breakGlassNone')}
      aria-label={t('field.breakGlass')}
    />
  );
}
