import { useTranslation } from 'react-i18next';
import { ChoiceFilter } from '../../../components/list/choice-filter';
import { PeriodFilter } from '../../../components/list/date-filter';
import { isSearching } from '../../../components/list/list-state';
import { ListPage, listTexts } from '../../../components/list/list-page';
import { useDrawerParam, useRequestListState } from '../../../components/request-list/request-list-state';
import { useContractInquiries } from '../api/contract-inquiries';
import { InquiryDrawer } from '../components/inquiry-drawer';
import { asStatus, InquiryTable, statusOptions } from '../components/inquiry-parts';
import '../contract-inquiries.css';

const KEYS = { status: 'status', mine: 'mine' } as const;

/**
 * The provider staff's contract inquiries (P3711): how many are open and assigned to the reader in the header; filters by
 * status, the reader's own, received dates and text (company, name, e-mail, number); sort; page sizes; everything in the
 * URL. `inquiryId` in the URL opens one in the drawer, where staff assign and answer it.
 */
export default function ContractInquiryListPage() {
  const { t } = useTranslation('contract-inquiries');
  const { state, update, extra, setExtra, period, ...list } = useRequestListState(undefined, Object.values(KEYS), { company: false });
  const status = asStatus(extra[KEYS.status]);
  const mine = extra[KEYS.mine] === 'Y' ? true : undefined;
  const drawer = useDrawerParam('inquiryId', list.carried);
  const query = useContractInquiries({ ...list.page, ...list.periodBody, status, mine, sort: state.sort });
  const counts = query.data?.counts;
  return (
    <ListPage
      texts={listTexts(t)}
      actions={
        counts && (
          <p className="ciq-counts" aria-live="polite">
            <button type="button" className="ciq-count is-open" onClick={() => setExtra(KEYS.status, 'OPEN')}>
              {t('list.openCount', { count: counts.open })}
            </button>
            <button type="button" className="ciq-count" onClick={() => setExtra(KEYS.mine, 'Y')}>
              {t('list.mineCount', { count: counts.mine })}
            </button>
          </p>
        )
      }
      list={{ state, update }}
      query={query}
      searching={isSearching(state, status, mine, period.fromDate, period.toDate)}
      filters={
        <>
          <ChoiceFilter
            label={t('list.status')}
            allLabel={t('list.all')}
            value={status}
            options={statusOptions()}
            onChange={(v) => setExtra(KEYS.status, v)}
          />
          <ChoiceFilter
            label={t('list.assignee')}
            allLabel={t('list.everyone')}
            value={mine ? 'Y' : undefined}
            options={[{ value: 'Y', label: t('list.onlyMine') }]}
            onChange={(v) => setExtra(KEYS.mine, v)}
          />
          <PeriodFilter labels={{ from: t('list.from'), to: t('list.to') }} {...period} />
        </>
      }
      after={<InquiryDrawer inquiryId={drawer.openId} onClose={drawer.close} />}
    >
      {(page) => <InquiryTable caption={t('list.title')} items={page.items} href={(i) => drawer.href(i.inquiryId)} />}
    </ListPage>
  );
}
