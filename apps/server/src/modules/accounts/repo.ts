import type { TCompanyOfMember, TLanguage } from '@portal/contract';
import { and, asc, eq, inArray } from 'drizzle-orm';
import { companies, userCompanies, userRoles, users } from '../../db/schema/index';
import type { DbOrTx } from '../../platform/db';

export type UserRow = typeof users.$inferSelect;
export type CompanyRow = typeof companies.$inferSelect;

export async function findUserByEmail(db: DbOrTx, loginEmail: string): Promise<UserRow | null> {
  const [row] = await db.select().from(users).where(eq(users.loginEmail, loginEmail));
  return row ?? null;
}

export async function findUserById(db: DbOrTx, id: number): Promise<UserRow | null> {
  const [row] = await db.select().from(users).where(eq(users.id, id));
  return row ?? null;
}

export async function rolesOf(db: DbOrTx, userId: number): Promise<string[]> {
  const rows = await db.select({ roleCode: userRoles.roleCode }).from(userRoles).where(eq(userRoles.userId, userId)).orderBy(asc(userRoles.roleCode));
  return rows.map((r) => r.roleCode);
}

export function presentCompany(c: Pick<CompanyLite, 'id' | 'companyName' | 'companyNameEn' | 'nationCode' | 'temporaryYn'>, lang: TLanguage): TCompanyOfMember {
  return {
    companyId: c.id,
    companyName: lang === 'en' ? (c.companyNameEn ?? c.companyName) : c.companyName,
    companyNameKo: c.companyName,
    companyNameEn: c.companyNameEn,
    nationCode: c.nationCode,
    temporaryYn: c.temporaryYn === 'Y' ? 'Y' : 'N',
  };
}

export interface Membership<C extends CompanyLite = CompanyRow> {
  company: C;
  status: string;
}

/** The company fields the sign-in needs (loaded with the member in one query). */
export type CompanyLite = Pick<CompanyRow, 'id' | 'companyName' | 'companyNameEn' | 'nationCode' | 'temporaryYn'> & { deletedAt: Date | string | null };

/** Every membership of a user with its company, oldest first. */
export async function membershipsOf(db: DbOrTx, userId: number): Promise<Membership[]> {
  const rows = await db
    .select({ company: companies, status: userCompanies.status })
    .from(userCompanies)
    .innerJoin(companies, eq(companies.id, userCompanies.companyId))
    .where(eq(userCompanies.userId, userId))
    .orderBy(asc(userCompanies.createdAt), asc(companies.id));
  return rows;
}

/** The companies a member may work for now: membership ACTIVE and the company not deleted. */
export const activeCompanies = <C extends CompanyLite>(m: Membership<C>[]): C[] => m.filter((x) => x.status === 'ACTIVE' && !x.company.deletedAt).map((x) => x.company);

export async function companiesByIds(db: DbOrTx, ids: number[]): Promise<CompanyRow[]> {
  if (!ids.length) return [];
  return db.select().from(companies).where(inArray(companies.id, ids));
}

export async function isActiveMember(db: DbOrTx, userId: number, companyId: number): Promise<boolean> {
  const rows = await db
    .select({ id: companies.id, deletedAt: companies.deletedAt })
    .from(userCompanies)
    .innerJoin(companies, eq(companies.id, userCompanies.companyId))
    .where(and(eq(userCompanies.userId, userId), eq(userCompanies.companyId, companyId), eq(userCompanies.status, 'ACTIVE')));
  return rows.some((r) => !r.deletedAt);
}
