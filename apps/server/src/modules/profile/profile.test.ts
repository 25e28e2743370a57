import { CALL_PATHS } from '@portal/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ApiCall, build, callApi, filled, type TestContext } from '../../../test/helpers';
import { authSessions, userCompanies, users } from '../../db/schema/index';
import { runDormancySweep } from '../dormancy';
import { DEMO_PASSWORD, idOf, mailsTo, send, signInFully, contextOf } from '../../../test/accounts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await build();
});
afterAll(() => ctx.close());

const get = (entry: ApiCall, token?: string, lang: 'ko' | 'en' = 'en') => callApi(ctx, entry, { token, lang });
const put = (entry: ApiCall, payload: unknown, token?: string) =>
  callApi(ctx, entry, { payload: payload as Record<string, unknown>, token, lang: 'en' });

const profile = {
  firstName: '지호',
  lastName: '박',
  department: '',
  chargeJob: '',
  officeTelephoneNumber: '+82-2-3774-9000',
  mobileTelephoneNumber: '',
  emailReceiveYn: 'Y',
  newsletterYn: 'N',
  mailLanguageCode: '01',
  autoExtensionYn: 'N',
};

describe('member information', () => {
  it('reads and edits only the own record; "No data modified." when nothing changed', async () => {
    const email = 'reporter@alpha-securities.example';
    const id = await idOf(ctx, email);
    const t = await signInFully(ctx, email);
    const mine = await get(filled(CALL_PATHS.getMember, { userId: id }), t.access_token);
    expect(mine.statusCode, mine.body).toBe(200);
    expect(mine.json()).toMatchObject({ userId: id, loginEmail: email, roles: ['01', '02'], status: 'ACTIVE' });
    expect(mine.json().dormancyDate).not.toBeNull();

    const other = await get(filled(CALL_PATHS.getMember, { userId: await idOf(ctx, 'member@alpha-securities.example') }), t.access_token);
    expect(other.statusCode).toBe(403);
    expect(other.json()).toEqual({ errorCode: 'ATH1N4030', errorMessage: 'You cannot access the page.' });
    expect((await put(filled(CALL_PATHS.updateMember, { userId: id + 1 }), profile, t.access_token)).json().errorCode).toBe('ATH1N4030');
    expect((await get(filled(CALL_PATHS.getMember, { userId: id }))).json().errorCode).toBe('ATH1N4001');

    const changed = await put(
      filled(CALL_PATHS.updateMember, { userId: id }),
      { ...profile, department: '리서치센터', autoExtensionYn: 'Y' },
      t.access_token,
    );
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json()).toMatchObject({ department: '리서치센터', autoExtensionYn: 'Y', dormancyDate: null });
    const same = await put(
      filled(CALL_PATHS.updateMember, { userId: id }),
      { ...profile, department: '리서치센터', autoExtensionYn: 'Y' },
      t.access_token,
    );
    expect(same.statusCode).toBe(400);
    expect(same.json()).toEqual({ errorCode: 'COM1N4002', errorMessage: 'No data modified.' });
    expect(
      (
        await put(filled(CALL_PATHS.updateMember, { userId: id }), { ...profile, mobileTelephoneNumber: '1234-5678' }, t.access_token)
      ).json(),
    ).toEqual({ errorCode: 'USR1N4014', errorMessage: expect.stringMatching(/^Enter the phone number with its country code/) });
    // A Korean mobile number written at home is stored with its country code.
    const mobile = await put(
      filled(CALL_PATHS.updateMember, { userId: id }),
      { ...profile, mobileTelephoneNumber: '010 1234 5678' },
      t.access_token,
    );
    expect(mobile.statusCode, mobile.body).toBe(200);
    const me = await get(CALL_PATHS.getMyInformation, t.access_token);
    expect(me.json().mobileTelephoneNumber).toBe('+82-10-1234-5678');
  });

  it('keeps the name written in English, answers it in English and refuses one not in Latin letters', async () => {
    const email = 'staff@alpha-securities.example';
    const id = await idOf(ctx, email);
    const t = await signInFully(ctx, email);
    const record = filled(CALL_PATHS.updateMember, { userId: id });
    const mine = (await get(filled(CALL_PATHS.getMember, { userId: id }), t.access_token)).json();
    // The seed wrote the demo member's English name.
    expect(mine).toMatchObject({ firstName: '서연', lastName: '이', englishName: 'Seoyeon Lee' });
    // The editable fields as they read (those of `profile` above, and the English name).
    const own = Object.fromEntries(['englishName', ...Object.keys(profile)].map((k) => [k, mine[k]])) as Record<string, string>;
    const bad = await put(record, { ...own, englishName: '이서연' }, t.access_token);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errorCode).toBe('COM1N4001');
    const changed = await put(record, { ...own, englishName: '  Sarah   Lee ' }, t.access_token);
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json().englishName).toBe('Sarah Lee');
    // Left out, it stays; the staff list of the company names her by it in English and by the Hangul name in Korean.
    const withoutEnglish = Object.fromEntries(Object.entries(own).filter(([k]) => k !== 'englishName'));
    expect((await put(record, { ...withoutEnglish, department: '재무기획팀' }, t.access_token)).json()).toMatchObject({
      department: '재무기획팀',
      englishName: 'Sarah Lee',
    });
    const staff = (lang: 'ko' | 'en') =>
      callApi(ctx, CALL_PATHS.searchStaff, { payload: { searchText: 'staff@' }, token: t.access_token, lang }).then(
        (r) => r.json().items[0]?.name,
      );
    expect(await staff('en')).toBe('Sarah Lee');
    expect(await staff('ko')).toBe('이서연');
    // '' removes it: English falls back to the registered name.
    expect((await put(record, { ...own, englishName: '' }, t.access_token)).json().englishName).toBe('');
    expect(await staff('en')).toBe('이서연');
    await put(record, own, t.access_token);
  });

  it('confirms the password before a sensitive screen', async () => {
    const email = 'analyst@beta-am.example';
    const id = await idOf(ctx, email);
    const t = await signInFully(ctx, email);
    expect(
      (
        await send(ctx, filled(CALL_PATHS.confirmPassword, { userId: id }), { loginSecretNo: DEMO_PASSWORD }, { token: t.access_token })
      ).json(),
    ).toEqual({ confirmedYn: 'Y' });
    const wrong = await send(
      ctx,
      filled(CALL_PATHS.confirmPassword, { userId: id }),
      { loginSecretNo: 'Nope#1234x' },
      { token: t.access_token },
    );
    expect(wrong.json()).toEqual({ errorCode: 'USR1N4002', errorMessage: 'Password is wrong. Recheck your password.' });
    expect(
      (
        await send(ctx, filled(CALL_PATHS.confirmPassword, { userId: id + 1 }), { loginSecretNo: DEMO_PASSWORD }, { token: t.access_token })
      ).json().errorCode,
    ).toBe('ATH1N4030');
  });
});

