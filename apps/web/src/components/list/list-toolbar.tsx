import { LIST_PAGE_SIZES, SEARCH_TEXT_MAX_LENGTH, SEARCH_TEXT_MIN_LENGTH } from '@portal/contract';
import Input from 'antd/es/input';
import Select from 'antd/es/select';
import { useEffect, useId, useState, type ReactNode } from 'react';
import { namedClear } from '../form/clear-icon';
import { useTranslation } from 'react-i18next';
import type { ListState } from './list-state';

export interface CategoryOption {
  value: string;
  label: string;
}

/** The sort of a list, with its visible label; `labels` names the two orders where newest/oldest do not fit (A to Z). */
export function SortSelect({
  value,
  onChange,
  labels,
}: {
  value: ListState['sort'];
  onChange: (sort: ListState['sort']) => void;
  labels?: { newest: string; oldest: string };
}) {
  const { t } = useTranslation('components');
  const id = useId();
  return (
    <div className="field field-inline">
      <label className="field-label" htmlFor={`${id}-sort`}>
        {t('list.sort')}
      </label>
      <Select
        id={`${id}-sort`}
        className="field-sort"
        value={value}
        options={[
          { value: 'newest', label: labels?.newest ?? t('list.newest') },
          { value: 'oldest', label: labels?.oldest ?? t('list.oldest') },
        ]}
        onChange={onChange}
      />
    </div>
  );
}

/** The page size of a list, the one style of every list: "Rows" and "10 per page", sizes from the contract. */
export function PageSizeSelect({ value, onChange }: { value: number; onChange: (pageSize: number) => void }) {
  const { t } = useTranslation('components');
  const id = useId();
  return (
    <div className="field field-inline">
      <label className="field-label" htmlFor={`${id}-size`}>
        {t('list.pageSize')}
      </label>
      <Select
        id={`${id}-size`}
        className="field-size"
        value={value}
        options={LIST_PAGE_SIZES.map((n) => ({ value: n, label: t('list.perPage', { count: n }) }))}
        onChange={onChange}
      />
    </div>
  );
}

/** The total of a list, announced when it changes. */
export function ListCount({
  totalCount,
  capped,
  text,
}: {
  totalCount: number | undefined;
  /** The server counted only up to totalCount (a large list): reads "1,000+ in total". */
  capped?: boolean;
  text?: (count: number) => string;
}) {
  const { t } = useTranslation('components');
  const words =
    totalCount === undefined
      ? '\u00a0'
      : capped
        ? t('list.totalCapped', { count: totalCount, formatted: totalCount.toLocaleString('en-US') })
        : (text?.(totalCount) ?? t('list.total', { count: totalCount }));
  return (
    <p className="list-count" aria-live="polite">
      {words}
    </p>
  );
}

/** A multiple-choice filter with its visible label (categories of a board, statuses of the staff list). */
export function CategoryFilter({
  options,
  value,
  onChange,
  label,
  placeholder,
}: {
  options: CategoryOption[];
  value: string[];
  onChange: (values: string[]) => void;
  label?: string;
  placeholder?: string;
}) {
  const { t } = useTranslation('components');
  const id = useId();
  return (
    <div className="field">
      <label className="field-label" htmlFor={`${id}-category`}>
        {label ?? t('list.category')}
      </label>
      <Select
        id={`${id}-category`}
        className="field-category"
        mode="multiple"
        allowClear
        maxTagCount="responsive"
        placeholder={placeholder ?? t('list.allCategories')}
        options={options}
        value={value}
        onChange={onChange}
      />
    </div>
  );
}

/**
 * The toolbar of every list: filters (categories, several at once, and the page's own), search box,
 * total, sort and page size. Every control has a visible label; the search runs on Enter or the button.
 */
export function ListToolbar({
  state,
  onChange,
  categories,
  totalCount,
  totalCountCapped,
  searchLabel,
  searchPlaceholder,
  categoryLabel,
  filters,
}: {
  state: ListState;
  onChange: (change: Partial<ListState>) => void;
  categories?: CategoryOption[];
  totalCount: number | undefined;
  /** The page's answer counted only up to totalCount (ZPage totalCountCapped). */
  totalCountCapped?: boolean;
  searchLabel?: string;
  /** What the search box reads while empty (default: titles and text, as on the boards). */
  searchPlaceholder?: string;
  categoryLabel?: string;
  /** Further filters of the page, placed with the others (same field style). */
  filters?: ReactNode;
}) {
  const { t } = useTranslation('components');
  const id = useId();
  const [text, setText] = useState(state.keyword);
  const [tooShort, setTooShort] = useState(false);
  useEffect(() => setText(state.keyword), [state.keyword]);
  /** A search needs at least SEARCH_TEXT_MIN_LENGTH characters; an empty one clears it. */
  const search = (value: string) => {
    const keyword = value.trim();
    if (keyword && [...keyword].length < SEARCH_TEXT_MIN_LENGTH) {
      setTooShort(true);
      return;
    }
    setTooShort(false);
    onChange({ keyword });
  };

  return (
    <div className="list-toolbar">
      {/* A search region, not a form: the filters apply as chosen and the search box searches on Enter or its button
          (a form without a submit button is an error of WCAG 2 H32). */}
      <div role="search" className="list-toolbar-filters">
        {categories && categories.length > 0 && (
          <CategoryFilter
            options={categories}
            value={state.categories}
            onChange={(values) => onChange({ categories: values })}
            label={categoryLabel}
          />
        )}
        {filters}
        <div className="field field-grow">
          <label className="field-label" htmlFor={`${id}-keyword`}>
            {searchLabel ?? t('list.keyword')}
          </label>
          <Input.Search
            id={`${id}-keyword`}
            value={text}
            allowClear={namedClear}
            maxLength={SEARCH_TEXT_MAX_LENGTH}
            placeholder={searchPlaceholder ?? t('list.keywordPlaceholder')}
            enterButton={t('common:action.search')}
            status={tooShort ? 'error' : undefined}
            aria-invalid={tooShort || undefined}
            aria-describedby={tooShort ? `${id}-keyword-error` : undefined}
            onChange={(e) => {
              setText(e.target.value);
              if (tooShort) setTooShort(false);
            }}
            onSearch={(value, _e, info) => (info?.source === 'clear' ? search('') : search(value))}
          />
          {tooShort && (
            <p id={`${id}-keyword-error`} className="field-error" role="alert">
              {t('list.keywordTooShort', { min: SEARCH_TEXT_MIN_LENGTH })}
            </p>
          )}
        </div>
      </div>
      <div className="list-toolbar-meta">
        <ListCount totalCount={totalCount} capped={totalCountCapped} />
        <div className="list-toolbar-options">
          <SortSelect value={state.sort} onChange={(sort) => onChange({ sort })} />
          <PageSizeSelect value={state.pageSize} onChange={(pageSize) => onChange({ pageSize })} />
        </div>
      </div>
    </div>
  );
}
