import { SuspensionList } from '../components/suspension-list';
import { useSuspensionRoles } from '../components/suspension-parts';

/** The suspension list (P3501): a customer's company's requests; provider staff reach every company's here too. */
export default function SuspensionListPage() {
  const { isProvider } = useSuspensionRoles();
  return <SuspensionList staff={isProvider} />;
}
