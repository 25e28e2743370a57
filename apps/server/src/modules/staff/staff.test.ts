import { CALL_PATHS, ROLE, STAFF_EXPORT_CONTENT_TYPE } from '@portal/contract';
import { and, eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLogs, users } from '../../db/schema/index';
import { quotePrefixedCells } from '../../../test/spreadsheet';
import { type ApiCall, build, callApi, loginAs, SEEDED_LOGIN, type TestContext, tokenFor } from '../../../test/helpers';
import { idOf, linkIn, mailsTo, signInFully } from '../../../test/accounts';
import { activeCompanies, membershipsOf } from '../identity';

const ALPHA_MEMBER = SEEDED_LOGIN[ROLE.customer]; // alpha and beta
const ALPHA_STAFF = 'staff@alpha-securities.example';
const ALPHA_REPORTER = SEEDED_LOGIN[ROLE.proxyReporter];
const BETA_ANALYST = 'analyst@beta-am.example';

let ctx: TestContext;
let alpha: number;
let beta: number;
let memberAlpha: string;
let analystBeta: string;

const api = (entry: ApiCall, payload: unknown, token?: string, lang: 'ko' | 'en' = 'en') =>
  callApi(ctx, entry, { payload: payload as object, token, lang });

beforeAll(async () => {
  ctx = await build();
  const companies = activeCompanies(await membershipsOf(ctx.db, await idOf(ctx, ALPHA_MEMBER)));
  alpha = companies.find((c) => c.customerCode === 'C1001')!.id;
  beta = companies.find((c) => c.customerCode === 'C1002')!.id;
  memberAlpha = await tokenFor(ctx, ALPHA_MEMBER, alpha);
  analystBeta = await tokenFor(ctx, BETA_ANALYST, beta);
});
afterAll(() => ctx.close());

describe('staff list', () => {
  it('lists the staff of the token company with status, dates and roles', async () => {
    const res = await api(CALL_PATHS.searchStaff, {}, memberAlpha);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    const emails = body.items.map((i: { loginEmail: string }) => i.loginEmail);
    expect(emails).toEqual(expect.arrayContaining([ALPHA_MEMBER, ALPHA_STAFF, ALPHA_REPORTER]));
    expect(emails).not.toContain(BETA_ANALYST);
    expect(body).toMatchObject({ pageNumber: 1, pageSize: 10, totalCount: 3 });
    const reporter = body.items.find((i: { loginEmail: string }) => i.loginEmail === ALPHA_REPORTER);
    // In English the name the member wrote in English; the registered name stays in its fields.
    expect(reporter).toMatchObject({
      statusCode: 'ACTIVE',
      statusName: 'Active',
      name: 'Jiho Park',
      firstName: '지호',
      lastName: '박',
      roles: ['01', '02'],
    });
    expect(typeof reporter.registeredAt).toBe('string');
  });

  it('searches, sorts, pages and answers in Korean', async () => {
    const found = await api(CALL_PATHS.searchStaff, { searchText: 'reporter' }, memberAlpha, 'ko');
    expect(found.json().items.map((i: { loginEmail: string }) => i.loginEmail)).toEqual([ALPHA_REPORTER]);
    expect(found.json().items[0]).toMatchObject({ name: '박지호', statusName: '정상' });
    // ... found by the English name too.
    const english = await api(CALL_PATHS.searchStaff, { searchText: 'jiho' }, memberAlpha);
    expect(english.json().items.map((i: { name: string }) => i.name)).toEqual(['Jiho Park']);
    const byName = await api(CALL_PATHS.searchStaff, { sortBy: 'loginEmail', sort: 'oldest', pageSize: 50 }, memberAlpha);
    expect(byName.json().items.map((i: { loginEmail: string }) => i.loginEmail)).toEqual([ALPHA_MEMBER, ALPHA_REPORTER, ALPHA_STAFF]);
    const page2 = await api(CALL_PATHS.searchStaff, { pageNumber: 2, pageSize: 100 }, memberAlpha);
    expect(page2.json()).toMatchObject({ items: [], totalCount: 3, pageNumber: 2 });
    const bad = await api(CALL_PATHS.searchStaff, { pageSize: 20 }, memberAlpha);
    expect(bad.json().errorCode).toBe('COM1N4001');
    const status = await api(CALL_PATHS.searchStaff, { statusCodes: 'DORMANT|WITHDRAWN' }, memberAlpha);
    expect(status.json().totalCount).toBe(0);
  });

  it('refuses visitors and another company, lets provider staff name the company', async () => {
    expect((await api(CALL_PATHS.searchStaff, {})).json().errorCode).toBe('ATH1N4001');
    const other = await api(CALL_PATHS.searchStaff, { companyId: beta }, memberAlpha);
    expect(other.statusCode).toBe(403);
    expect(other.json().errorCode).toBe('STF1N4031');
    const admin = await loginAs(ctx, ROLE.providerAdmin);
    const asAdmin = await api(CALL_PATHS.searchStaff, { companyId: beta }, admin);
    expect(asAdmin.statusCode).toBe(200);
    expect(asAdmin.json().items.map((i: { loginEmail: string }) => i.loginEmail)).toEqual(
      expect.arrayContaining([BETA_ANALYST, ALPHA_MEMBER]),
    );
    expect(asAdmin.json().items.map((i: { loginEmail: string }) => i.loginEmail)).not.toContain(ALPHA_STAFF);
    expect((await api(CALL_PATHS.searchStaff, { companyId: 999_999 }, admin)).json().errorCode).toBe('STF1N4031');
  });
});

