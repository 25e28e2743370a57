import { CALL_PATHS, ROLE } from '@portal/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { build, callApi, filled, loginAs, type TestContext } from '../../../test/helpers';
import {
  companies,
  invitations,
  newsletterSubscriptions,
  oneTimeTokens,
  termAgreements,
  userCompanies,
  users,
} from '../../db/schema/index';
import { createInvitation } from './service';
import { idOf, linkIn, mailsTo, send, tokenOf } from '../../../test/accounts';

let ctx: TestContext;
let alpha: number;
beforeAll(async () => {
  ctx = await build();
  alpha = (await ctx.db.select().from(companies).where(eq(companies.customerCode, 'C1001')))[0].id;
});
afterAll(() => ctx.close());

const PASSWORD = 'Rv8#Meadow31';
const agreements = [
  { documentClassificationCode: '01_01', agreeYn: 'Y' },
  { documentClassificationCode: '01_02', agreeYn: 'Y' },
];
let seq = 0;
function joinForm(over: Record<string, unknown> = {}) {
  return {
    loginEmail: `newcomer${++seq}-${Date.now()}@alpha-securities.example`,
    loginSecretNo: PASSWORD,
    loginSecretNoConfirm: PASSWORD,
    companyNationCode: 'KR',
    companyId: alpha,
    companyName: '알파증권',
    firstName: '하준',
    lastName: '문',
    department: '시장데이터팀',
    chargeJob: '데이터 관리',
    officeTelephoneNumber: '+82-2-3774-1234',
    mobileTelephoneNumber: '+82-10-1234-5678',
    emailReceiveYn: 'Y',
    newsletterYn: 'N',
    mailLanguageCode: '01',
    autoExtensionYn: 'N',
    agreements,
    ...over,
  };
}
const getConfirm = (token: string) => callApi(ctx, CALL_PATHS.confirmEmail, { query: { token }, lang: 'en' });

describe('company search and duplicate id', () => {
  it('finds companies by part of the name in either language, never deleted ones', async () => {
    const ko = await send(ctx, CALL_PATHS.searchCompaniesSimple, { nationCode: 'KR', companyName: '알파' }, { lang: 'ko' });
    expect(ko.statusCode, ko.body).toBe(200);
    expect(ko.json().items.map((c: { companyName: string }) => c.companyName)).toContain('알파증권');
    const en = await send(ctx, CALL_PATHS.searchCompaniesSimple, { companyName: 'asset' });
    expect(en.json().items[0]).toMatchObject({ companyName: 'Beta Asset Management', companyNameKo: '베타자산운용', nationCode: 'KR' });
    const gb = await send(ctx, CALL_PATHS.searchCompaniesSimple, { nationCode: 'KR', companyName: 'Gamma' });
    expect(gb.json().items).toEqual([]);
    const [gone] = await ctx.db
      .insert(companies)
      .values({ companyName: '사라진증권', nationCode: 'KR', deletedAt: new Date() })
      .returning();
    expect((await send(ctx, CALL_PATHS.searchCompaniesSimple, { companyName: '사라진' })).json().items).toEqual([]);
    expect(gone.id).toBeGreaterThan(0);
    // LIKE wildcards are searched as text.
    expect((await send(ctx, CALL_PATHS.searchCompaniesSimple, { companyName: '%' })).json().items).toEqual([]);
  });

  it('answers "Duplicate ID." for a taken login e-mail (in any case), free otherwise', async () => {
    const taken = await send(ctx, CALL_PATHS.checkLoginEmailExists, { loginEmail: 'Member@Alpha-Securities.example' });
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toEqual({ errorCode: 'USR1N4090', errorMessage: 'Duplicate ID.' });
    const free = await send(ctx, CALL_PATHS.checkLoginEmailExists, { loginEmail: 'free-address@alpha-securities.example' });
    expect(free.json()).toEqual({ existYn: 'N' });
  });
});

