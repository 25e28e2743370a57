import {
  CALL_PATHS,
  CONTRACT_INQUIRY_LIMIT_PER_EMAIL,
  CONTRACT_INQUIRY_LIMIT_PER_IP,
  contractInquiryFieldLabel,
  errorMessage,
  ROLE,
  WORKFLOW_LINKS,
  type TContractInquiryDetail,
  type TContractInquiryFormInput,
} from '@portal/contract';
import { and, count, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contractInquiries, mailOutbox, notifications, requests, userRoles, users } from '../../db/schema/index';
import { build, callApi, loginAs, tenancyCast, type TestContext } from '../../../test/helpers';
import { mailsTo } from '../../../test/accounts';

let ctx: TestContext;
let cast: Awaited<ReturnType<typeof tenancyCast>> & { admin: string };

beforeAll(async () => {
  ctx = await build();
  cast = { ...(await tenancyCast(ctx)), admin: await loginAs(ctx, '06') };
});
afterAll(() => ctx.close());

let ipCounter = 0;
const nextIp = () => `10.77.${Math.floor(++ipCounter / 250) % 250}.${(ipCounter % 250) + 1}`;
let emailCounter = 0;
const nextEmail = () => `buyer${++emailCounter}@prospect.example`;

const form = (overrides: Partial<TContractInquiryFormInput> = {}): TContractInquiryFormInput => ({
  companyName: '한빛투자자문',
  website: 'https://www.hanbit.example',
  countryCode: 'KR',
  postalCode: '04539',
  city: '서울특별시',
  addressDetail: '중구 을지로 100',
  name: '윤서진',
  email: nextEmail(),
  telephone: '+82-2-6200-7711',
  privacyConsent: true,
  schedule: '2027년 1분기',
  comments: '코스피 실시간 시세 이용 계약을 알고 싶습니다.',
  ...overrides,
});

function guest(payload: object, lang: 'ko' | 'en' = 'ko', ip = nextIp()) {
  return callApi(ctx, CALL_PATHS.createGuestContractInquiry, { payload, lang, remoteAddress: ip });
}
const rowCount = async () => Number((await ctx.db.select({ n: count() }).from(contractInquiries))[0]!.n);
const errorOf = (res: { statusCode: number; json(): { errorCode?: string } }) => ({ status: res.statusCode, code: res.json().errorCode });

async function sent(lang: 'ko' | 'en' = 'ko', overrides: Partial<TContractInquiryFormInput> = {}) {
  const res = await guest(form(overrides), lang);
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as { inquiryId: number; inquiryNumber: string };
}
async function detail(inquiryId: number, token = cast.sales): Promise<TContractInquiryDetail> {
  const res = await callApi(ctx, CALL_PATHS.getContractInquiry, { params: { inquiryId }, token });
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}
function act(
  token: string,
  d: Pick<TContractInquiryDetail, 'inquiryId' | 'version'>,
  action: string,
  answer?: string,
  lang: 'ko' | 'en' = 'en',
) {
  return callApi(ctx, CALL_PATHS.actOnContractInquiry, {
    params: { inquiryId: d.inquiryId, action },
    payload: { version: d.version, ...(answer !== undefined ? { answer } : {}) },
    token,
    lang,
  });
}

describe('a visitor sends a contract inquiry', () => {
  it('stores every field of the form, numbered, in the request’s language, open', async () => {
    const f = form({ email: 'Mixed.Case@Prospect.example' });
    const res = await guest(f, 'en');
    expect(res.statusCode, res.body).toBe(201);
    expect(res.headers['cache-control']).toBe('no-store');
    const created = res.json();
    expect(created.inquiryNumber).toMatch(/^CI-\d{4}-\d{6}$/);
    const d = await detail(created.inquiryId);
    expect(d).toMatchObject({
      status: 'OPEN',
      memberYn: 'N',
      lang: 'en',
      companyName: f.companyName,
      website: f.website,
      countryCode: 'KR',
      postalCode: f.postalCode,
      city: f.city,
      addressDetail: f.addressDetail,
      name: f.name,
      email: 'mixed.case@prospect.example',
      telephone: f.telephone,
      schedule: f.schedule,
      comments: f.comments,
      assigneeName: null,
      answer: null,
      allowedActions: ['assign', 'answer'],
    });
    expect(d.privacyConsentAt).toBeTruthy();
  });

  it('leaves the optional fields out', async () => {
    const { inquiryId } = await sent('ko', {
      website: undefined,
      postalCode: '',
      city: undefined,
      addressDetail: ' ',
      schedule: undefined,
    });
    expect(await detail(inquiryId)).toMatchObject({ website: null, postalCode: null, city: null, addressDetail: null, schedule: null });
  });
});

