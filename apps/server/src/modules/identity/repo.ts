import { COMPANY_ADMIN_ROLE, LOCKOUT_THRESHOLD, ROLE } from '@portal/contract';
import { and, asc, desc, eq, gt, inArray, isNotNull, isNull, lt, ne, or, sql, type SQL } from 'drizzle-orm';
import { companies, userCompanies, userRoles, users } from './schema';
import type { DbOrTx } from '../../platform/db';

/**
 * The identity area's tables: users, companies, memberships (user_companies) and roles. Every read
 * and write of them is here (and in directory-repo.ts for the lists); the other account areas reach
 * them through identity/service.ts.
 */

export type UserRow = typeof users.$inferSelect;
export type UserInsert = typeof users.$inferInsert;
export type CompanyRow = typeof companies.$inferSelect;

export async function findUserByEmail(db: DbOrTx, loginEmail: string): Promise<UserRow | null> {
  const [row] = await db.select().from(users).where(eq(users.loginEmail, loginEmail));
  return row ?? null;
}

export async function findUserById(db: DbOrTx, id: number): Promise<UserRow | null> {
  const [row] = await db.select().from(users).where(eq(users.id, id));
  return row ?? null;
}

/**
 * The user's roles; with a company, also the company administrator (03) when their active membership of it says so
 * (decision 086): the roles a token for that company carries.
 */
export async function rolesOf(db: DbOrTx, userId: number, companyId?: number): Promise<string[]> {
  const [rows, admin] = await Promise.all([
    db.select({ roleCode: userRoles.roleCode }).from(userRoles).where(eq(userRoles.userId, userId)).orderBy(asc(userRoles.roleCode)),
    companyId ? isCompanyAdmin(db, userId, companyId) : Promise.resolve(false),
  ]);
  const roles = rows.map((r) => r.roleCode.trim());
  return admin ? [...roles, COMPANY_ADMIN_ROLE].sort() : roles;
}

/** The member's active membership of the company is its administrator's. */
export async function isCompanyAdmin(db: DbOrTx, userId: number, companyId: number): Promise<boolean> {
  const [row] = await db
    .select({ userId: userCompanies.userId })
    .from(userCompanies)
    .where(
      and(
        eq(userCompanies.userId, userId),
        eq(userCompanies.companyId, companyId),
        eq(userCompanies.status, 'ACTIVE'),
        eq(userCompanies.companyAdmin, true),
      ),
    );
  return !!row;
}

/** Another active administrator of the company than the user (the last-administrator rule, decision 086). */
async function hasOtherAdmin(db: DbOrTx, companyId: number, userId: number): Promise<boolean> {
  const [row] = await db
    .select({ userId: userCompanies.userId })
    .from(userCompanies)
    .where(
      and(
        eq(userCompanies.companyId, companyId),
        ne(userCompanies.userId, userId),
        eq(userCompanies.status, 'ACTIVE'),
        eq(userCompanies.companyAdmin, true),
      ),
    )
    .limit(1);
  return !!row;
}

/**
 * Serialises the changes of a company's administrators and memberships: the company row is locked for the
 * transaction, so two revocations (or a revocation and a removal) at once see each other's result.
 */
export async function lockCompany(tx: DbOrTx, companyId: number): Promise<void> {
  await tx.execute(sql`select id from companies where id = ${companyId}::int for update`);
}

export type CompanyAdminChange = 'changed' | 'unchanged' | 'not-member' | 'not-active' | 'last-admin';

/**
 * Makes the member the company's administrator or revokes it, keeping at least one administrator in a company that
 * has one (decision 086). Runs inside the caller's transaction, which lockCompany serialises.
 */
