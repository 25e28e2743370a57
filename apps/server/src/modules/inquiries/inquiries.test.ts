import { CALL_PATHS, GUEST_INQUIRY_LIMIT_PER_EMAIL, GUEST_INQUIRY_LIMIT_PER_IP, ROLE } from '@portal/contract';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLogs } from '../../db/schema/index';
import { type ApiCall, build, callApi, filled, loginAs, SEEDED_LOGIN, type TestContext, tokenFor } from '../../../test/helpers';
import { activeCompanies, membershipsOf } from '../identity';
import { idOf, mailsTo } from '../../../test/accounts';
import { filesBody } from '../../../test/files-fixtures';

const ALPHA_MEMBER = SEEDED_LOGIN[ROLE.customer];
const ALPHA_STAFF = 'staff@alpha-securities.example';
const BETA_ANALYST = 'analyst@beta-am.example';
const GAMMA_OPS = 'ops@gamma-data.example';

let ctx: TestContext;
let member: string;
let colleague: string;
let outsider: string;
let sales: string;
let alpha: number;
let ipCounter = 0;
const nextIp = () => `10.77.${Math.floor(++ipCounter / 200)}.${(ipCounter % 200) + 1}`;

const req = (entry: ApiCall, payload?: unknown, token?: string, lang: 'ko' | 'en' = 'en', ip?: string) =>
  callApi(ctx, entry, { payload: payload as object, token, lang, remoteAddress: ip ?? '127.0.0.1' });

async function upload(token: string, name: string, content: string): Promise<string> {
  const { payload, headers } = filesBody([{ name, content }]);
  const res = await callApi(ctx, CALL_PATHS.uploadFiles, { query: { fileTypeGroup: 'INQUIRY' }, payload, headers, token });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().files[0].fileUUID;
}

beforeAll(async () => {
  ctx = await build();
  alpha = activeCompanies(await membershipsOf(ctx.db, await idOf(ctx, ALPHA_MEMBER))).find((c) => c.customerCode === 'C1001')!.id;
  member = await tokenFor(ctx, ALPHA_MEMBER, alpha);
  colleague = await tokenFor(ctx, ALPHA_STAFF, alpha);
  outsider = await tokenFor(ctx, BETA_ANALYST);
  sales = await loginAs(ctx, ROLE.sales);
});
afterAll(() => ctx.close());

let created: number;

