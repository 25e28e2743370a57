import { normalizeEmail } from '@portal/contract';
import { and, asc, count, desc, eq, gt, ilike, inArray, isNull, ne, or, sql, type SQL } from 'drizzle-orm';
import { companies, invitations, newsletterSubscriptions, userCompanies, userRoles, users } from '../../db/schema/index';
import type { DbOrTx } from '../../platform/db';

/**
 * The staff directory of a company: the reads and the one write on the accounts area's tables that
 * company staff management (modules/staff) needs. Other modules reach them through accounts/service.ts.
 */

export type StaffSortBy = 'registeredAt' | 'lastLoginAt' | 'name' | 'loginEmail';

export interface StaffQuery {
  companyId: number;
  searchText?: string;
  /** Membership PENDING shows as PENDING_APPROVAL; otherwise the account status. */
  statuses?: string[];
  userIds?: number[];
  sortBy: StaffSortBy;
  descending: boolean;
  limit?: number;
  offset?: number;
}

export interface StaffRow {
  userId: number;
  loginEmail: string;
  firstName: string;
  lastName: string;
  department: string | null;
  chargeJob: string | null;
  officePhone: string | null;
  mobilePhone: string | null;
  accountStatus: string;
  membershipStatus: string;
  registeredAt: Date;
  approvedAt: Date | null;
  lastLoginAt: Date | null;
  roles: string[];
}

const escapeLike = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

/** The status a staff list shows: awaiting approval for the company, else the account's state. */
const shownStatus = sql<string>`case when ${userCompanies.status} = 'PENDING' then 'PENDING_APPROVAL' else ${users.status} end`;

function whereOf(q: StaffQuery): SQL | undefined {
  const text = q.searchText?.trim();
  const like = text ? `%${escapeLike(text)}%` : null;
  return and(
    eq(userCompanies.companyId, q.companyId),
    ne(userCompanies.status, 'REMOVED'),
    like
      ? or(
          ilike(users.loginEmail, like),
          ilike(users.firstName, like),
          ilike(users.lastName, like),
          ilike(sql`${users.lastName} || ${users.firstName}`, like),
          ilike(sql`${users.firstName} || ' ' || ${users.lastName}`, like),
          ilike(users.department, like),
        )
      : undefined,
    q.statuses?.length ? inArray(shownStatus, q.statuses) : undefined,
    q.userIds ? inArray(users.id, q.userIds.length ? q.userIds : [-1]) : undefined,
  );
}

/** One page of a company's staff (memberships not REMOVED) and the total. */
export async function findStaff(db: DbOrTx, q: StaffQuery): Promise<{ rows: StaffRow[]; total: number }> {
  const where = whereOf(q);
  const [{ total }] = await db
    .select({ total: count() })
    .from(userCompanies)
    .innerJoin(users, eq(users.id, userCompanies.userId))
    .where(where);
  const dir = q.descending ? desc : asc;
  const order =
    q.sortBy === 'name'
      ? [dir(users.lastName), dir(users.firstName)]
      : q.sortBy === 'loginEmail'
        ? [dir(users.loginEmail)]
        : q.sortBy === 'lastLoginAt'
          ? [q.descending ? sql`${users.lastLoginAt} desc nulls last` : sql`${users.lastLoginAt} asc nulls first`]
          : [dir(userCompanies.createdAt)];
  let query = db
    .select({
      userId: users.id,
      loginEmail: users.loginEmail,
      firstName: users.firstName,
      lastName: users.lastName,
      department: users.department,
      chargeJob: users.chargeJob,
      officePhone: users.officePhone,
      mobilePhone: users.mobilePhone,
      accountStatus: shownStatus,
      membershipStatus: userCompanies.status,
      registeredAt: userCompanies.createdAt,
      approvedAt: users.approvedAt,
      lastLoginAt: users.lastLoginAt,
    })
    .from(userCompanies)
    .innerJoin(users, eq(users.id, userCompanies.userId))
    .where(where)
    .orderBy(...order, dir(users.id))
    .$dynamic();
  if (q.limit !== undefined) query = query.limit(q.limit);
  if (q.offset) query = query.offset(q.offset);
  const rows = await query;
  const ids = rows.map((r) => r.userId);
  const roles = ids.length ? await db.select().from(userRoles).where(inArray(userRoles.userId, ids)).orderBy(asc(userRoles.roleCode)) : [];
  return {
    total,
    rows: rows.map((r) => ({ ...r, roles: roles.filter((x) => x.userId === r.userId).map((x) => x.roleCode) })),
  };
}

/** The membership status of a user in a company (ACTIVE, PENDING, REMOVED), or null. */
export async function membershipOf(db: DbOrTx, userId: number, companyId: number): Promise<string | null> {
  const [row] = await db
    .select({ status: userCompanies.status })
    .from(userCompanies)
    .where(and(eq(userCompanies.userId, userId), eq(userCompanies.companyId, companyId)));
  return row?.status ?? null;
}

/** Whether the address belongs to a member (ACTIVE or awaiting approval) of the company. */
export async function isMemberAddress(db: DbOrTx, email: string, companyId: number): Promise<boolean> {
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .innerJoin(userCompanies, eq(userCompanies.userId, users.id))
    .where(and(eq(users.loginEmail, normalizeEmail(email)), eq(userCompanies.companyId, companyId), ne(userCompanies.status, 'REMOVED')));
  return rows.length > 0;
}

/** Whether an invitation of that kind to the address for the company is open (not accepted, revoked or expired). */
export async function hasPendingInvitation(db: DbOrTx, email: string, companyId: number, kind: 'MEMBER' | 'SUBSCRIBER'): Promise<boolean> {
  const rows = await db
    .select({ id: invitations.id })
    .from(invitations)
    .where(
      and(
        eq(invitations.email, normalizeEmail(email)),
        eq(invitations.companyId, companyId),
        eq(invitations.kind, kind),
        isNull(invitations.acceptedAt),
        isNull(invitations.revokedAt),
        gt(invitations.expiresAt, sql`now()`),
      ),
    );
  return rows.length > 0;
}

/** Whether the address is a confirmed newsletter subscriber of the company. */
export async function isSubscribed(db: DbOrTx, email: string, companyId: number): Promise<boolean> {
  const rows = await db
    .select({ id: newsletterSubscriptions.id })
    .from(newsletterSubscriptions)
    .where(and(eq(newsletterSubscriptions.email, normalizeEmail(email)), eq(newsletterSubscriptions.companyId, companyId), isNull(newsletterSubscriptions.unsubscribedAt)));
  return rows.length > 0;
}

/**
 * Staff deletion: the membership becomes REMOVED. The accounts session check refuses the member's tokens
 * for that company at once (the trigger of migration 0003 tells every server); the member may return by
 * verifying the e-mail again (accounts: confirmEmail).
 */
export async function removeMembership(db: DbOrTx, userId: number, companyId: number): Promise<boolean> {
  const rows = await db
    .update(userCompanies)
    .set({ status: 'REMOVED' })
    .where(and(eq(userCompanies.userId, userId), eq(userCompanies.companyId, companyId), ne(userCompanies.status, 'REMOVED')))
    .returning({ userId: userCompanies.userId });
  return rows.length > 0;
}

/** A company that exists and is not deleted. */
export async function liveCompany(db: DbOrTx, companyId: number) {
  const [row] = await db.select().from(companies).where(and(eq(companies.id, companyId), isNull(companies.deletedAt)));
  return row ?? null;
}
