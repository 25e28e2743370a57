import {
  CALL_PATHS,
  addMonths,
  monthDays,
  quoteNonDisplay,
  tiersInMonth,
  type TNonDisplayApplicationChange,
  type TNonDisplayApplicationBody,
  type TNonDisplayApplicationSearchResponse,
  type TNonDisplayDetail,
  type TNonDisplayFeesResponse,
  type TNonDisplayTierSummary,
} from '@portal/contract';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { nonDisplayDeclarations, requestHistory } from '../../db/schema/index';
import { build, callApi, type TestContext } from '../../../test/helpers';
import { koreaDayFrom, orderCast } from '../../../test/orders';
import {
  approveDeclaration,
  declarationCalls,
  mustActOn,
  orderWithNonDisplay,
  validDeclaration,
  type DeclarationCalls,
} from '../../../test/non-display';

let ctx: TestContext;
let cast: Awaited<ReturnType<typeof orderCast>>;
let calls: DeclarationCalls;

beforeAll(async () => {
  ctx = await build();
  cast = await orderCast(ctx);
  calls = declarationCalls(ctx);
});
afterAll(() => ctx.close());

const thisMonth = () => koreaDayFrom(0).slice(0, 7);
const app = (over: Partial<TNonDisplayApplicationBody> = {}): TNonDisplayApplicationBody => ({
  name: 'Order router',
  purpose: 'TRADING',
  environment: 'PRODUCTION',
  startDate: koreaDayFrom(-30),
  endDate: null,
  ...over,
});
const create = (token: string, payload: object, lang: 'ko' | 'en' = 'en') =>
  callApi(ctx, CALL_PATHS.createNonDisplayApplication, { token, payload, lang });
async function mustCreate(token: string, payload: TNonDisplayApplicationBody): Promise<TNonDisplayApplicationChange> {
  const res = await create(token, payload);
  expect(res.statusCode, res.body).toBe(201);
  return res.json();
}
const search = async (token: string, payload: object = {}): Promise<TNonDisplayApplicationSearchResponse> => {
  const res = await callApi(ctx, CALL_PATHS.searchNonDisplayApplications, { token, payload });
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
};
const remove = (token: string, applicationId: number) =>
  callApi(ctx, CALL_PATHS.deleteNonDisplayApplication, { token, params: { applicationId } });
async function tiers(
  token: string,
  query: Record<string, string | number> = {},
  lang: 'ko' | 'en' = 'en',
): Promise<TNonDisplayTierSummary> {
  const res = await callApi(ctx, CALL_PATHS.getNonDisplayApplicationTiers, { token, query, lang });
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}
const errorOf = (res: { statusCode: number; json(): { errorCode?: string } }) => ({ status: res.statusCode, code: res.json().errorCode });

/** Removes every application of the token's company (the flows below start from an empty inventory of Beta). */
async function clearInventory(token: string) {
  for (const a of (await search(token, { pageSize: 100 })).items) expect((await remove(token, a.applicationId)).statusCode).toBe(200);
}

