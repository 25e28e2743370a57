import { BRAND_NAME, DOC_PRIVACY, DOC_TERMS, isInternationalPhone } from '@portal/contract';
import { readFileSync } from 'node:fs';
import { eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { build, type TestContext } from '../../test/helpers';
import { bbsAttachments, bbsContentLanguages, bbsContents, mailTemplates, termAgreements, userCompanies, users } from '../db/schema/index';
import { migrationsFolder } from '../platform/db';
import { WORKSPACE_DOCUMENT_TEMPLATES } from './workspace-templates';
import { latestVersion } from '../modules/terms';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await build();
});
afterAll(() => ctx.close());

/** The seeded world must not contradict itself: people look at it first (demo) and tests build on it. */
describe('seed consistency', () => {
  it('orders each member’s dates: registered, e-mail confirmed, approved, signed in; joined the company before approval', async () => {
    const rows = await ctx.db.select().from(users);
    expect(rows.length).toBeGreaterThan(5);
    const problems: string[] = [];
    const ms = (d: Date | null) => d?.getTime() ?? null;
    for (const u of rows) {
      const created = u.createdAt.getTime();
      for (const [name, value] of [
        ['emailConfirmedAt', ms(u.emailConfirmedAt)],
        ['approvedAt', ms(u.approvedAt)],
        ['lastLoginAt', ms(u.lastLoginAt)],
        ['dormantAt', ms(u.dormantAt)],
      ] as const) {
        if (value !== null && value < created) problems.push(`${u.loginEmail}: ${name} before registration`);
      }
      if (u.approvedAt && u.emailConfirmedAt && u.approvedAt < u.emailConfirmedAt)
        problems.push(`${u.loginEmail}: approved before e-mail confirmation`);
      if (u.dormantAt && u.lastLoginAt && u.dormantAt < u.lastLoginAt) problems.push(`${u.loginEmail}: dormant before the last sign-in`);
      if ((u.status === 'ACTIVE' || u.status === 'DORMANT') && !u.approvedAt)
        problems.push(`${u.loginEmail}: ${u.status} without approval`);
    }
    const memberships = await ctx.db
      .select({ m: userCompanies, approvedAt: users.approvedAt, loginEmail: users.loginEmail })
      .from(userCompanies)
      .innerJoin(users, eq(users.id, userCompanies.userId));
    for (const { m, approvedAt, loginEmail } of memberships) {
      if (approvedAt && m.createdAt > approvedAt) problems.push(`${loginEmail}: joined company ${m.companyId} after approval`);
    }
    expect(problems).toEqual([]);
  });

  it('has every active member agree to the terms and the personal-information policy in effect, so no call is refused for them', async () => {
    const active = await ctx.db.select({ id: users.id, loginEmail: users.loginEmail }).from(users).where(eq(users.status, 'ACTIVE'));
    expect(active.map((u) => u.loginEmail)).toContain('compliance@delta-advisory.example');
    const missing: string[] = [];
    for (const code of [DOC_TERMS, DOC_PRIVACY]) {
      const latest = await latestVersion(ctx.db, code);
      expect(latest, code).toBeTruthy();
      const agreed = await ctx.db
        .select({ userId: termAgreements.userId, versionNo: termAgreements.versionNo })
        .from(termAgreements)
        .where(eq(termAgreements.documentClassificationCode, code));
      for (const u of active) {
        if (!agreed.some((a) => a.userId === u.id && a.versionNo === latest!.versionNo)) missing.push(`${u.loginEmail}: ${code}`);
      }
    }
    expect(missing).toEqual([]);
  });

  it('fills the required fields of the join form (office phone with country code) for every member who joined', async () => {
    const rows = await ctx.db
      .select()
      .from(users)
      .where(inArray(users.status, ['ACTIVE', 'DORMANT', 'PENDING_APPROVAL', 'UNVERIFIED']));
    const missing = rows
      .filter((u) => !u.officePhone || !isInternationalPhone(u.officePhone) || !u.firstName.trim() || !u.lastName.trim())
      .map((u) => u.loginEmail);
    expect(missing).toEqual([]);
  });

  it('refers to no attachment that is missing: an item that speaks of attached files has them, the fee notice points to a fee table', async () => {
    const texts = await ctx.db
      .select({ id: bbsContentLanguages.bbsContentId, contents: bbsContentLanguages.contents })
      .from(bbsContentLanguages);
    const speaking = [...new Set(texts.filter((t) => /첨부|attached/i.test(t.contents)).map((t) => t.id))];
    const withFiles = new Set(
      speaking.length
        ? (
            await ctx.db
              .select({ id: bbsAttachments.bbsContentId })
              .from(bbsAttachments)
              .where(inArray(bbsAttachments.bbsContentId, speaking))
          ).map((r) => r.id)
        : [],
    );
    expect(speaking.filter((id) => !withFiles.has(id))).toEqual([]);

    const [feeItem] = await ctx.db.select().from(bbsContents).where(eq(bbsContents.seedKey, 'B02-002'));
    const bodies = await ctx.db.select().from(bbsContentLanguages).where(eq(bbsContentLanguages.bbsContentId, feeItem.bbsContentId));
    expect(bodies).toHaveLength(2);
    for (const b of bodies) expect(b.contents).toMatch(/<table>.*<td>[^<]+<\/td>/);
  });
});

