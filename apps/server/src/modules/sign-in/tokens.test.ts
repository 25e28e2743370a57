import { CALL_PATHS, REFRESH_REUSE_GRACE_SECONDS, ROLE, SESSION_IDLE_SECONDS } from '@portal/contract';
import { randomUUID } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { sha256Hex } from '../../platform/crypto';
import { SESSION_MAX_SECONDS } from './sessions';
import { build, call, callApi, filled, loginAs, type TestContext } from '../../../test/helpers';
import { authSessions, companies, refreshTokens, userCompanies, userRoles, users } from '../../db/schema/index';
import { addDocumentVersion } from '../documents';
import { idOf, send, signInFully } from '../../../test/accounts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await build();
});
afterAll(() => ctx.close());

const me = (token: string) => callApi(ctx, CALL_PATHS.getMyInformation, { token, lang: 'en' });
const refresh = (refreshToken: string, companyId?: number) => send(ctx, CALL_PATHS.refreshTokens, { refreshToken, companyId });
/** A refresh from another browser (user agent) than the sign-in's. */
const refreshFrom = (refreshToken: string, userAgent: string) =>
  callApi(ctx, CALL_PATHS.refreshTokens, { payload: { refreshToken }, lang: 'en', headers: { 'user-agent': userAgent } });
/** The session row of an access token (its jti). */
async function sessionOf(accessToken: string) {
  const { jti } = JSON.parse(Buffer.from(accessToken.split('.')[1], 'base64url').toString()) as { jti: string };
  const [row] = await ctx.db.select().from(authSessions).where(eq(authSessions.id, jti));
  return row;
}
/**
 * Makes a change directly in the database, then waits until the session cache has applied every
 * notification committed so far: PostgreSQL delivers them shortly after the commit and in commit order,
 * so a marker notified after the change arrives after the change's own.
 */
async function changeHeard(change: () => Promise<unknown> = async () => undefined) {
  await change();
  const marker = `t:${randomUUID()}`;
  let stop = () => {};
  const heard = new Promise<void>((resolve) => {
    stop = ctx.app.sessions.watch((p) => p === marker && resolve());
  });
  try {
    await ctx.db.execute(sql`select pg_notify('portal_session', ${marker})`);
    await heard;
  } finally {
    stop();
  }
}
const companyId = async (code: string) => (await ctx.db.select().from(companies).where(eq(companies.customerCode, code)))[0].id;

describe('my information', () => {
  it('answers id, roles, companies and the profile in the request language', async () => {
    const t = await signInFully(ctx, 'reporter@alpha-securities.example');
    const res = await me(t.access_token);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      id: await idOf(ctx, 'reporter@alpha-securities.example'),
      loginEmail: 'reporter@alpha-securities.example',
      roles: ['01', '02'],
      companies: [{ companyName: 'Alpha Securities', companyNameKo: '알파증권', temporaryYn: 'N' }],
      companyId: await companyId('C1001'),
      firstName: '지호',
      lastName: '박',
      status: 'ACTIVE',
      otpEnrolledYn: 'Y',
      termsAgreementRequiredYn: 'N',
    });
  });
  it('needs a session', async () => {
    expect((await callApi(ctx, CALL_PATHS.getMyInformation)).json().errorCode).toBe('ATH1N4001');
    expect((await me('not.a.token')).json().errorCode).toBe('ATH1N4002');
  });
});

