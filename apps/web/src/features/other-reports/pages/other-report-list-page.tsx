import { OTHER_REPORT_WORKFLOW } from '@portal/contract/workflow';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { ChoiceFilter } from '../../../components/list/choice-filter';
import { DateFilter, dateParam } from '../../../components/list/date-filter';
import { carriedQuery, isSearching, useListState } from '../../../components/list/list-state';
import { useOtherReports } from '../api/other-reports';
import { ReportDrawer } from '../components/report-drawer';
import { asItem, idParam, itemOptions, ReportTable } from '../components/report-parts';
import '../other-reports.css';
import { useRoles } from '../../../components/use-roles';
import { RequestList, stateOf } from '../../../components/request-list/request-list';

const KEYS = { state: 'state', item: 'item', contract: 'contractId', from: 'from', to: 'to', request: 'requestId' } as const;
const FILTER_KEYS = [KEYS.state, KEYS.item, KEYS.contract, KEYS.from, KEYS.to];

/**
 * The changes of other reported items (P3601): filter by state, item, contract (its id from the contract's pages, or a
 * number in the search box) and request dates; sort; page sizes; everything in the URL. `requestId` in the URL opens
 * that change in the drawer (the links of notifications and of the work queue), where staff act on it.
 */
export default function OtherReportListPage() {
  const { t } = useTranslation('other-reports');
  const { isProvider } = useRoles();
  const { state, update, extra, setExtra } = useListState(FILTER_KEYS);
  const [params, setParams] = useSearchParams();
  const reportState = stateOf(OTHER_REPORT_WORKFLOW, extra[KEYS.state]);
  const item = asItem(extra[KEYS.item]);
  const contractId = idParam(extra[KEYS.contract]);
  const fromDate = dateParam(extra[KEYS.from]);
  const toDate = dateParam(extra[KEYS.to]);
  const openId = idParam(params.get(KEYS.request));
  const query = useOtherReports({
    state: reportState,
    item,
    contractId,
    fromDate,
    toDate: fromDate && toDate && toDate < fromDate ? fromDate : toDate,
    searchText: state.keyword || undefined,
    sort: state.sort === 'oldest' ? 'requestedAsc' : 'requestedDesc',
    pageNumber: state.pageNumber,
    pageSize: state.pageSize,
  });
  const kept = Object.fromEntries(Object.entries(extra).filter(([, v]) => v));
  const open = (requestId: number) => {
    const next = new URLSearchParams(carriedQuery(state, kept));
    next.set(KEYS.request, String(requestId));
    return `?${next.toString()}`;
  };
  const close = () => {
    const next = new URLSearchParams(params);
    next.delete(KEYS.request);
    setParams(next);
  };
  const searching = isSearching(state, reportState, item, contractId, fromDate, toDate);
  return (
    <RequestList
      declaration={OTHER_REPORT_WORKFLOW}
      texts={{
        title: t('list.title'),
        lead: isProvider ? t('list.leadProvider') : t('list.lead'),
        searchLabel: t('list.searchText'),
        searchPlaceholder: t('list.searchPlaceholder'),
        emptyText: isProvider ? t('list.emptyProvider') : t('list.empty'),
      }}
      list={{ state, update }}
      query={query}
      stateValue={reportState}
      onStateChange={(v) => setExtra(KEYS.state, v ?? null)}
      searching={searching}
      filters={
        <>
          <ChoiceFilter
            label={t('list.item')}
            allLabel={t('list.all')}
            value={item}
            options={itemOptions()}
            onChange={(v) => setExtra(KEYS.item, v)}
          />
          <DateFilter label={t('list.from')} value={fromDate} max={toDate} onChange={(v) => setExtra(KEYS.from, v)} />
          <DateFilter label={t('list.to')} value={toDate} min={fromDate} onChange={(v) => setExtra(KEYS.to, v)} />
        </>
      }
      before={
        contractId && (
          <p className="otr-filter-note" role="note">
            <span>{t('list.contractFilter', { number: query.data?.items[0]?.contractNumber ?? `#${contractId}` })}</span>
            <button type="button" className="shell-button shell-button-ghost otr-clear" onClick={() => setExtra(KEYS.contract, null)}>
              {t('list.clearContract')}
            </button>
          </p>
        )
      }
      after={<ReportDrawer requestId={openId} onClose={close} showCompany={isProvider} />}
    >
      {(page) => <ReportTable caption={t('list.title')} items={page.items} showCompany={isProvider} href={(i) => open(i.requestId)} />}
    </RequestList>
  );
}
