import type { TStaffMember } from '@portal/contract';
import Button from 'antd/es/button';
import { useTranslation } from 'react-i18next';
import { useFeedback } from '../../../components/feedback/use-feedback';
import { ApiError } from '../../../lib/api';
import { useSetCompanyAdmin } from '../api/set-company-admin';

/**
 * Make a member the company administrator, or revoke it, after a confirmation (decision 086). `companyId`: the company
 * the provider administrator names; omitted, the company of the session (a company administrator's own).
 */
export function CompanyAdminButton({ member, companyId }: { member: TStaffMember; companyId?: number }) {
  const { t } = useTranslation('company-staff');
  const { message, modal } = useFeedback();
  const change = useSetCompanyAdmin();
  const grant = !member.companyAdmin;
  if (grant && member.statusCode !== 'ACTIVE') return null;
  const key = grant ? 'grant' : 'revoke';
  const confirm = () =>
    modal.confirm({
      title: t(`staff.admin.${key}.confirmTitle`, { name: member.name }),
      content: t(`staff.admin.${key}.confirmText`),
      okText: t(`staff.admin.${key}.ok`),
      okButtonProps: { danger: !grant },
      cancelText: t('common:action.cancel'),
      onOk: async () => {
        try {
          await change.mutateAsync({ userId: member.userId, body: { companyAdmin: grant, ...(companyId ? { companyId } : {}) } });
          void message.success(t(`staff.admin.${key}.done`, { name: member.name }));
        } catch (err) {
          void message.error(err instanceof ApiError && err.message ? err.message : t('common:error.api'));
        }
      },
    });
  return (
    <Button size="small" onClick={confirm} loading={change.isPending} aria-label={t(`staff.admin.${key}.label`, { name: member.name })}>
      {t(`staff.admin.${key}.button`)}
    </Button>
  );
}