describe('the inventory: validation, roles and scoping', () => {
  it('refuses a caller without a session before reading the body, and roles other than customer members (provider staff, the exchange)', async () => {
    expect((await callApi(ctx, CALL_PATHS.createNonDisplayApplication, { payload: { name: '' } })).statusCode).toBe(401);
    expect(errorOf(await create(cast.admin, app()))).toMatchObject({ status: 403 });
    expect(errorOf(await create(cast.sales, app()))).toMatchObject({ status: 403 });
    expect((await callApi(ctx, CALL_PATHS.searchNonDisplayApplications, { token: cast.reviewer, payload: {} })).statusCode).toBe(403);
    expect((await callApi(ctx, CALL_PATHS.getNonDisplayApplicationTiers, { token: cast.sales })).statusCode).toBe(403);
  });

  it('checks the fields with the contract’s schema and the rules people read, in both languages', async () => {
    expect(errorOf(await create(cast.member, app({ name: '   ' })))).toEqual({ status: 400, code: 'NDA1N4002' });
    const { name: _name, ...nameless } = app();
    expect(errorOf(await create(cast.member, nameless))).toEqual({ status: 400, code: 'COM1N4000' });
    expect(errorOf(await create(cast.member, { ...app(), purpose: 'GAMING' }))).toEqual({ status: 400, code: 'COM1N4001' });
    expect(errorOf(await create(cast.member, { ...app(), environment: 'STAGING' }))).toEqual({ status: 400, code: 'COM1N4001' });
    expect(errorOf(await create(cast.member, app({ startDate: '2026-02-30' })))).toEqual({ status: 400, code: 'COM1N4001' });
    expect(errorOf(await create(cast.member, app({ name: 'x'.repeat(101) })))).toEqual({ status: 400, code: 'COM1N4001' });
    const backwards = await create(cast.member, app({ startDate: '2026-05-10', endDate: '2026-05-09' }), 'ko');
    expect(errorOf(backwards)).toEqual({ status: 400, code: 'NDA1N4001' });
    expect(backwards.json().errorMessage).toBe('종료일은 시작일과 같거나 그 이후여야 합니다.');
  });

  it('keeps each company’s applications to itself: list, change and removal', async () => {
    const { application } = await mustCreate(cast.member, app({ name: 'Alpha private feed handler', environment: 'TEST' }));
    const id = application!.applicationId;
    expect(application).toMatchObject({ usageItem: 'TRADING', counted: false, endDate: null });
    expect((await search(cast.outsider, { searchText: 'private feed' })).items).toEqual([]);
    const put = (token: string) =>
      callApi(ctx, CALL_PATHS.updateNonDisplayApplication, {
        token,
        params: { applicationId: id },
        payload: app({ name: 'Taken over', environment: 'DR' }),
      });
    expect(errorOf(await put(cast.outsider))).toEqual({ status: 404, code: 'NDA1N4041' });
    expect(errorOf(await remove(cast.outsider, id))).toEqual({ status: 404, code: 'NDA1N4041' });
    // The same member working for Beta does not reach Alpha's row either: the company is the session's.
    expect(errorOf(await remove(cast.memberBeta, id))).toEqual({ status: 404, code: 'NDA1N4041' });
    const found = await search(cast.member, { searchText: 'PRIVATE FEED' });
    expect(found.items.map((a) => a.applicationId)).toEqual([id]);
    const changed = await put(cast.member);
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json()).toMatchObject({
      application: { name: 'Taken over', environment: 'DR', counted: false },
      draftedDeclarationId: null,
    });
    expect((await remove(cast.member, id)).statusCode).toBe(200);
    expect(errorOf(await remove(cast.member, id))).toEqual({ status: 404, code: 'NDA1N4041' });
  });

  it('pages and filters the list', async () => {
    const made: number[] = [];
    for (let i = 1; i <= 3; i++)
      made.push(
        (await mustCreate(cast.outsider, app({ name: `Beta quant model ${i}`, purpose: 'QUANT_ANALYSIS', startDate: koreaDayFrom(-i) })))
          .application!.applicationId,
      );
    const first = await search(cast.outsider, { pageSize: 10, pageNumber: 1, purposes: ['QUANT_ANALYSIS'], searchText: 'quant model' });
    expect(first.totalCount).toBe(3);
    // Newest start first.
    expect(first.items.map((a) => a.applicationId)).toEqual(made);
    const second = await callApi(ctx, CALL_PATHS.searchNonDisplayApplications, {
      token: cast.outsider,
      payload: { pageSize: 10, pageNumber: 2, searchText: 'quant model' },
    });
    expect(second.json()).toMatchObject({ items: [], totalCount: 3, pageNumber: 2 });
    expect((await search(cast.outsider, { purposes: ['TRADING', 'RISK_MANAGEMENT'], searchText: 'quant model' })).totalCount).toBe(0);
    await clearInventory(cast.outsider);
  });
});