export async function setCompanyAdminFlag(tx: DbOrTx, companyId: number, userId: number, on: boolean): Promise<CompanyAdminChange> {
  await lockCompany(tx, companyId);
  const [m] = await tx
    .select({ status: userCompanies.status, companyAdmin: userCompanies.companyAdmin, account: users.status })
    .from(userCompanies)
    .innerJoin(users, eq(users.id, userCompanies.userId))
    .where(and(eq(userCompanies.userId, userId), eq(userCompanies.companyId, companyId)));
  if (!m || m.status === 'REMOVED') return 'not-member';
  if (m.companyAdmin === on) return 'unchanged';
  if (on && (m.status !== 'ACTIVE' || m.account !== 'ACTIVE')) return 'not-active';
  if (!on && !(await hasOtherAdmin(tx, companyId, userId))) return 'last-admin';
  await tx
    .update(userCompanies)
    .set({ companyAdmin: on })
    .where(and(eq(userCompanies.userId, userId), eq(userCompanies.companyId, companyId)));
  return 'changed';
}

/** Whether removing the member from the company would leave it without an administrator (call under lockCompany). */
export async function isLastAdmin(tx: DbOrTx, companyId: number, userId: number): Promise<boolean> {
  return (await isCompanyAdmin(tx, userId, companyId)) && !(await hasOtherAdmin(tx, companyId, userId));
}

export interface Membership<C extends CompanyLite = CompanyRow> {
  company: C;
  status: string;
}

/** The company fields the sign-in needs (loaded with the member in one query). */
export type CompanyLite = Pick<CompanyRow, 'id' | 'companyName' | 'companyNameEn' | 'nationCode' | 'temporaryYn'> & {
  deletedAt: Date | string | null;
};

/** Every membership of a user with its company, oldest first. */
export async function membershipsOf(db: DbOrTx, userId: number): Promise<Membership[]> {
  return db
    .select({ company: companies, status: userCompanies.status })
    .from(userCompanies)
    .innerJoin(companies, eq(companies.id, userCompanies.companyId))
    .where(eq(userCompanies.userId, userId))
    .orderBy(asc(userCompanies.createdAt), asc(companies.id));
}

export async function companiesByIds(db: DbOrTx, ids: number[]): Promise<CompanyRow[]> {
  if (!ids.length) return [];
  return db.select().from(companies).where(inArray(companies.id, ids));
}

export async function findCompany(db: DbOrTx, companyId: number): Promise<CompanyRow | null> {
  const [row] = await db.select().from(companies).where(eq(companies.id, companyId));
  return row ?? null;
}

/** The memberships of a member in a company that count as active (service.ts: isActiveMember decides). */
export async function membershipsIn(db: DbOrTx, userId: number, companyId: number): Promise<Membership<CompanyLite>[]> {
  return db
    .select({
      status: userCompanies.status,
      company: {
        id: companies.id,
        companyName: companies.companyName,
        companyNameEn: companies.companyNameEn,
        nationCode: companies.nationCode,
        temporaryYn: companies.temporaryYn,
        deletedAt: companies.deletedAt,
      },
    })
    .from(userCompanies)
    .innerJoin(companies, eq(companies.id, userCompanies.companyId))
    .where(and(eq(userCompanies.userId, userId), eq(userCompanies.companyId, companyId)));
}

/* ----- sign-in ----- */

/** The member fields of the sign-in. */
export type SubjectRow = Pick<
  UserRow,
  | 'id'
  | 'loginEmail'
  | 'passwordHash'
  | 'tempPasswordHash'
  | 'tempPasswordExpiresAt'
  | 'tempPasswordUsedAt'
  | 'failedLoginCount'
  | 'status'
  | 'otpEnrolled'
  | 'autoExtensionYn'
  | 'lastLoginAt'
  | 'approvedAt'
  | 'createdAt'
>;
type MembershipJson = { status: string } & CompanyLite;

/**
 * The member behind a login e-mail, with the memberships, in one query (the sign-in's hot path): the
 * live account of the address, else a withdrawn one since `withdrawnSince` (by the address HMAC).
 * `also` adds other areas' columns to the same query (their own SQL, given the user id column: the
 * sign-in's hourly cap, the passkey flag), answered as `also` by name: one round trip for the whole step.
 */
