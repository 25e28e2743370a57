import { CALL_PATHS } from '@portal/contract';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { build, callApi, type TestContext } from '../../../test/helpers';
import { mailOutbox, users } from '../../db/schema/index';
import { runDormancySweep } from './service';
import { DEMO_PASSWORD, idOf, send, signInFully, contextOf } from '../../../test/accounts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await build();
});
afterAll(() => ctx.close());

const DAY = 86400_000;
const ago = (days: number) => new Date(Date.now() - days * DAY);

describe('dormancy sweep', () => {
  it('sends the notice 30 days ahead, then turns the account dormant after a year, once each', async () => {
    const soon = await idOf(ctx, 'reporter@alpha-securities.example');
    const due = await idOf(ctx, 'analyst@beta-am.example');
    const kept = await idOf(ctx, 'ops@gamma-data.example');
    const session = await signInFully(ctx, 'analyst@beta-am.example');
    await ctx.db
      .update(users)
      .set({ lastLoginAt: ago(340), approvedAt: ago(600) })
      .where(eq(users.id, soon));
    await ctx.db
      .update(users)
      .set({ lastLoginAt: ago(370), approvedAt: ago(600), dormancyNoticeSentAt: ago(35) })
      .where(eq(users.id, due));
    await ctx.db
      .update(users)
      .set({ lastLoginAt: ago(900), approvedAt: ago(1000), autoExtensionYn: 'Y' })
      .where(eq(users.id, kept));

    // Several servers sweep at the same moment: each member is taken once.
    const counts = await Promise.all([
      runDormancySweep(contextOf(ctx)),
      runDormancySweep(contextOf(ctx)),
      runDormancySweep(contextOf(ctx)),
    ]);
    expect(counts.reduce((a, b) => a + b, 0)).toBe(2);
    expect(await runDormancySweep(contextOf(ctx))).toBe(0);

    const rows = await ctx.db
      .select()
      .from(users)
      .where(inArray(users.id, [soon, due, kept]));
    const byId = new Map(rows.map((r) => [r.id, r]));
    expect(byId.get(soon)).toMatchObject({ status: 'ACTIVE' });
    expect(byId.get(soon)!.dormancyNoticeSentAt).not.toBeNull();
    expect(byId.get(due)).toMatchObject({ status: 'DORMANT' });
    expect(byId.get(kept)).toMatchObject({ status: 'ACTIVE', dormancyNoticeSentAt: null });

    await ctx.app.jobs.runNow('mail-outbox');
    const mails = await ctx.db
      .select()
      .from(mailOutbox)
      .where(inArray(mailOutbox.userId, [soon, due, kept]));
    expect(mails.map((m) => `${m.userId}:${m.templateName}`).sort()).toEqual(
      [`${due}:account.dormant`, `${soon}:account.dormancy-notice`].sort(),
    );
    expect(mails.find((m) => m.userId === soon)!.subject).toBe('[한국시장데이터 고객 포털] 휴면 계정 전환 예정 안내');

    // The dormant member's session ended; the password releases the account.
    const me = await callApi(ctx, CALL_PATHS.getMyInformation, { headers: { authorization: `Bearer ${session.access_token}` } });
    expect(me.json().errorCode).toBe('ATH1N4002');
    expect(
      (await send(ctx, CALL_PATHS.signIn, { loginEmail: 'analyst@beta-am.example', loginSecretNo: DEMO_PASSWORD })).json().errorCode,
    ).toBe('ATH1N4014');
    expect(
      (await send(ctx, CALL_PATHS.resetDormant, { loginEmail: 'analyst@beta-am.example', loginSecretNo: DEMO_PASSWORD })).json(),
    ).toEqual({ releasedYn: 'Y' });
    await signInFully(ctx, 'analyst@beta-am.example');
  });

  it('counts the year from the latest of last sign-in and approval: a member approved again keeps the date of their last sign-in', async () => {
    const returning = await idOf(ctx, 'staff@alpha-securities.example');
    await ctx.db
      .update(users)
      .set({ lastLoginAt: ago(500), approvedAt: ago(2), dormancyNoticeSentAt: null })
      .where(eq(users.id, returning));
    await runDormancySweep(contextOf(ctx));
    const [row] = await ctx.db.select().from(users).where(eq(users.id, returning));
    expect(row).toMatchObject({ status: 'ACTIVE', dormancyNoticeSentAt: null });
    expect(row.lastLoginAt!.getTime()).toBeLessThan(ago(499).getTime());
    // The sign-in check agrees with the sweep.
    await signInFully(ctx, 'staff@alpha-securities.example');
  });
});
