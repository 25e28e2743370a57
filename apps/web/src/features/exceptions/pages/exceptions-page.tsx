import {
  EXCEPTION_KIND_EMPTY,
  EXCEPTION_KINDS,
  ROLE,
  SEARCH_TEXT_MAX_LENGTH,
  type TExceptionKind,
  type TExceptionViewer,
} from '@portal/contract';
import Input from 'antd/es/input';
import Select from 'antd/es/select';
import { useEffect, useId, useState } from 'react';
import { namedClear } from '../../../components/form/clear-icon';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { FilterTabs } from '../../../components/filter-tabs';
import { useListState } from '../../../components/list/list-state';
import { ListCount, PageSizeSelect } from '../../../components/list/list-toolbar';
import { ListView } from '../../../components/list/list-view';
import { PageFrame } from '../../../components/page-frame';
import { currentLanguage } from '../../../lib/i18n';
import { useSession } from '../../../lib/session';
import { useExceptions } from '../api/search-exceptions';
import { EXCEPTION_EXTRA_KEYS, EXCEPTION_KEYS, exceptionRequest, parseExceptionFilters } from '../components/exception-filters';
import { ExceptionTable } from '../components/exception-table';
import { DisputeWindowSetting } from '../components/dispute-window-setting';
import { StaleDaysSetting } from '../components/stale-days-setting';
import '../exceptions.css';

/**
 * /admin/exceptions (provider staff) and /exchange/exceptions (the exchange reviewer): what needs a look, in five kinds
 * with their counts, filtered by kind, customer and text, each entry linking to its document's page for the viewer.
 * The provider administrator sets the days after which a waiting request is stale.
 */
export default function ExceptionsPage() {
  const { t } = useTranslation('exceptions');
  const lang = currentLanguage();
  const viewer: TExceptionViewer = useLocation().pathname.startsWith('/exchange') ? 'exchange' : 'provider';
  const { user } = useSession();
  const { state, update, extra, setExtra } = useListState(EXCEPTION_EXTRA_KEYS);
  const filters = parseExceptionFilters(extra);
  const query = useExceptions(viewer, exceptionRequest(filters, state));
  const data = query.data;
  const countOf = (kind: TExceptionKind) => data?.kinds.find((k) => k.kind === kind)?.count;
  const total = data?.kinds.reduce((n, k) => n + k.count, 0);
  const withCount = (label: string, count: number | undefined) => (count === undefined ? label : t('withCount', { label, count }));
  const companyId = useId();
  const searchId = useId();
  const [text, setText] = useState(state.keyword);
  useEffect(() => setText(state.keyword), [state.keyword]);

  const companyOptions = (data?.companies ?? []).map((c) => ({ value: String(c.companyId), label: withCount(c.companyName, c.count) }));
  if (filters.companyId && !companyOptions.some((o) => o.value === String(filters.companyId)))
    companyOptions.push({ value: String(filters.companyId), label: t('filter.companyId', { id: filters.companyId }) });
  const searching = Boolean(filters.companyId || state.keyword);
  const isAdmin = viewer === 'provider' && !!user?.roles.includes(ROLE.providerAdmin);

  return (
    <PageFrame
      title={t('page.title')}
      lead={t(viewer === 'exchange' ? 'page.leadExchange' : 'page.lead', { days: data?.staleDays ?? '…' })}
    >
      {isAdmin && <StaleDaysSetting value={data?.staleDays} />}
      {isAdmin && <DisputeWindowSetting />}
      <FilterTabs<TExceptionKind>
        label={t('filter.kind')}
        allLabel={withCount(t('filter.allKinds'), total)}
        value={filters.kind}
        options={EXCEPTION_KINDS.map((kind) => ({
          value: kind,
          label: withCount(data?.kinds.find((k) => k.kind === kind)?.label ?? t(`kind.${kind}`), countOf(kind)),
        }))}
        onChange={(v) => setExtra(EXCEPTION_KEYS.kind, v)}
      />
      <div className="list-toolbar">
        {/* A search region, not a form: the box searches on Enter or its button (a form without a submit button fails WCAG 2 H32). */}
        <div role="search" className="list-toolbar-filters">
          <div className="field exc-field">
            <label className="field-label" htmlFor={companyId}>
              {t('filter.company')}
            </label>
            <Select
              id={companyId}
              className="exc-select"
              allowClear
              showSearch={{ optionFilterProp: 'label' }}
              placeholder={t('filter.allCompanies')}
              value={filters.companyId ? String(filters.companyId) : undefined}
              options={companyOptions}
              onChange={(v: string | undefined) => setExtra(EXCEPTION_KEYS.company, v ?? null)}
              popupMatchSelectWidth={false}
            />
          </div>
          <div className="field field-grow">
            <label className="field-label" htmlFor={searchId}>
              {t('filter.text')}
            </label>
            <Input.Search
              id={searchId}
              value={text}
              allowClear={namedClear}
              maxLength={Math.min(SEARCH_TEXT_MAX_LENGTH, 100)}
              placeholder={t('filter.textPlaceholder')}
              enterButton={t('filter.search')}
              onChange={(e) => setText(e.target.value)}
              onSearch={(value, _e, info) => update({ keyword: info?.source === 'clear' ? '' : value.trim() })}
            />
          </div>
        </div>
        <div className="list-toolbar-meta">
          <ListCount totalCount={data?.totalCount} />
          <div className="list-toolbar-options">
            <PageSizeSelect value={state.pageSize} onChange={(pageSize) => update({ pageSize })} />
          </div>
        </div>
      </div>
      <ListView
        query={query}
        state={state}
        onChange={update}
        searching={searching}
        emptyText={filters.kind ? EXCEPTION_KIND_EMPTY[filters.kind][lang] : t('page.empty')}
      >
        {(page) => <ExceptionTable items={page.items} caption={t('page.title')} />}
      </ListView>
    </PageFrame>
  );
}
