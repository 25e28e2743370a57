import { LIST_PAGE_SIZES, SEARCH_TEXT_MAX_LENGTH, SEARCH_TEXT_MIN_LENGTH } from '@portal/contract';
import Input from 'antd/es/input';
import Select from 'antd/es/select';
import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ListState } from './list-state';

export interface CategoryOption {
  value: string;
  label: string;
}

/**
 * Search box, category filter (several at once), sort and page size of a list. Every control has
 * a visible label; the search runs on Enter or the button.
 */
export function ListToolbar({
  state,
  onChange,
  categories,
  totalCount,
  searchLabel,
}: {
  state: ListState;
  onChange: (change: Partial<ListState>) => void;
  categories?: CategoryOption[];
  totalCount: number | undefined;
  searchLabel?: string;
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
      <form
        role="search"
        className="list-toolbar-filters"
        onSubmit={(e) => {
          e.preventDefault();
          search(text);
        }}
      >
        {categories && categories.length > 0 && (
          <div className="field">
            <label className="field-label" htmlFor={`${id}-category`}>
              {t('list.category')}
            </label>
            <Select
              id={`${id}-category`}
              className="field-category"
              mode="multiple"
              allowClear
              maxTagCount="responsive"
              placeholder={t('list.allCategories')}
              options={categories}
              value={state.categories}
              onChange={(values: string[]) => onChange({ categories: values })}
            />
          </div>
        )}
        <div className="field field-grow">
          <label className="field-label" htmlFor={`${id}-keyword`}>
            {searchLabel ?? t('list.keyword')}
          </label>
          <Input.Search
            id={`${id}-keyword`}
            value={text}
            allowClear
            maxLength={SEARCH_TEXT_MAX_LENGTH}
            placeholder={t('list.keywordPlaceholder')}
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
      </form>
      <div className="list-toolbar-meta">
        <p className="list-count" aria-live="polite">
          {totalCount === undefined ? '\u00a0' : t('list.total', { count: totalCount })}
        </p>
        <div className="list-toolbar-options">
          <div className="field field-inline">
            <label className="field-label" htmlFor={`${id}-sort`}>
              {t('list.sort')}
            </label>
            <Select
              id={`${id}-sort`}
              className="field-sort"
              value={state.sort}
              options={[
                { value: 'newest', label: t('list.newest') },
                { value: 'oldest', label: t('list.oldest') },
              ]}
              onChange={(sort) => onChange({ sort })}
            />
          </div>
          <div className="field field-inline">
            <label className="field-label" htmlFor={`${id}-size`}>
              {t('list.pageSize')}
            </label>
            <Select
              id={`${id}-size`}
              className="field-size"
              value={state.pageSize}
              options={LIST_PAGE_SIZES.map((n) => ({ value: n, label: t('list.perPage', { count: n }) }))}
              onChange={(pageSize) => onChange({ pageSize })}
            />
          </div>
        </div>
      </div>
    </div>
  );
}
