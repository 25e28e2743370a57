import { adminCompanySignOnPage, type TStaffMember } from '@portal/contract';
import Table from 'antd/es/table';
import Tag from 'antd/es/tag';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { CompanySelect } from '../../../components/company-select/company-select';
import { PageFrame } from '../../../components/page-frame';
import { MEMBER_STATUS_TONE, StatusTag } from '../../../components/status-tag';
import { useStaff } from '../../../lib/calls/staff';
import { CompanyAdminButton } from '../components/company-admin-button';

/**
 * /admin/company-admins (the provider administrator, decision 086): a company's members, who administers it, and
 * the designation or revocation of its company administrators, and the way to the company's sign-on settings (decision 088).
 */
export default function CompanyAdminsPage() {
  const { t } = useTranslation('company-staff');
  const [companyId, setCompanyId] = useState<number | undefined>();
  const list = useStaff({ companyId, pageSize: 100, pageNumber: 1, statusCodes: 'ACTIVE', sortBy: 'name', sort: 'oldest' });
  const rows = companyId ? (list.data?.items ?? []) : [];
  return (
    <PageFrame title={t('companyAdmins.title')}>
      <p className="ws-lead">{t('companyAdmins.lead')}</p>
      <CompanySelect
        value={companyId}
        onChange={(id) => setCompanyId(id ?? undefined)}
        label={t('companyAdmins.company')}
        placeholder={t('companyAdmins.companyPlaceholder')}
        notFound={t('companyAdmins.notFound')}
      />
      {companyId && (
        <p>
          <Link to={adminCompanySignOnPage.replace(':companyId', String(companyId))}>{t('companyAdmins.signOn')}</Link>
        </p>
      )}
      <Table<TStaffMember>
        rowKey="userId"
        scroll={{ x: true }}
        loading={!!companyId && list.isFetching}
        dataSource={rows}
        pagination={false}
        locale={{ emptyText: companyId ? t('companyAdmins.empty') : t('companyAdmins.choose') }}
        columns={[
          {
            key: 'name',
            title: t('staff.field.member'),
            render: (_, m) => (
              <>
                <div className="ws-strong">
                  {m.name} {m.companyAdmin && <Tag color="blue">{t('staff.admin.tag')}</Tag>}
                </div>
                <div className="ws-hint">{m.loginEmail}</div>
              </>
            ),
          },
          {
            key: 'status',
            title: t('staff.field.status'),
            render: (_, m) => <StatusTag tone={MEMBER_STATUS_TONE[m.statusCode]}>{m.statusName}</StatusTag>,
          },
          { key: 'actions', title: t('staff.field.actions'), render: (_, m) => <CompanyAdminButton member={m} companyId={companyId} /> },
        ]}
      />
    </PageFrame>
  );
}
