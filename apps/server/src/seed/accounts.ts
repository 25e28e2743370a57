import { DOC_PRIVACY, DOC_TERMS, ROLE } from '@portal/contract';
import { and, eq, inArray, isNull } from 'drizzle-orm';
import { companies, termAgreements, users } from '../db/schema/index';
import type { Db } from '../platform/db';
import { upsertTemplates } from '../platform/templates';
import { ACCOUNT_MAIL_TEMPLATES } from '../modules/identity';
import { PASSKEY_MAIL_TEMPLATES } from '../modules/passkeys';
import { PLAIN_SECRET_PREFIX } from '../platform/crypto';
import { latestVersion } from '../modules/terms';
import { DEMO_USERS, demoLifeDates, insertDemoUser } from './identity';

/**
 * TOTP keys of the demo accounts (docs/demo.md lists them). Stored as "plain.<key>" by the seed,
 * which has no encryption key; the accounts module encrypts them with ENCRYPTION_KEY at start.
 * Demo data only.
 */
export const DEMO_TOTP_SECRETS: Record<string, string> = {
  'member@alpha-securities.example': 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP',
  'staff@alpha-securities.example': 'KRSXG5CTMVRXEZLUKRSXG5CTMVRXEZLU',
  'reporter@alpha-securities.example': 'MFRGGZDFMZTWQ2LKMFRGGZDFMZTWQ2LK',
  'analyst@beta-am.example': 'NBSWY3DPO5XXE3DENBSWY3DPO5XXE3DE',
  'ops@gamma-data.example': 'GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ',
  'sales@krx-data.example': 'ONQWY2LTNBSWY3DPONQWY2LTNBSWY3DP',
  'admin@krx-data.example': 'MFSG22LOMFSG22LOMFSG22LOMFSG22LO',
  'reviewer@exchange.example': 'OJSXM2LFO5SXEMTFOJSXM2LFO5SXEMTF',
  'dormant@beta-am.example': 'MRXXE3LBNZ2DEMBSMRXXE3LBNZ2DEMBS',
  'locked@gamma-data.example': 'NRXWG23FMQYTEMZUNRXWG23FMQYTEMZU',
  // The exempt company's member (seeded with the user reports' exemption, seed/user-reports.ts).
  'compliance@delta-advisory.example': 'MRSWY5DBMRSWY5DBMRSWY5DBMRSWY5DB',
};

/** Enrols a demo account's authenticator with its key above (once: a key already set is kept). */
export async function enrolDemoAuthenticator(db: Db, loginEmail: string): Promise<void> {
  const secret = DEMO_TOTP_SECRETS[loginEmail];
  if (!secret) return;
  await db
    .update(users)
    .set({ otpSecret: `${PLAIN_SECRET_PREFIX}${secret}`, otpEnrolled: true })
    .where(and(eq(users.loginEmail, loginEmail), isNull(users.otpSecret)));
}

/** Demo members in the other account states, so each notice page can be reached (docs/demo.md). */
export const DEMO_STATE_USERS = [
  {
    loginEmail: 'pending@newco-data.example',
    firstName: '지안',
    lastName: '한',
    status: 'PENDING_APPROVAL',
    company: 'newco',
    membership: 'PENDING',
    failed: 0,
    lastLoginDaysAgo: null,
  },
  {
    loginEmail: 'unverified@newco-data.example',
    firstName: '시우',
    lastName: '오',
    status: 'UNVERIFIED',
    company: 'newco',
    membership: 'PENDING',
    failed: 0,
    lastLoginDaysAgo: null,
  },
  {
    loginEmail: 'dormant@beta-am.example',
    firstName: '유나',
    lastName: '서',
    status: 'DORMANT',
    company: 'beta',
    membership: 'ACTIVE',
    failed: 0,
    lastLoginDaysAgo: 400,
  },
  {
    loginEmail: 'locked@gamma-data.example',
    firstName: 'Emma',
    lastName: 'Brown',
    status: 'ACTIVE',
    company: 'gamma',
    membership: 'ACTIVE',
    failed: 5,
    lastLoginDaysAgo: 10,
  },
] as const;