describe('refresh tokens', () => {
  it('rotates on every use and answers the lower-case field names', async () => {
    const t = await signInFully(ctx, 'analyst@beta-am.example');
    const r1 = await refresh(t.refresh_token);
    expect(r1.statusCode, r1.body).toBe(200);
    const body = r1.json();
    expect(Object.keys(body).sort()).toEqual(['accesstoken', 'companyId', 'expires_in', 'refreshtoken', 'termsAgreementRequiredYn']);
    expect(body.refreshtoken).not.toBe(t.refresh_token);
    expect((await me(body.accesstoken)).statusCode).toBe(200);
    const r2 = await refresh(body.refreshtoken);
    expect(r2.statusCode).toBe(200);
    // Stored hashed: the table never holds the token itself.
    const rows = await ctx.db.select().from(refreshTokens);
    expect(rows.some((r) => r.tokenHash === body.refreshtoken)).toBe(false);
  });

  it('revokes the whole family when a used refresh token comes back from another browser', async () => {
    const t = await signInFully(ctx, 'ops@gamma-data.example');
    const r1 = (await refresh(t.refresh_token)).json();
    // The thief presents the first token again, within the grace but from another browser.
    const replay = await refreshFrom(t.refresh_token, 'thief-agent/1.0');
    expect(replay.statusCode).toBe(401);
    expect(replay.json().errorCode).toBe('ATH1N4002');
    // Every token of the family is dead now: the newest refresh token and the access tokens.
    expect((await refresh(r1.refreshtoken)).json().errorCode).toBe('ATH1N4002');
    expect((await me(r1.accesstoken)).json().errorCode).toBe('ATH1N4002');
    expect((await me(t.access_token)).json().errorCode).toBe('ATH1N4002');
    const [session] = await ctx.db
      .select()
      .from(authSessions)
      .where(eq(authSessions.userId, await idOf(ctx, 'ops@gamma-data.example')));
    expect(session.revokeReason).toBe('REUSE');
    // Another session of the same member is untouched.
    const other = await signInFully(ctx, 'ops@gamma-data.example');
    expect((await me(other.access_token)).statusCode).toBe(200);
  });

  it('revokes the family when the same browser reuses a token after the grace', async () => {
    const t = await signInFully(ctx, 'analyst@beta-am.example');
    const r1 = (await refresh(t.refresh_token)).json();
    // The first token was used more than REFRESH_REUSE_GRACE_SECONDS ago.
    await ctx.db
      .update(refreshTokens)
      .set({ usedAt: new Date(Date.now() - (REFRESH_REUSE_GRACE_SECONDS + 1) * 1000) })
      .where(eq(refreshTokens.tokenHash, sha256Hex(t.refresh_token)));
    expect((await refresh(t.refresh_token)).json().errorCode).toBe('ATH1N4002');
    expect((await refresh(r1.refreshtoken)).json().errorCode).toBe('ATH1N4002');
    expect((await sessionOf(r1.accesstoken)).revokeReason).toBe('REUSE');
  });

  it('two tabs refreshing at once: both renew, the family lives on (the grace)', async () => {
    const t = await signInFully(ctx, 'staff@alpha-securities.example');
    const [a, b] = await Promise.all([refresh(t.refresh_token), refresh(t.refresh_token)]);
    expect([a.statusCode, b.statusCode]).toEqual([200, 200]);
    expect(a.json().refreshtoken).not.toBe(b.json().refreshtoken);
    // The tab that stored its answer last goes on with it; the other tab's answer works too.
    for (const answer of [a.json(), b.json()]) {
      expect((await me(answer.accesstoken)).statusCode).toBe(200);
      expect((await refresh(answer.refreshtoken)).statusCode).toBe(200);
    }
    expect((await sessionOf(a.json().accesstoken)).revokedAt).toBeNull();
    // A third and fourth use of the first token within the grace: the bound on extra tokens, then a reuse.
    expect((await refresh(t.refresh_token)).statusCode).toBe(401);
    expect((await sessionOf(a.json().accesstoken)).revokeReason).toBe('REUSE');
  });

  it('a session not renewed for SESSION_IDLE_SECONDS renews no more', async () => {
    const t = await signInFully(ctx, 'sales@krx-data.example');
    const r1 = (await refresh(t.refresh_token)).json();
    const session = await sessionOf(r1.accesstoken);
    // The clock moved: the last renewal is older than the idle limit (the token itself is still valid).
    await ctx.db
      .update(authSessions)
      .set({ lastRefreshedAt: new Date(Date.now() - (SESSION_IDLE_SECONDS + 60) * 1000) })
      .where(eq(authSessions.id, session.id));
    const idle = await refresh(r1.refreshtoken);
    expect(idle.statusCode).toBe(401);
    expect(idle.json().errorCode).toBe('ATH1N4002');
    expect((await sessionOf(r1.accesstoken)).revokeReason).toBe('IDLE');
  });

  it('a session ends SESSION_MAX_SECONDS after its sign-in, however often it was renewed', async () => {
    const t = await signInFully(ctx, 'admin@krx-data.example');
    const session = await sessionOf(t.access_token);
    expect(Math.abs(session.expiresAt.getTime() - session.createdAt.getTime() - SESSION_MAX_SECONDS * 1000)).toBeLessThan(5_000);
    // Renewed an hour ago (never idle), but the clock is now one second past the session's end.
    await ctx.db
      .update(authSessions)
      .set({ lastRefreshedAt: new Date(session.expiresAt.getTime() - 3600_000) })
      .where(eq(authSessions.id, session.id));
    await ctx.db
      .update(refreshTokens)
      .set({ expiresAt: new Date(session.expiresAt.getTime() + 3600_000) })
      .where(eq(refreshTokens.sessionId, session.id));
    vi.useFakeTimers({ toFake: ['Date'], now: session.expiresAt.getTime() + 1000 });
    try {
      expect((await refresh(t.refresh_token)).json().errorCode).toBe('ATH1N4002');
    } finally {
      vi.useRealTimers();
    }
    // A second before the end it still renews.
    vi.useFakeTimers({ toFake: ['Date'], now: session.expiresAt.getTime() - 1000 });
    try {
      expect((await refresh(t.refresh_token)).statusCode).toBe(200);
    } finally {
      vi.useRealTimers();
    }
  });

  it('switches company: new tokens for a company of the member, refused for another', async () => {
    const t = await signInFully(ctx, 'member@alpha-securities.example', undefined, await companyId('C1001'));
    const beta = await companyId('C1002');
    const switched = await refresh(t.refresh_token, beta);
    expect(switched.statusCode, switched.body).toBe(200);
    expect(switched.json().companyId).toBe(beta);
    const claims = JSON.parse(Buffer.from(switched.json().accesstoken.split('.')[1], 'base64url').toString());
    expect(claims.companyId).toBe(beta);
    // Without a company the session's company stays.
    const kept = await refresh(switched.json().refreshtoken);
    expect(kept.json().companyId).toBe(beta);
    const refused = await refresh(kept.json().refreshtoken, await companyId('C2001'));
    expect(refused.statusCode).toBe(403);
    expect(refused.json().errorCode).toBe('ATH1N4030');
    // A refused switch does not spend the token.
    expect((await refresh(kept.json().refreshtoken)).statusCode).toBe(200);
  });

  it('refuses unknown and expired refresh tokens', async () => {
    expect((await refresh('made-up')).json().errorCode).toBe('ATH1N4002');
    const t = await signInFully(ctx, 'sales@krx-data.example');
    await ctx.db.update(refreshTokens).set({ expiresAt: new Date(Date.now() - 1000) });
    expect((await refresh(t.refresh_token)).json().errorCode).toBe('ATH1N4002');
  });
});