describe('validation: the specification’s messages in both languages, nothing stored', () => {
  const cases: [string, Partial<TContractInquiryFormInput>, string, string?][] = [
    ['no other comments', { comments: '   ' }, 'CIQ1N4006'],
    ['no privacy consent', { privacyConsent: false }, 'CIQ1N4005'],
    ['no company name', { companyName: '' }, 'CIQ1N4001', 'companyName'],
    ['no name', { name: ' ' }, 'CIQ1N4001', 'name'],
    ['no e-mail', { email: '' }, 'CIQ1N4001', 'email'],
    ['a bad e-mail', { email: 'not-an-address' }, 'CIQ1N4002', 'email'],
    ['a bad website', { website: 'not a site' }, 'CIQ1N4002', 'website'],
    ['a telephone in no accepted form', { telephone: '6200-7711' }, 'CIQ1N4003'],
    ['no country', { countryCode: '' }, 'CIQ1N4001', 'countryCode'],
    ['a country not in the list', { countryCode: 'ZZ' }, 'CIQ1N4007'],
    ['a long company name', { companyName: '가'.repeat(201) }, 'CIQ1N4004', 'companyName'],
  ];
  for (const [title, overrides, code, field] of cases)
    it(`refuses ${title}`, async () => {
      const before = await rowCount();
      for (const lang of ['ko', 'en'] as const) {
        const res = await guest(form(overrides), lang);
        expect(res.statusCode, res.body).toBe(400);
        const max = code === 'CIQ1N4004' ? 200 : undefined;
        expect(res.json()).toEqual({
          errorCode: code,
          errorMessage: errorMessage(
            code,
            lang,
            field ? { item: contractInquiryFieldLabel(field, lang), ...(max ? { max } : {}) } : undefined,
          ),
        });
      }
      expect(await rowCount()).toBe(before);
    });

  it('says the two messages of the specification as written', async () => {
    expect((await guest(form({ comments: '' }), 'ko')).json().errorMessage).toBe('기타내용을 기재하여 주시기 바랍니다.');
    expect((await guest(form({ comments: '' }), 'en')).json().errorMessage).toBe('Please enter the other comments.');
    expect((await guest(form({ privacyConsent: false }), 'ko')).json().errorMessage).toBe('개인정보 수집·이용에 동의해 주세요.');
    expect((await guest(form({ name: '' }), 'ko')).json().errorMessage).toBe('이름을 입력해 주세요.');
  });

  it('refuses NUL characters, wrong types and a missing body with 400', async () => {
    const before = await rowCount();
    for (const payload of [form({ comments: 'a\u0000b' }), form({ name: '김\u0000' }), { ...form(), privacyConsent: 'yes' }, {}])
      expect((await guest(payload)).statusCode).toBe(400);
    expect(await rowCount()).toBe(before);
  });
});

describe('the visitors’ rate limit', () => {
  it('limits inquiries per e-mail address and per client address, as the non-member inquiry', async () => {
    const email = 'flood@prospect.example';
    for (let i = 0; i < CONTRACT_INQUIRY_LIMIT_PER_EMAIL; i++) expect((await guest(form({ email }))).statusCode).toBe(201);
    const refused = await guest(form({ email: 'FLOOD@prospect.example' }), 'en');
    expect(refused.json()).toEqual({ errorCode: 'CIQ1N4290', errorMessage: errorMessage('CIQ1N4290', 'en') });
    expect(refused.statusCode).toBe(429);
    const ip = nextIp();
    for (let i = 0; i < CONTRACT_INQUIRY_LIMIT_PER_IP; i++) expect((await guest(form(), 'ko', ip)).statusCode).toBe(201);
    expect((await guest(form(), 'ko', ip)).json().errorCode).toBe('CIQ1N4290');
    expect((await guest(form(), 'ko', nextIp())).statusCode).toBe(201);
  });
});