describe('member inquiries', () => {
  it('files an inquiry with two attachments, sanitizing HTML', async () => {
    const files = [await upload(member, 'question.txt', 'first attachment'), await upload(member, '질문.txt', '두 번째 첨부')];
    const res = await req(
      CALL_PATHS.createInquiry,
      {
        categoryCode: '02',
        subject: '계약 갱신 문의',
        contents: '<p>갱신 절차를 알려 주세요.</p><script>alert(1)</script><img src=x onerror=alert(1)>',
        fileUUIDs: files,
      },
      member,
      'ko',
    );
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    created = body.inquiryId;
    expect(body).toMatchObject({
      categoryName: '신청 및 계약',
      statusCode: 'AWAITING',
      statusName: '답변 대기',
      memberYn: 'Y',
      companyId: alpha,
      attachmentCount: 2,
      answerContents: null,
    });
    expect(body.contents).toContain('<p>갱신 절차를 알려 주세요.</p>');
    expect(body.contents).not.toMatch(/script|onerror/);
    expect(body.files.map((f: { fileName: string }) => f.fileName).sort()).toEqual(['question.txt', '질문.txt']);
    const [audit] = await ctx.db
      .select()
      .from(auditLogs)
      .where(and(eq(auditLogs.action, 'INQUIRY_CREATE'), eq(auditLogs.target, String(created))));
    expect(audit).toBeTruthy();
  });

  it('keeps plain text line breaks and escapes markup-like text', async () => {
    const res = await req(CALL_PATHS.createInquiry, { categoryCode: '99', subject: 'Plain', contents: 'line 1\nline 2 & a < b' }, member);
    expect(res.json().contents).toBe('line 1<br>line 2 &#38; a &#60; b');
  });

  it('refuses a wrong category, missing items, byte lengths and foreign files', async () => {
    const base = { categoryCode: '01', subject: 'Subject', contents: 'Body' };
    expect((await req(CALL_PATHS.createInquiry, { ...base, categoryCode: '42' }, member)).json().errorCode).toBe('INQ1N4003');
    expect((await req(CALL_PATHS.createInquiry, { ...base, subject: '  ' }, member, 'ko')).json()).toEqual({
      errorCode: 'INQ1N4005',
      errorMessage: '제목을 입력해 주세요.',
    });
    expect((await req(CALL_PATHS.createInquiry, { ...base, contents: '<p> </p>' }, member)).json().errorCode).toBe('INQ1N4005');
    // 100 Hangul syllables are 200 bytes (allowed), 101 are 202 bytes.
    expect((await req(CALL_PATHS.createInquiry, { ...base, subject: '가'.repeat(100) }, member)).statusCode).toBe(200);
    const long = await req(CALL_PATHS.createInquiry, { ...base, subject: '가'.repeat(101) }, member);
    expect(long.json()).toEqual({
      errorCode: 'INQ1N4001',
      errorMessage: 'The subject can be at most 200 characters (100 in Korean script).',
    });
    expect((await req(CALL_PATHS.createInquiry, { ...base, contents: '가'.repeat(4001) }, member)).json().errorCode).toBe('INQ1N4002');
    const foreignFile = await upload(outsider, 'beta.txt', 'belongs to beta');
    expect((await req(CALL_PATHS.createInquiry, { ...base, fileUUIDs: [foreignFile] }, member)).json().errorCode).toBe('FIL1N4041');
    expect((await req(CALL_PATHS.createInquiry, base)).json().errorCode).toBe('ATH1N4001');
    expect((await req(CALL_PATHS.createInquiry, { subject: 'x', contents: 'y' }, member)).json().errorCode).toBe('COM1N4000');
  });

  it('lists the member’s own inquiries only, with filters', async () => {
    const mine = await req(CALL_PATHS.searchMyInquiries, {}, member);
    expect(mine.statusCode).toBe(200);
    const ids = mine.json().items.map((i: { inquiryId: number }) => i.inquiryId);
    expect(ids).toContain(created);
    expect(mine.json().totalCount).toBeGreaterThanOrEqual(4); // two seeded, and the ones above
    const answered = await req(CALL_PATHS.searchMyInquiries, { statusCode: 'ANSWERED' }, member);
    expect(answered.json().items.every((i: { statusCode: string }) => i.statusCode === 'ANSWERED')).toBe(true);
    const byCategory = await req(CALL_PATHS.searchMyInquiries, { categoryCodes: '02|99', searchText: '갱신' }, member);
    expect(byCategory.json().items.map((i: { inquiryId: number }) => i.inquiryId)).toEqual([created]);
    const colleagues = await req(CALL_PATHS.searchMyInquiries, {}, colleague);
    expect(colleagues.json().items).toEqual([]);
    const others = await req(CALL_PATHS.searchMyInquiries, {}, outsider);
    expect(others.json().items.map((i: { inquiryId: number }) => i.inquiryId)).not.toContain(created);
  });

  it('shows the detail to its writer and provider staff only', async () => {
    expect((await req(filled(CALL_PATHS.getInquiry, { inquiryId: created }), undefined, member)).json().inquiryId).toBe(created);
    for (const token of [colleague, outsider]) {
      const res = await req(filled(CALL_PATHS.getInquiry, { inquiryId: created }), undefined, token);
      expect(res.statusCode).toBe(404);
      expect(res.json().errorCode).toBe('INQ1N4041');
    }
    // The writer's token for another company does not open it either.
    const memberBeta = await tokenFor(
      ctx,
      ALPHA_MEMBER,
      (await membershipsOf(ctx.db, await idOf(ctx, ALPHA_MEMBER))).find((m) => m.company.customerCode === 'C1002')!.company.id,
    );
    expect((await req(filled(CALL_PATHS.getInquiry, { inquiryId: created }), undefined, memberBeta)).statusCode).toBe(404);
    expect((await req(filled(CALL_PATHS.getInquiry, { inquiryId: created }), undefined, sales)).json().writerEmail).toBe(ALPHA_MEMBER);
    expect((await req(filled(CALL_PATHS.getInquiry, { inquiryId: '999999' }), undefined, member)).json().errorCode).toBe('INQ1N4041');
  });
});