describe('logout and revocation', () => {
  it('logout ends the access token at once and the refresh token', async () => {
    const t = await signInFully(ctx, 'analyst@beta-am.example');
    expect((await me(t.access_token)).statusCode).toBe(200);
    const out = await send(ctx, CALL_PATHS.logout, { refreshToken: t.refresh_token }, { token: t.access_token });
    expect(out.statusCode).toBe(204);
    expect((await me(t.access_token)).json().errorCode).toBe('ATH1N4002');
    expect((await refresh(t.refresh_token)).json().errorCode).toBe('ATH1N4002');
    // Logging out twice is harmless.
    expect((await send(ctx, CALL_PATHS.logout, { refreshToken: t.refresh_token })).statusCode).toBe(204);
    // The bearer token alone (no body) is enough.
    const t2 = await signInFully(ctx, 'analyst@beta-am.example');
    expect((await callApi(ctx, CALL_PATHS.logout, { token: t2.access_token })).statusCode).toBe(204);
    expect((await me(t2.access_token)).json().errorCode).toBe('ATH1N4002');
  });

  it('a password change ends every session of the member', async () => {
    const one = await signInFully(ctx, 'staff@alpha-securities.example');
    const two = await signInFully(ctx, 'staff@alpha-securities.example');
    const res = await callApi(ctx, CALL_PATHS.changePassword, {
      headers: { authorization: `Bearer ${one.access_token}` },
      payload: { loginSecretNo: 'Market#Data26', newLoginSecretNo: 'Tq4!Lantern8', newLoginSecretNoConfirm: 'Tq4!Lantern8' },
    });
    expect(res.statusCode, res.body).toBe(200);
    for (const t of [one, two]) {
      expect((await me(t.access_token)).json().errorCode).toBe('ATH1N4002');
      expect((await refresh(t.refresh_token)).json().errorCode).toBe('ATH1N4002');
    }
    await signInFully(ctx, 'staff@alpha-securities.example', 'Tq4!Lantern8');
  });

  it('a removed company membership, a deleted company or a removed role stop the token at once', async () => {
    const email = 'reporter@alpha-securities.example';
    const id = await idOf(ctx, email);
    const alpha = await companyId('C1001');
    const t = await signInFully(ctx, email);
    expect((await me(t.access_token)).statusCode).toBe(200);
    // A change made directly in the database (another area, another server): the trigger's notification drops the cache.
    await changeHeard(() =>
      ctx.db
        .update(userCompanies)
        .set({ status: 'REMOVED' })
        .where(and(eq(userCompanies.userId, id), eq(userCompanies.companyId, alpha))),
    );
    expect((await me(t.access_token)).json().errorCode).toBe('ATH1N4002');
    await changeHeard(() =>
      ctx.db
        .update(userCompanies)
        .set({ status: 'ACTIVE' })
        .where(and(eq(userCompanies.userId, id), eq(userCompanies.companyId, alpha))),
    );
    expect((await me(t.access_token)).statusCode).toBe(200);

    await changeHeard(() => ctx.db.delete(userRoles).where(and(eq(userRoles.userId, id), eq(userRoles.roleCode, ROLE.proxyReporter))));
    expect((await me(t.access_token)).json().errorCode).toBe('ATH1N4002');
    await changeHeard(() => ctx.db.insert(userRoles).values({ userId: id, roleCode: ROLE.proxyReporter }));
    expect((await me(t.access_token)).statusCode).toBe(200);

    const [temp] = await ctx.db.insert(companies).values({ companyName: '임시상사', nationCode: 'KR' }).returning();
    await ctx.db.insert(userCompanies).values({ userId: id, companyId: temp.id, status: 'ACTIVE' });
    const switched = (await refresh(t.refresh_token, temp.id)).json();
    expect((await me(switched.accesstoken)).statusCode).toBe(200);
    await changeHeard(() => ctx.db.update(companies).set({ deletedAt: new Date() }).where(eq(companies.id, temp.id)));
    expect((await me(switched.accesstoken)).json().errorCode).toBe('ATH1N4002');
  });

  it('a member who is no longer active loses the session at once', async () => {
    const t = await signInFully(ctx, 'sales@krx-data.example');
    const id = await idOf(ctx, 'sales@krx-data.example');
    await changeHeard(() => ctx.db.update(users).set({ status: 'DORMANT' }).where(eq(users.id, id)));
    expect((await me(t.access_token)).json().errorCode).toBe('ATH1N4002');
    await changeHeard(() => ctx.db.update(users).set({ status: 'ACTIVE' }).where(eq(users.id, id)));
  });

  it('caches the check: a repeated read costs no query, a change is seen at once', async () => {
    const token = await loginAs(ctx, ROLE.exchangeReviewer);
    const cache = ctx.app.sessions;
    await me(token);
    await changeHeard(); // notifications of earlier changes, still under way, would drop the entry
    await me(token);
    const misses = cache.misses;
    for (let i = 0; i < 5; i++) expect((await me(token)).statusCode).toBe(200);
    expect(cache.misses).toBe(misses);
  });
});

