import { ROLE } from '@portal/contract';
import { and, asc, count, eq, inArray, ne, sql } from 'drizzle-orm';
import { userCompanies, userRoles, users } from './schema';
import type { DbOrTx } from '../../platform/db';
import { isLastAdmin, lockCompany } from './repo';

/**
 * The identity area's side of provisioning by SCIM (decision 089): a company's members as its identity provider sees
 * them (every membership not REMOVED: ACTIVE, PENDING approval, SUSPENDED by the provider), their creation, their
 * deactivation (membership SUSPENDED) and removal (REMOVED). The changes of a membership run under the company's lock,
 * like the staff screen's, so the last-administrator rule of decision 086 holds against concurrent changes.
 */

export interface ProvisionedMember {
  userId: number;
  loginEmail: string;
  firstName: string;
  lastName: string;
  englishName: string | null;
  department: string | null;
  chargeJob: string | null;
  /** ACTIVE, PENDING or SUSPENDED. */
  membershipStatus: string;
  companyAdmin: boolean;
  createdAt: Date;
  updatedAt: Date;
}

const COLUMNS = {
  userId: users.id,
  loginEmail: users.loginEmail,
  firstName: users.firstName,
  lastName: users.lastName,
  englishName: users.englishName,
  department: users.department,
  chargeJob: users.chargeJob,
  membershipStatus: userCompanies.status,
  companyAdmin: userCompanies.companyAdmin,
  createdAt: userCompanies.createdAt,
  updatedAt: users.updatedAt,
};

export interface ProvisionedQuery {
  companyId: number;
  /** The login e-mail, compared without case. */
  loginEmail?: string;
  userIds?: number[];
  /** Only the company's active administrators (the group of role 03). */
  adminsOnly?: boolean;
  /** Only active memberships (the group of role 01). */
  activeOnly?: boolean;
  offset: number;
  limit: number;
}

/** The company's members as its identity provider sees them, oldest membership first. */
export async function provisionedMembers(db: DbOrTx, q: ProvisionedQuery): Promise<{ rows: ProvisionedMember[]; total: number }> {
  const where = and(
    eq(userCompanies.companyId, q.companyId),
    ne(userCompanies.status, 'REMOVED'),
    q.loginEmail !== undefined ? sql`lower(${users.loginEmail}) = lower(${q.loginEmail})` : undefined,
    q.userIds ? inArray(users.id, q.userIds.length ? q.userIds : [-1]) : undefined,
    q.activeOnly ? eq(userCompanies.status, 'ACTIVE') : undefined,
    q.adminsOnly ? and(eq(userCompanies.companyAdmin, true), eq(userCompanies.status, 'ACTIVE')) : undefined,
  );
  // One after the other: `db` may be a transaction, whose one connection takes one query at a time.
  const rows = await db
    .select(COLUMNS)
    .from(userCompanies)
    .innerJoin(users, eq(users.id, userCompanies.userId))
    .where(where)
    .orderBy(asc(userCompanies.createdAt), asc(users.id))
    .offset(q.offset)
    .limit(q.limit);
  const [counted] = await db.select({ n: count() }).from(userCompanies).innerJoin(users, eq(users.id, userCompanies.userId)).where(where);
  return { rows, total: Number(counted?.n ?? 0) };
}

export async function provisionedMember(db: DbOrTx, companyId: number, userId: number): Promise<ProvisionedMember | null> {
  const [row] = await db
    .select(COLUMNS)
    .from(userCompanies)
    .innerJoin(users, eq(users.id, userCompanies.userId))
    .where(and(eq(userCompanies.companyId, companyId), eq(userCompanies.userId, userId), ne(userCompanies.status, 'REMOVED')));
  return row ?? null;
}

export interface ProvisionInput {
  loginEmail: string;
  firstName: string;
  lastName: string;
  department: string | null;
  chargeJob: string | null;
  active: boolean;
}

/**
 * Makes the address a member of the company (call inside a transaction): a new account (ACTIVE, no password yet, role
 * 01, registration kind SCIM) with an ACTIVE (or SUSPENDED) membership; a member removed from the company earlier comes
 * back. An address that is already a member answers 'exists'; an account of another company only 'other-account' (its
 * owner joins by the company's invitation: a provider may not claim a person's existing account).
 */