describe('tiers month by month', () => {
  it('counts an application in a month when it runs in production on any day of it, with the catalogue’s fee', async () => {
    const m0 = thisMonth();
    const [m1, m2, m3] = [addMonths(m0, 1), addMonths(m0, 2), addMonths(m0, 3)];
    const made = [
      // Ends on the first day of next month: counts this month and next.
      app({ name: 'Router A', startDate: monthDays(m0).first, endDate: monthDays(m1).first }),
      // Starts on the last day of next month: counts from next month.
      app({ name: 'Router B', startDate: monthDays(m1).last }),
      // Runs one day in the month after: counts there only.
      app({ name: 'Router C', startDate: monthDays(m2).first, endDate: monthDays(m2).first }),
      app({ name: 'Router D', startDate: monthDays(m2).last }),
      app({ name: 'Router E', startDate: monthDays(m2).last }),
      // Test and DR are kept, not counted.
      app({ name: 'Router test', environment: 'TEST', startDate: monthDays(m0).first }),
      app({ name: 'Router DR', environment: 'DR', startDate: monthDays(m0).first }),
      app({ name: 'Risk engine', purpose: 'RISK_MANAGEMENT', startDate: monthDays(m1).last, endDate: monthDays(m1).last }),
      app({ name: 'Index works', purpose: 'ORIGINAL_WORKS', startDate: monthDays(m1).first }),
    ];
    for (const a of made) await mustCreate(cast.outsider, a);
    const summary = await tiers(cast.outsider, { fromMonth: m0, months: 4 });
    const cells = summary.months.map((m) => [m.month, m.items.map((i) => `${i.usageItem}:${i.applications}:${i.tier}`)]);
    expect(cells).toEqual([
      [m0, ['TRADING:1:BASIC', 'OTHER:0:null']],
      [m1, ['TRADING:2:PREMIUM', 'OTHER:2:PREMIUM']],
      [m2, ['TRADING:4:UNLIMITED', 'OTHER:1:BASIC']],
      [m3, ['TRADING:3:PREMIUM', 'OTHER:1:BASIC']],
    ]);
    // Beta has no declaration in effect: nothing moved, nothing drafted.
    expect(summary).toMatchObject({ inEffect: null, openChange: null, feeSource: 'catalogue', changeEstimate: null });
    expect(summary.months.every((m) => !m.moved)).toBe(true);
    // The fee of each month is the catalogue's table in effect on its first day, quoted as the declaration quotes it.
    for (const month of summary.months) {
      const table: TNonDisplayFeesResponse = (
        await callApi(ctx, CALL_PATHS.getNonDisplayFees, { token: cast.outsider, query: { date: monthDays(month.month).first } })
      ).json();
      const counted = tiersInMonth(
        made.map((a) => ({ ...a, endDate: a.endDate ?? null })),
        month.month,
      );
      const quotes = quoteNonDisplay(
        {
          use: 'USE',
          purposes: { TRADING: { applications: counted.TRADING.applications }, OTHER: { applications: counted.OTHER.applications } },
        },
        table.items,
        summary.currency,
      );
      expect(month.items.map((i) => i.monthlyFee)).toEqual(quotes.map((q) => q.monthlyFee));
      expect(month.items.find((i) => i.usageItem === 'TRADING')!.monthlyFee).toBeGreaterThan(0);
    }
    const ko = await tiers(cast.outsider, { fromMonth: m2, months: 1 }, 'ko');
    expect(ko.months[0]!.items[0]!.tierName).toBe('무제한(4개 이상)');
    expect(ko.months[0]!.totalMonthlyFeeText).toMatch(/^월 ₩[\d,]+ \(VAT 별도\)$/);
    expect((await callApi(ctx, CALL_PATHS.getNonDisplayApplicationTiers, { token: cast.outsider, query: { months: 13 } })).statusCode).toBe(
      400,
    );
    await clearInventory(cast.outsider);
  });
});

