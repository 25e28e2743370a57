import { ROLE } from '@portal/contract';
import { and, eq, isNull } from 'drizzle-orm';
import { companies, userCompanies, userRoles, users } from '../db/schema/index';
import type { Db } from '../platform/db';
import { hashPassword } from '../platform/password';

/** Password of every demo account (docs/demo.md). Demo data only; never used outside the seed. */
export const DEMO_PASSWORD = 'Market#Data26';

export const DEMO_COMPANIES = [
  { key: 'provider', companyName: '한국시장데이터', companyNameEn: 'KRX Market Data', nationCode: 'KR', customerCode: 'P0001' },
  { key: 'alpha', companyName: '알파증권', companyNameEn: 'Alpha Securities', nationCode: 'KR', customerCode: 'C1001' },
  { key: 'beta', companyName: '베타자산운용', companyNameEn: 'Beta Asset Management', nationCode: 'KR', customerCode: 'C1002' },
  {
    key: 'gamma',
    companyName: 'Gamma Data Vendors Ltd.',
    companyNameEn: 'Gamma Data Vendors Ltd.',
    nationCode: 'GB',
    customerCode: 'C2001',
  },
  { key: 'exchange', companyName: '한국거래소', companyNameEn: 'Korea Exchange', nationCode: 'KR', customerCode: 'X0001' },
] as const;

/** The demo people; the staff and members with a Hangul name also write it in English (decision 072). */
export const DEMO_USERS: readonly {
  loginEmail: string;
  officePhone: string;
  firstName: string;
  lastName: string;
  englishName?: string;
  roles: readonly string[];
  companies: readonly (typeof DEMO_COMPANIES)[number]['key'][];
  mail: '01' | '02';
}[] = [
  {
    loginEmail: 'member@alpha-securities.example',
    officePhone: '+82-2-3774-1101',
    firstName: '민준',
    lastName: '김',
    englishName: 'Minjun Kim',
    roles: [ROLE.customer],
    companies: ['alpha', 'beta'],
    mail: '01',
  },
  {
    loginEmail: 'staff@alpha-securities.example',
    officePhone: '+82-2-3774-1102',
    firstName: '서연',
    lastName: '이',
    englishName: 'Seoyeon Lee',
    roles: [ROLE.customer],
    companies: ['alpha'],
    mail: '01',
  },
  {
    loginEmail: 'reporter@alpha-securities.example',
    officePhone: '+82-2-3774-1103',
    firstName: '지호',
    lastName: '박',
    englishName: 'Jiho Park',
    roles: [ROLE.customer, ROLE.proxyReporter],
    companies: ['alpha'],
    mail: '01',
  },
  {
    loginEmail: 'analyst@beta-am.example',
    officePhone: '+82-2-768-2201',
    firstName: '하은',
    lastName: '최',
    englishName: 'Haeun Choi',
    roles: [ROLE.customer],
    companies: ['beta'],
    mail: '01',
  },
  {
    loginEmail: 'ops@gamma-data.example',
    officePhone: '+44-20-7946-0301',
    firstName: 'Oliver',
    lastName: 'Smith',
    roles: [ROLE.customer],
    companies: ['gamma'],
    mail: '02',
  },
  {
    loginEmail: 'sales@krx-data.example',
    officePhone: '+82-2-3774-9001',
    firstName: '도윤',
    lastName: '정',
    englishName: 'Doyun Jung',
    roles: [ROLE.sales],
    companies: ['provider'],
    mail: '01',
  },
  {
    loginEmail: 'admin@krx-data.example',
    officePhone: '+82-2-3774-9002',
    firstName: '수아',
    lastName: '강',
    englishName: 'Sua Kang',
    roles: [ROLE.providerAdmin, ROLE.sales],
    companies: ['provider'],
    mail: '01',
  },
  {
    loginEmail: 'reviewer@exchange.example',
    officePhone: '+82-51-662-3001',
    firstName: '예준',
    lastName: '윤',
    englishName: 'Yejun Yoon',
    roles: [ROLE.exchangeReviewer],
    companies: ['exchange'],
    mail: '01',
  },
];

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
  assertConsistent(user);
  const [found] = await db.select({ id: users.id }).from(users).where(eq(users.loginEmail, user.loginEmail));
  if (found) return;
  demoHash ??= hashPassword(DEMO_PASSWORD);
  const [row] = await db
    .insert(users)
    .values({ ...user, passwordHash: await demoHash })
    .returning({ id: users.id });
  if (roles.length) await db.insert(userRoles).values(roles.map((roleCode) => ({ userId: row.id, roleCode })));
  // A member joins their companies when they register, before any approval.
  if (memberships.length)
    await db.insert(userCompanies).values(memberships.map((m) => ({ userId: row.id, createdAt: user.createdAt, ...m })));
}

const DAY = 24 * 3600 * 1000;

/**
 * The dates of a demo member's life, in order: registered, e-mail confirmed an hour later, approved the
 * next day, last sign-in after that. `registeredDaysAgo` counts back from now (the seed runs at every start).
 */
export function demoLifeDates(registeredDaysAgo: number, now = Date.now()) {
  const createdAt = new Date(now - registeredDaysAgo * DAY);
  return { createdAt, emailConfirmedAt: new Date(createdAt.getTime() + 3600 * 1000), approvedAt: new Date(createdAt.getTime() + DAY) };
}

/** Seed data that contradicts itself is refused at once (approved before joining, an active member without office phone). */
function assertConsistent(user: Omit<typeof users.$inferInsert, 'passwordHash'> & { loginEmail: string }) {
  const at = (d: Date | null | undefined) => (d ? d.getTime() : null);
  const created = at(user.createdAt);
  const order: [string, number | null][] = [
    ['emailConfirmedAt', at(user.emailConfirmedAt)],
    ['approvedAt', at(user.approvedAt)],
    ['lastLoginAt', at(user.lastLoginAt)],
  ];
  if (created === null) throw new Error(`demo user ${user.loginEmail}: createdAt must be given`);
  for (const [name, value] of order)
    if (value !== null && value < created) throw new Error(`demo user ${user.loginEmail}: ${name} before createdAt`);
  if ((user.status === 'ACTIVE' || user.status === 'DORMANT' || user.status === 'PENDING_APPROVAL') && !user.officePhone) {
    throw new Error(`demo user ${user.loginEmail}: office phone missing`);
  }
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
        englishName: u.englishName ?? null,
        officePhone: u.officePhone,
        mailLanguageCode: u.mail,
        status: 'ACTIVE',
        emailConsentYn: 'Y',
        ...demoLifeDates(400),
        lastLoginAt: new Date(),
      },
      u.roles,
      u.companies.map((k) => ({ companyId: companyIds.get(k)! })),
    );
    // A demo database seeded before people had English names gets them (the seed runs at every start).
    if (u.englishName)
      await db
        .update(users)
        .set({ englishName: u.englishName })
        .where(and(eq(users.loginEmail, u.loginEmail), isNull(users.englishName)));
  }
  return companyIds;
}
