import { SignOnSettingsPanel } from '../components/sign-on-form';

/** /mypage/company-sign-on: the company administrator's sign-on settings of the token's company. */
export default function CompanySignOnPage() {
  return <SignOnSettingsPanel companyId={null} />;
}
