import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import { companies, userCompanies, userRoles, users } from './schema';
import type { DbOrTx } from '../../platform/db';

/** A person to tell something (the workflow's notifications): who, where to mail, in which language. */
export interface PersonToTell {
  userId: number;
  email: string;
  /** 01 Korean, 02 English. */
  mailLanguageCode: string;
  firstName: string;
  lastName: string;
  englishName: string | null;
}

const personColumns = {
  userId: users.id,
  email: users.loginEmail,
  mailLanguageCode: users.mailLanguageCode,
  firstName: users.firstName,
  lastName: users.lastName,
  englishName: users.englishName,
};

const hasAnyRole = (roles: readonly string[]) =>
  sql`exists (select 1 from ${userRoles} where ${userRoles.userId} = ${users.id} and ${inArray(userRoles.roleCode, [...roles])})`;

/**
 * Active users (status ACTIVE) holding one of `roles`; with `companyId`, only the active members of that company
 * (membership ACTIVE, company not deleted: the one active-member rule). Ordered by id.
 */
export async function activeUsersWithRoles(
  db: DbOrTx,
  roles: readonly string[],
  opts: { companyId?: number } = {},
): Promise<PersonToTell[]> {
  if (!roles.length) return [];
  const hasRole = hasAnyRole(roles);
  if (opts.companyId === undefined)
    return db
      .select(personColumns)
      .from(users)
      .where(and(eq(users.status, 'ACTIVE'), hasRole))
      .orderBy(asc(users.id));
  return db
    .select(personColumns)
    .from(users)
    .innerJoin(userCompanies, and(eq(userCompanies.userId, users.id), eq(userCompanies.companyId, opts.companyId)))
    .innerJoin(companies, eq(companies.id, userCompanies.companyId))
    .where(and(eq(users.status, 'ACTIVE'), eq(userCompanies.status, 'ACTIVE'), isNull(companies.deletedAt), hasRole))
    .orderBy(asc(users.id));
}

/** The user if active and holding one of `roles` (the workflow's assigned representative), else null. */
export async function activeUserWithRoles(db: DbOrTx, userId: number, roles: readonly string[]): Promise<PersonToTell | null> {
  if (!roles.length) return null;
  const [row] = await db
    .select(personColumns)
    .from(users)
    .where(and(eq(users.id, userId), eq(users.status, 'ACTIVE'), hasAnyRole(roles)));
  return row ?? null;
}

/** Names of users by id, registered and English (formatPersonName is the caller's). */
export async function userNamesByIds(
  db: DbOrTx,
  ids: number[],
): Promise<{ id: number; firstName: string; lastName: string; englishName: string | null; loginEmail: string }[]> {
  if (!ids.length) return [];
  return db
    .select({
      id: users.id,
      firstName: users.firstName,
      lastName: users.lastName,
      englishName: users.englishName,
      loginEmail: users.loginEmail,
    })
    .from(users)
    .where(inArray(users.id, [...new Set(ids)]));
}

/**
 * Names an area kept as they read then (a writer, an approver), in a language: in English the person's English name
 * when they have one (looked up by id), else the name kept; in Korean always the name kept (decision 072).
 */
export async function keptNamesIn(
  db: DbOrTx,
  lang: 'ko' | 'en',
  ids: readonly (number | null | undefined)[],
): Promise<<T extends string | null>(userId: number | null | undefined, kept: T) => T | string> {
  const wanted = [...new Set(ids.filter((id): id is number => typeof id === 'number'))];
  if (lang !== 'en' || !wanted.length) return (_id, kept) => kept;
  const english = new Map(
    (await db.select({ id: users.id, englishName: users.englishName }).from(users).where(inArray(users.id, wanted)))
      .filter((u) => u.englishName?.trim())
      .map((u) => [u.id, u.englishName!.trim()]),
  );
  return (userId, kept) => (userId != null && english.get(userId)) || kept;
}
