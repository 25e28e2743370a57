import DownloadOutlined from '@ant-design/icons/es/icons/DownloadOutlined';
import { labelOf, MARKET_MAIN_LABELS, PROVISION_LABELS, type TInventoryItem } from '@portal/contract';
import Button from 'antd/es/button';
import { useFeedback } from '../../../components/feedback/use-feedback';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ProductFilter } from '../../../components/catalogue/product-filter';
import { CompanySelect } from '../../../components/company-select/company-select';
import { errorTextOf } from '../../../components/form/field-rules';
import { ChoiceFilter } from '../../../components/list/choice-filter';
import { DateFilter, dateParam } from '../../../components/list/date-filter';
import { useListState } from '../../../components/list/list-state';
import { ListTable, type ListColumn } from '../../../components/list/list-table';
import { ListCount, PageSizeSelect } from '../../../components/list/list-toolbar';
import { ListView } from '../../../components/list/list-view';
import { PageFrame } from '../../../components/page-frame';
import { formatDate } from '../../../lib/format';
import { currentLanguage } from '../../../lib/i18n';
import { exportInventory } from '../api/export-inventory';
import { useInventory } from '../api/search-inventory';
import { idParam, asUseType, productUseLabel, productUseOptions } from '../components/contract-parts';
import '../contracts.css';
import { useRoles } from '../../../components/use-roles';

const KEYS = { product: 'product', useType: 'useType', onDate: 'onDate', company: 'company' } as const;
const EXTRA_KEYS = Object.values(KEYS);

/**
 * The licence inventory (P3103): per company every product in use on a date (today unless chosen), under which
 * contract, since and until when, with its use type; filters in the URL; Excel export of what the filters select.
 */
export default function InventoryPage() {
  const { t } = useTranslation('contracts');
  const { message } = useFeedback();
  const { isProvider } = useRoles();
  const lang = currentLanguage();
  const { state, update, extra, setExtra } = useListState(EXTRA_KEYS);
  const productCode = extra[KEYS.product]?.slice(0, 30) || undefined;
  const useType = asUseType(extra[KEYS.useType]);
  const onDate = dateParam(extra[KEYS.onDate]);
  const companyId = isProvider ? idParam(extra[KEYS.company]) : undefined;
  const filters = { productCode, useType, onDate, companyId };
  const query = useInventory({ ...filters, pageNumber: state.pageNumber, pageSize: state.pageSize });
  const [exporting, setExporting] = useState(false);
  const currentName = companyId ? query.data?.items.find((i) => i.companyId === companyId)?.companyName : undefined;

  const exportNow = async () => {
    setExporting(true);
    try {
      await exportInventory(filters, t('inventory.fileName', { date: onDate ?? formatDate(new Date().toISOString()) }));
    } catch (err) {
      void message.error(errorTextOf(err, t('common:error.api')));
    } finally {
      setExporting(false);
    }
  };

  const columns: ListColumn<TInventoryItem>[] = [
    ...(isProvider
      ? [{ key: 'company', header: t('column.company'), className: 'col-inv-company', cell: (i: TInventoryItem) => i.companyName }]
      : []),
    {
      key: 'product',
      header: t('column.product'),
      className: 'col-inv-product',
      cell: (i) => (
        <>
          <span className="ws-strong">{i.productName}</span>
          <span className="ws-hint inv-code">
            {i.productCode} · {labelOf(MARKET_MAIN_LABELS, i.marketMain, lang)} · {labelOf(PROVISION_LABELS, i.provision, lang)}
          </span>
        </>
      ),
    },
    {
      key: 'useType',
      header: t('column.useType'),
      className: 'col-inv-use',
      dataLabel: () => t('column.useType'),
      cell: (i) => productUseLabel(i.useType),
    },
    {
      key: 'contract',
      header: t('column.contract'),
      className: 'col-inv-contract',
      dataLabel: () => t('column.contract'),
      cell: (i) => <Link to={`/contract/${i.contractId}/contract-detail`}>{i.contractNumber}</Link>,
    },
    {
      key: 'since',
      header: t('column.since'),
      className: 'col-inv-date',
      dataLabel: () => t('column.since'),
      cell: (i) => i.effectiveFrom,
    },
    {
      key: 'until',
      header: t('column.until'),
      className: 'col-inv-date',
      dataLabel: () => t('column.until'),
      cell: (i) => i.effectiveTo ?? t('inventory.open'),
    },
  ];

  return (
    <PageFrame
      title={t('inventory.title')}
      lead={t('inventory.lead')}
      actions={
        <Button icon={<DownloadOutlined aria-hidden />} loading={exporting} onClick={() => void exportNow()}>
          {t('inventory.export')}
        </Button>
      }
    >
      <div className="list-toolbar">
        <div className="list-toolbar-filters" role="search" aria-label={t('inventory.filters')}>
          <ProductFilter
            label={t('list.product')}
            placeholder={t('list.allProducts')}
            value={productCode}
            onChange={(v) => setExtra(KEYS.product, v)}
          />
          <ChoiceFilter
            label={t('column.useType')}
            allLabel={t('list.all')}
            value={useType}
            options={productUseOptions()}
            onChange={(v) => setExtra(KEYS.useType, v)}
          />
          <DateFilter
            label={t('inventory.onDate')}
            placeholder={t('inventory.today')}
            value={onDate}
            onChange={(v) => setExtra(KEYS.onDate, v)}
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
        </div>
        <div className="list-toolbar-meta">
          <ListCount totalCount={query.data?.totalCount} />
          <div className="list-toolbar-options">
            <PageSizeSelect value={state.pageSize} onChange={(pageSize) => update({ pageSize })} />
          </div>
        </div>
      </div>
      <ListView
        query={query}
        state={state}
        onChange={update}
        searching={Boolean(productCode || useType || onDate || companyId)}
        emptyText={t('inventory.empty')}
      >
        {(page) => (
          <div className="contract-table-wrap">
            <ListTable
              className="bulletin-table inventory-table"
              caption={t('inventory.title')}
              items={page.items}
              columns={columns}
              rowKey={(i) => `${i.contractId}-${i.productCode}-${i.effectiveFrom}`}
            />
          </div>
        )}
      </ListView>
    </PageFrame>
  );
}
