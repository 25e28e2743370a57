import { SuspensionList } from '../components/suspension-list';
import { useRoles } from '../../../components/use-roles';

/** The suspension list (P3501): a customer's company's requests; provider staff reach every company's here too. */
export default function SuspensionListPage() {
  const { isProvider } = useRoles();
  return <SuspensionList staff={isProvider} />;
}