describe('non-member inquiries', () => {
  const guest = {
    categoryCode: '01',
    subject: 'Pricing',
    contents: 'How much is the closing price product?',
    writerName: 'Jane Roe',
    writerEmail: 'jane@example.org',
    writerTelephoneNumber: '+44-20-7946-0000',
    mailLanguageCode: '02',
  };

  it('accepts a visitor’s inquiry and checks the telephone format', async () => {
    const res = await req(CALL_PATHS.createGuestInquiry, guest, undefined, 'ko', nextIp());
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().inquiryId).toBeGreaterThan(0);
    const bad = await req(
      CALL_PATHS.createGuestInquiry,
      { ...guest, writerEmail: 'other@example.org', writerTelephoneNumber: '100-1234' },
      undefined,
      'en',
      nextIp(),
    );
    expect(bad.json()).toEqual({
      errorCode: 'INQ1N4004',
      errorMessage:
        'Enter the phone number with its country code (e.g. +82 2 100 1234 or +44 20 7946 0958) or as a Korean number starting with 0 (02-1234-5678).',
    });
    expect(
      (
        await req(CALL_PATHS.createGuestInquiry, { ...guest, writerEmail: 'x@example.org', writerName: ' ' }, undefined, 'en', nextIp())
      ).json().errorCode,
    ).toBe('INQ1N4005');
    expect((await req(CALL_PATHS.createGuestInquiry, { ...guest, writerEmail: 'nope' }, undefined, 'en', nextIp())).json().errorCode).toBe(
      'COM1N4001',
    );
  });

  it('limits inquiries per e-mail address and per client address', async () => {
    const email = 'flood@example.org';
    for (let i = 0; i < GUEST_INQUIRY_LIMIT_PER_EMAIL; i++) {
      expect((await req(CALL_PATHS.createGuestInquiry, { ...guest, writerEmail: email }, undefined, 'en', nextIp())).statusCode).toBe(200);
    }
    const refused = await req(CALL_PATHS.createGuestInquiry, { ...guest, writerEmail: 'FLOOD@example.org' }, undefined, 'ko', nextIp());
    expect(refused.statusCode).toBe(429);
    expect(refused.json().errorCode).toBe('INQ1N4290');

    const ip = nextIp();
    for (let i = 0; i < GUEST_INQUIRY_LIMIT_PER_IP; i++) {
      expect(
        (await req(CALL_PATHS.createGuestInquiry, { ...guest, writerEmail: `ip${i}@example.org` }, undefined, 'en', ip)).statusCode,
      ).toBe(200);
    }
    expect(
      (await req(CALL_PATHS.createGuestInquiry, { ...guest, writerEmail: 'fresh@example.org' }, undefined, 'en', ip)).json().errorCode,
    ).toBe('INQ1N4290');
    expect(
      (await req(CALL_PATHS.createGuestInquiry, { ...guest, writerEmail: 'fresh@example.org' }, undefined, 'en', nextIp())).statusCode,
    ).toBe(200);
  });
});