export async function loadSubject<A extends Record<string, SQL> = Record<never, SQL>>(
  db: DbOrTx,
  loginEmail: string,
  key: string,
  withdrawnSince: Date,
  also?: (userId: typeof users.id) => A,
): Promise<{ user: SubjectRow; memberships: Membership<CompanyLite>[]; also: { [K in keyof A]: unknown } } | null> {
  const extra = also?.(users.id) ?? ({} as A);
  const [row] = await db
    .select({
      also: sql<Record<string, unknown>>`json_build_object(${sql.join(
        [sql`'_'`, sql`1`, ...Object.entries(extra).flatMap(([name, fragment]) => [sql`${name}::text`, fragment])],
        sql`, `,
      )})`,
      // Only the columns the sign-in reads: the row is wide, and every column costs on the hot path.
      user: {
        id: users.id,
        loginEmail: users.loginEmail,
        passwordHash: users.passwordHash,
        tempPasswordHash: users.tempPasswordHash,
        tempPasswordExpiresAt: users.tempPasswordExpiresAt,
        tempPasswordUsedAt: users.tempPasswordUsedAt,
        failedLoginCount: users.failedLoginCount,
        status: users.status,
        otpEnrolled: users.otpEnrolled,
        autoExtensionYn: users.autoExtensionYn,
        lastLoginAt: users.lastLoginAt,
        approvedAt: users.approvedAt,
        createdAt: users.createdAt,
      },
      memberships: sql<MembershipJson[] | null>`(select json_agg(json_build_object(
          'status', uc.status, 'id', c.id, 'companyName', c.company_name, 'companyNameEn', c.company_name_en,
          'nationCode', c.nation_code, 'temporaryYn', c.temporary_yn, 'deletedAt', c.deleted_at) order by uc.created_at, c.id)
        from user_companies uc join companies c on c.id = uc.company_id where uc.user_id = "users"."id")`,
    })
    .from(users)
    .where(
      or(
        eq(users.loginEmail, loginEmail),
        and(eq(users.withdrawnEmailHash, key), isNotNull(users.passwordHash), gt(users.withdrawnAt, withdrawnSince)),
      ),
    )
    .orderBy(sql`${users.loginEmail} = ${loginEmail} desc`, desc(users.withdrawnAt))
    .limit(1);
  if (!row) return null;
  const list = typeof row.memberships === 'string' ? (JSON.parse(row.memberships) as MembershipJson[]) : (row.memberships ?? []);
  const extras = (typeof row.also === 'string' ? JSON.parse(row.also) : row.also) as { [K in keyof A]: unknown };
  return { user: row.user, memberships: list.map(({ status, ...company }) => ({ status, company })), also: extras };
}

/** Counts one failed sign-in, atomically and never past the limit (locked at the limit); answers the new count. */
export async function countFailedSignIn(db: DbOrTx, userId: number): Promise<number> {
  const rows = await db
    .update(users)
    .set({
      failedLoginCount: sql`${users.failedLoginCount} + 1`,
      lockedAt: sql`case when ${users.failedLoginCount} + 1 >= ${LOCKOUT_THRESHOLD} then now() else ${users.lockedAt} end`,
    })
    .where(and(eq(users.id, userId), lt(users.failedLoginCount, LOCKOUT_THRESHOLD)))
    .returning({ count: users.failedLoginCount });
  return rows[0]?.count ?? LOCKOUT_THRESHOLD;
}

/** Changes a member's row; with `status`, only while the member is in that state. Answers whether a row changed. */
export async function updateUser(db: DbOrTx, userId: number, patch: Partial<UserInsert>, opts: { status?: string } = {}): Promise<boolean> {
  const rows = await db
    .update(users)
    .set(patch)
    .where(and(eq(users.id, userId), opts.status ? eq(users.status, opts.status) : undefined))
    .returning({ id: users.id });
  return rows.length > 0;
}

/** Stores the member's TOTP key unless one is stored already (two parallel enrolments: the first wins). */
export async function setOtpSecretOnce(db: DbOrTx, userId: number, encrypted: string): Promise<boolean> {
  const rows = await db
    .update(users)
    .set({ otpSecret: encrypted })
    .where(and(eq(users.id, userId), isNull(users.otpSecret)))
    .returning({ id: users.id });
  return rows.length > 0;
}

