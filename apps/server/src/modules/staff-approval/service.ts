import {
  MAIL_LINKS,
  type TLanguage,
  type TMemberDecisionResponse,
  type TPendingMemberPage,
  type TPendingMemberSearchRequest,
  type TUserStatus,
} from '@portal/contract';
import { AppError } from '../../platform/errors';
import { kickMail, type ModuleContext } from '../../platform/services';
import * as identity from '../identity';
import { MAIL, mailLang, mailMember, presentCompany } from '../identity';
import { pageWindow, toPage } from '../../platform/paging';

/**
 * POST /staff/members/search (roles 05, 06): members by status, newest first, with the companies
 * they applied for. Provider staff review every customer company, so the list is not company-scoped.
 */
export async function searchMembers(ctx: ModuleContext, req: TPendingMemberSearchRequest, lang: TLanguage): Promise<TPendingMemberPage> {
  const { rows, memberships, total } = await identity.searchMembersByStatus(ctx.db, {
    status: req.status,
    keyword: req.keyword,
    ...pageWindow(req),
  });
  return toPage(
    rows.map((u) => ({
      userId: u.id,
      loginEmail: u.loginEmail,
      firstName: u.firstName,
      lastName: u.lastName,
      englishName: u.englishName ?? '',
      department: u.department ?? '',
      chargeJob: u.chargeJob ?? '',
      officeTelephoneNumber: u.officePhone ?? '',
      companies: memberships.filter((m) => m.userId === u.id).map((m) => presentCompany(m.company, lang)),
      status: u.status as TUserStatus,
      registeredAt: u.createdAt.toISOString(),
      emailConfirmedAt: u.emailConfirmedAt?.toISOString() ?? null,
    })),
    total,
    req,
  );
}

async function decide(
  ctx: ModuleContext,
  userId: number,
  decision: 'APPROVE' | 'REFUSE',
  reason?: string,
): Promise<TMemberDecisionResponse> {
  const user = await identity.findUserById(ctx.db, userId);
  if (!user) throw new AppError('COM1N4041');
  const now = new Date();
  const status: TUserStatus = decision === 'APPROVE' ? 'ACTIVE' : 'REFUSED';
  const done = await ctx.db.transaction(async (tx) => {
    const changed = await identity.updateUser(
      tx,
      userId,
      decision === 'APPROVE'
        ? { status, approvedAt: now, updatedAt: now }
        : { status, refusedAt: now, refuseReason: reason ?? null, updatedAt: now },
      { status: 'PENDING_APPROVAL' },
    );
    if (!changed) return false;
    const pending = await identity.moveMemberships(tx, userId, 'PENDING', decision === 'APPROVE' ? 'ACTIVE' : 'REMOVED');
    const lang = mailLang(user.mailLanguageCode);
    const company = pending.length ? await identity.findCompany(tx, pending[0]) : null;
    await mailMember(
      tx,
      user,
      decision === 'APPROVE' ? MAIL.approved : MAIL.refused,
      decision === 'APPROVE'
        ? { companyName: company ? presentCompany(company, lang).companyName : '', link: `${ctx.config.publicUrl}${MAIL_LINKS.signIn}` }
        : { reason: reason ?? '' },
    );
    return true;
  });
  if (!done) throw new AppError('USR1N4012');
  ctx.sessions.invalidateUser(userId);
  kickMail(ctx);
  return { userId, status, decidedAt: now.toISOString() };
}

/** POST /staff/members/{userId}/approve. */
export const approveMember = (ctx: ModuleContext, userId: number) => decide(ctx, userId, 'APPROVE');
/** POST /staff/members/{userId}/refuse. */
export const refuseMember = (ctx: ModuleContext, userId: number, reason: string) => decide(ctx, userId, 'REFUSE', reason);
