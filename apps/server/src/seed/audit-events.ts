import { and, count, eq, inArray, sql } from 'drizzle-orm';
import { auditLogs, companies, userCompanies, users } from '../db/schema/index';
import type { Db } from '../platform/db';

/** The demo company administrator: Seoyeon Lee of Alpha Securities (decision 086, docs/demo.md). */
export const DEMO_COMPANY_ADMIN = { loginEmail: 'staff@alpha-securities.example', customerCode: 'C1001' } as const;

/** What a demo day holds: sign-ins, downloads, a submission or approval, now and then a staff or key change. */
const DAY_EVENTS = [
  { action: 'SIGNIN_OTP', method: 'POST', route: '/apis/v1/common/auth/otp-login' },
  {
    action: 'GET /apis/v1/user/user-reports/:reportId/export.pdf',
    method: 'GET',
    route: '/apis/v1/user/user-reports/:reportId/export.pdf',
  },
  { action: 'WORKFLOW_ORDER_SUBMIT', method: 'WORKFLOW', route: 'workflow/order' },
  { action: 'WORKFLOW_ORDER_APPROVE', method: 'WORKFLOW', route: 'workflow/order' },
  { action: 'STAFF_EXPORT', method: 'POST', route: '/apis/v1/user/staff/export' },
  { action: 'LOGOUT', method: 'POST', route: '/apis/v1/common/auth/logout' },
] as const;
const MONTHLY_EVENTS = [
  { action: 'STAFF_INVITE_MEMBER', method: 'POST', route: '/apis/v1/user/staff/invitations' },
  { action: 'API_KEY_CREATE', method: 'POST', route: '/apis/v1/user/api-keys' },
] as const;
const DAY = 24 * 3600 * 1000;

/**
 * The demo company administrator, and a year of audit events for Alpha and Beta (about 4,500 rows) so that the
 * audit export of the demo world covers a year. Written once: a database that has demo events keeps them.
 */
export async function seedAuditEvents(db: Db, now = Date.now()): Promise<void> {
  const alpha = await db.select({ id: companies.id }).from(companies).where(eq(companies.customerCode, DEMO_COMPANY_ADMIN.customerCode));
  const [admin] = await db.select({ id: users.id }).from(users).where(eq(users.loginEmail, DEMO_COMPANY_ADMIN.loginEmail));
  if (alpha[0] && admin) {
    const [{ n }] = await db
      .select({ n: count() })
      .from(userCompanies)
      .where(and(eq(userCompanies.companyId, alpha[0].id), eq(userCompanies.companyAdmin, true)));
    if (!n)
      await db
        .update(userCompanies)
        .set({ companyAdmin: true })
        .where(and(eq(userCompanies.companyId, alpha[0].id), eq(userCompanies.userId, admin.id)));
  }
  const [{ seeded }] = await db
    .select({ seeded: count() })
    .from(auditLogs)
    .where(sql`${auditLogs.detail}->>'demo' = 'year'`);
  if (seeded) return;
  const members = await db
    .select({ userId: userCompanies.userId, companyId: userCompanies.companyId })
    .from(userCompanies)
    .innerJoin(companies, eq(companies.id, userCompanies.companyId))
    .where(and(inArray(companies.customerCode, ['C1001', 'C1002']), eq(userCompanies.status, 'ACTIVE')));
  if (!members.length) return;
  const rows: (typeof auditLogs.$inferInsert)[] = [];
  for (let d = 365; d >= 1; d--) {
    const day = now - d * DAY;
    members.forEach((m, i) => {
      const events = [...DAY_EVENTS.slice(0, 2 + ((d + i) % 4)), ...(d % 30 === i % 30 ? MONTHLY_EVENTS : [])];
      events.forEach((e, k) =>
        rows.push({
          userId: m.userId,
          companyId: m.companyId,
          pageId: null,
          method: e.method,
          route: e.route,
          action: e.action,
          target: e.method === 'WORKFLOW' ? `ORD-${new Date(day).getUTCFullYear()}-${String(d).padStart(4, '0')}` : String(m.userId),
          statusCode: 200,
          ip: `10.0.${i}.${(k % 200) + 20}`,
          detail: { demo: 'year' },
          createdAt: new Date(day + (9 + k) * 3600 * 1000 + i * 60_000),
        }),
      );
    });
  }
  for (let i = 0; i < rows.length; i += 1000) await db.insert(auditLogs).values(rows.slice(i, i + 1000));
}
