import { AUDIT_RETENTION_MIN_DAYS, CALL_PATHS, COMPANY_ADMIN_ROLE, ROLE } from '@portal/contract';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLogs, userCompanies, users } from '../../db/schema/index';
import { build, callApi, loginAs, tenancyCast, tokenFor, type TestContext } from '../../../test/helpers';
import { purgeExpired } from './service';

let ctx: TestContext;
let cast: Awaited<ReturnType<typeof tenancyCast>>;
const ids: Record<string, number> = {};
const today = () => new Date(Date.now() + 9 * 3600 * 1000).toISOString().slice(0, 10);

const setAdmin = (token: string, userId: number, companyAdmin: boolean, companyId?: number) =>
  callApi(ctx, CALL_PATHS.setCompanyAdmin, { params: { userId }, token, payload: { companyAdmin, ...(companyId ? { companyId } : {}) } });

beforeAll(async () => {
  ctx = await build();
  cast = await tenancyCast(ctx);
  for (const email of [
    'member@alpha-securities.example',
    'staff@alpha-securities.example',
    'reporter@alpha-securities.example',
    'analyst@beta-am.example',
  ]) {
    const [u] = await ctx.db.select({ id: users.id }).from(users).where(eq(users.loginEmail, email));
    ids[email.split('@')[0]!] = u!.id;
  }
});
afterAll(() => ctx.close());

