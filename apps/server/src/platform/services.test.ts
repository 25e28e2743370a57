import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { build, type TestContext } from '../../test/helpers';
import { JobRunner } from './jobs';
import { JOB_MAIL } from './mail';

describe('the platform services', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await build();
  });
  afterAll(() => ctx.close());

  it('holds one scheduler with the jobs the modules registered, run on demand in tests', async () => {
    expect(ctx.app.jobs).toBeInstanceOf(JobRunner);
    expect(ctx.app.jobs.names().sort()).toEqual(
      [
        JOB_MAIL,
        'dormancy-sweep',
        'file-sweep',
        'contract-terminations',
        'agreement-archives',
        'user-report-reminders',
        'billing-runs',
        'audit-packs',
        'audit-events-purge',
        'webhook-deliveries',
        'sign-on-attempts-purge',
      ].sort(),
    );
    // Not started in tests: a kick does nothing, runNow runs and answers the rows handled.
    ctx.app.jobs.kick(JOB_MAIL);
    expect(await ctx.app.jobs.runNow('file-sweep')).toBeGreaterThanOrEqual(0);
    await expect(ctx.app.jobs.runNow('no-such-job')).rejects.toThrow('unknown job');
  });

  it('shares one session cache and one rate limiter with every module', () => {
    expect(ctx.app.sessions.key({ userId: 1, companyId: 2, roles: ['01'], jti: 'j' })).toBe('1|2|j|01');
    const key = `probe:${Date.now()}`;
    expect(ctx.app.limiter.hit(key, 1, 60_000)).toBe(true);
    expect(ctx.app.limiter.hit(key, 1, 60_000)).toBe(false);
  });
});
