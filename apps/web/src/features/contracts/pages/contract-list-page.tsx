import { useTranslation } from 'react-i18next';
import { ProductFilter } from '../../../components/catalogue/product-filter';
import { CompanySelect } from '../../../components/company-select/company-select';
import { ChoiceFilter } from '../../../components/list/choice-filter';
import { carriedQuery, isSearching, useListState } from '../../../components/list/list-state';
import { ListToolbar } from '../../../components/list/list-toolbar';
import { ListView } from '../../../components/list/list-view';
import { PageFrame } from '../../../components/page-frame';
import { useContracts } from '../api/search-contracts';
import { ContractTable, contractStatusOptions, idParam, asContractStatus } from '../components/contract-parts';
import '../contracts.css';
import { useRoles } from '../../../components/use-roles';

const KEYS = { status: 'status', product: 'product', company: 'company' } as const;
const EXTRA_KEYS = Object.values(KEYS);

/**
 * The contract list (P3101): search by status, product and text (number, name); sort by contract date; page sizes;
 * the state in the URL. Provider staff see every company's contracts and filter by company.
 */
export default function ContractListPage() {
  const { t } = useTranslation('contracts');
  const { isProvider } = useRoles();
  const { state, update, extra, setExtra } = useListState(EXTRA_KEYS);
  const status = asContractStatus(extra[KEYS.status]);
  const productCode = extra[KEYS.product]?.slice(0, 30) || undefined;
  const companyId = isProvider ? idParam(extra[KEYS.company]) : undefined;
  const query = useContracts({
    status,
    productCode,
    companyId,
    searchText: state.keyword || undefined,
    sort: state.sort === 'oldest' ? 'contractDateAsc' : 'contractDateDesc',
    pageNumber: state.pageNumber,
    pageSize: state.pageSize,
  });
  const carried = carriedQuery(state, Object.fromEntries(Object.entries(extra).filter(([, v]) => v)));
  const currentName = companyId ? query.data?.items.find((i) => i.companyId === companyId)?.companyName : undefined;
  return (
    <PageFrame title={t('list.title')} lead={isProvider ? t('list.leadProvider') : t('list.lead')}>
      <ListToolbar
        state={state}
        onChange={update}
        totalCount={query.data?.totalCount}
        searchLabel={t('list.searchText')}
        filters={
          <>
            <ChoiceFilter
              label={t('list.status')}
              allLabel={t('list.all')}
              value={status}
              options={contractStatusOptions()}
              onChange={(v) => setExtra(KEYS.status, v)}
            />
            <ProductFilter
              label={t('list.product')}
              placeholder={t('list.allProducts')}
              value={productCode}
              onChange={(v) => setExtra(KEYS.product, v)}
            />
            {isProvider && (
              <CompanySelect
                label={t('list.company')}
                placeholder={t('list.allCompanies')}
                notFound={t('list.noCompany')}
                value={companyId}
                currentName={currentName}
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
        searching={isSearching(state, status, productCode, companyId)}
        emptyText={t('list.empty')}
      >
        {(page) => (
          <ContractTable
            caption={t('list.title')}
            items={page.items}
            showCompany={isProvider}
            href={(item) => `/contract/${item.contractId}/contract-detail${carried}`}
          />
        )}
      </ListView>
    </PageFrame>
  );
}