describe('a signed-in member', () => {
  it('finds the form filled from their profile and company, and sends it as a member inquiry of the token’s company', async () => {
    const prefill = await callApi(ctx, CALL_PATHS.getContractInquiryPrefill, { token: cast.member, lang: 'ko' });
    expect(prefill.statusCode, prefill.body).toBe(200);
    expect(prefill.json()).toEqual({
      companyName: '알파증권',
      countryCode: 'KR',
      name: expect.stringMatching(/\S/),
      email: 'member@alpha-securities.example',
      telephone: expect.stringMatching(/^\+/),
    });
    const en = await callApi(ctx, CALL_PATHS.getContractInquiryPrefill, { token: cast.member, lang: 'en' });
    expect(en.json().companyName).not.toBe('알파증권');
    const res = await callApi(ctx, CALL_PATHS.createContractInquiry, {
      payload: { ...(prefill.json() as object), privacyConsent: true, comments: '변경 계약 절차를 알고 싶습니다.' },
      token: cast.member,
      lang: 'ko',
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(await detail(res.json().inquiryId)).toMatchObject({ memberYn: 'Y', companyName: '알파증권', lang: 'ko' });
    const [row] = await ctx.db.select().from(contractInquiries).where(eq(contractInquiries.id, res.json().inquiryId));
    expect(row).toMatchObject({ companyId: cast.alphaId, kind: 'MEMBER' });
  });

  it('needs signing in for the member calls', async () => {
    expect((await callApi(ctx, CALL_PATHS.getContractInquiryPrefill)).statusCode).toBe(401);
    expect((await callApi(ctx, CALL_PATHS.createContractInquiry, { payload: form() })).statusCode).toBe(401);
  });
});

describe('provider staff only: search, get and actions', () => {
  it('refuses customers and visitors on every staff call, changing nothing', async () => {
    const { inquiryId } = await sent();
    for (const token of [cast.member, cast.outsider, undefined]) {
      const status = token ? 403 : 401;
      expect((await callApi(ctx, CALL_PATHS.searchContractInquiries, { payload: {}, token })).statusCode).toBe(status);
      expect((await callApi(ctx, CALL_PATHS.getContractInquiry, { params: { inquiryId }, token })).statusCode).toBe(status);
      expect((await act(token as string, { inquiryId, version: 1 }, 'assign')).statusCode).toBe(status);
    }
    expect((await detail(inquiryId)).status).toBe('OPEN');
  });

  it('an unknown inquiry answers 404; an unknown action 400', async () => {
    expect(errorOf(await callApi(ctx, CALL_PATHS.getContractInquiry, { params: { inquiryId: 2_000_000_000 }, token: cast.sales }))).toEqual(
      {
        status: 404,
        code: 'CIQ1N4041',
      },
    );
    const { inquiryId } = await sent();
    expect(errorOf(await act(cast.sales, { inquiryId, version: 1 }, 'delete'))).toEqual({ status: 400, code: 'CIQ1N4010' });
  });

  it('lists with filters, paging, sorting and the counts of the header', async () => {
    const tag = `Filter Co ${Date.now()}`;
    const a = await sent('ko', { companyName: `${tag} A` });
    const b = await sent('en', { companyName: `${tag} B` });
    const search = async (payload: object, token = cast.sales) => {
      const res = await callApi(ctx, CALL_PATHS.searchContractInquiries, { payload: { searchText: tag, ...payload }, token, lang: 'en' });
      expect(res.statusCode, res.body).toBe(200);
      return res.json();
    };
    expect((await search({})).items.map((i: { inquiryId: number }) => i.inquiryId)).toEqual([b.inquiryId, a.inquiryId]);
    expect((await search({ sort: 'oldest' })).items.map((i: { inquiryId: number }) => i.inquiryId)).toEqual([a.inquiryId, b.inquiryId]);
    const before = (await search({})).counts;
    const d = await detail(a.inquiryId);
    expect((await act(cast.sales, d, 'assign')).statusCode).toBe(200);
    const after = await search({});
    expect(after.counts.open).toBe(before.open - 1);
    expect(after.counts.assigned).toBe(before.assigned + 1);
    expect(after.counts.mine).toBe(before.mine + 1);
    expect((await search({ status: 'ASSIGNED' })).items.map((i: { inquiryId: number }) => i.inquiryId)).toEqual([a.inquiryId]);
    expect((await search({ mine: true })).items[0]).toMatchObject({ inquiryId: a.inquiryId, assignedToMe: true });
    expect((await search({ status: 'OPEN' })).items[0]).toMatchObject({ inquiryId: b.inquiryId, countryName: 'Republic of Korea' });
    expect((await search({ fromDate: '2000-01-01', toDate: '2000-01-02' })).totalCount).toBe(0);
    const bad = await callApi(ctx, CALL_PATHS.searchContractInquiries, {
      payload: { fromDate: '2026-05-02', toDate: '2026-05-01' },
      token: cast.sales,
      lang: 'ko',
    });
    expect(bad.json()).toEqual({ errorCode: 'CIQ1N4008', errorMessage: errorMessage('CIQ1N4008', 'ko') });
    expect((await callApi(ctx, CALL_PATHS.searchContractInquiries, { payload: { pageSize: 7 }, token: cast.sales })).statusCode).toBe(400);
  });

  it('assigns to the caller, unassigns, and a stale version answers 409', async () => {
    const { inquiryId } = await sent();
    let d = await detail(inquiryId);
    const assigned = await act(cast.sales, d, 'assign');
    expect(assigned.json()).toMatchObject({ status: 'ASSIGNED', assignedToMe: true, allowedActions: ['unassign', 'answer'] });
    expect(errorOf(await act(cast.admin, d, 'assign'))).toEqual({ status: 409, code: 'CIQ1N4092' });
    d = assigned.json();
    // Another staff member may take it over.
    expect((await detail(inquiryId, cast.admin)).allowedActions).toEqual(['assign', 'unassign', 'answer']);
    const unassigned = await act(cast.admin, d, 'unassign');
    expect(unassigned.json()).toMatchObject({ status: 'OPEN', assigneeName: null });
    expect(errorOf(await act(cast.admin, unassigned.json(), 'unassign'))).toEqual({ status: 409, code: 'CIQ1N4092' });
  });
});

describe('answering', () => {
  it('mails the answer in the writer’s language through the outbox, once', async () => {
    const email = nextEmail();
    const { inquiryId, inquiryNumber } = await sent('en', {
      email,
      name: 'Amelia Clarke',
      comments: 'Which licence covers website display?',
    });
    let d = await detail(inquiryId);
    const empty = await act(cast.sales, d, 'answer', '   ', 'ko');
    expect(empty.json()).toEqual({ errorCode: 'CIQ1N4009', errorMessage: errorMessage('CIQ1N4009', 'ko') });
    expect((await act(cast.sales, d, 'answer', 'x'.repeat(4001))).json().errorCode).toBe('CIQ1N4004');
    const answered = await act(cast.sales, d, 'answer', 'The “Website last-sale price” option covers it.', 'ko');
    expect(answered.statusCode, answered.body).toBe(200);
    d = answered.json();
    expect(d).toMatchObject({ status: 'ANSWERED', answer: 'The “Website last-sale price” option covers it.', allowedActions: [] });
    expect(d.answeredByName).toBeTruthy();
    expect(d.assigneeName).toBe(d.answeredByName);
    const mails = await mailsTo(ctx, email);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.languageCode).toBe('02');
    expect(mails[0]!.subject).toContain(inquiryNumber);
    expect(mails[0]!.text).toContain('Dear Amelia Clarke');
    expect(mails[0]!.text).toContain('Website last-sale price');
    // Answered once: a second answer or an assignment is refused and nothing more is mailed.
    expect(errorOf(await act(cast.admin, d, 'answer', 'Again'))).toEqual({ status: 409, code: 'CIQ1N4091' });
    expect(errorOf(await act(cast.admin, d, 'assign'))).toEqual({ status: 409, code: 'CIQ1N4091' });
    expect(await mailsTo(ctx, email)).toHaveLength(1);
  });

  it('a Korean writer gets Korean mail, with their text escaped', async () => {
    const email = nextEmail();
    const { inquiryId } = await sent('ko', { email, comments: '<script>alert(1)</script> 문의합니다.' });
    const d = await detail(inquiryId);
    expect((await act(cast.admin, d, 'answer', '안내서를 보내 드립니다.')).statusCode).toBe(200);
    const [m] = await mailsTo(ctx, email);
    expect(m!.languageCode).toBe('01');
    expect(m!.text).toContain('윤서진 님, 안녕하세요.');
    expect(m!.html).not.toContain('<script>');
  });

  it('of two answers at once, one succeeds and the other answers 409; one mail', async () => {
    const email = nextEmail();
    const { inquiryId } = await sent('ko', { email });
    const d = await detail(inquiryId);
    const [a, b] = await Promise.all([act(cast.sales, d, 'answer', '첫 답변'), act(cast.admin, d, 'answer', '둘째 답변')]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 409]);
    expect(await mailsTo(ctx, email)).toHaveLength(1);
    const queued = Number((await ctx.db.select({ n: count() }).from(mailOutbox).where(eq(mailOutbox.toAddress, email)))[0]!.n);
    expect(queued).toBe(1);
  });
});

