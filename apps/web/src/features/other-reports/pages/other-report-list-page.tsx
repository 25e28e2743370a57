import { OTHER_REPORT_WORKFLOW } from '@portal/contract/workflow';
import { useTranslation } from 'react-i18next';
import { ChoiceFilter } from '../../../components/list/choice-filter';
import { PeriodFilter } from '../../../components/list/date-filter';
import { isSearching } from '../../../components/list/list-state';
import { listTexts } from '../../../components/list/list-page';
import { RequestList } from '../../../components/request-list/request-list';
import { useDrawerParam, useRequestListState } from '../../../components/request-list/request-list-state';
import { useRoles } from '../../../components/use-roles';
import { useOtherReports } from '../api/other-reports';
import { ReportDrawer } from '../components/report-drawer';
import { asItem, idParam, itemOptions, ReportTable } from '../components/report-parts';
import '../other-reports.css';

const KEYS = { item: 'item', contract: 'contractId' } as const;

/**
 * The changes of other reported items (P3601): filter by state, item, contract (its id from the contract's pages, or a
 * number in the search box) and request dates; sort; page sizes; everything in the URL. `requestId` in the URL opens
 * that change in the drawer (the links of notifications and of the work queue), where staff act on it.
 */
export default function OtherReportListPage() {
  const { t } = useTranslation('other-reports');
  const { isProvider } = useRoles();
  const list = useRequestListState(OTHER_REPORT_WORKFLOW, Object.values(KEYS), { company: false });
  const { extra, setExtra, period } = list;
  const item = asItem(extra[KEYS.item]);
  const contractId = idParam(extra[KEYS.contract]);
  const drawer = useDrawerParam('requestId', list.carried);
  const query = useOtherReports({
    ...list.page,
    ...list.periodBody,
    state: list.stateValue,
    item,
    contractId,
    sort: list.state.sort === 'oldest' ? 'requestedAsc' : 'requestedDesc',
  });
  const searching = isSearching(list.state, list.stateValue, item, contractId, period.fromDate, period.toDate);
  return (
    <RequestList
      {...list.props}
      declaration={OTHER_REPORT_WORKFLOW}
      texts={listTexts(t, {
        lead: isProvider ? t('list.leadProvider') : t('list.lead'),
        emptyText: isProvider ? t('list.emptyProvider') : t('list.empty'),
      })}
      query={query}
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
          <PeriodFilter labels={{ from: t('list.from'), to: t('list.to') }} {...period} />
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
      after={<ReportDrawer requestId={drawer.openId} onClose={drawer.close} showCompany={isProvider} />}
    >
      {(page) => (
        <ReportTable caption={t('list.title')} items={page.items} showCompany={isProvider} href={(i) => drawer.href(i.requestId)} />
      )}
    </RequestList>
  );
}
