import EditOutlined from '@ant-design/icons/es/icons/EditOutlined';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { CompanySelect } from '../../../components/company-select/company-select';
import { ChoiceFilter } from '../../../components/list/choice-filter';
import { carriedQuery, isSearching, useListState } from '../../../components/list/list-state';
import { ListToolbar } from '../../../components/list/list-toolbar';
import { ListView } from '../../../components/list/list-view';
import { PageFrame } from '../../../components/page-frame';
import { useNonDisplayReports } from '../api/search-non-display-reports';
import { asDeclarationState, DeclarationTable, declarationPage, stateOptions, useDeclarationRoles } from '../components/declaration-parts';
import '../non-display.css';

const KEYS = { state: 'state', company: 'company', orderId: 'orderId' } as const;
const EXTRA_KEYS = Object.values(KEYS);

/**
 * The declaration list (P3401): status and change history (revision and last change) of each declaration, search by
 * status and number text, sort and page size, everything in the URL; per row the PDF and the order form. Customers
 * submit a new report from here; provider staff also see and filter by company.
 */
export default function DeclarationListPage() {
  const { t } = useTranslation('non-display');
  const { isProvider, isCustomer } = useDeclarationRoles();
  const { state, update, extra, setExtra } = useListState(EXTRA_KEYS);
  const declarationState = asDeclarationState(extra[KEYS.state]);
  const companyNumber = Number(extra[KEYS.company]);
  const companyId = isProvider && Number.isInteger(companyNumber) && companyNumber > 0 ? companyNumber : undefined;
  // The declarations of one order form (the order page's "non-display report" for provider staff).
  const orderNumber = Number(extra[KEYS.orderId]);
  const orderId = Number.isInteger(orderNumber) && orderNumber > 0 && orderNumber <= 2_147_483_647 ? orderNumber : undefined;
  const query = useNonDisplayReports({
    state: declarationState,
    companyId,
    orderId,
    searchText: state.keyword || undefined,
    sort: state.sort === 'oldest' ? 'updatedAsc' : 'updatedDesc',
    pageNumber: state.pageNumber,
    pageSize: state.pageSize,
  });
  const kept = Object.fromEntries(Object.entries(extra).filter(([, v]) => v));
  const carried = carriedQuery(state, kept);
  const searching = isSearching(state, declarationState, companyId, orderId);
  const firstCompany = companyId ? query.data?.items.find((i) => i.companyId === companyId)?.companyName : undefined;
  return (
    <PageFrame
      title={t('list.title')}
      lead={isProvider ? t('list.leadProvider') : t('list.lead')}
      actions={
        isCustomer && (
          <Link to="/report/non-display-write" className="shell-button shell-button-primary">
            <EditOutlined aria-hidden /> <span>{t('list.newReport')}</span>
          </Link>
        )
      }
    >
      <ListToolbar
        state={state}
        onChange={update}
        totalCount={query.data?.totalCount}
        searchLabel={t('list.searchText')}
        searchPlaceholder={t('list.searchPlaceholder')}
        filters={
          <>
            <ChoiceFilter
              label={t('list.state')}
              allLabel={t('list.all')}
              value={declarationState}
              options={stateOptions()}
              onChange={(v) => setExtra(KEYS.state, v)}
            />
            {isProvider && (
              <CompanySelect
                label={t('list.company')}
                placeholder={t('list.allCompanies')}
                notFound={t('list.noCompany')}
                value={companyId}
                currentName={firstCompany}
                onChange={(v) => setExtra(KEYS.company, v ? String(v) : null)}
              />
            )}
          </>
        }
      />
      <ListView
        query={query}
        state={state}
        onChange={update}
        searching={searching}
        emptyText={isCustomer ? t('list.emptyCustomer') : t('list.empty')}
      >
        {(page) => (
          <DeclarationTable
            caption={t('list.title')}
            items={page.items}
            provider={isProvider}
            href={(item) => `${declarationPage(item.declarationId)}${carried}`}
          />
        )}
      </ListView>
    </PageFrame>
  );
}
