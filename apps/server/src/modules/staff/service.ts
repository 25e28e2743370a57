import {
  byteLength,
  LANGUAGE_TYPE_CODE,
  normalizeEmail,
  splitMulti,
  STAFF_DELETE_REASON_MAX_BYTES,
  STAFF_STATUS_LABELS,
  STAFF_STATUSES,
  type TLanguage,
  type TStaffDeleteResponse,
  type TStaffInviteResponse,
  type TStaffMember,
  type TStaffSearchResponse,
  type TStaffStatus,
} from '@portal/contract';
import type { z } from 'zod';
import type { ZStaffInviteRequest, ZStaffSearchRequest } from '@portal/contract';
import type { AuthContext } from '../../platform/auth';
import type { Config } from '../../platform/config';
import type { Db } from '../../platform/db';
import { AppError } from '../../platform/errors';
import * as identity from '../identity';
import { displayName, type StaffRow } from '../identity';
import { createInvitation, hasPendingInvitation, isSubscribed } from '../registration';
import { pageWindow, toPage } from '../../platform/paging';

const statusOf = (s: string): TStaffStatus => ((STAFF_STATUSES as readonly string[]).includes(s) ? (s as TStaffStatus) : 'ACTIVE');

export function presentStaff(row: StaffRow, lang: TLanguage): TStaffMember {
  const statusCode = statusOf(row.accountStatus);
  return {
    userId: row.userId,
    loginEmail: row.loginEmail,
    name: displayName(row, lang),
    firstName: row.firstName,
    lastName: row.lastName,
    department: row.department,
    chargeJob: row.chargeJob,
    officePhone: row.officePhone,
    mobilePhone: row.mobilePhone,
    statusCode,
    statusName: STAFF_STATUS_LABELS[statusCode][lang],
    registeredAt: row.registeredAt.toISOString(),
    approvedAt: row.approvedAt?.toISOString() ?? null,
    lastLoginAt: row.lastLoginAt?.toISOString() ?? null,
    companyAdmin: row.companyAdmin,
    roles: row.roles,
  };
}

export async function searchStaff(
  db: Db,
  companyId: number,
  req: z.output<typeof ZStaffSearchRequest>,
  lang: TLanguage,
): Promise<TStaffSearchResponse> {
  const { rows, total } = await identity.findStaff(db, {
    companyId,
    searchText: req.searchText,
    statuses: splitMulti(req.statusCodes),
    sortBy: req.sortBy,
    descending: req.sort === 'newest',
    ...pageWindow(req),
  });
  return toPage(
    rows.map((r) => presentStaff(r, lang)),
    total,
    req,
  );
}

/**
 * Invites a member or a newsletter subscriber of the company: refused for an address that is already a
 * member (or subscriber) of the company or holds an open invitation; otherwise the invitation and its
 * mail (accounts: createInvitation, through the outbox) are written in one transaction.
 */
export async function invite(
  db: Db,
  config: Pick<Config, 'publicUrl'>,
  auth: AuthContext,
  companyId: number,
  kind: 'MEMBER' | 'SUBSCRIBER',
  req: z.output<typeof ZStaffInviteRequest>,
  lang: TLanguage,
): Promise<TStaffInviteResponse> {
  const email = normalizeEmail(req.email);
  const mailLanguageCode = req.mailLanguageCode ?? LANGUAGE_TYPE_CODE[lang];
  return db.transaction(async (tx) => {
    if (kind === 'MEMBER' && (await identity.isMemberAddress(tx, email, companyId))) throw new AppError('STF1N4091');
    if (kind === 'SUBSCRIBER' && (await isSubscribed(tx, email, companyId))) throw new AppError('STF1N4093');
    if (await hasPendingInvitation(tx, email, companyId, kind)) throw new AppError('STF1N4092');
    const created = await createInvitation(tx, config, { kind, email, companyId, invitedByUserId: auth.userId, mailLanguageCode });
    return { invitationId: created.invitationId, kind, email, companyId, mailLanguageCode, expiresAt: created.expiresAt.toISOString() };
  });
}

/** Removes a member from the company (membership REMOVED) with a required reason. */
export async function removeStaff(
  db: Db,
  auth: AuthContext,
  companyId: number,
  userId: number,
  reason: string | undefined,
): Promise<TStaffDeleteResponse & { reason: string }> {
  const text = (reason ?? '').trim();
  if (!text) throw new AppError('STF1N4001');
  if (byteLength(text) > STAFF_DELETE_REASON_MAX_BYTES) throw new AppError('COM1N4001');
  if (userId === auth.userId) throw new AppError('STF1N4002');
  const removed = await identity.removeMembership(db, userId, companyId);
  if (removed === 'missing') throw new AppError('STF1N4041');
  if (removed === 'last-admin') throw new AppError('STF1N4094');
  return { userId, companyId, status: 'REMOVED', reason: text };
}

/** Makes the member the company's administrator or revokes it (decision 086); `changed` false when it already was so. */
export async function changeCompanyAdmin(
  db: Db,
  companyId: number,
  userId: number,
  on: boolean,
): Promise<{ userId: number; changed: boolean }> {
  const result = await identity.setCompanyAdmin(db, companyId, userId, on);
  if (result === 'not-member') throw new AppError('STF1N4041');
  if (result === 'not-active') throw new AppError('STF1N4095');
  if (result === 'last-admin') throw new AppError('STF1N4094');
  return { userId, changed: result === 'changed' };
}
