import type { TCompanyOfMember, TLanguage } from '@portal/contract';
import type { Db, DbOrTx } from '../../platform/db';
import { AppError } from '../../platform/errors';
import { verifyPassword } from '../../platform/password';
import * as repo from './repo';
import * as directory from './directory-repo';
import type { CompanyLite, Membership } from './repo';

/**
 * The identity area: users, companies, memberships and roles. What it offers the other modules: they
 * import it from here, never from the area's other files (eslint enforces it), so its tables and
 * internals can change behind this surface.
 */
export type { CompanyLite, CompanyRow, Membership, SubjectRow, UserInsert, UserRow } from './repo';
export {
  claimDormancyNotices,
  claimDormant,
  companiesByIds,
  countFailedSignIn,
  dropMembershipsAndRoles,
  eraseWithdrawnTraces,
  findByNameAndPhone,
  findCompany,
  findTemporaryCompany,
  findUserByEmail,
  findUserById,
  insertMember,
  insertTemporaryCompany,
  loadSubject,
  memberState,
  membershipsOf,
  moveMemberships,
  replaceOtpSecret,
  rolesOf,
  setOtpSecretOnce,
  updateUser,
  usersWithPlainSecrets,
} from './repo';
export { findStaff, isMemberAddress, liveCompany, searchCompanies, searchMembersByStatus } from './directory-repo';
export { isCompanyAdmin, type CompanyAdminChange } from './repo';
// Provisioning by SCIM (decision 089): the company's members as its identity provider sees and changes them.
export { setCompanyAdminFlag } from './repo';
export {
  provisionedMember,
  provisionedMembers,
  provisionMember,
  removeProvisionedMember,
  setMembershipActive,
  updateProvisionedProfile,
} from './provisioning-repo';
export type { MembershipChange, ProvisionedMember, ProvisionInput } from './provisioning-repo';
export type { StaffQuery, StaffRow, StaffSortBy } from './directory-repo';
export { createIdentityReads, type CachedCompany, type IdentityReads } from './cached';
export { displayName, mailDate, mailLang, mailMember, mailTime } from './member-mail';
export { ACCOUNT_MAIL_TEMPLATES, MAIL } from './mail-templates';

/**
 * The one definition of an active member of a company: the membership is ACTIVE and the company is
 * not deleted. Sign-in, the company switch, the session check (its SQL says the same), staff, files
 * and inquiries all ask this (a member of a deleted company is a member of nothing).
 */
export const isActiveMembership = (m: Membership<CompanyLite>): boolean => m.status === 'ACTIVE' && !m.company.deletedAt;

/** The companies a member may work for now (isActiveMembership), oldest membership first. */
export const activeCompanies = <C extends CompanyLite>(m: Membership<C>[]): C[] => m.filter(isActiveMembership).map((x) => x.company);

export async function isActiveMember(db: DbOrTx, userId: number, companyId: number): Promise<boolean> {
  return (await repo.membershipsIn(db, userId, companyId)).some(isActiveMembership);
}

/** A company as the member screens show it, its name in the request's language. */
export function presentCompany(
  c: Pick<CompanyLite, 'id' | 'companyName' | 'companyNameEn' | 'nationCode' | 'temporaryYn'>,
  lang: TLanguage,
): TCompanyOfMember {
  return {
    companyId: c.id,
    companyName: lang === 'en' ? (c.companyNameEn ?? c.companyName) : c.companyName,
    companyNameKo: c.companyName,
    companyNameEn: c.companyNameEn,
    nationCode: c.nationCode,
    temporaryYn: c.temporaryYn === 'Y' ? 'Y' : 'N',
  };
}

// People of a role, for the workflow's notification parties and the work queue's names.
export { activeUserWithRoles, activeUsersWithRoles, keptNamesIn, userNamesByIds } from './people-repo';
export type { PersonToTell } from './people-repo';

/**
 * The member's current password, checked before a sensitive screen or change (POST /users/{userId}/confirm-password,
 * adding a passkey): USR1N4002 when it is wrong.
 */
export async function confirmPassword(ctx: { db: DbOrTx }, userId: number, password: string): Promise<void> {
  const user = await repo.findUserById(ctx.db, userId);
  if (!user?.passwordHash || !(await verifyPassword(user.passwordHash, password))) throw new AppError('USR1N4002');
}

/**
 * Removes the member from the company's staff (membership REMOVED), unless they are its last administrator
 * (decision 086): the company row is locked so a concurrent revocation or removal sees this one.
 */
export async function removeMembership(db: Db, userId: number, companyId: number): Promise<'removed' | 'missing' | 'last-admin'> {
  return db.transaction(async (tx) => {
    await repo.lockCompany(tx, companyId);
    if (await repo.isLastAdmin(tx, companyId, userId)) return 'last-admin';
    return (await directory.removeMembership(tx, userId, companyId)) ? 'removed' : 'missing';
  });
}

/** Makes the member the company's administrator or revokes it, in one locked transaction (decision 086). */
export async function setCompanyAdmin(db: Db, companyId: number, userId: number, on: boolean): Promise<repo.CompanyAdminChange> {
  return db.transaction((tx) => repo.setCompanyAdminFlag(tx, companyId, userId, on));
}
