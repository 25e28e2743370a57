import { CALL_PATHS, ROLE } from '@portal/contract';
import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  apiUrl,
  type ApiCall,
  build,
  call,
  callApi,
  filled,
  loginAs,
  openApiDocument,
  openApiOperation,
  type TestContext,
} from '../../test/helpers';
import { buildApp } from '../app';
import { redactUrl } from './logging';
import { findNul } from './zod-compilers';

let ctx: TestContext;
let member: string;
let memberId: number;
let sales: string;
beforeAll(async () => {
  ctx = await build();
  member = await loginAs(ctx, ROLE.customer);
  sales = await loginAs(ctx, ROLE.sales);
  memberId = (await ctx.app.tokens.verify(member))!.userId;
});
afterAll(() => ctx.close());

let address = 0;
/** A fresh client address per call, so rate limits of the public calls never interfere. */
const nextIp = () => `10.35.${Math.floor(++address / 250)}.${(address % 250) + 1}`;
const NUL = '\u0000';
const INVALID = { ko: '입력값 형식이 올바르지 않습니다.', en: 'Invalid format.' };

function expectInvalidFormat(
  res: { statusCode: number; body: string; json(): { errorCode: string; errorMessage: string } },
  lang: 'ko' | 'en',
  field: string,
) {
  expect(res.statusCode, res.body).toBe(400);
  expect(res.json()).toEqual({ errorCode: 'COM1N4001', errorMessage: `${INVALID[lang]} (${field})` });
}

describe('a NUL character in any text field', () => {
  it('finds NUL in values and keys, at any depth', () => {
    expect(findNul({ a: 'x', b: [{ c: 'y' }] })).toBeNull();
    expect(findNul({ a: 'x', b: [{ c: `y${NUL}` }] })).toEqual(['b', 0, 'c']);
    expect(findNul({ [`k${NUL}`]: 1 })).toEqual([`k${NUL}`]);
    expect(findNul(`${NUL}`)).toEqual([]);
  });

  for (const lang of ['ko', 'en'] as const) {
    it(`is refused with the invalid-format error on public calls, in ${lang}, and nothing is stored`, async () => {
      const search = await callApi(ctx, CALL_PATHS.searchCompaniesSimple, {
        payload: { companyName: `알파${NUL}` },
        lang,
        remoteAddress: nextIp(),
      });
      expectInvalidFormat(search, lang, 'companyName');

      const loginEmail = `nul-${lang}-${Date.now()}@alpha-securities.example`;
      const join = {
        loginEmail,
        loginSecretNo: 'Rv8#Meadow31',
        loginSecretNoConfirm: 'Rv8#Meadow31',
        companyNationCode: 'KR',
        companyName: '알파증권',
        firstName: `하${NUL}준`,
        lastName: '문',
        department: '',
        chargeJob: '',
        officeTelephoneNumber: '+82-2-3774-1234',
        mobileTelephoneNumber: '',
        emailReceiveYn: 'Y',
        newsletterYn: 'N',
        mailLanguageCode: '01',
        autoExtensionYn: 'N',
        agreements: [],
      };
      expectInvalidFormat(await callApi(ctx, CALL_PATHS.registerUser, { payload: join, lang, remoteAddress: nextIp() }), lang, 'firstName');
      const exists = await callApi(ctx, CALL_PATHS.checkLoginEmailExists, { payload: { loginEmail }, lang, remoteAddress: nextIp() });
      expect(exists.statusCode, exists.body).toBe(200);

      const waiting = async () =>
        (await callApi(ctx, CALL_PATHS.searchAllInquiries, { payload: { writerKind: 'GUEST' }, token: sales })).json().totalCount as number;
      const before = await waiting();
      const guest = {
        categoryCode: '01',
        subject: `Pricing${NUL}`,
        contents: 'How much?',
        writerName: 'Jane Roe',
        writerEmail: 'nul@example.org',
        writerTelephoneNumber: '+44-20-7946-0000',
        mailLanguageCode: '02',
      };
      expectInvalidFormat(
        await callApi(ctx, CALL_PATHS.createGuestInquiry, { payload: guest, lang, remoteAddress: nextIp() }),
        lang,
        'subject',
      );
      expect(await waiting()).toBe(before);

      expectInvalidFormat(
        await callApi(ctx, CALL_PATHS.searchNotices, { payload: { searchText: `공지${NUL}` }, lang }),
        lang,
        'searchText',
      );
      // Query string and path parameters as well.
      expectInvalidFormat(await callApi(ctx, CALL_PATHS.confirmEmail, { query: { token: 'ab\u0000cd' }, lang }), lang, 'token');
      expectInvalidFormat(
        await callApi(ctx, CALL_PATHS.getCodeGroup, { params: { codeGroupCode: 'A\u0000B' }, lang }),
        lang,
        'codeGroupCode',
      );
    });

    it(`is refused on member calls (profile, snapshots, searches), in ${lang}, and nothing changes`, async () => {
      const before = (await callApi(ctx, CALL_PATHS.getMember, { params: { userId: memberId }, token: member })).json();
      const update = { ...before, department: `리서치${NUL}센터` };
      expectInvalidFormat(
        await callApi(ctx, CALL_PATHS.updateMember, { params: { userId: memberId }, payload: update, token: member, lang }),
        lang,
        'department',
      );
      expect((await callApi(ctx, CALL_PATHS.getMember, { params: { userId: memberId }, token: member })).json()).toEqual(before);

      const snapshot = { snapshotType: 'ORDER_DRAFT', snapshotKey: `nul-${lang}`, title: `제목${NUL}`, data: { a: 1 } };
      expectInvalidFormat(await callApi(ctx, CALL_PATHS.saveSnapshot, { payload: snapshot, token: member, lang }), lang, 'title');
      const found = await callApi(ctx, CALL_PATHS.searchSnapshots, { payload: { snapshotKey: `nul-${lang}` }, token: member });
      expect(found.json().totalCount).toBe(0);
      expectInvalidFormat(
        await callApi(ctx, CALL_PATHS.searchSnapshots, { payload: { snapshotKey: `x${NUL}` }, token: member, lang }),
        lang,
        'snapshotKey',
      );
      expectInvalidFormat(
        await callApi(ctx, CALL_PATHS.searchMyInquiries, { payload: { searchText: `a${NUL}b` }, token: member, lang }),
        lang,
        'searchText',
      );
    });
  }
});