describe('invitations', () => {
  it('invites a member by mail in the chosen language, audited, and refuses a pending or existing address', async () => {
    const res = await api(CALL_PATHS.inviteStaff, { email: 'New.Hire@Example.com', mailLanguageCode: '02' }, memberAlpha, 'ko');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ kind: 'MEMBER', email: 'new.hire@example.com', companyId: alpha, mailLanguageCode: '02' });
    const [mail] = await mailsTo(ctx, 'new.hire@example.com');
    expect(mail.languageCode).toBe('02');
    expect(mail.subject).toMatch(/[A-Za-z]/);
    expect(mail.subject).not.toMatch(/[가-힣]/);
    expect(linkIn(mail.text, '/user/user-join-terms?invitationToken=')).toContain('http://portal.test');
    const audits = await ctx.db
      .select()
      .from(auditLogs)
      .where(and(eq(auditLogs.action, 'STAFF_INVITE_MEMBER'), eq(auditLogs.companyId, alpha)));
    expect(audits).toHaveLength(1);

    const again = await api(CALL_PATHS.inviteStaff, { email: 'new.hire@example.com' }, memberAlpha);
    expect(again.statusCode).toBe(409);
    expect(again.json().errorCode).toBe('STF1N4092');
    const existing = await api(CALL_PATHS.inviteStaff, { email: ALPHA_STAFF }, memberAlpha, 'ko');
    expect(existing.json()).toEqual({ errorCode: 'STF1N4091', errorMessage: '이미 이 회사의 회원인 이메일 주소입니다.' });
    // The same address may be invited by another company.
    expect((await api(CALL_PATHS.inviteStaff, { email: 'new.hire@example.com' }, analystBeta)).statusCode).toBe(200);
  });

  it('invites a newsletter subscriber in the request language and refuses a pending one', async () => {
    const res = await api(CALL_PATHS.inviteSubscriber, { email: 'reader@example.com' }, memberAlpha, 'ko');
    expect(res.json()).toMatchObject({ kind: 'SUBSCRIBER', mailLanguageCode: '01' });
    const [mail] = await mailsTo(ctx, 'reader@example.com');
    expect(mail.subject).toMatch(/[가-힣]/);
    linkIn(mail.text, '/news-letter-confirm?invitationToken=');
    expect((await api(CALL_PATHS.inviteSubscriber, { email: 'reader@example.com' }, memberAlpha)).json().errorCode).toBe('STF1N4092');
    expect((await api(CALL_PATHS.inviteStaff, { email: 'not-an-address' }, memberAlpha)).json().errorCode).toBe('COM1N4001');
    expect((await api(CALL_PATHS.inviteStaff, { email: 'x@example.com', companyId: beta }, memberAlpha)).json().errorCode).toBe(
      'STF1N4031',
    );
  });
});

