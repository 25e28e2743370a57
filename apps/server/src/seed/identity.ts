import { ROLE } from '@portal/contract';
import { eq } from 'drizzle-orm';
import { companies, userCompanies, userRoles, users } from '../db/schema/index';
import type { Db } from '../platform/db';
import { hashPassword } from '../platform/password';

/** Password of every demo account (docs/demo.md). Demo data only; never used outside the seed. */
export const DEMO_PASSWORD = 'Market#Data26';

export const DEMO_COMPANIES = [
  { key: 'provider', companyName: '한국시장데이터', companyNameEn: 'KRX Market Data', nationCode: 'KR', customerCode: 'P0001' },
  { key: 'alpha', companyName: '알파증권', companyNameEn: 'Alpha Securities', nationCode: 'KR', customerCode: 'C1001' },
  { key: 'beta', companyName: '베타자산운용', companyNameEn: 'Beta Asset Management', nationCode: 'KR', customerCode: 'C1002' },
  { key: 'gamma', companyName: 'Gamma Data Vendors Ltd.', companyNameEn: 'Gamma Data Vendors Ltd.', nationCode: 'GB', customerCode: 'C2001' },
  { key: 'exchange', companyName: '한국거래소', companyNameEn: 'Korea Exchange', nationCode: 'KR', customerCode: 'X0001' },
] as const;

export const DEMO_USERS = [
  { loginEmail: 'member@alpha-securities.example', firstName: '민준', lastName: '김', roles: [ROLE.customer], companies: ['alpha', 'beta'], mail: '01' },
  { loginEmail: 'staff@alpha-securities.example', firstName: '서연', lastName: '이', roles: [ROLE.customer], companies: ['alpha'], mail: '01' },
  { loginEmail: 'reporter@alpha-securities.example', firstName: '지호', lastName: '박', roles: [ROLE.customer, ROLE.proxyReporter], companies: ['alpha'], mail: '01' },
  { loginEmail: 'analyst@beta-am.example', firstName: '하은', lastName: '최', roles: [ROLE.customer], companies: ['beta'], mail: '01' },
  { loginEmail: 'ops@gamma-data.example', firstName: 'Oliver', lastName: 'Smith', roles: [ROLE.customer], companies: ['gamma'], mail: '02' },
  { loginEmail: 'sales@krx-data.example', firstName: '도윤', lastName: '정', roles: [ROLE.sales], companies: ['provider'], mail: '01' },
  { loginEmail: 'admin@krx-data.example', firstName: '수아', lastName: '강', roles: [ROLE.providerAdmin, ROLE.sales], companies: ['provider'], mail: '01' },
  { loginEmail: 'reviewer@exchange.example', firstName: '예준', lastName: '윤', roles: [ROLE.exchangeReviewer], companies: ['exchange'], mail: '01' },
] as const;

let demoHash: Promise<string> | undefined;

/**
 * Inserts a demo user with their roles and company memberships, unless the address exists already
 * (the seed runs at every start). All demo users share the demo password, hashed once per process.
 */
export async function insertDemoUser(
  db: Db,
  user: Omit<typeof users.$inferInsert, 'passwordHash'> & { loginEmail: string },
  roles: readonly string[],
  memberships: readonly { companyId: number; status?: typeof userCompanies.$inferInsert.status }[],
): Promise<void> {
  const [found] = await db.select({ id: users.id }).from(users).where(eq(users.loginEmail, user.loginEmail));
  if (found) return;
  demoHash ??= hashPassword(DEMO_PASSWORD);
  const [row] = await db
    .insert(users)
    .values({ ...user, passwordHash: await demoHash })
    .returning({ id: users.id });
  if (roles.length) await db.insert(userRoles).values(roles.map((roleCode) => ({ userId: row.id, roleCode })));
  if (memberships.length) await db.insert(userCompanies).values(memberships.map((m) => ({ userId: row.id, ...m })));
}

export async function seedIdentity(db: Db): Promise<Map<string, number>> {
  const companyIds = new Map<string, number>();
  for (const c of DEMO_COMPANIES) {
    const [found] = await db.select({ id: companies.id }).from(companies).where(eq(companies.customerCode, c.customerCode));
    const id =
      found?.id ??
      (
        await db
          .insert(companies)
          .values({ companyName: c.companyName, companyNameEn: c.companyNameEn, nationCode: c.nationCode, customerCode: c.customerCode })
          .returning({ id: companies.id })
      )[0].id;
    companyIds.set(c.key, id);
  }
  for (const u of DEMO_USERS) {
    await insertDemoUser(
      db,
      {
        loginEmail: u.loginEmail,
        firstName: u.firstName,
        lastName: u.lastName,
        mailLanguageCode: u.mail,
        status: 'ACTIVE',
        emailConsentYn: 'Y',
        approvedAt: new Date(),
        lastLoginAt: new Date(),
      },
      u.roles,
      u.companies.map((k) => ({ companyId: companyIds.get(k)! })),
    );
  }
  return companyIds;
}