describe('change password', () => {
  it('answers each rule with its own code, then changes, mails and ends the sessions', async () => {
    const email = 'ops@gamma-data.example';
    const t = await signInFully(ctx, email);
    const change = (body: Record<string, string>) => put(CALL_PATHS.changePassword, body, t.access_token);
    const cases: [Record<string, string>, string][] = [
      [{ loginSecretNo: 'Wrong#Pass99', newLoginSecretNo: 'Gb5!Orchard7', newLoginSecretNoConfirm: 'Gb5!Orchard7' }, 'USR1N4002'],
      [{ loginSecretNo: DEMO_PASSWORD, newLoginSecretNo: 'Gb5!Orchard7', newLoginSecretNoConfirm: 'Gb5!Orchard8' }, 'USR1N4003'],
      [{ loginSecretNo: DEMO_PASSWORD, newLoginSecretNo: 'short1!', newLoginSecretNoConfirm: 'short1!' }, 'USR1N4001'],
      [{ loginSecretNo: DEMO_PASSWORD, newLoginSecretNo: 'Iloveyou2!', newLoginSecretNoConfirm: 'Iloveyou2!' }, 'USR1N4013'],
      [{ loginSecretNo: DEMO_PASSWORD, newLoginSecretNo: DEMO_PASSWORD, newLoginSecretNoConfirm: DEMO_PASSWORD }, 'USR1N4009'],
    ];
    for (const [body, code] of cases) expect((await change(body)).json().errorCode, code).toBe(code);
    expect((await put(CALL_PATHS.changePassword, cases[0][0])).json().errorCode).toBe('ATH1N4001');
    const ok = await change({ loginSecretNo: DEMO_PASSWORD, newLoginSecretNo: 'Gb5!Orchard7', newLoginSecretNoConfirm: 'Gb5!Orchard7' });
    expect(ok.json()).toEqual({ changedYn: 'Y' });
    const [mail] = await mailsTo(ctx, email);
    expect(mail.subject).toBe('[KRX Market Data Customer Portal] Your password was changed');
    expect((await get(CALL_PATHS.getMyInformation, t.access_token)).json().errorCode).toBe('ATH1N4002');
    await signInFully(ctx, email, 'Gb5!Orchard7');
  });
});