/** One brand (decision 072): every mail says the contract's BRAND_NAME, in a new and in an upgraded database. */
describe('the brand in the mails', () => {
  const OLD_NAMES = ['KRX 시장정보', '[KRX Market Data]'];
  const check = (rows: { name: string; languageCode: string; subject: string; html: string; text: string }[]) => {
    const problems: string[] = [];
    for (const r of rows) {
      const brand = BRAND_NAME[r.languageCode === '02' ? 'en' : 'ko'];
      if (!r.subject.startsWith(`[${brand}] `)) problems.push(`${r.name}/${r.languageCode}: ${r.subject}`);
      for (const old of OLD_NAMES)
        if (`${r.subject}${r.html}${r.text}`.includes(old)) problems.push(`${r.name}/${r.languageCode} says ${old}`);
    }
    return problems;
  };

  it('begins every seeded subject with the brand in the mail’s language and never says an old name', async () => {
    // The workspace's document templates share the table; they are documents, not mails.
    const documents = new Set(WORKSPACE_DOCUMENT_TEMPLATES.map((t) => t.name));
    const rows = (await ctx.db.select().from(mailTemplates)).filter((r) => !documents.has(r.name));
    expect(rows.length).toBeGreaterThan(10);
    expect(check(rows)).toEqual([]);
  });

  it('renames the brand in the templates a database seeded before kept (migration 0032)', async () => {
    const old = [
      {
        name: 'test.old-brand',
        languageCode: '01',
        subject: '[KRX 시장정보] 임시 비밀번호 안내',
        html: '<p>KRX 시장정보 뉴스레터</p>',
        text: 'KRX 시장정보 뉴스레터',
      },
      { name: 'test.old-brand', languageCode: '02', subject: '[KRX Market Data] Your temporary password', html: '<p>x</p>', text: 'x' },
    ];
    await ctx.db.insert(mailTemplates).values(old);
    const migration = readFileSync(`${migrationsFolder()}/0032_english_names_and_brand.sql`, 'utf8');
    for (const statement of migration.split('--> statement-breakpoint').filter((s) => s.includes('UPDATE mail_templates')))
      await ctx.db.execute(sql.raw(statement));
    const rows = await ctx.db.select().from(mailTemplates).where(eq(mailTemplates.name, 'test.old-brand'));
    expect(check(rows)).toEqual([]);
    expect(rows.find((r) => r.languageCode === '01')).toMatchObject({
      subject: '[한국시장데이터 고객 포털] 임시 비밀번호 안내',
      text: '한국시장데이터 뉴스레터',
    });
    expect(rows.find((r) => r.languageCode === '02')!.subject).toBe('[KRX Market Data Customer Portal] Your temporary password');
  });
});
