import { normalizeEmail } from '@portal/contract';
import { and, asc, count, desc, eq, exists, ilike, inArray, isNull, ne, or, sql, type SQL } from 'drizzle-orm';
import { companies, userCompanies, userRoles, users } from './schema';
import type { DbOrTx } from '../../platform/db';

/**
 * The lists of the identity area's tables: a company's staff directory (modules/staff), the members
 * by status (staff-approval) and the company search of the join form (registration). Other modules
 * reach them through identity/service.ts.
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
  englishName: string | null;
  department: string | null;
  chargeJob: string | null;
  officePhone: string | null;
  mobilePhone: string | null;
  accountStatus: string;
  membershipStatus: string;
  /** The member administers this company (decision 086). */
  companyAdmin: boolean;
  registeredAt: Date;
  approvedAt: Date | null;
  lastLoginAt: Date | null;
  roles: string[];
}

const escapeLike = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

/** The status a staff list shows: awaiting approval for the company, else the account's state. */
const shownStatus = sql<string>`case when ${userCompanies.status} = 'PENDING' then 'PENDING_APPROVAL' when ${userCompanies.status} = 'SUSPENDED' then 'SUSPENDED' else ${users.status} end`;

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
          ilike(users.englishName, like),
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
      englishName: users.englishName,
      department: users.department,
      chargeJob: users.chargeJob,
      officePhone: users.officePhone,
      mobilePhone: users.mobilePhone,
      accountStatus: shownStatus,
      membershipStatus: userCompanies.status,
      companyAdmin: userCompanies.companyAdmin,
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

/** Whether the address belongs to a member (ACTIVE or awaiting approval) of the company. */
export async function isMemberAddress(db: DbOrTx, email: string, companyId: number): Promise<boolean> {
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .innerJoin(userCompanies, eq(userCompanies.userId, users.id))
    .where(and(eq(users.loginEmail, normalizeEmail(email)), eq(userCompanies.companyId, companyId), ne(userCompanies.status, 'REMOVED')));
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
  const [row] = await db
    .select()
    .from(companies)
    .where(and(eq(companies.id, companyId), isNull(companies.deletedAt)));
  return row ?? null;
}

/** Companies by nation and part of the name in either language, deleted ones never (join form). */
export async function searchCompanies(db: DbOrTx, q: { nationCode?: string | null; companyName: string }) {
  const pattern = `%${escapeLike(q.companyName)}%`;
  return db
    .select()
    .from(companies)
    .where(
      and(
        isNull(companies.deletedAt),
        q.nationCode ? eq(companies.nationCode, q.nationCode) : undefined,
        or(ilike(companies.companyName, pattern), ilike(companies.companyNameEn, pattern)),
      ),
    )
    .orderBy(asc(companies.temporaryYn), asc(companies.companyName))
    .limit(20);
}

/** Members by account status, newest first, with a keyword on name (also as shown), id or company; one page and the total. */
export async function searchMembersByStatus(db: DbOrTx, q: { status: string; keyword?: string | null; limit: number; offset: number }) {
  const keyword = q.keyword ? `%${escapeLike(q.keyword.trim())}%` : null;
  // The company in either language (not the memberships that were removed).
  const byCompany = (pattern: string) =>
    exists(
      db
        .select({ one: sql`1` })
        .from(userCompanies)
        .innerJoin(companies, eq(companies.id, userCompanies.companyId))
        .where(
          and(
            eq(userCompanies.userId, users.id),
            ne(userCompanies.status, 'REMOVED'),
            or(ilike(companies.companyName, pattern), ilike(companies.companyNameEn, pattern)),
          ),
        ),
    );
  const where = and(
    eq(users.status, q.status),
    keyword
      ? or(
          ilike(users.loginEmail, keyword),
          ilike(users.firstName, keyword),
          ilike(users.lastName, keyword),
          ilike(users.englishName, keyword),
          ilike(sql`${users.lastName} || ${users.firstName}`, keyword),
          ilike(sql`${users.firstName} || ' ' || ${users.lastName}`, keyword),
          byCompany(keyword),
        )
      : undefined,
  );
  const [{ total }] = await db.select({ total: count() }).from(users).where(where);
  const rows = await db.select().from(users).where(where).orderBy(desc(users.createdAt), desc(users.id)).limit(q.limit).offset(q.offset);
  const ids = rows.map((r) => r.id);
  const memberships = ids.length
    ? await db
        .select({ userId: userCompanies.userId, company: companies })
        .from(userCompanies)
        .innerJoin(companies, eq(companies.id, userCompanies.companyId))
        .where(and(inArray(userCompanies.userId, ids), ne(userCompanies.status, 'REMOVED')))
    : [];
  return { total: Number(total), rows, memberships };
}