/** The seeded TOTP keys still stored readable (prefix): the app encrypts them at start. */
export async function usersWithPlainSecrets(db: DbOrTx, prefix: string): Promise<{ id: number; otpSecret: string }[]> {
  const rows = await db
    .select({ id: users.id, otpSecret: users.otpSecret })
    .from(users)
    .where(sql`${users.otpSecret} like ${`${prefix}%`}`);
  return rows.map((r) => ({ id: r.id, otpSecret: r.otpSecret! }));
}

export async function replaceOtpSecret(db: DbOrTx, userId: number, from: string, to: string): Promise<void> {
  await db
    .update(users)
    .set({ otpSecret: to })
    .where(and(eq(users.id, userId), eq(users.otpSecret, from)));
}

/** The members (not withdrawn) with this name and phone, oldest first (find my e-mail). */
export async function findByNameAndPhone(db: DbOrTx, q: { firstName: string; lastName: string; phone: string }) {
  return db
    .select({ loginEmail: users.loginEmail, createdAt: users.createdAt })
    .from(users)
    .where(
      and(
        eq(users.firstName, q.firstName),
        eq(users.lastName, q.lastName),
        or(eq(users.officePhone, q.phone), eq(users.mobilePhone, q.phone)),
        ne(users.status, 'WITHDRAWN'),
      ),
    )
    .orderBy(asc(users.createdAt))
    .limit(10);
}

/* ----- registration ----- */

/** A new member with the customer role and one membership. */
export async function insertMember(
  db: DbOrTx,
  values: UserInsert,
  membership: { companyId: number; status: 'PENDING' | 'ACTIVE' },
): Promise<UserRow> {
  const [u] = await db.insert(users).values(values).returning();
  await db.insert(userRoles).values({ userId: u.id, roleCode: ROLE.customer });
  await db.insert(userCompanies).values({ userId: u.id, companyId: membership.companyId, status: membership.status });
  return u;
}

/** A live temporary company of that nation and name (case-insensitive), for colleagues registering the same new company. */
export async function findTemporaryCompany(db: DbOrTx, nationCode: string, companyName: string): Promise<number | null> {
  const [same] = await db
    .select({ id: companies.id })
    .from(companies)
    .where(
      and(
        eq(companies.temporaryYn, 'Y'),
        isNull(companies.deletedAt),
        eq(companies.nationCode, nationCode),
        sql`lower(${companies.companyName}) = lower(${companyName})`,
      ),
    )
    .limit(1);
  return same?.id ?? null;
}

export async function insertTemporaryCompany(db: DbOrTx, nationCode: string, companyName: string): Promise<number> {
  const [created] = await db.insert(companies).values({ companyName, nationCode, temporaryYn: 'Y' }).returning({ id: companies.id });
  return created.id;
}

/** Memberships from one state to another (e.g. REMOVED to PENDING after a new e-mail confirmation); answers their companies. */
export async function moveMemberships(db: DbOrTx, userId: number, from: string, to: string): Promise<number[]> {
  const rows = await db
    .update(userCompanies)
    .set({ status: to })
    .where(and(eq(userCompanies.userId, userId), eq(userCompanies.status, from)))
    .returning({ companyId: userCompanies.companyId });
  return rows.map((r) => r.companyId);
}

/* ----- withdrawal ----- */

/** Every membership of the member REMOVED and every role taken (withdrawal). */
export async function dropMembershipsAndRoles(db: DbOrTx, userId: number): Promise<void> {
  await db
    .update(userCompanies)
    .set({ status: 'REMOVED' })
    .where(and(eq(userCompanies.userId, userId), ne(userCompanies.status, 'REMOVED')));
  await db.delete(userRoles).where(eq(userRoles.userId, userId));
}

/* ----- dormancy sweep (each step claims its rows with FOR UPDATE SKIP LOCKED: safe on several servers) ----- */

type Rows<T> = { rows: T[] };
const rowsOf = <T>(r: unknown) => (r as Rows<T>).rows;
// greatest() skips nulls: the later of sign-in and approval, else registration (dormancy: lastActivity).
const lastActivitySql = sql`coalesce(greatest(last_login_at, approved_at), created_at)`;