describe('self-registration', () => {
  it('refuses each broken rule with its own code', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ loginEmail: 'member@alpha-securities.example' }, 'USR1N4090'],
      [{ loginSecretNoConfirm: 'Other#Pass77' }, 'USR1N4003'],
      [{ loginSecretNo: 'abc123!', loginSecretNoConfirm: 'abc123!' }, 'USR1N4001'],
      [{ loginSecretNo: 'Aaab#1234xyz', loginSecretNoConfirm: 'Aaab#1234xyz' }, 'USR1N4001'],
      [{ loginSecretNo: 'P@ssw0rd12!', loginSecretNoConfirm: 'P@ssw0rd12!' }, 'USR1N4013'],
      [{ agreements: [{ documentClassificationCode: '01_01', agreeYn: 'Y' }] }, 'USR1N4004'],
      [
        {
          agreements: [
            { documentClassificationCode: '01_01', agreeYn: 'Y' },
            { documentClassificationCode: '01_02', agreeYn: 'N' },
          ],
        },
        'USR1N4004',
      ],
      [{ companyId: 999999 }, 'USR1N4007'],
      [{ companyNationCode: 'US' }, 'USR1N4007'],
      // A number without its country code or 0 is refused with the message that says how to write it.
      [{ officeTelephoneNumber: '3774-1234' }, 'USR1N4014'],
      [{ firstName: '가'.repeat(26) }, 'COM1N4001'],
      [{ firstName: undefined }, 'COM1N4000'],
    ];
    for (const [over, code] of cases) {
      const res = await send(ctx, CALL_PATHS.registerUser, joinForm(over));
      expect(res.json().errorCode, JSON.stringify(over)).toBe(code);
    }
  });

  it('counts names in bytes: 25 Korean characters fit 50 bytes, 26 do not', async () => {
    const ok = await send(ctx, CALL_PATHS.registerUser, joinForm({ firstName: '가'.repeat(25) }));
    expect(ok.statusCode, ok.body).toBe(201);
  });

  it('registers, mails the confirmation in the member language, confirms, waits for approval, is approved, signs in', async () => {
    const form = joinForm({ mailLanguageCode: '02' });
    const res = await send(ctx, CALL_PATHS.registerUser, form, { lang: 'ko' });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({ loginEmail: form.loginEmail, status: 'UNVERIFIED', confirmationMailSentYn: 'Y' });
    const id = res.json().userId;
    const [agreed] = await ctx.db.select().from(termAgreements).where(eq(termAgreements.userId, id));
    expect(agreed.agreeYn).toBe('Y');
    expect((await send(ctx, CALL_PATHS.signIn, { loginEmail: form.loginEmail, loginSecretNo: PASSWORD })).json().errorCode).toBe(
      'ATH1N4011',
    );

    const [mail] = await mailsTo(ctx, form.loginEmail as string);
    expect(mail.subject).toBe('[KRX Market Data Customer Portal] Please verify your e-mail address');
    expect(mail.status).toBe('SENT');
    expect(mail.html).toContain('Dear 문하준,');
    const link = linkIn(mail.text, '/user/user-auth-confirmed');
    expect(link.startsWith('http://portal.test/user/user-auth-confirmed?token=')).toBe(true);
    const token = tokenOf(link);
    const [stored] = await ctx.db.select().from(oneTimeTokens).where(eq(oneTimeTokens.userId, id));
    expect(stored.tokenHash).not.toBe(token);

    const confirmed = await getConfirm(token);
    expect(confirmed.json()).toEqual({
      result: 'CONFIRMED',
      maskedEmail: expect.stringMatching(/^ne\*+@al\*+\.example$/),
      status: 'PENDING_APPROVAL',
    });
    expect((await getConfirm(token)).json().result).toBe('ALREADY_CONFIRMED');
    expect((await send(ctx, CALL_PATHS.signIn, { loginEmail: form.loginEmail, loginSecretNo: PASSWORD })).json().errorCode).toBe(
      'ATH1N4012',
    );

    // Staff approval: the list, then the decision, then the mail.
    const staff = await loginAs(ctx, ROLE.sales);
    const list = await send(ctx, CALL_PATHS.searchPendingMembers, { pageNumber: 1, pageSize: 10 }, { token: staff });
    expect(list.statusCode, list.body).toBe(200);
    const row = list.json().items.find((i: { userId: number }) => i.userId === id);
    expect(row).toMatchObject({ status: 'PENDING_APPROVAL', companies: [{ companyName: 'Alpha Securities' }] });
    expect(row.emailConfirmedAt).not.toBeNull();
    const approved = await send(ctx, filled(CALL_PATHS.approveMember, { userId: id }), {}, { token: staff });
    expect(approved.statusCode, approved.body).toBe(200);
    expect(approved.json()).toMatchObject({ userId: id, status: 'ACTIVE' });
    expect((await send(ctx, filled(CALL_PATHS.approveMember, { userId: id }), {}, { token: staff })).json().errorCode).toBe('USR1N4012');
    const [approvedMail] = await mailsTo(ctx, form.loginEmail as string);
    expect(approvedMail.subject).toBe('[KRX Market Data Customer Portal] Your membership has been approved');
    const [membership] = await ctx.db.select().from(userCompanies).where(eq(userCompanies.userId, id));
    expect(membership.status).toBe('ACTIVE');

    // First sign-in: not enrolled yet, the OTP image comes with the challenge.
    const s = await send(ctx, CALL_PATHS.signIn, { loginEmail: form.loginEmail, loginSecretNo: PASSWORD });
    expect(s.json().otpEnrolledYn).toBe('N');
  });

  it('refuses expired and unknown links; the failed page resends once an hour (2013)', async () => {
    const form = joinForm();
    const id = (await send(ctx, CALL_PATHS.registerUser, form)).json().userId;
    const token = tokenOf(linkIn((await mailsTo(ctx, form.loginEmail as string))[0].text, 'token='));
    await ctx.db
      .update(oneTimeTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(oneTimeTokens.userId, id));
    const expired = await getConfirm(token);
    expect(expired.statusCode).toBe(400);
    expect(expired.json()).toEqual({ errorCode: 'USR1N4008', errorMessage: 'The verification link is invalid or has expired.' });
    expect((await getConfirm('made-up')).json().errorCode).toBe('USR1N4008');

    const resend = await send(ctx, CALL_PATHS.resendConfirmEmail, undefined, { query: { token } });
    expect(resend.statusCode, resend.body).toBe(200);
    expect(resend.json().sentYn).toBe('Y');
    const again = await send(ctx, CALL_PATHS.resendConfirmEmail, undefined, { lang: 'ko', query: { token } });
    expect(again.statusCode).toBe(429);
    expect(again.json()).toEqual({ errorCode: '2013', errorMessage: '인증 메일은 1시간 이내에 다시 보낼 수 없습니다.' });
    // The new link works.
    const mails = await mailsTo(ctx, form.loginEmail as string);
    expect(mails).toHaveLength(2);
    expect((await getConfirm(tokenOf(linkIn(mails[0].text, 'token=')))).json().result).toBe('CONFIRMED');
    expect((await send(ctx, CALL_PATHS.resendConfirmEmail, undefined, { query: { token } })).json().errorCode).toBe('USR1N4012');
    expect((await send(ctx, CALL_PATHS.resendConfirmEmail, undefined, { query: { token: 'unknown' } })).json().errorCode).toBe('USR1N4008');
  });

  it('resends by login e-mail with the same answers for known and unknown addresses', async () => {
    const form = joinForm();
    await send(ctx, CALL_PATHS.registerUser, form);
    const unknown = `nobody-${Date.now()}@nowhere.example`;
    const a1 = await send(ctx, CALL_PATHS.resendConfirmEmailByLoginEmail, { loginEmail: form.loginEmail });
    const b1 = await send(ctx, CALL_PATHS.resendConfirmEmailByLoginEmail, { loginEmail: unknown });
    expect(a1.statusCode).toBe(200);
    expect(b1.statusCode).toBe(200);
    expect(Object.keys(a1.json())).toEqual(Object.keys(b1.json()));
    const a2 = await send(ctx, CALL_PATHS.resendConfirmEmailByLoginEmail, { loginEmail: form.loginEmail });
    const b2 = await send(ctx, CALL_PATHS.resendConfirmEmailByLoginEmail, { loginEmail: unknown });
    expect(a2.json().errorCode).toBe('2013');
    expect(b2.json().errorCode).toBe('2013');
    expect(await mailsTo(ctx, form.loginEmail as string)).toHaveLength(2);
    expect(await mailsTo(ctx, unknown)).toHaveLength(0);
  });

  it('creates a temporary company once for colleagues registering a new one', async () => {
    const a = await send(ctx, CALL_PATHS.registerUser, joinForm({ companyId: undefined, companyName: '새벽인포맥스' }));
    const b = await send(ctx, CALL_PATHS.registerUser, joinForm({ companyId: undefined, companyName: '새벽인포맥스' }));
    expect(a.statusCode, a.body).toBe(201);
    const [ma] = await ctx.db.select().from(userCompanies).where(eq(userCompanies.userId, a.json().userId));
    const [mb] = await ctx.db.select().from(userCompanies).where(eq(userCompanies.userId, b.json().userId));
    expect(ma.companyId).toBe(mb.companyId);
    const [c] = await ctx.db.select().from(companies).where(eq(companies.id, ma.companyId));
    expect(c.temporaryYn).toBe('Y');
  });

  it('lets staff refuse with a reason; the member is told and cannot sign in', async () => {
    const form = joinForm();
    const id = (await send(ctx, CALL_PATHS.registerUser, form)).json().userId;
    await getConfirm(tokenOf(linkIn((await mailsTo(ctx, form.loginEmail as string))[0].text, 'token=')));
    const admin = await loginAs(ctx, ROLE.providerAdmin);
    const missing = await send(ctx, filled(CALL_PATHS.refuseMember, { userId: id }), {}, { token: admin });
    expect(missing.json().errorCode).toBe('COM1N4000');
    const refused = await send(
      ctx,
      filled(CALL_PATHS.refuseMember, { userId: id }),
      { reason: '소속 회사를 확인할 수 없습니다.' },
      { token: admin },
    );
    expect(refused.json().status).toBe('REFUSED');
    const [mail] = await mailsTo(ctx, form.loginEmail as string);
    expect(mail.text).toContain('소속 회사를 확인할 수 없습니다.');
    expect((await send(ctx, CALL_PATHS.signIn, { loginEmail: form.loginEmail, loginSecretNo: PASSWORD })).json().errorCode).toBe(
      'ATH1N4018',
    );
    expect((await send(ctx, filled(CALL_PATHS.approveMember, { userId: '99999999' }), {}, { token: admin })).json().errorCode).toBe(
      'COM1N4041',
    );
  });

  it('finds members on the staff screen by name as shown, id or company, as its search box offers', async () => {
    const form = joinForm({ firstName: '서윤', lastName: '탁', companyId: undefined, companyName: '검색테스트데이터' });
    const id = (await send(ctx, CALL_PATHS.registerUser, form)).json().userId;
    await getConfirm(tokenOf(linkIn((await mailsTo(ctx, form.loginEmail as string))[0].text, 'token=')));
    const staff = await loginAs(ctx, ROLE.sales);
    const ids = async (keyword: string, status = 'PENDING_APPROVAL') =>
      (await send(ctx, CALL_PATHS.searchPendingMembers, { status, keyword, pageNumber: 1, pageSize: 10 }, { token: staff }))
        .json()
        .items.map((i: { userId: number }) => i.userId);
    for (const keyword of ['탁서윤', '서윤', '서윤 탁', '검색테스트', form.loginEmail as string])
      expect(await ids(keyword), keyword).toContain(id);
    expect(await ids('없는회사이름')).not.toContain(id);
    // The demo member of two companies is found by either company, in either language.
    const member = (await ctx.db.select().from(users).where(eq(users.loginEmail, 'member@alpha-securities.example')))[0].id;
    for (const keyword of ['베타자산', 'Alpha Sec']) expect(await ids(keyword, 'ACTIVE'), keyword).toContain(member);
  });

  it('keeps the staff screen to roles 05 and 06', async () => {
    const member = await loginAs(ctx, ROLE.customer);
    expect((await send(ctx, CALL_PATHS.searchPendingMembers, {}, { token: member })).json().errorCode).toBe('ATH1N4030');
    expect((await send(ctx, CALL_PATHS.searchPendingMembers, {})).json().errorCode).toBe('ATH1N4001');
    const reviewer = await loginAs(ctx, ROLE.exchangeReviewer);
    expect((await send(ctx, filled(CALL_PATHS.approveMember, { userId: '1' }), {}, { token: reviewer })).statusCode).toBe(403);
  });

  it('escapes what the member typed in the mails', async () => {
    const form = joinForm({ firstName: '<b>x</b>', mailLanguageCode: '02' });
    await send(ctx, CALL_PATHS.registerUser, form);
    const [mail] = await mailsTo(ctx, form.loginEmail as string);
    expect(mail.html).not.toContain('<b>x</b>');
    expect(mail.html).toContain('&#60;b&#62;x&#60;/b&#62;');
  });
});

