import { useLocation } from 'react-router';
import { loginEmail } from '../../../lib/tokens';

/** The login e-mail the previous step passed on (navigation state), else the one kept in local storage. */
export function useKnownEmail(): string {
  const location = useLocation();
  return (location.state as { loginEmail?: string } | null)?.loginEmail ?? loginEmail.get() ?? '';
}
