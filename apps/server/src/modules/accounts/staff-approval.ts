import { MAIL_LINKS, type TLanguage, type TMemberDecisionResponse, type TPendingMemberPage, type TPendingMemberSearchRequest, type TUserStatus } from '@portal/contract';
import { and, count, desc, eq, exists, ilike, inArray, ne, or, sql } from 'drizzle-orm';
import { companies, userCompanies, users } from '../../db/schema/index';
import { AppError } from '../../platform/errors';
import type { AccountsContext } from './context';
import { kickMail, mailLang, mailMember } from './mails';
import { MAIL } from './mail-templates';
import { findUserById, presentCompany } from './repo';

const escapeLike = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

/**
 * POST /staff/members/search (roles 05, 06): members by status, newest first, with the companies
 * they applied for. Provider staff review every customer company, so the list is not company-scoped.
 */
export async function searchMembers(ctx: AccountsContext, req: TPendingMemberSearchRequest, lang: TLanguage): Promise<TPendingMemberPage> {
  const keyword = req.keyword ? `%${escapeLike(req.keyword.trim())}%` : null;
  // The screen offers "name, ID or company": the name also as shown (김민준, Minjun Kim), the
  // company in either language (not the memberships that were removed).
  const byCompany = (pattern: string) =>
    exists(
      ctx.db
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
    eq(users.status, req.status),
    keyword
      ? or(
          ilike(users.loginEmail, keyword),
          ilike(users.firstName, keyword),
          ilike(users.lastName, keyword),
          ilike(sql`${users.lastName} || ${users.firstName}`, keyword),
          ilike(sql`${users.firstName} || ' ' || ${users.lastName}`, keyword),
          byCompany(keyword),
        )
      : undefined,
  );
  const [{ total }] = await ctx.db.select({ total: count() }).from(users).where(where);
  const rows = await ctx.db
    .select()
    .from(users)
    .where(where)
    .orderBy(desc(users.createdAt), desc(users.id))
    .limit(req.pageSize)
    .offset((req.pageNumber - 1) * req.pageSize);
  const ids = rows.map((r) => r.id);
  const memberships = ids.length
    ? await ctx.db
        .select({ userId: userCompanies.userId, company: companies })
        .from(userCompanies)
        .innerJoin(companies, eq(companies.id, userCompanies.companyId))
        .where(and(inArray(userCompanies.userId, ids), ne(userCompanies.status, 'REMOVED')))
    : [];
  return {
    items: rows.map((u) => ({
      userId: u.id,
      loginEmail: u.loginEmail,
      firstName: u.firstName,
      lastName: u.lastName,
      department: u.department ?? '',
      chargeJob: u.chargeJob ?? '',
      officeTelephoneNumber: u.officePhone ?? '',
      companies: memberships.filter((m) => m.userId === u.id).map((m) => presentCompany(m.company, lang)),
      status: u.status as TUserStatus,
      registeredAt: u.createdAt.toISOString(),
      emailConfirmedAt: u.emailConfirmedAt?.toISOString() ?? null,
    })),
    totalCount: Number(total),
    pageNumber: req.pageNumber,
    pageSize: req.pageSize,
  };
}

async function decide(ctx: AccountsContext, userId: number, decision: 'APPROVE' | 'REFUSE', reason?: string): Promise<TMemberDecisionResponse> {
  const user = await findUserById(ctx.db, userId);
  if (!user) throw new AppError('COM1N4041');
  const now = new Date();
  const status: TUserStatus = decision === 'APPROVE' ? 'ACTIVE' : 'REFUSED';
  const done = await ctx.db.transaction(async (tx) => {
    const rows = await tx
      .update(users)
      .set(decision === 'APPROVE' ? { status, approvedAt: now, updatedAt: now } : { status, refusedAt: now, refuseReason: reason ?? null, updatedAt: now })
      .where(and(eq(users.id, userId), eq(users.status, 'PENDING_APPROVAL')))
      .returning({ id: users.id });
    if (!rows.length) return false;
    const pending = await tx
      .update(userCompanies)
      .set({ status: decision === 'APPROVE' ? 'ACTIVE' : 'REMOVED' })
      .where(and(eq(userCompanies.userId, userId), eq(userCompanies.status, 'PENDING')))
      .returning({ companyId: userCompanies.companyId });
    const lang = mailLang(user.mailLanguageCode);
    const [company] = pending.length ? await tx.select().from(companies).where(eq(companies.id, pending[0].companyId)) : [];
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
export const approveMember = (ctx: AccountsContext, userId: number) => decide(ctx, userId, 'APPROVE');
/** POST /staff/members/{userId}/refuse. */
export const refuseMember = (ctx: AccountsContext, userId: number, reason: string) => decide(ctx, userId, 'REFUSE', reason);
