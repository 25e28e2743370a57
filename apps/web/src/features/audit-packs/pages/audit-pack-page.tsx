import { ROLE } from '@portal/contract/constants';
import { useTranslation } from 'react-i18next';
import { CompanySelect } from '../../../components/company-select/company-select';
import { ListView } from '../../../components/list/list-view';
import { useListState } from '../../../components/list/list-state';
import { ListCount, PageSizeSelect } from '../../../components/list/list-toolbar';
import { PageFrame } from '../../../components/page-frame';
import { useRoles } from '../../../components/use-roles';
import { useAuditPacks } from '../api/audit-packs';
import { PackForm } from '../components/pack-form';
import { PackTable } from '../components/pack-table';
import { VerifyPanel } from '../components/verify-panel';
import '../audit-packs.css';

const COMPANY_KEY = 'companyId';

/**
 * /audit/audit-pack: make the audit pack of a customer (a member: their company; the exchange reviewer and the provider
 * administrator: the customer they pick), follow its progress, download it when ready, and verify a pack.
 */
export default function AuditPackPage() {
  const { t } = useTranslation('audit-packs');
  const { isReviewer, roles } = useRoles();
  const anyCustomer = isReviewer || roles.includes(ROLE.providerAdmin);
  const { state, update, extra, setExtra } = useListState([COMPANY_KEY]);
  const companyId = anyCustomer ? Number(extra[COMPANY_KEY]) || undefined : undefined;
  const packs = useAuditPacks({ pageNumber: state.pageNumber, pageSize: state.pageSize, ...(companyId ? { companyId } : {}) });

  return (
    <PageFrame lead={t('page.lead')}>
      <section className="adp-section">
        <PackForm needsCompany={anyCustomer} onCreated={() => update({ pageNumber: 1 })} />
      </section>
      <section className="adp-section" aria-labelledby="adp-list-title">
        <h2 id="adp-list-title" className="adp-heading">
          {t('list.title')}
        </h2>
        <div className="list-toolbar">
          {anyCustomer && (
            <div className="list-toolbar-filters">
              <CompanySelect
                value={companyId}
                onChange={(id) => setExtra(COMPANY_KEY, id ? String(id) : null)}
                label={t('list.companyFilter')}
                placeholder={t('list.allCompanies')}
                notFound={t('form.companyNotFound')}
              />
            </div>
          )}
          <div className="list-toolbar-meta">
            <ListCount totalCount={packs.data?.totalCount} />
            <div className="list-toolbar-options">
              <PageSizeSelect value={state.pageSize} onChange={(pageSize) => update({ pageSize })} />
            </div>
          </div>
        </div>
        <ListView query={packs} state={state} onChange={update} searching={Boolean(companyId)} emptyText={t('list.empty')}>
          {(page) => <PackTable items={page.items} showCompany={anyCustomer} />}
        </ListView>
      </section>
      <VerifyPanel />
    </PageFrame>
  );
}