describe('invitations', () => {
  it('registers an invited member, active at once, for the invitation company only', async () => {
    const inviter = await idOf(ctx, 'staff@alpha-securities.example');
    const email = `invited-${Date.now()}@alpha-securities.example`;
    const { token } = await createInvitation(ctx.db, ctx.config, {
      kind: 'MEMBER',
      email,
      companyId: alpha,
      invitedByUserId: inviter,
      mailLanguageCode: '01',
    });
    const [mail] = await mailsTo(ctx, email);
    expect(mail.subject).toBe('[한국시장데이터 고객 포털] 알파증권에서 회원 가입에 초대했습니다');
    expect(tokenOf(linkIn(mail.text, '/user/user-join-terms'), 'invitationToken')).toBe(token);
    const info = await send(ctx, CALL_PATHS.getInvitationInfo, { invitationToken: token }, { lang: 'ko' });
    expect(info.json()).toMatchObject({ kind: 'MEMBER', loginEmail: email, company: { companyName: '알파증권' } });

    const base = joinForm();
    const form = {
      ...base,
      invitationToken: token,
      loginEmail: email,
      companyId: undefined,
      companyName: undefined,
      companyNationCode: undefined,
    };
    const other = await send(ctx, CALL_PATHS.registerUserByInvitation, { ...form, loginEmail: `someone-else-${Date.now()}@x.example` });
    expect(other.json().errorCode).toBe('USR1N4011');
    const res = await send(ctx, CALL_PATHS.registerUserByInvitation, form);
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({ status: 'ACTIVE', confirmationMailSentYn: 'N' });
    expect((await send(ctx, CALL_PATHS.registerUserByInvitation, form)).json().errorCode).toBe('USR1N4011');
    expect((await send(ctx, CALL_PATHS.getInvitationInfo, { invitationToken: token })).json().errorCode).toBe('USR1N4011');
    const [u] = await ctx.db.select().from(users).where(eq(users.loginEmail, email));
    expect(u.registrationKind).toBe('INVITATION');
    const s = await send(ctx, CALL_PATHS.signIn, { loginEmail: email, loginSecretNo: PASSWORD });
    expect(s.statusCode, s.body).toBe(200);
    expect(s.json()).toMatchObject({ otpEnrolledYn: 'N', companies: [{ companyId: alpha }] });
  });

  it('confirms a newsletter subscriber (double opt-in)', async () => {
    const email = `reader-${Date.now()}@beta-am.example`;
    const [beta] = await ctx.db.select().from(companies).where(eq(companies.customerCode, 'C1002'));
    const { token } = await createInvitation(ctx.db, ctx.config, {
      kind: 'SUBSCRIBER',
      email,
      companyId: beta.id,
      invitedByUserId: null,
      mailLanguageCode: '02',
    });
    const [mail] = await mailsTo(ctx, email);
    expect(linkIn(mail.text, '/news-letter-confirm')).toContain('invitationToken=');
    const res = await send(ctx, CALL_PATHS.confirmNewsletter, { invitationToken: token });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ companyName: 'Beta Asset Management' });
    const [sub] = await ctx.db.select().from(newsletterSubscriptions).where(eq(newsletterSubscriptions.email, email));
    expect(sub.companyId).toBe(beta.id);
    expect((await send(ctx, CALL_PATHS.confirmNewsletter, { invitationToken: token })).json().errorCode).toBe('USR1N4011');
    // A member invitation is not a newsletter one.
    const m = await createInvitation(ctx.db, ctx.config, {
      kind: 'MEMBER',
      email,
      companyId: beta.id,
      invitedByUserId: null,
      mailLanguageCode: '02',
    });
    expect((await send(ctx, CALL_PATHS.confirmNewsletter, { invitationToken: m.token })).json().errorCode).toBe('USR1N4011');
  });

  it('refuses expired invitations', async () => {
    const email = `late-${Date.now()}@alpha-securities.example`;
    const { token } = await createInvitation(ctx.db, ctx.config, {
      kind: 'MEMBER',
      email,
      companyId: alpha,
      invitedByUserId: null,
      mailLanguageCode: '01',
    });
    await ctx.db
      .update(invitations)
      .set({ expiresAt: new Date(Date.now() - 60_000) })
      .where(eq(invitations.email, email));
    expect((await send(ctx, CALL_PATHS.getInvitationInfo, { invitationToken: token })).json().errorCode).toBe('USR1N4011');
  });
});
