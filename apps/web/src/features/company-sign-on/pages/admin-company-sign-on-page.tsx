import { useParams } from 'react-router';
import { SignOnSettingsPanel } from '../components/sign-on-form';

/** /admin/company/:companyId/sign-on: the provider administrator's view of a company's sign-on settings. */
export default function AdminCompanySignOnPage() {
  const { companyId } = useParams();
  const id = Number(companyId);
  return <SignOnSettingsPanel companyId={Number.isSafeInteger(id) && id > 0 ? id : 0} />;
}