export async function provisionMember(
  tx: DbOrTx,
  companyId: number,
  input: ProvisionInput,
): Promise<{ kind: 'created' | 'restored'; userId: number } | { kind: 'exists' | 'other-account'; userId: number }> {
  await lockCompany(tx, companyId);
  const status = input.active ? 'ACTIVE' : 'SUSPENDED';
  const [existing] = await tx
    .select({ id: users.id })
    .from(users)
    .where(sql`lower(${users.loginEmail}) = lower(${input.loginEmail})`);
  if (existing) {
    const [m] = await tx
      .select({ status: userCompanies.status })
      .from(userCompanies)
      .where(and(eq(userCompanies.userId, existing.id), eq(userCompanies.companyId, companyId)));
    if (!m) return { kind: 'other-account', userId: existing.id };
    if (m.status !== 'REMOVED') return { kind: 'exists', userId: existing.id };
    await tx
      .update(userCompanies)
      .set({ status, companyAdmin: false })
      .where(and(eq(userCompanies.userId, existing.id), eq(userCompanies.companyId, companyId)));
    return { kind: 'restored', userId: existing.id };
  }
  const now = new Date();
  const [u] = await tx
    .insert(users)
    .values({
      loginEmail: input.loginEmail,
      firstName: input.firstName,
      lastName: input.lastName,
      department: input.department,
      chargeJob: input.chargeJob,
      status: 'ACTIVE',
      registrationKind: 'SCIM',
      approvedAt: now,
    })
    .returning({ id: users.id });
  await tx.insert(userRoles).values({ userId: u!.id, roleCode: ROLE.customer });
  await tx.insert(userCompanies).values({ userId: u!.id, companyId, status });
  return { kind: 'created', userId: u!.id };
}

/** The person's names, department and job title as the identity provider holds them (undefined: unchanged). */
export async function updateProvisionedProfile(
  tx: DbOrTx,
  userId: number,
  p: { firstName?: string; lastName?: string; department?: string | null; chargeJob?: string | null },
): Promise<void> {
  const set = Object.fromEntries(Object.entries(p).filter(([, v]) => v !== undefined));
  if (!Object.keys(set).length) return;
  await tx
    .update(users)
    .set({ ...set, updatedAt: new Date() })
    .where(eq(users.id, userId));
}

export type MembershipChange = 'changed' | 'unchanged' | 'missing' | 'pending' | 'last-admin';

/**
 * Deactivates (SUSPENDED) or reactivates (ACTIVE) the member in the company, under the company's lock: the last active
 * administrator is never deactivated (decision 086); a membership awaiting approval stays so ('pending').
 */
export async function setMembershipActive(tx: DbOrTx, companyId: number, userId: number, active: boolean): Promise<MembershipChange> {
  await lockCompany(tx, companyId);
  const [m] = await tx
    .select({ status: userCompanies.status })
    .from(userCompanies)
    .where(and(eq(userCompanies.userId, userId), eq(userCompanies.companyId, companyId)));
  if (!m || m.status === 'REMOVED') return 'missing';
  if (m.status === 'PENDING') return active ? 'pending' : 'pending';
  if ((m.status === 'ACTIVE') === active) return 'unchanged';
  if (!active && (await isLastAdmin(tx, companyId, userId))) return 'last-admin';
  await tx
    .update(userCompanies)
    .set({ status: active ? 'ACTIVE' : 'SUSPENDED' })
    .where(and(eq(userCompanies.userId, userId), eq(userCompanies.companyId, companyId)));
  return 'changed';
}

/** Removes the member from the company (REMOVED), under the company's lock, never its last active administrator. */
export async function removeProvisionedMember(
  tx: DbOrTx,
  companyId: number,
  userId: number,
): Promise<'removed' | 'missing' | 'last-admin'> {
  await lockCompany(tx, companyId);
  const [m] = await tx
    .select({ status: userCompanies.status })
    .from(userCompanies)
    .where(and(eq(userCompanies.userId, userId), eq(userCompanies.companyId, companyId)));
  if (!m || m.status === 'REMOVED') return 'missing';
  if (await isLastAdmin(tx, companyId, userId)) return 'last-admin';
  await tx
    .update(userCompanies)
    .set({ status: 'REMOVED', companyAdmin: false })
    .where(and(eq(userCompanies.userId, userId), eq(userCompanies.companyId, companyId)));
  return 'removed';
}