describe('Cache-Control: no-store on API answers', () => {
  it('is sent on answers with tokens or personal data, and on errors', async () => {
    const answers = [
      await callApi(ctx, CALL_PATHS.signIn, {
        payload: { loginEmail: 'member@alpha-securities.example', loginSecretNo: 'wrong-Password1!' },
        remoteAddress: nextIp(),
      }),
      await callApi(ctx, CALL_PATHS.otpLogin, { payload: { challengeToken: 'x', otpCode: '123456' }, remoteAddress: nextIp() }),
      await callApi(ctx, CALL_PATHS.refreshTokens, { payload: { refreshToken: 'x', companyId: 0 }, remoteAddress: nextIp() }),
      await callApi(ctx, CALL_PATHS.getMyInformation, { token: member }),
      await callApi(ctx, CALL_PATHS.getMember, { params: { userId: memberId }, token: member }),
      await callApi(ctx, CALL_PATHS.findLoginEmail, {
        payload: { firstName: '민준', lastName: '김', telephoneNumber: '+82-2-100-1234' },
        remoteAddress: nextIp(),
      }),
      // Two paths outside the table on purpose: error answers (no such call) carry no-store too.
      // eslint-disable-next-line no-restricted-syntax -- deliberately not a call of the table
      await call(ctx, { method: 'GET', url: '/apis/v1/user/staff', token: member }),
      // eslint-disable-next-line no-restricted-syntax -- deliberately an unknown path
      await call(ctx, { method: 'GET', url: '/apis/v1/nope' }),
    ];
    for (const res of answers) expect(res.headers['cache-control'], res.body).toBe('no-store');
  });

  it('leaves the web app and the routes that choose a cache rule alone', async () => {
    expect((await call(ctx, { url: '/healthz' })).headers['cache-control']).toBeUndefined();
  });
});

describe('request log', () => {
  it('redacts secret query values and keeps the rest', () => {
    // The subject is the URL text itself (what the request log writes).
    // eslint-disable-next-line no-restricted-syntax -- a URL as the log sees it
    expect(redactUrl('/apis/v1/user/users/confirm-email?token=abc.def')).toBe('/apis/v1/user/users/confirm-email?token=[REDACTED]');
    expect(redactUrl('/a?fileUUID=1&refreshToken=x&b=2')).toBe('/a?fileUUID=1&refreshToken=[REDACTED]&b=2');
    expect(redactUrl('/a?b=2')).toBe('/a?b=2');
    expect(redactUrl('/a')).toBe('/a');
  });

  it('never writes a one-time token of the URL to the log', async () => {
    const lines: string[] = [];
    const stream = new Writable({
      write(chunk, _enc, done) {
        lines.push(String(chunk));
        done();
      },
    });
    const app = await buildApp({ config: ctx.config, database: ctx.database, logger: { level: 'info', stream } });
    await app.ready();
    try {
      await app.inject({
        method: CALL_PATHS.confirmEmail.method,
        url: apiUrl(CALL_PATHS.confirmEmail, undefined, { token: 'SECRET-ONE-TIME-1234' }),
      });
      await app.inject({
        method: CALL_PATHS.resendConfirmEmail.method,
        url: apiUrl(CALL_PATHS.resendConfirmEmail, undefined, { token: 'SECRET-ONE-TIME-5678' }),
        payload: {},
      });
    } finally {
      await app.close();
    }
    const log = lines.join('');
    expect(log).toContain('confirm-email?token=[REDACTED]');
    expect(log).not.toContain('SECRET-ONE-TIME');
  });
});

describe('security headers', () => {
  it("allows no <base> element (base-uri 'none')", async () => {
    const csp = String((await call(ctx, { url: '/healthz' })).headers['content-security-policy']);
    expect(csp).toContain("base-uri 'none'");
    expect(csp).not.toContain("base-uri 'self'");
  });
});