describe('terms re-agreement', () => {
  it('after a new required version, sign-in leads to the terms step and other calls wait', async () => {
    const email = 'analyst@beta-am.example';
    const id = await idOf(ctx, email);
    const today = new Date().toISOString().slice(0, 10);
    await addDocumentVersion(ctx.db, {
      classificationCode: '01_01',
      versionNo: 90,
      subjectKo: '이용약관 (개정)',
      subjectEn: 'Terms and conditions (revised)',
      contentsKo: '<p>개정된 약관</p>',
      contentsEn: '<p>Revised terms</p>',
      effectiveDate: today,
    });
    const t = await signInFully(ctx, email);
    expect(t.termsAgreementRequiredYn).toBe('Y');
    // The terms step's calls work; other signed-in calls answer ATH1N4033 (not 4002: the client keeps its tokens).
    expect((await me(t.access_token)).json().termsAgreementRequiredYn).toBe('Y');
    const terms = await callApi(ctx, CALL_PATHS.getMemberTerms, { params: { userId: id }, token: t.access_token, lang: 'en' });
    expect(terms.statusCode, terms.body).toBe(200);
    expect(terms.json().reAgreementRequiredYn).toBe('Y');
    const pending = terms.json().items.find((i: { documentClassificationCode: string }) => i.documentClassificationCode === '01_01');
    expect(pending).toMatchObject({ agreedYn: 'N', documentSubject: 'Terms and conditions (revised)' });
    // A path outside the table on purpose: any other signed-in call (this one does not exist) is refused first.
    // eslint-disable-next-line no-restricted-syntax -- deliberately not a call of the table
    const elsewhere = await call(ctx, { method: 'GET', url: '/apis/v1/some-business-call', token: t.access_token, lang: 'en' });
    expect(elsewhere.statusCode).toBe(403);
    expect(elsewhere.json()).toEqual({ errorCode: 'ATH1N4033', errorMessage: 'Please agree to the changed terms first.' });
    // Refusing a required document is not an agreement.
    const refused = await send(
      ctx,
      filled(CALL_PATHS.agreeMemberTerms, { userId: id }),
      {
        agreements: [
          { documentClassificationCode: '01_01', agreeYn: 'N' },
          { documentClassificationCode: '01_02', agreeYn: 'Y' },
        ],
      },
      { token: t.access_token },
    );
    expect(refused.json().errorCode).toBe('USR1N4004');
    const stale = await send(
      ctx,
      filled(CALL_PATHS.agreeMemberTerms, { userId: id }),
      {
        agreements: [
          { documentClassificationCode: '01_01', standardDocumentId: pending.agreedStandardDocumentId, agreeYn: 'Y' },
          { documentClassificationCode: '01_02', agreeYn: 'Y' },
        ],
      },
      { token: t.access_token },
    );
    expect(stale.json().errorCode).toBe('USR1N4004');
    const agreed = await send(
      ctx,
      filled(CALL_PATHS.agreeMemberTerms, { userId: id }),
      {
        agreements: [
          { documentClassificationCode: '01_01', standardDocumentId: pending.standardDocumentId, agreeYn: 'Y' },
          { documentClassificationCode: '01_02', agreeYn: 'Y' },
        ],
      },
      { token: t.access_token },
    );
    expect(agreed.statusCode, agreed.body).toBe(200);
    expect(agreed.json().reAgreementRequiredYn).toBe('N');
    // The renewal of the terms step answers full tokens.
    const renewed = await refresh(t.refresh_token);
    expect(renewed.json().termsAgreementRequiredYn).toBe('N');
    // eslint-disable-next-line no-restricted-syntax -- deliberately not a call of the table: with the terms agreed it reaches routing (404)
    expect((await call(ctx, { method: 'GET', url: '/apis/v1/some-business-call', token: renewed.json().accesstoken })).statusCode).toBe(
      404,
    );
    // Another member's terms: 403.
    const other = await callApi(ctx, CALL_PATHS.getMemberTerms, { params: { userId: id + 1 }, token: renewed.json().accesstoken });
    expect(other.json().errorCode).toBe('ATH1N4030');
  });
});
