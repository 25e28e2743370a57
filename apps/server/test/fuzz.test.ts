import { CALL_PATHS, ROLE } from '@portal/contract';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { build, SEEDED_LOGIN, type TestContext } from './helpers';
import { fuzz, makeDigest, type FuzzReport } from './fuzz/runner';
import { users } from '../src/db/schema/index';

/**
 * The schema-driven fuzzer in `npm test`: a fixed seed and a small budget (docs/decisions/054-schema-fuzzer.md).
 * `node scripts/fuzz.mjs` runs it longer (FUZZ_RUNS, FUZZ_SEED) on both databases.
 */
const SEED = Number(process.env.FUZZ_SEED ?? 20261126);
const RUNS = Number(process.env.FUZZ_RUNS ?? 1);

let ctx: TestContext;
let report: FuzzReport;
beforeAll(
  async () => {
    ctx = await build();
    report = await fuzz(ctx, { seed: SEED, runs: RUNS, only: process.env.FUZZ_ONLY });
    if (process.env.FUZZ_VERBOSE)
      console.log(JSON.stringify({ ...report, reached: report.reached.length, findings: report.findings }, null, 1));
  },
  Number(process.env.FUZZ_TIMEOUT_S ?? 600) * 1000,
);
afterAll(() => ctx.close());

describe(`the schema fuzzer (seed ${SEED}, ${RUNS} run(s) per route, part and identity)`, () => {
  it('reaches every registered call as a visitor and as each role', () => {
    // Every entry of the contract's table of calls (the table itself, read as data: no call is made from it here).
    const every = Object.values(CALL_PATHS).map(({ method, path }) => `${method} ${path}`);
    const wanted = every.filter((c) => c.includes(' /apis/v1/') && (!process.env.FUZZ_ONLY || c.includes(process.env.FUZZ_ONLY)));
    expect(wanted.filter((c) => !report.reached.includes(c))).toEqual([]);
    expect(report.requests).toBeGreaterThan(report.routes * 6 * 2);
    // Both kinds of answers occur: the generated values are accepted somewhere and refused elsewhere.
    if (!process.env.FUZZ_ONLY) expect(Object.keys(report.statuses).some((s) => s.startsWith('2'))).toBe(true);
    expect(report.refusedBatchesChecked).toBeGreaterThan(process.env.FUZZ_ONLY ? 0 : 100);
  });
  it('sees a write in any table (the check of refused calls is not blind)', async () => {
    const digest = await makeDigest(ctx);
    const before = await digest();
    await ctx.db
      .update(users)
      .set({ updatedAt: sql`updated_at` })
      .where(eq(users.loginEmail, SEEDED_LOGIN[ROLE.customer]));
    expect(await digest()).not.toBe(before);
  });
  for (const kind of ['5xx', 'shape', 'language', 'changed'] as const)
    it(`finds no ${kind === '5xx' ? 'server error' : kind === 'shape' ? 'error outside the error shape' : kind === 'language' ? 'error in another language than the request' : 'change made by refused calls'}`, () => {
      expect(report.findings.filter((f) => f.kind === kind)).toEqual([]);
    });
});