describe('export', () => {
  it('exports the selected rows of the company only, with inert formulas and Korean headers', async () => {
    const reporterId = await idOf(ctx, ALPHA_REPORTER);
    await ctx.db
      .update(users)
      .set({ department: '=HYPERLINK("http://evil.example","click")', officePhone: '+82-2-3774-1234' })
      .where(eq(users.id, reporterId));
    const res = await api(
      CALL_PATHS.exportStaff,
      { userIds: [reporterId, await idOf(ctx, ALPHA_MEMBER), await idOf(ctx, BETA_ANALYST)] },
      memberAlpha,
      'ko',
    );
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe(STAFF_EXPORT_CONTENT_TYPE);
    expect(String(res.headers['content-disposition'])).toContain('.xlsx');
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const ws = wb.worksheets[0];
    expect(ws.name).toBe('직원 목록');
    expect(ws.getRow(2).getCell(2).value).toBe('이름');
    expect(ws.rowCount).toBe(4); // company name, header, two rows: the other company's member is left out
    const emails = [ws.getRow(3).getCell(3).value, ws.getRow(4).getCell(3).value];
    expect(emails).not.toContain(BETA_ANALYST);
    const cell = [ws.getRow(3), ws.getRow(4)].map((r) => r.getCell(4)).find((c) => String(c.value).includes('HYPERLINK'))!;
    expect(cell.type).toBe(ExcelJS.ValueType.String);
    expect(cell.formula).toBeUndefined();
    // The value is kept (no visible apostrophe); the cell is marked as text with the quote-prefix style.
    expect(cell.value).toBe('=HYPERLINK("http://evil.example","click")');
    const marked = await quotePrefixedCells(res.rawPayload);
    expect([...marked.values()]).toContain('=HYPERLINK("http://evil.example","click")');
    // Phone numbers starting with + are marked too, never changed; times are Korea time with the zone.
    const phones = [ws.getRow(3), ws.getRow(4)].map((r) => r.getCell(6).value);
    expect(phones).toContain('+82-2-3774-1234');
    expect([...marked.values()]).toContain('+82-2-3774-1234');
    expect(String(ws.getRow(3).getCell(9).value)).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2} KST$/);
  });

  it('refuses an empty selection, only foreign ids and another company', async () => {
    expect((await api(CALL_PATHS.exportStaff, { userIds: [] }, memberAlpha)).json().errorCode).toBe('STF1N4003');
    expect((await api(CALL_PATHS.exportStaff, { userIds: [await idOf(ctx, BETA_ANALYST)] }, memberAlpha)).json().errorCode).toBe(
      'STF1N4003',
    );
    expect((await api(CALL_PATHS.exportStaff, { userIds: [1], companyId: beta }, memberAlpha)).json().errorCode).toBe('STF1N4031');
    const en = await api(CALL_PATHS.exportStaff, { userIds: [await idOf(ctx, ALPHA_STAFF)] }, memberAlpha, 'en');
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(en.rawPayload as unknown as ArrayBuffer);
    expect(wb.worksheets[0].getRow(2).getCell(2).value).toBe('Name');
  });
});

describe('deletion', () => {
  const del = (userId: number, payload: unknown, token?: string) =>
    callApi(ctx, CALL_PATHS.deleteStaff, { params: { userId }, payload: payload as object, token, lang: 'en' });

  it('requires a reason, refuses oneself and people of other companies', async () => {
    const staffId = await idOf(ctx, ALPHA_STAFF);
    expect((await del(staffId, {}, memberAlpha)).json().errorCode).toBe('STF1N4001');
    expect((await del(staffId, { reason: '   ' }, memberAlpha)).json().errorCode).toBe('STF1N4001');
    expect((await del(await idOf(ctx, ALPHA_MEMBER), { reason: 'x' }, memberAlpha)).json().errorCode).toBe('STF1N4002');
    const foreign = await del(await idOf(ctx, BETA_ANALYST), { reason: 'x' }, memberAlpha);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().errorCode).toBe('STF1N4041');
    // A member of beta can change nothing of alpha, by any id.
    expect((await del(staffId, { reason: 'x' }, analystBeta)).json().errorCode).toBe('STF1N4041');
    expect((await del(staffId, { reason: 'x', companyId: alpha }, analystBeta)).json().errorCode).toBe('STF1N4031');
    expect((await del(staffId, { reason: 'x' })).json().errorCode).toBe('ATH1N4001');
  });

  it('removes the member: audited, off the list, their tokens for the company refused at once', async () => {
    const session = await signInFully(ctx, ALPHA_STAFF, undefined, alpha);
    expect((await api(CALL_PATHS.searchStaff, {}, session.access_token)).statusCode).toBe(200);
    const staffId = await idOf(ctx, ALPHA_STAFF);
    const res = await del(staffId, { reason: '퇴사' }, memberAlpha);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ userId: staffId, companyId: alpha, status: 'REMOVED' });
    const refused = await api(CALL_PATHS.searchStaff, {}, session.access_token);
    expect(refused.statusCode).toBe(401);
    expect(refused.json().errorCode).toBe('ATH1N4002');
    const list = await api(CALL_PATHS.searchStaff, {}, memberAlpha);
    expect(list.json().items.map((i: { loginEmail: string }) => i.loginEmail)).not.toContain(ALPHA_STAFF);
    const [audit] = await ctx.db.select().from(auditLogs).where(eq(auditLogs.action, 'STAFF_DELETE'));
    expect(audit).toMatchObject({ target: String(staffId), companyId: alpha, detail: { reason: '퇴사' } });
    expect((await del(staffId, { reason: 'again' }, memberAlpha)).json().errorCode).toBe('STF1N4041');
  });
});