describe('find id', () => {
  it('answers the masked e-mail for a name and phone, or "not registered"', async () => {
    await ctx.db.update(users).set({ mobilePhone: '+82-10-5555-0101' }).where(eq(users.loginEmail, 'member@alpha-securities.example'));
    const found = await send(ctx, CALL_PATHS.findLoginEmail, { firstName: '민준', lastName: '김', telephoneNumber: '+82-10-5555-0101' });
    expect(found.statusCode, found.body).toBe(200);
    expect(found.json().items).toEqual([{ maskedEmail: 'me****@al**************.example', registeredAt: expect.any(String) }]);
    const none = await send(
      ctx,
      CALL_PATHS.findLoginEmail,
      { firstName: '민준', lastName: '김', telephoneNumber: '+82-10-0000-0000' },
      { lang: 'ko' },
    );
    expect(none.statusCode).toBe(404);
    expect(none.json()).toEqual({ errorCode: 'USR1N4040', errorMessage: '등록된 회원 정보가 없습니다.' });
  });
});

describe('withdrawal', () => {
  it('needs the terms box and the password, then erases the personal data and ends every session', async () => {
    const email = 'locked@gamma-data.example';
    const id = await idOf(ctx, email);
    await ctx.db.update(users).set({ failedLoginCount: 0, lockedAt: null }).where(eq(users.id, id));
    const t = await signInFully(ctx, email);
    const url = filled(CALL_PATHS.withdrawMember, { userId: id });
    const body = {
      loginSecretNo: DEMO_PASSWORD,
      secessionTermsAgreeYn: 'Y',
      secessionReasonCode: '01',
      secessionReason: '서비스를 더 이상 이용하지 않습니다.',
    };
    expect((await send(ctx, url, { ...body, secessionTermsAgreeYn: 'N' }, { token: t.access_token })).json().errorCode).toBe('USR1N4005');
    expect((await send(ctx, url, { ...body, loginSecretNo: 'Wrong#Pass99' }, { token: t.access_token })).json().errorCode).toBe(
      'USR1N4002',
    );
    expect((await send(ctx, url, { ...body, secessionReason: '' }, { token: t.access_token })).json().errorCode).toBe('COM1N4001');
    expect((await send(ctx, filled(CALL_PATHS.withdrawMember, { userId: id + 1 }), body, { token: t.access_token })).json().errorCode).toBe(
      'ATH1N4030',
    );
    const done = await send(ctx, url, body, { token: t.access_token });
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json().withdrawnAt).toBeTruthy();

    const [row] = await ctx.db.select().from(users).where(eq(users.id, id));
    expect(row).toMatchObject({
      status: 'WITHDRAWN',
      firstName: '-',
      lastName: '-',
      officePhone: null,
      otpSecret: null,
      secessionReasonCode: '01',
    });
    expect(row.loginEmail).not.toContain('gamma-data');
    const memberships = await ctx.db.select().from(userCompanies).where(eq(userCompanies.userId, id));
    expect(memberships.every((m) => m.status === 'REMOVED')).toBe(true);
    const sessions = await ctx.db.select().from(authSessions).where(eq(authSessions.userId, id));
    expect(sessions.every((s) => s.revokeReason !== null)).toBe(true);
    expect((await get(CALL_PATHS.getMyInformation, t.access_token)).json().errorCode).toBe('ATH1N4002');
    const [goodbye] = await mailsTo(ctx, email);
    expect(goodbye.templateName).toBe('account.withdrawn');

    // Within the retention period a correct password answers "withdrawn"; a wrong one the usual failure.
    expect((await send(ctx, CALL_PATHS.signIn, { loginEmail: email, loginSecretNo: DEMO_PASSWORD })).json().errorCode).toBe('ATH1N4017');
    expect((await send(ctx, CALL_PATHS.signIn, { loginEmail: email, loginSecretNo: 'Wrong#Pass99' })).json().errorCode).toBe('ATH1N4010');
    // The address is free again.
    expect((await send(ctx, CALL_PATHS.checkLoginEmailExists, { loginEmail: email })).json()).toEqual({ existYn: 'N' });
    // After the retention period the last traces go; the address is then simply unknown.
    await ctx.db
      .update(users)
      .set({ withdrawnAt: new Date(Date.now() - 31 * 86400_000) })
      .where(eq(users.id, id));
    await runDormancySweep(contextOf(ctx));
    const [purged] = await ctx.db.select().from(users).where(eq(users.id, id));
    expect(purged).toMatchObject({ passwordHash: null, withdrawnEmailHash: null, secessionReason: null });
    expect((await send(ctx, CALL_PATHS.signIn, { loginEmail: email, loginSecretNo: DEMO_PASSWORD })).json().errorCode).toBe('ATH1N4010');
  });
});
