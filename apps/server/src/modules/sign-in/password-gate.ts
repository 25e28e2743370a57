import type { DbOrTx } from '../../platform/db';
import { AppError } from '../../platform/errors';
import type { ModuleContext } from '../../platform/services';

/**
 * Which of a member's companies a password may open (decision 088): the company sign-on area takes out the companies
 * that require their own sign-on, unless the member is the company's break-glass member. Registered per app by the
 * sign-on module (a lower area cannot import it); without one, every company. Asked at the password step and at a
 * company switch of a session (a password session must not switch into a company that requires its sign-on).
 */
export type PasswordGate = <C extends { id: number }>(db: DbOrTx, userId: number, companies: C[]) => Promise<C[]>;
const passwordGates = new WeakMap<object, PasswordGate>();
export const usePasswordGate = (ctx: Pick<ModuleContext, 'sessions'>, gate: PasswordGate) => passwordGates.set(ctx.sessions, gate);

/** The companies a password opens; none left of some: SSO1N4030 (the company requires its sign-on). */
export async function passwordCompanies<C extends { id: number }>(ctx: ModuleContext, userId: number, companies: C[]): Promise<C[]> {
  const gate = passwordGates.get(ctx.sessions);
  if (!gate || !companies.length) return companies;
  const allowed = await gate(ctx.db, userId, companies);
  if (!allowed.length) {
    const refused = new AppError('SSO1N4030', undefined, 'sign-on required');
    refused.subject = { userId };
    throw refused;
  }
  return allowed;
}