describe('answers by provider staff', () => {
  it('lists every inquiry for staff only', async () => {
    const all = await req(CALL_PATHS.searchAllInquiries, { pageSize: 100 }, sales);
    expect(all.statusCode).toBe(200);
    const kinds = new Set(all.json().items.map((i: { memberYn: string }) => i.memberYn));
    expect(kinds).toEqual(new Set(['Y', 'N']));
    const guests = await req(CALL_PATHS.searchAllInquiries, { writerKind: 'GUEST', statusCode: 'AWAITING' }, sales);
    expect(guests.json().items.every((i: { memberYn: string }) => i.memberYn === 'N')).toBe(true);
    const forbidden = await req(CALL_PATHS.searchAllInquiries, {}, member);
    expect(forbidden.statusCode).toBe(403);
    expect(forbidden.json().errorCode).toBe('ATH1N4030');
  });

  it('answers a member’s inquiry once and mails the member in their language', async () => {
    expect((await req(filled(CALL_PATHS.answerInquiry, { inquiryId: created }), { answerContents: 'x' }, member)).json().errorCode).toBe(
      'ATH1N4030',
    );
    expect(
      (await req(filled(CALL_PATHS.answerInquiry, { inquiryId: created }), { answerContents: ' <p></p> ' }, sales)).json().errorCode,
    ).toBe('INQ1N4006');
    const file = await upload(sales, 'answer.txt', 'answer attachment');
    const res = await req(
      filled(CALL_PATHS.answerInquiry, { inquiryId: created }),
      { answerContents: '<p>갱신은 포털에서 신청하실 수 있습니다.</p><p>감사합니다.</p>', fileUUIDs: [file] },
      sales,
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ statusCode: 'ANSWERED', answerFiles: [{ fileName: 'answer.txt' }] });
    expect((await req(filled(CALL_PATHS.answerInquiry, { inquiryId: created }), { answerContents: 'again' }, sales)).json().errorCode).toBe(
      'INQ1N4091',
    );
    expect((await req(filled(CALL_PATHS.answerInquiry, { inquiryId: '999999' }), { answerContents: 'x' }, sales)).json().errorCode).toBe(
      'INQ1N4041',
    );

    const [mail] = await mailsTo(ctx, ALPHA_MEMBER);
    expect(mail.templateName).toBe('workspace.inquiry-answered');
    expect(mail.languageCode).toBe('01');
    expect(mail.subject).toContain('계약 갱신 문의');
    expect(mail.text).toContain('갱신은 포털에서 신청하실 수 있습니다.\n감사합니다.');
    expect(mail.text).toContain(`http://portal.test/mypage/${created}/my-inquiry-detail`);

    const detail = await req(filled(CALL_PATHS.getInquiry, { inquiryId: created }), undefined, member);
    expect(detail.json()).toMatchObject({
      statusCode: 'ANSWERED',
      answerContents: '<p>갱신은 포털에서 신청하실 수 있습니다.</p><p>감사합니다.</p>',
    });
    expect(detail.json().answerDateTime).toBeTruthy();
    const download = await callApi(ctx, CALL_PATHS.downloadFile, {
      query: { fileUUID: detail.json().answerFiles[0].fileUUID },
      token: member,
    });
    expect(download.statusCode).toBe(200);
  });

  it('answers an English member and a visitor by e-mail in their own language', async () => {
    const gamma = await tokenFor(ctx, GAMMA_OPS);
    const own = await req(CALL_PATHS.createInquiry, { categoryCode: '05', subject: '계정 문의', contents: 'Body' }, gamma, 'ko');
    await req(filled(CALL_PATHS.answerInquiry, { inquiryId: own.json().inquiryId }), { answerContents: 'Answered.' }, sales, 'ko');
    const [toGamma] = await mailsTo(ctx, GAMMA_OPS);
    expect(toGamma.languageCode).toBe('02');
    expect(toGamma.subject).toMatch(/^\[KRX Market Data Customer Portal\] Answer to your inquiry/);

    const guestRes = await req(
      CALL_PATHS.createGuestInquiry,
      {
        categoryCode: '01',
        subject: '가격 문의',
        contents: '요금이 궁금합니다.',
        writerName: '김방문',
        writerEmail: 'visitor@example.kr',
        // Written at home with spaces: stored in the one form.
        writerTelephoneNumber: '02 100 1234',
      },
      undefined,
      'ko',
      nextIp(),
    );
    const guestId = guestRes.json().inquiryId;
    const answered = await req(
      filled(CALL_PATHS.answerInquiry, { inquiryId: guestId }),
      { answerContents: '월 요금은 상품 안내 페이지에 있습니다.' },
      sales,
      'en',
    );
    expect(answered.json()).toMatchObject({ memberYn: 'N', writerEmail: 'visitor@example.kr', writerTelephoneNumber: '+82-2-100-1234' });
    const [toGuest] = await mailsTo(ctx, 'visitor@example.kr');
    expect(toGuest.languageCode).toBe('01');
    expect(toGuest.text).toContain('김방문 님');
    expect(toGuest.text).toContain('월 요금은 상품 안내 페이지에 있습니다.');
    expect(toGuest.text).not.toContain('http://portal.test/mypage');
  });
});