describe('the company administrator (decision 086)', () => {
  it('the seed makes Seoyeon Lee the administrator of Alpha; her token for Alpha carries 03, the member of Alpha does not', async () => {
    const admin = await tokenFor(ctx, 'staff@alpha-securities.example', cast.alphaId);
    expect((await ctx.app.tokens.verify(admin))!.roles).toContain(COMPANY_ADMIN_ROLE);
    expect((await ctx.app.tokens.verify(cast.member))!.roles).not.toContain(COMPANY_ADMIN_ROLE);
  });

  it('the provider administrator designates for the company they name; a company administrator for their own; others are refused', async () => {
    const provider = await loginAs(ctx, ROLE.providerAdmin);
    const granted = await setAdmin(provider, ids.analyst!, true, cast.betaId);
    expect(granted.statusCode).toBe(200);
    expect(granted.json()).toEqual({ userId: ids.analyst, companyId: cast.betaId, companyAdmin: true });
    const admin = await tokenFor(ctx, 'staff@alpha-securities.example', cast.alphaId);
    expect((await setAdmin(admin, ids.reporter!, true)).statusCode).toBe(200);
    // A member who is not an administrator, sales staff, and an administrator of another company: refused.
    expect((await setAdmin(cast.member, ids.reporter!, false)).json().errorCode).toBe('ATH1N4030');
    expect((await setAdmin(cast.sales, ids.reporter!, false, cast.alphaId)).json().errorCode).toBe('ATH1N4030');
    const betaAdmin = await tokenFor(ctx, 'analyst@beta-am.example', cast.betaId);
    expect((await setAdmin(betaAdmin, ids.reporter!, false, cast.alphaId)).json().errorCode).toBe('STF1N4031');
    expect((await setAdmin(betaAdmin, ids.reporter!, false)).json().errorCode).toBe('STF1N4041');
    // The staff list shows who administers the company.
    const staff = await callApi(ctx, CALL_PATHS.searchStaff, { token: cast.member, payload: {} });
    const flags = Object.fromEntries(
      staff.json().items.map((s: { loginEmail: string; companyAdmin: boolean }) => [s.loginEmail, s.companyAdmin]),
    );
    expect(flags['reporter@alpha-securities.example']).toBe(true);
    expect(flags['member@alpha-securities.example']).toBe(false);
    // Both changes are audited as role changes.
    const rows = await ctx.db
      .select()
      .from(auditLogs)
      .where(and(eq(auditLogs.action, 'COMPANY_ADMIN_GRANT'), eq(auditLogs.companyId, cast.alphaId)));
    expect(rows.map((r) => r.target)).toContain(String(ids.reporter));
  });

  it('a revoked administrator loses the role at once, with the same token; the last administrator cannot be revoked, also under concurrency', async () => {
    const provider = await loginAs(ctx, ROLE.providerAdmin);
    const reporterToken = await tokenFor(ctx, 'reporter@alpha-securities.example', cast.alphaId);
    expect((await callApi(ctx, CALL_PATHS.searchUserAuditEvents, { token: reporterToken, payload: {} })).statusCode).toBe(200);
    // Alpha has two administrators (staff and reporter); two revocations at once: exactly one wins.
    const results = await Promise.all([
      setAdmin(provider, ids.staff!, false, cast.alphaId),
      setAdmin(provider, ids.reporter!, false, cast.alphaId),
    ]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    expect(results.find((r) => r.statusCode === 409)!.json().errorCode).toBe('STF1N4094');
    const [{ n }] = (
      await ctx.db.execute(
        sql`select count(*)::int as n from user_companies where company_id = ${cast.alphaId} and company_admin and status = 'ACTIVE'`,
      )
    ).rows as { n: number }[];
    expect(n).toBe(1);
    const [remaining] = await ctx.db
      .select({ userId: userCompanies.userId })
      .from(userCompanies)
      .where(and(eq(userCompanies.companyId, cast.alphaId), eq(userCompanies.companyAdmin, true)));
    // The last one is not removed from the staff either.
    const colleague = remaining!.userId === ids.staff ? cast.member : cast.colleague;
    const removed = await callApi(ctx, CALL_PATHS.deleteStaff, {
      params: { userId: remaining!.userId },
      token: colleague,
      payload: { reason: 'left' },
    });
    expect(removed.json().errorCode).toBe('STF1N4094');
    // The revoked one's token (still naming 03, as one minted before the revocation) is refused the administrator's calls.
    const revoked = remaining!.userId === ids.staff ? reporterToken : await tokenFor(ctx, 'staff@alpha-securities.example', cast.alphaId);
    const stale = await ctx.app.tokens.sign({ ...(await ctx.app.tokens.verify(revoked))!, roles: [ROLE.customer, COMPANY_ADMIN_ROLE] });
    const refused = await callApi(ctx, CALL_PATHS.searchUserAuditEvents, { token: stale, payload: {} });
    expect(refused.json().errorCode).toBe('ATH1N4030');
    // ...but keeps their session for the rest.
    expect((await callApi(ctx, CALL_PATHS.searchStaff, { token: stale, payload: {} })).statusCode).toBe(200);
  });

  it('only an active member can be made administrator; another company is refused', async () => {
    const provider = await loginAs(ctx, ROLE.providerAdmin);
    expect((await setAdmin(provider, ids.analyst!, true, cast.alphaId)).json().errorCode).toBe('STF1N4041');
  });
});

describe('the audit events (decision 086)', () => {
  it('a company administrator sees only their company; filters by member and type; other roles are refused', async () => {
    const [remaining] = await ctx.db
      .select({ userId: userCompanies.userId })
      .from(userCompanies)
      .where(and(eq(userCompanies.companyId, cast.alphaId), eq(userCompanies.companyAdmin, true)));
    const email = remaining!.userId === ids.staff ? 'staff@alpha-securities.example' : 'reporter@alpha-securities.example';
    const admin = await tokenFor(ctx, email, cast.alphaId);
    const from = new Date(Date.now() - 400 * 86400_000 + 9 * 3600_000).toISOString().slice(0, 10);
    const all = await callApi(ctx, CALL_PATHS.searchUserAuditEvents, { token: admin, payload: { from, to: today(), pageSize: 100 } });
    expect(all.statusCode).toBe(200);
    expect(all.json().totalCount).toBeGreaterThan(100);
    for (const e of all.json().items) expect(e.companyId).toBe(cast.alphaId);
    expect(all.json().items[0].occurredAt).toMatch(/\+09:00$/);
    // A company filter in the body is ignored: still Alpha only.
    const named = await callApi(ctx, CALL_PATHS.searchUserAuditEvents, { token: admin, payload: { companyId: cast.betaId } });
    for (const e of named.json().items) expect(e.companyId).toBe(cast.alphaId);
    const roles = await callApi(ctx, CALL_PATHS.searchUserAuditEvents, { token: admin, payload: { eventTypes: 'ROLE' } });
    expect(roles.json().items.length).toBeGreaterThan(0);
    for (const e of roles.json().items) expect(e.eventType).toBe('ROLE');
    const mine = await callApi(ctx, CALL_PATHS.searchUserAuditEvents, { token: admin, payload: { from, userId: ids.member } });
    for (const e of mine.json().items) expect(e.userId).toBe(ids.member);
    expect((await callApi(ctx, CALL_PATHS.searchUserAuditEvents, { token: cast.member, payload: {} })).json().errorCode).toBe('ATH1N4030');
    expect(
      (await callApi(ctx, CALL_PATHS.searchUserAuditEvents, { token: await loginAs(ctx, ROLE.providerAdmin), payload: {} })).statusCode,
    ).toBe(403);
    expect((await callApi(ctx, CALL_PATHS.searchAdminAuditEvents, { token: admin, payload: {} })).statusCode).toBe(403);
    expect(
      (await callApi(ctx, CALL_PATHS.searchUserAuditEvents, { token: admin, payload: { from: '2026-01-02', to: '2026-01-01' } })).json()
        .errorCode,
    ).toBe('AUD1N4002');
  });

  it('exports a year as CSV (BOM, zone, formula-safe) and NDJSON, streamed, with the filters; the provider administrator with a company filter', async () => {
    // A formula-like target in Alpha's trail.
    await ctx.db
      .insert(auditLogs)
      .values({
        userId: ids.member,
        companyId: cast.alphaId,
        method: 'POST',
        route: '/x',
        action: 'STAFF_DELETE',
        target: '=HYPERLINK("x")',
        statusCode: 200,
      });
    const [remaining] = await ctx.db
      .select({ userId: userCompanies.userId })
      .from(userCompanies)
      .where(and(eq(userCompanies.companyId, cast.alphaId), eq(userCompanies.companyAdmin, true)));
    const email = remaining!.userId === ids.staff ? 'staff@alpha-securities.example' : 'reporter@alpha-securities.example';
    const admin = await tokenFor(ctx, email, cast.alphaId);
    const from = new Date(Date.now() - 366 * 86400_000).toISOString().slice(0, 10);
    const csv = await callApi(ctx, CALL_PATHS.exportUserAuditEvents, { token: admin, query: { format: 'csv', from, to: today() } });
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toMatch(/^text\/csv/);
    expect(csv.headers['content-disposition']).toMatch(/^attachment; filename="audit-events-\d+-/);
    expect(csv.rawPayload.subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
    const lines = csv.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toBe(
      'id,occurredAt,eventType,action,companyId,companyName,userId,userName,loginEmail,target,method,route,statusCode,ip',
    );
    expect(lines.length).toBeGreaterThan(1000);
    expect(csv.body).toContain(`"'=HYPERLINK(""x"")"`);
    for (const line of lines.slice(1, 50)) expect(line.split(',')[4]).toBe(String(cast.alphaId));
    expect(lines[1]).toMatch(/\+09:00/);
    const nd = await callApi(ctx, CALL_PATHS.exportUserAuditEvents, {
      token: admin,
      query: { format: 'ndjson', from, eventTypes: 'SIGN_IN', userId: ids.member },
    });
    expect(nd.headers['content-type']).toMatch(/^application\/x-ndjson/);
    const objects = nd.body
      .trim()
      .split('\n')
      .map((l) => JSON.parse(l));
    expect(objects.length).toBeGreaterThan(0);
    for (const o of objects) expect([o.eventType, o.userId, o.companyId]).toEqual(['SIGN_IN', ids.member, cast.alphaId]);
    // The provider administrator: one company, or all.
    const provider = await loginAs(ctx, ROLE.providerAdmin);
    const beta = await callApi(ctx, CALL_PATHS.exportAdminAuditEvents, {
      token: provider,
      query: { format: 'ndjson', from, companyId: cast.betaId },
    });
    const betaRows = beta.body
      .trim()
      .split('\n')
      .map((l) => JSON.parse(l));
    expect(betaRows.length).toBeGreaterThan(0);
    for (const o of betaRows) expect(o.companyId).toBe(cast.betaId);
    // The exports themselves are in the trail.
    const exported = await callApi(ctx, CALL_PATHS.searchAdminAuditEvents, {
      token: provider,
      payload: { eventTypes: 'EXPORT', companyId: cast.alphaId },
    });
    expect(exported.json().items.some((e: { action: string }) => e.action === 'AUDIT_EVENTS_EXPORT')).toBe(true);
  });

  it('the retention has a floor of one year, and the purge deletes nothing younger than the retention', async () => {
    const provider = await loginAs(ctx, ROLE.providerAdmin);
    const low = await callApi(ctx, CALL_PATHS.updateAuditEventSettings, { token: provider, payload: { retentionDays: 364 } });
    expect(low.statusCode).toBe(400);
    expect(low.json().errorCode).toBe('AUD1N4001');
    expect(
      (await callApi(ctx, CALL_PATHS.updateAuditEventSettings, { token: cast.member, payload: { retentionDays: 400 } })).statusCode,
    ).toBe(403);
    const ok = await callApi(ctx, CALL_PATHS.updateAuditEventSettings, {
      token: provider,
      payload: { retentionDays: AUDIT_RETENTION_MIN_DAYS },
    });
    expect(ok.json()).toEqual({ retentionDays: 365, minRetentionDays: 365 });
    const now = Date.now();
    const at = (days: number) => new Date(now - days * 86400_000);
    await ctx.db.insert(auditLogs).values([
      { companyId: cast.betaId, method: 'POST', route: '/old', action: 'PURGE_OLD', statusCode: 200, createdAt: at(366) },
      { companyId: cast.betaId, method: 'POST', route: '/young', action: 'PURGE_YOUNG', statusCode: 200, createdAt: at(364) },
    ]);
    let purged = 0;
    for (let n = -1; n !== 0;) purged += n = await purgeExpired(ctx.db, new Date(now));
    expect(purged).toBeGreaterThan(0);
    const left = await ctx.db
      .select({ action: auditLogs.action })
      .from(auditLogs)
      .where(sql`${auditLogs.action} like 'PURGE_%'`);
    expect(left.map((r) => r.action)).toEqual(['PURGE_YOUNG']);
    const [{ n }] = (await ctx.db.execute(sql`select count(*)::int as n from audit_logs where created_at < ${at(365)}`)).rows as {
      n: number;
    }[];
    expect(n).toBe(0);
  });
});