/** Marks the notice sent for members whose year without sign-in ends within `noticeDays`; answers them. */
export async function claimDormancyNotices(db: DbOrTx, now: Date, yearDays: number, noticeDays: number, batch: number): Promise<number[]> {
  const nowIso = now.toISOString();
  const year = `${yearDays} days`;
  const noticeFrom = `${yearDays - noticeDays} days`;
  const rows = rowsOf<{ id: number }>(
    await db.execute(sql`
      update users set dormancy_notice_sent_at = ${nowIso}::timestamptz
      where id in (
        select id from users
        where status = 'ACTIVE' and auto_extension_yn = 'N' and dormancy_notice_sent_at is null
          and ${lastActivitySql} <= ${nowIso}::timestamptz - ${noticeFrom}::interval
          and ${lastActivitySql} > ${nowIso}::timestamptz - ${year}::interval
        order by id limit ${batch} for update skip locked)
      returning id`),
  );
  return rows.map((r) => r.id);
}

/** Turns members past the year (auto-extension off) DORMANT; answers them. */
export async function claimDormant(db: DbOrTx, now: Date, yearDays: number, batch: number): Promise<number[]> {
  const nowIso = now.toISOString();
  const rows = rowsOf<{ id: number }>(
    await db.execute(sql`
      update users set status = 'DORMANT', dormant_at = ${nowIso}::timestamptz, updated_at = ${nowIso}::timestamptz
      where id in (
        select id from users
        where status = 'ACTIVE' and auto_extension_yn = 'N' and ${lastActivitySql} <= ${nowIso}::timestamptz - ${`${yearDays} days`}::interval
        order by id limit ${batch} for update skip locked)
      returning id`),
  );
  return rows.map((r) => r.id);
}

/** Erases the last traces (password hash, address HMAC, reason) of accounts withdrawn more than `retentionDays` ago. */
export async function eraseWithdrawnTraces(db: DbOrTx, now: Date, retentionDays: number, batch: number): Promise<void> {
  await db.execute(sql`
    update users set password_hash = null, withdrawn_email_hash = null, secession_reason = null
    where id in (
      select id from users
      where status = 'WITHDRAWN' and withdrawn_at < ${now.toISOString()}::timestamptz - ${`${retentionDays} days`}::interval
        and (password_hash is not null or withdrawn_email_hash is not null)
      order by id limit ${batch} for update skip locked)`);
}

/**
 * What the session check needs of the member, in one statement (the hot path after a cache miss):
 * the account state (and whether it is locked), the roles held, and whether the company (0: none) is an active membership
 * (service.ts isActiveMembership, in SQL: membership ACTIVE and company not deleted).
 */
export async function memberState(
  db: DbOrTx,
  userId: number,
  companyId: number,
): Promise<{ status: string; roles: string[]; member: boolean; locked: boolean } | null> {
  const result = await db.execute(sql`
    select u.status, u.locked_at is not null as locked,
      (select string_agg(r.role_code, ',') from user_roles r where r.user_id = u.id) as roles,
      exists (
        select 1 from user_companies ua where ua.user_id = u.id and ua.company_id = ${companyId}::int
          and ua.status = 'ACTIVE' and ua.company_admin
      ) as company_admin,
      case when ${companyId}::int = 0 then true else exists (
        select 1 from user_companies uc join companies c on c.id = uc.company_id
        where uc.user_id = u.id and uc.company_id = ${companyId}::int and uc.status = 'ACTIVE' and c.deleted_at is null
      ) end as member
    from users u where u.id = ${userId}::int`);
  const row = (
    result as unknown as { rows: { status: string; locked: boolean; roles: string | null; member: boolean; company_admin: boolean }[] }
  ).rows[0];
  if (!row) return null;
  const roles = (row.roles ?? '')
    .split(',')
    .map((r) => r.trim())
    .filter(Boolean);
  if (row.company_admin) roles.push(COMPANY_ADMIN_ROLE);
  return { status: row.status, roles, member: !!row.member, locked: !!row.locked };
}