describe('authentication before validation', () => {
  const memberCalls: [ApiCall, unknown][] = [
    [CALL_PATHS.saveSnapshot, { nonsense: 1 }],
    [CALL_PATHS.searchSnapshots, { pageSize: 'many' }],
    [CALL_PATHS.createInquiry, { categoryCode: 5 }],
    [CALL_PATHS.searchMyInquiries, { pageNumber: -1 }],
    [filled(CALL_PATHS.updateMember, { userId: 1 }), { firstName: 7 }],
    [filled(CALL_PATHS.confirmPassword, { userId: 1 }), {}],
    [filled(CALL_PATHS.withdrawMember, { userId: 1 }), { reason: 7 }],
    [filled(CALL_PATHS.getMember, { userId: 'not-a-number' }), undefined],
    [CALL_PATHS.deleteFiles, { fileUUIDs: 'x' }],
    [CALL_PATHS.buildTemplate, { nonsense: true }],
    [CALL_PATHS.getMyInformation, undefined],
  ];

  it('answers a visitor 401 on member calls whatever the body, in the request language', async () => {
    for (const [entry, payload] of memberCalls) {
      const { method, path: url } = entry;
      const res = await callApi(ctx, entry, { payload: payload as Record<string, unknown>, lang: 'en' });
      expect(res.statusCode, `${method} ${url}: ${res.body}`).toBe(401);
      expect(res.json()).toEqual({ errorCode: 'ATH1N4001', errorMessage: 'Please sign in.' });
    }
    const stale = await callApi(ctx, CALL_PATHS.saveSnapshot, { payload: { nonsense: 1 }, token: 'not-a-token' });
    expect(stale.json().errorCode).toBe('ATH1N4002');
    const nul = await callApi(ctx, CALL_PATHS.saveSnapshot, { payload: { title: NUL } });
    expect(nul.statusCode).toBe(401);
  });

  it('answers a member 403 on staff calls before reading the body', async () => {
    const res = await callApi(ctx, CALL_PATHS.searchAllInquiries, { payload: { writerKind: 7 }, token: member });
    expect(res.statusCode).toBe(403);
    expect(res.json().errorCode).toBe('ATH1N4030');
  });

  it('refuses an upload from a visitor before reading the file', async () => {
    const boundary = '----portal';
    const body = `--${boundary}\r\nContent-Disposition: form-data; name="files"; filename="a.txt"\r\nContent-Type: text/plain\r\n\r\nhello\r\n--${boundary}--\r\n`;
    const res = await callApi(ctx, CALL_PATHS.uploadFiles, {
      query: { fileTypeGroup: 'INQUIRY' },
      payload: body,
      headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
    });
    expect(res.statusCode).toBe(401);
  });
});

describe('request language', () => {
  const messageFor = async (header?: string) =>
    // eslint-disable-next-line no-restricted-syntax -- an unknown path on purpose: its 404 answers in the request language
    (await call(ctx, { url: '/apis/v1/nope', headers: header === undefined ? {} : { 'accept-language': header } })).json()
      .errorMessage as string;

  it('is Korean when the header begins with ko, English for any other header, the default without one', async () => {
    const en = 'Page Not Found.';
    const ko = '요청한 주소를 찾을 수 없습니다.';
    expect(await messageFor('en-US,en;q=0.9')).toBe(en);
    expect(await messageFor('fr')).toBe(en);
    expect(await messageFor('fr-FR,ko;q=0.8')).toBe(en);
    expect(await messageFor('*')).toBe(en);
    expect(await messageFor('ko-KR')).toBe(ko);
    expect(await messageFor('ko-KR,en;q=0.5')).toBe(ko);
    expect(await messageFor(undefined)).toBe(ko);
    expect(await messageFor('')).toBe(ko);
  });
});

describe('OpenAPI security derived from the guards', () => {
  it('marks every call behind the authentication guard with the bearer scheme, and no public call', async () => {
    const doc = (await openApiDocument(ctx)) as { paths: Record<string, Record<string, { security?: unknown[] }>> };
    const op = (path: string, method: string) => doc.paths[path]?.[method];
    for (const [path, method] of [
      openApiOperation(CALL_PATHS.saveSnapshot),
      openApiOperation(CALL_PATHS.searchSnapshots),
      openApiOperation(CALL_PATHS.getSnapshot),
      openApiOperation(CALL_PATHS.deleteSnapshot),
      openApiOperation(CALL_PATHS.uploadFiles),
      openApiOperation(CALL_PATHS.deleteFiles),
      openApiOperation(CALL_PATHS.uploadEditorImage),
      openApiOperation(CALL_PATHS.searchAllInquiries),
    ]) {
      expect(op(path, method), `${method} ${path}`).toBeDefined();
      expect(op(path, method)!.security, `${method} ${path}`).toEqual([{ bearer: [] }]);
    }
    for (const [path, method] of [
      openApiOperation(CALL_PATHS.signIn),
      openApiOperation(CALL_PATHS.searchNotices),
      openApiOperation(CALL_PATHS.createGuestInquiry),
    ]) {
      expect(op(path, method)!.security ?? []).toEqual([]);
    }
  });
});