describe('a change that moves a tier drafts the declaration change', () => {
  let declaration: TNonDisplayDetail;

  it('drafts the change of the declaration in effect, prefilled, updates it rather than a second, and the member submits it', async () => {
    const member = cast.memberBeta;
    // Three trading applications in production and one risk engine, then the declaration that says so, approved.
    for (const n of [1, 2, 3]) expect((await mustCreate(member, app({ name: `Beta trading ${n}` }))).draftedDeclarationId).toBeNull();
    await mustCreate(member, app({ name: 'Beta risk', purpose: 'RISK_MANAGEMENT' }));
    const order = await orderWithNonDisplay(ctx, member, ['TRADING', 'RISK_MANAGEMENT']);
    const drafted = await calls.create(
      member,
      order.orderId,
      validDeclaration({
        purposes: { TRADING: { applications: 3, chargeHold: false }, OTHER: { applications: 1, chargeHold: false } },
        effectiveDate: koreaDayFrom(-40),
      }),
    );
    const submitted = await mustActOn(calls, member, drafted, 'submit');
    declaration = await approveDeclaration(ctx, calls, cast.sales, submitted);
    expect(declaration.state).toBe('APPROVED');
    const before = await tiers(member);
    expect(before.inEffect).toMatchObject({ declarationId: declaration.declarationId, tiers: { TRADING: 'PREMIUM', OTHER: 'BASIC' } });
    expect(before.months.some((m) => m.moved)).toBe(false);

    // A test system moves nothing.
    expect((await mustCreate(member, app({ name: 'Beta trading test', environment: 'TEST' }))).draftedDeclarationId).toBeNull();
    expect((await calls.get(member, declaration.declarationId)).state).toBe('APPROVED');

    // A fourth trading application in production: premium becomes unlimited, and the change is drafted.
    const fourth = await mustCreate(member, app({ name: 'Beta trading 4', startDate: koreaDayFrom(0) }));
    expect(fourth.draftedDeclarationId).toBe(declaration.declarationId);
    const change = await calls.get(member, declaration.declarationId);
    expect(change.state).toBe('REVISING');
    expect(change.form).toMatchObject({
      use: 'USE',
      purposes: { TRADING: { applications: 4, chargeHold: false }, OTHER: { applications: 1, chargeHold: false } },
      effectiveDate: monthDays(thisMonth()).first,
      confirmation: declaration.form.confirmation,
      acceptedCommitments: declaration.form.acceptedCommitments,
    });
    expect(change.tiers).toEqual({ TRADING: 'UNLIMITED', OTHER: 'BASIC' });
    expect(change.allowedActions).toContain('submit');
    const summary = await tiers(member);
    expect(summary.openChange).toMatchObject({ declarationId: declaration.declarationId, state: 'REVISING' });
    // Compared with what the bill reads: the tiers as last approved, not the change's.
    expect(summary.inEffect).toMatchObject({ declarationId: declaration.declarationId, tiers: { TRADING: 'PREMIUM', OTHER: 'BASIC' } });
    // The fee of the change, by the fee estimate: the bill of this month with the new tiers against the approved ones.
    const estimate = await callApi(ctx, CALL_PATHS.estimateFee, {
      token: member,
      payload: {
        change: {
          kind: 'nonDisplay',
          declarationId: declaration.declarationId,
          effectiveDate: change.form.effectiveDate,
          purposes: { TRADING: { applications: 4 }, OTHER: { applications: 1 } },
        },
      },
    });
    expect(estimate.statusCode, estimate.body).toBe(200);
    expect(summary.changeEstimate).toMatchObject({ month: thisMonth(), firstBillMonth: estimate.json().firstBill.month });
    expect(summary.changeEstimate!.monthlyFee.amount).toBeGreaterThan(0);

    // A fifth updates the same change; no second declaration, one revision in the history.
    const fifth = await mustCreate(member, app({ name: 'Beta trading 5' }));
    expect(fifth.draftedDeclarationId).toBe(declaration.declarationId);
    const updated = await calls.get(member, declaration.declarationId);
    expect(updated.form.purposes.TRADING.applications).toBe(5);
    const [d] = await ctx.db.select().from(nonDisplayDeclarations).where(eq(nonDisplayDeclarations.companyId, cast.betaId));
    expect((await ctx.db.select().from(nonDisplayDeclarations).where(eq(nonDisplayDeclarations.companyId, cast.betaId))).length).toBe(1);
    expect(d!.state).toBe('REVISING');
    const revisions = await ctx.db
      .select()
      .from(requestHistory)
      .where(and(eq(requestHistory.requestId, declaration.declarationId), eq(requestHistory.action, 'revise')));
    expect(revisions.length).toBe(1);

    // Never submitted by the inventory: the member submits it.
    const submittedChange = await mustActOn(calls, member, updated, 'submit');
    expect(submittedChange.state).toBe('SUBMITTED');
    expect(submittedChange.form.purposes.TRADING.applications).toBe(5);
    // Under review the declaration is still in effect as approved (the bill reads it so), the change is the open one,
    // and a sixth application drafts nothing beside it.
    const underReview = await tiers(member);
    expect(underReview.inEffect).toMatchObject({ declarationId: declaration.declarationId, tiers: { TRADING: 'PREMIUM', OTHER: 'BASIC' } });
    expect(underReview.openChange).toMatchObject({ declarationId: declaration.declarationId, state: 'SUBMITTED' });
    const sixth = await mustCreate(member, app({ name: 'Beta trading 6' }));
    expect(sixth.draftedDeclarationId).toBe(declaration.declarationId);
    expect((await calls.get(member, declaration.declarationId)).form.purposes.TRADING.applications).toBe(5);
    expect((await remove(member, sixth.application!.applicationId)).statusCode).toBe(200);
  });

  it('takes back a change that no longer moves a tier: the open change follows the inventory', async () => {
    const member = cast.memberBeta;
    // Approve the submitted change: the declaration in effect now says unlimited (five).
    const submitted = await calls.get(member, declaration.declarationId);
    declaration = await approveDeclaration(ctx, calls, cast.sales, submitted);
    expect(declaration.tiers.TRADING).toBe('UNLIMITED');
    // Ending two of the five this month leaves three counted from next month: the change says premium from next month.
    const items = (await search(member, { purposes: ['TRADING'], pageSize: 100 })).items.filter((a) => a.environment === 'PRODUCTION');
    const lastDay = monthDays(thisMonth()).last;
    for (const a of items.slice(0, 2)) {
      const res = await callApi(ctx, CALL_PATHS.updateNonDisplayApplication, {
        token: member,
        params: { applicationId: a.applicationId },
        payload: { name: a.name, purpose: a.purpose, environment: a.environment, startDate: a.startDate, endDate: lastDay },
      });
      expect(res.statusCode, res.body).toBe(200);
    }
    const change = await calls.get(member, declaration.declarationId);
    expect(change.state).toBe('REVISING');
    expect(change.form.purposes.TRADING.applications).toBe(3);
    expect(change.form.effectiveDate).toBe(monthDays(addMonths(thisMonth(), 1)).first);
  });
});