const DAY = 24 * 3600 * 1000;

export async function seedAccounts(db: Db): Promise<void> {
  await upsertTemplates(db, [...ACCOUNT_MAIL_TEMPLATES, ...PASSKEY_MAIL_TEMPLATES]);

  // The temporary company of the members who registered a company that did not exist yet.
  let [newco] = await db.select({ id: companies.id }).from(companies).where(eq(companies.customerCode, 'T9001'));
  if (!newco) {
    [newco] = await db
      .insert(companies)
      .values({ companyName: '뉴코데이터', companyNameEn: 'NewCo Data', nationCode: 'KR', temporaryYn: 'Y', customerCode: 'T9001' })
      .returning({ id: companies.id });
  }
  const companyIds = new Map<string, number>([['newco', newco.id]]);
  for (const [key, code] of [
    ['alpha', 'C1001'],
    ['beta', 'C1002'],
    ['gamma', 'C2001'],
  ] as const) {
    const [c] = await db.select({ id: companies.id }).from(companies).where(eq(companies.customerCode, code));
    if (c) companyIds.set(key, c.id);
  }

  for (const u of DEMO_STATE_USERS) {
    const now = Date.now();
    const companyId = companyIds.get(u.company);
    // Registered 100 days before the last sign-in (3 days ago for who never signed in); confirmed, then approved, in that order.
    const life = demoLifeDates((u.lastLoginDaysAgo ?? 3) + 100, now);
    await insertDemoUser(
      db,
      {
        loginEmail: u.loginEmail,
        firstName: u.firstName,
        lastName: u.lastName,
        officePhone: '+82-2-3774-0000',
        status: u.status,
        failedLoginCount: u.failed,
        lockedAt: u.failed >= 5 ? new Date(now) : null,
        emailConsentYn: 'Y',
        mailLanguageCode: u.loginEmail.includes('gamma') ? '02' : '01',
        createdAt: life.createdAt,
        emailConfirmedAt: u.status === 'UNVERIFIED' ? null : life.emailConfirmedAt,
        approvedAt: u.status === 'ACTIVE' || u.status === 'DORMANT' ? life.approvedAt : null,
        lastLoginAt: u.lastLoginDaysAgo === null ? null : new Date(now - u.lastLoginDaysAgo * DAY),
        dormantAt: u.status === 'DORMANT' ? new Date(now - 35 * DAY) : null,
      },
      [ROLE.customer],
      companyId ? [{ companyId, status: u.membership }] : [],
    );
  }

  // TOTP keys of the demo accounts (enrolled, so the OTP step asks for a code at once).
  for (const loginEmail of Object.keys(DEMO_TOTP_SECRETS)) await enrolDemoAuthenticator(db, loginEmail);

  // Demo members agreed to the documents in effect, so sign-in goes straight in.
  await agreeToLatestTerms(db, [...DEMO_USERS.map((u) => u.loginEmail), ...DEMO_STATE_USERS.map((u) => u.loginEmail)]);
}

/**
 * The demo members of `emails` agree to the terms and the personal-information policy in effect (once; a member who
 * agreed already is left as is), so their sign-in goes straight in and their calls are not refused for the terms.
 * Used for every demo member, including those seeded by a later area's seed (the exempt company's member).
 */
export async function agreeToLatestTerms(db: Db, emails: string[]): Promise<void> {
  const demo = await db.select({ id: users.id }).from(users).where(inArray(users.loginEmail, emails));
  for (const code of [DOC_TERMS, DOC_PRIVACY]) {
    const latest = await latestVersion(db, code);
    if (!latest) continue;
    for (const { id } of demo) {
      const [agreed] = await db
        .select({ id: termAgreements.id })
        .from(termAgreements)
        .where(and(eq(termAgreements.userId, id), eq(termAgreements.documentClassificationCode, code)))
        .limit(1);
      if (agreed) continue;
      await db.insert(termAgreements).values({
        userId: id,
        documentClassificationCode: code,
        standardDocumentId: latest.standardDocumentId,
        versionNo: latest.versionNo,
      });
    }
  }
}
