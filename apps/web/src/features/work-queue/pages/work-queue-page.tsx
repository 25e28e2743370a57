import {
  QUEUE_KINDS,
  queueStates,
  WORK_QUEUE_AGES,
  WORKFLOWS,
  type TWorkflowKind,
  type TWorkQueueCounts,
  type WorkflowDeclaration,
} from '@portal/contract';
import Select from 'antd/es/select';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { FilterTabs } from '../../../components/filter-tabs';
import { useListState } from '../../../components/list/list-state';
import { ListCount, PageSizeSelect, SortSelect } from '../../../components/list/list-toolbar';
import { ListView } from '../../../components/list/list-view';
import { PageFrame } from '../../../components/page-frame';
import { currentLanguage } from '../../../lib/i18n';
import { useWorkQueueCounts } from '../api/get-work-queue-counts';
import { useWorkQueue } from '../api/search-work-queue';
import { parseQueueFilters, QUEUE_EXTRA_KEYS, QUEUE_KEYS, queueRequest } from '../components/queue-filters';
import { QueueTable } from '../components/queue-table';
import '../work-queue.css';

type Option = { value: string; label: string };

/** A filter with its visible label (the kit's field style); clearing it shows everything. */
function FilterSelect({
  label,
  placeholder,
  value,
  options,
  onChange,
  search,
}: {
  label: string;
  placeholder: string;
  value: string | undefined;
  options: Option[];
  onChange: (value: string | null) => void;
  search?: boolean;
}) {
  const id = useId();
  return (
    <div className="field wq-field">
      <label className="field-label" htmlFor={id}>
        {label}
      </label>
      <Select
        id={id}
        className="wq-select"
        allowClear
        showSearch={search ? { optionFilterProp: 'label' } : undefined}
        placeholder={placeholder}
        value={value}
        options={options}
        onChange={(v: string | undefined) => onChange(v ?? null)}
        popupMatchSelectWidth={false}
      />
    </div>
  );
}

const countOf = (counts: TWorkQueueCounts | undefined, kind: string, state?: string) => {
  const k = counts?.kinds.find((x) => x.kind === kind);
  return state ? k?.states.find((s) => s.state === state)?.count : k?.count;
};

/**
 * /admin/work-queue: everything that waits on the provider, across kinds (the declarations decide which states),
 * filtered by kind, state, company, age and assignee, oldest waiting first; a representative sees their own first.
 */
export default function WorkQueuePage() {
  const { t } = useTranslation('work-queue');
  const lang = currentLanguage();
  const { state, update, extra, setExtra } = useListState(QUEUE_EXTRA_KEYS);
  const filters = parseQueueFilters(extra);
  const counts = useWorkQueueCounts();
  const query = useWorkQueue(queueRequest(filters, state));
  const data = counts.data;
  const withCount = (label: string, count: number | undefined) => (count === undefined ? label : t('withCount', { label, count }));

  const stateOptions: Option[] = queueStates(filters.kind).map(({ kind, state: s }) => {
    const d = WORKFLOWS[kind] as WorkflowDeclaration;
    const label = filters.kind || QUEUE_KINDS.length === 1 ? d.states[s]!.label[lang] : `${d.label[lang]} · ${d.states[s]!.label[lang]}`;
    return { value: s, label: withCount(label, countOf(data, kind, s)) };
  });
  const companyOptions: Option[] = (data?.companies ?? []).map((c) => ({
    value: String(c.companyId),
    label: withCount(c.companyName, c.count),
  }));
  // A company chosen by link but no longer waiting keeps a readable choice.
  if (filters.companyId && !companyOptions.some((o) => o.value === String(filters.companyId)))
    companyOptions.push({ value: String(filters.companyId), label: t('filter.companyId', { id: filters.companyId }) });
  const assigneeOptions: Option[] = [
    { value: 'mine', label: withCount(t('filter.mine'), data?.mine) },
    { value: 'unassigned', label: withCount(t('filter.unassigned'), data?.unassigned) },
    ...(data?.assignees ?? []).map((a) => ({ value: String(a.userId), label: withCount(a.name, a.count) })),
  ];
  const ageOptions: Option[] = WORK_QUEUE_AGES.map((days) => ({ value: String(days), label: t('filter.ageOver', { count: days }) }));
  const searching = Boolean(filters.kind || filters.state || filters.companyId || filters.minAgeDays || filters.assignee !== undefined);

  return (
    <PageFrame title={t('page.title')} lead={t('page.lead')}>
      <FilterTabs<TWorkflowKind>
        label={t('filter.kind')}
        allLabel={withCount(t('filter.allKinds'), data?.total)}
        value={filters.kind}
        options={QUEUE_KINDS.map((kind) => ({ value: kind, label: withCount(WORKFLOWS[kind].label[lang], countOf(data, kind)) }))}
        onChange={(v) => setExtra(QUEUE_KEYS.kind, v)}
      />
      <div className="list-toolbar">
        <div className="list-toolbar-filters" role="group" aria-label={t('filter.group')}>
          <FilterSelect
            label={t('filter.state')}
            placeholder={t('filter.allStates')}
            value={filters.state}
            options={stateOptions}
            onChange={(v) => setExtra(QUEUE_KEYS.state, v)}
          />
          <FilterSelect
            label={t('filter.company')}
            placeholder={t('filter.allCompanies')}
            value={filters.companyId ? String(filters.companyId) : undefined}
            options={companyOptions}
            onChange={(v) => setExtra(QUEUE_KEYS.company, v)}
            search
          />
          <FilterSelect
            label={t('filter.age')}
            placeholder={t('filter.anyAge')}
            value={filters.minAgeDays ? String(filters.minAgeDays) : undefined}
            options={ageOptions}
            onChange={(v) => setExtra(QUEUE_KEYS.age, v)}
          />
          <FilterSelect
            label={t('filter.assignee')}
            placeholder={t('filter.allAssignees')}
            value={filters.assignee === undefined ? undefined : String(filters.assignee)}
            options={assigneeOptions}
            onChange={(v) => setExtra(QUEUE_KEYS.assignee, v)}
            search
          />
        </div>
        <div className="list-toolbar-meta">
          <ListCount totalCount={query.data?.totalCount} capped={query.data?.totalCountCapped} />
          <div className="list-toolbar-options wq-options">
            <SortSelect
              value={filters.order === 'newest' ? 'newest' : 'oldest'}
              labels={{ newest: t('sort.newest'), oldest: t('sort.oldest') }}
              onChange={(sort) => setExtra(QUEUE_KEYS.order, sort === 'newest' ? 'newest' : null)}
            />
            <PageSizeSelect value={state.pageSize} onChange={(pageSize) => update({ pageSize })} />
          </div>
        </div>
      </div>
      <ListView query={query} state={state} onChange={update} searching={searching} emptyText={t('page.empty')}>
        {(page) => <QueueTable items={page.items} caption={t('page.title')} />}
      </ListView>
    </PageFrame>
  );
}
