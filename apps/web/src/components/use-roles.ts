import { PROVIDER_ROLES, ROLE } from '@portal/contract/constants';
import { hasPermission, type TPermission } from '@portal/contract/permissions';
import { useSession } from '../lib/session';

/** What the signed-in user's roles let a screen show: one hook for every area (the server decides again). */
export interface TRoles {
  roles: readonly string[];
  /** Provider staff: sales (05) or the administrator (06). */
  isProvider: boolean;
  /** A customer member (01). */
  isCustomer: boolean;
  /** A proxy reporter (02), who reports for the customers mapped to them. */
  isProxy: boolean;
  /** The exchange-side reviewer (09). */
  isReviewer: boolean;
  /** The company the user works in now. */
  companyId: number | undefined;
  /** Whether a role of the user holds the permission (the contract's table, as the server's guard reads it). */
  may: (permission: TPermission) => boolean;
}

export function rolesOf(roles: readonly string[], companyId?: number): TRoles {
  return {
    roles,
    isProvider: roles.some((r) => PROVIDER_ROLES.includes(r)),
    isCustomer: roles.includes(ROLE.customer),
    isProxy: roles.includes(ROLE.proxyReporter),
    isReviewer: roles.includes(ROLE.exchangeReviewer),
    companyId,
    may: (permission) => hasPermission(roles, permission),
  };
}

/** The signed-in user's roles (none for a visitor). */
export function useRoles(): TRoles {
  const { user } = useSession();
  return rolesOf(user?.roles ?? [], user?.companyId);
}