describe('the demo world', () => {
  it('has contract inquiries answered, assigned and open', async () => {
    const rows = (await ctx.db.select().from(contractInquiries)).filter((r) => r.seedKey);
    const statuses = rows.map((r) => r.status).sort();
    expect(statuses).toEqual(['ANSWERED', 'ANSWERED', 'ASSIGNED', 'OPEN', 'OPEN']);
    expect(rows.find((r) => r.status === 'ANSWERED' && r.lang === 'en')!.answer).toBeTruthy();
  });
});

describe('a contract inquiry is a request of kind contractInquiry (decision 077)', () => {
  const toldOf = (requestId: number) => ctx.db.select().from(notifications).where(eq(notifications.requestId, requestId));
  const staffIds = async () =>
    (
      await ctx.db
        .select({ id: users.id })
        .from(users)
        .innerJoin(userRoles, eq(userRoles.userId, users.id))
        .where(and(eq(users.status, 'ACTIVE'), inArray(userRoles.roleCode, [ROLE.sales, ROLE.providerAdmin])))
    ).map((u) => u.id);

  it('a visitor’s has a header without company nor creator, and its creation tells the provider staff under the writer’s name', async () => {
    const { inquiryId, inquiryNumber } = await sent('en', { name: 'Grace Tan' });
    const [header] = await ctx.db.select().from(requests).where(eq(requests.id, inquiryId));
    expect(header).toMatchObject({
      kind: 'contractInquiry',
      number: inquiryNumber,
      companyId: null,
      createdBy: null,
      state: 'OPEN',
      version: 1,
    });
    const told = await toldOf(inquiryId);
    expect(told.length).toBeGreaterThan(0);
    expect(new Set(told.map((n) => n.userId))).toEqual(new Set(await staffIds()));
    expect(told[0]).toMatchObject({
      kind: 'contractInquiry',
      action: 'create',
      toState: 'OPEN',
      actorName: 'Grace Tan',
      requestNumber: inquiryNumber,
      link: WORKFLOW_LINKS.contractInquiry.provider(inquiryId),
    });
    // The staff's actions tell the provider's desk (the administrators beside the one acting); the writer hears by the
    // answer mail only.
    const d = await detail(inquiryId);
    expect((await act(cast.sales, d, 'assign')).statusCode).toBe(200);
    const assigned = (await toldOf(inquiryId)).filter((n) => n.action === 'assign');
    expect(assigned.length).toBeGreaterThan(0);
    const staff = new Set(await staffIds());
    expect(assigned.every((n) => staff.has(n.userId))).toBe(true);
  });

  it('a member’s is of the token’s company, created by the member; its creation tells the provider staff, not the company', async () => {
    const res = await callApi(ctx, CALL_PATHS.createContractInquiry, { payload: form(), token: cast.member, lang: 'ko' });
    expect(res.statusCode, res.body).toBe(201);
    const { inquiryId } = res.json();
    const [header] = await ctx.db.select().from(requests).where(eq(requests.id, inquiryId));
    expect(header).toMatchObject({ kind: 'contractInquiry', companyId: cast.alphaId, state: 'OPEN' });
    expect(header!.createdBy).not.toBeNull();
    const staff = new Set(await staffIds());
    const told = await toldOf(inquiryId);
    expect(told.length).toBeGreaterThan(0);
    expect(told.every((n) => staff.has(n.userId))).toBe(true);
    // An action tells the provider's desk, not the company: the writer hears by the answer mail, not by a bell on each
    // assignment.
    expect((await act(cast.sales, await detail(inquiryId), 'assign')).statusCode).toBe(200);
    const assigned = (await toldOf(inquiryId)).filter((n) => n.action === 'assign');
    expect(assigned.length).toBeGreaterThan(0);
    expect(assigned.map((n) => n.userId)).not.toContain(header!.createdBy);
    expect(assigned.every((n) => staff.has(n.userId))).toBe(true);
    expect(assigned[0]).toMatchObject({ toState: 'ASSIGNED', link: WORKFLOW_LINKS.contractInquiry.provider(inquiryId) });
  });

  it('waits on the provider in its own list: the work queue and its counts leave the kind out', async () => {
    await sent();
    const counts = await callApi(ctx, CALL_PATHS.getWorkQueueCounts, { token: cast.admin, lang: 'en' });
    expect(counts.statusCode, counts.body).toBe(200);
    const c = counts.json<{ total: number; kinds: { kind: string }[]; companies: { count: number }[] }>();
    expect(c.kinds.map((k) => k.kind)).not.toContain('contractInquiry');
    expect(c.total).toBe(c.companies.reduce((n, x) => n + x.count, 0));
    const byKind = await callApi(ctx, CALL_PATHS.searchWorkQueue, { token: cast.admin, payload: { kind: 'contractInquiry' } });
    expect(byKind.statusCode).toBe(400);
  });
});