describe('concurrency', () => {
  it('two applications added at once open one change of the declaration, with both counted', async () => {
    // Alpha's demo world: its latest declaration in effect declares three trading applications, as its inventory holds.
    const before = await tiers(cast.member);
    expect(before.inEffect?.state).toBe('APPROVED');
    expect(before.months[0]!.moved).toBe(false);
    const id = before.inEffect!.declarationId;
    const count = async () =>
      (await ctx.db.select().from(nonDisplayDeclarations).where(eq(nonDisplayDeclarations.companyId, cast.alphaId))).length;
    const declarations = await count();
    const results = await Promise.all(
      ['Alpha trading 4', 'Alpha trading 5'].map((name) => create(cast.member, app({ name, startDate: koreaDayFrom(0) }))),
    );
    for (const r of results) expect(r.statusCode, r.body).toBe(201);
    expect(results.map((r) => (r.json() as TNonDisplayApplicationChange).draftedDeclarationId)).toEqual([id, id]);
    expect(await count()).toBe(declarations);
    const change = await calls.get(cast.member, id);
    expect(change.state).toBe('REVISING');
    expect(change.form.purposes.TRADING.applications).toBe(5);
    const revisions = await ctx.db
      .select()
      .from(requestHistory)
      .where(and(eq(requestHistory.requestId, id), eq(requestHistory.action, 'revise')));
    // The demo declaration was revised once before (its second revision); this change adds one.
    expect(revisions.length).toBe(2);
  });
});
