import { createHash } from 'node:crypto';
import { CALL_PATHS, errorMessage, type TPolicyClause, type TPolicyVersion, type TUserReportDraftRow } from '@portal/contract';
import { and, eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { companies, contractProducts, termAgreements, users } from '../../db/schema/index';
import { build, callApi, loginAs, tokenFor, type TestContext } from '../../../test/helpers';
import { orderCalls, uploadDocument, validForm } from '../../../test/orders';
import { declarationCalls, orderWithNonDisplay } from '../../../test/non-display';
import { GOOD_ROW } from '../../../test/report-files';
import { koreaDay, setBusinessClock } from '../../platform/clock';
import { canonicalClauses } from '../policies';
import { documentsPackSection } from '../documents';
import { fileServiceOf } from '../files';

/**
 * Versioned policies and the price list (issue 26 section 2, decision 084): the roles of the administrator's and the
 * members' calls, drafts invisible to members, a draft saved, previewed and published once with the SHA-256 of its
 * canonical clauses, the clause diff in both languages with the company's impact, and a material version holding the
 * company's submissions of the three held kinds until a member acknowledges it (who, when and the SHA-256 recorded).
 */

let ctx: TestContext;
let t: Record<'admin' | 'sales' | 'member' | 'analyst' | 'delta' | 'proxy', string>;
const ids = { alpha: 0, beta: 0, delta: 0 };

beforeAll(async () => {
  ctx = await build();
  const byCode = new Map((await ctx.db.select().from(companies)).map((c) => [c.customerCode, c.id]));
  Object.assign(ids, { alpha: byCode.get('C1001')!, beta: byCode.get('C1002')!, delta: byCode.get('C1003')! });
  t = {
    admin: await loginAs(ctx, '06'),
    sales: await loginAs(ctx, '05'),
    member: await tokenFor(ctx, 'member@alpha-securities.example', ids.alpha),
    analyst: await tokenFor(ctx, 'analyst@beta-am.example', ids.beta),
    delta: await tokenFor(ctx, 'compliance@delta-advisory.example', ids.delta),
    proxy: await tokenFor(ctx, 'reporter@alpha-securities.example', ids.alpha),
  };
});
afterEach(() => setBusinessClock(ctx.config, null));
afterAll(() => ctx.close());

const errorOf = (res: { statusCode: number; json(): { errorCode?: string; errorMessage?: string } }) => ({
  status: res.statusCode,
  code: res.json().errorCode,
});
const adminList = async () => (await callApi(ctx, CALL_PATHS.listAdminPolicies, { token: t.admin })).json().items as TPolicyVersion[];
const userList = async (token: string, lang: 'ko' | 'en' = 'en') =>
  (await callApi(ctx, CALL_PATHS.listUserPolicies, { token, lang })).json();
const priceListInForce = async () => (await adminList()).find((v) => v.classificationCode === '01_05' && v.inForceYn === 'Y')!;

describe('the demo world and the roles', () => {
  it('has each policy in force, a draft of the data policy, and the material price-list change held against Delta only', async () => {
    const items = await adminList();
    for (const code of ['01_01', '01_02', '01_04', '01_05'])
      expect(
        items.filter((v) => v.classificationCode === code && v.inForceYn === 'Y'),
        code,
      ).toHaveLength(1);
    const draft = items.find((v) => v.status === 'DRAFT')!;
    expect(draft).toMatchObject({ classificationCode: '01_04', publishedAt: null, sha256: null });
    const change = await priceListInForce();
    expect(change).toMatchObject({ versionNo: 2, materialYn: 'Y', status: 'PUBLISHED' });

    const delta = await userList(t.delta);
    expect(delta.holds.map((h: TPolicyVersion) => h.policyId)).toEqual([change.policyId]);
    expect((await userList(t.member)).holds).toEqual([]);
    // Alpha's acknowledgement is in its agreement history, with the SHA-256 the version carries.
    expect((await userList(t.member)).acknowledgements[0]).toMatchObject({ policyId: change.policyId, sha256: change.sha256 });
  });

  it('refuses the administrator’s calls to everyone but the provider administrator, and the acknowledgement to provider staff', async () => {
    for (const token of [t.member, t.sales, t.proxy])
      expect(errorOf(await callApi(ctx, CALL_PATHS.listAdminPolicies, { token })).status).toBe(403);
    expect((await callApi(ctx, CALL_PATHS.listAdminPolicies, {})).statusCode).toBe(401);
    const change = await priceListInForce();
    expect((await callApi(ctx, CALL_PATHS.acknowledgePolicy, { token: t.sales, params: { policyId: change.policyId } })).statusCode).toBe(
      403,
    );
    expect((await callApi(ctx, CALL_PATHS.listUserPolicies, { token: t.sales })).statusCode).toBe(200);
  });

  it('never shows a draft to members: not listed, no diff, not as a standard document', async () => {
    const draft = (await adminList()).find((v) => v.status === 'DRAFT')!;
    const listed = (await userList(t.member)).items as TPolicyVersion[];
    expect(listed.length).toBeGreaterThan(0);
    expect(listed.every((v) => v.status === 'PUBLISHED')).toBe(true);
    expect(listed.map((v) => v.policyId)).not.toContain(draft.policyId);
    const diff = await callApi(ctx, CALL_PATHS.getUserPolicyDiff, { token: t.member, params: { policyId: draft.policyId } });
    expect(errorOf(diff)).toEqual({ status: 404, code: 'POL1N4041' });
    const doc = await callApi(ctx, CALL_PATHS.getStandardDocument, { params: { standardDocumentId: draft.policyId } });
    expect(doc.statusCode).toBe(404);
    const admin = await callApi(ctx, CALL_PATHS.getAdminPolicy, { token: t.admin, params: { policyId: draft.policyId } });
    expect(admin.json().clauses.length).toBeGreaterThan(0);
  });
});

const edit = (clauses: TPolicyClause[]) =>
  clauses
    .filter((c) => c.clauseNo !== '3')
    .map((c) =>
      c.clauseNo === '4'
        ? {
            ...c,
            textKo: `${c.textKo} 간접 이용은 사용자당 월 15,000원입니다.`,
            textEn: `${c.textEn} Indirect use is KRW 15,000 a user a month.`,
          }
        : c,
    )
    .concat([
      {
        clauseNo: '9',
        titleKo: '코넥스시장 실시간 시세',
        titleEn: 'KONEX real-time quotes',
        textKo: '직접 이용 월 300,000원입니다.',
        textEn: 'Direct use KRW 300,000 a month.',
        products: [{ productCode: 'KNX-RT-L1', tierCode: null }],
      },
    ]);

describe('drafting and publishing', () => {
  let version: TPolicyVersion;

  it('starts one draft per policy from the version in force, checks the clauses and the date, previews the diff', async () => {
    const inForce = await priceListInForce();
    const made = await callApi(ctx, CALL_PATHS.createPolicyDraft, { token: t.admin, payload: { classificationCode: '01_05' } });
    expect(made.statusCode, made.body).toBe(201);
    version = made.json();
    expect(version).toMatchObject({ status: 'DRAFT', versionNo: inForce.versionNo + 1, materialYn: 'N' });
    const current = (await callApi(ctx, CALL_PATHS.getAdminPolicy, { token: t.admin, params: { policyId: inForce.policyId } })).json();
    expect(version.clauses).toEqual(current.clauses);
    const again = await callApi(ctx, CALL_PATHS.createPolicyDraft, { token: t.admin, payload: { classificationCode: '01_05' } });
    expect(errorOf(again)).toEqual({ status: 409, code: 'POL1N4092' });

    const save = (body: object, lang: 'ko' | 'en' = 'en') =>
      callApi(ctx, CALL_PATHS.updatePolicyDraft, { token: t.admin, params: { policyId: version.policyId }, payload: body, lang });
    const base = { subjectKo: version.subjectKo, subjectEn: version.subjectEn, effectiveDate: inForce.effectiveDate, materialYn: 'Y' };
    const twice = await save({ ...base, clauses: [...version.clauses, version.clauses[0]] }, 'ko');
    expect(twice.json()).toEqual({ errorCode: 'POL1N4003', errorMessage: errorMessage('POL1N4003', 'ko', { clauseNo: '1' }) });
    expect((await save({ ...base, clauses: [{ ...version.clauses[0], clauseNo: 'A-1' }] })).statusCode).toBe(400);
    const early = await save({ ...base, effectiveDate: '2024-01-01', clauses: version.clauses });
    expect(errorOf(early)).toEqual({ status: 400, code: 'POL1N4004' });
    const saved = await save({ ...base, clauses: edit(version.clauses) });
    expect(saved.statusCode, saved.body).toBe(200);
    version = saved.json();
    expect(version.materialYn).toBe('Y');
    // A draft is nobody's document yet: the audit pack leaves it out though its date has come.
    const packed = await documentsPackSection.documents(
      { db: ctx.db, config: ctx.config, workflow: ctx.app.workflow, storage: fileServiceOf(ctx).storage },
      {
        companyId: 1,
        fromMonth: inForce.effectiveDate.slice(0, 7),
        toMonth: koreaDay(new Date()).slice(0, 7),
        fromDay: inForce.effectiveDate,
        toDay: koreaDay(new Date()),
        products: [],
        lang: 'ko',
        now: new Date(),
      },
    );
    expect(packed.some((d) => d.number === '01_05' && d.version === inForce.versionNo)).toBe(true);
    expect(packed.some((d) => d.number === '01_05' && d.version === version.versionNo)).toBe(false);

    const diff = (await callApi(ctx, CALL_PATHS.getAdminPolicyDiff, { token: t.admin, params: { policyId: version.policyId } })).json();
    expect(diff.base.policyId).toBe(inForce.policyId);
    expect(diff.counts).toEqual({ added: 1, removed: 1, changed: 1, same: current.clauses.length - 2 });
    const changed = diff.clauses.find((c: { change: string }) => c.change === 'changed');
    expect(changed.clauseNo).toBe('4');
    expect(
      changed.textEn
        .filter((p: { op: string }) => p.op === 'inserted')
        .map((p: { text: string }) => p.text)
        .join(''),
    ).toContain('Indirect');
    expect(
      changed.textKo
        .filter((p: { op: string }) => p.op === 'inserted')
        .map((p: { text: string }) => p.text)
        .join(''),
    ).toContain('간접');
    expect(changed.textEn.filter((p: { op: string }) => p.op === 'deleted')).toEqual([]);
    // The removed clause stands where it stood: after clause 2.
    expect(diff.clauses.map((c: { clauseNo: string; change: string }) => `${c.clauseNo}:${c.change}`).slice(1, 4)).toEqual([
      '2:same',
      '3:removed',
      '4:changed',
    ]);
  });

  it('publishes once, fixing the SHA-256 of the canonical clauses; the published version cannot change', async () => {
    const published = await callApi(ctx, CALL_PATHS.publishPolicy, { token: t.admin, params: { policyId: version.policyId } });
    expect(published.statusCode, published.body).toBe(200);
    const v = published.json() as TPolicyVersion;
    expect(v).toMatchObject({ status: 'PUBLISHED', inForceYn: 'Y' });
    expect(v.sha256).toBe(createHash('sha256').update(canonicalClauses(v.clauses)).digest('hex'));
    // The canonical form does not depend on the stored JSON's key order.
    const shuffled = v.clauses.map((c) => Object.fromEntries(Object.entries(c).reverse()) as TPolicyClause);
    expect(canonicalClauses(shuffled)).toBe(canonicalClauses(v.clauses));
    const twice = await callApi(ctx, CALL_PATHS.publishPolicy, { token: t.admin, params: { policyId: version.policyId } });
    expect(errorOf(twice)).toEqual({ status: 409, code: 'POL1N4091' });
    const save = await callApi(ctx, CALL_PATHS.updatePolicyDraft, {
      token: t.admin,
      params: { policyId: version.policyId },
      payload: { subjectKo: 'x', subjectEn: 'x', effectiveDate: v.effectiveDate, materialYn: 'N', clauses: v.clauses },
    });
    expect(errorOf(save)).toEqual({ status: 409, code: 'POL1N4091' });
    // The standard document in effect is now this version, rendered from its clauses.
    const doc = await callApi(ctx, CALL_PATHS.getLatestStandardDocument, { params: { documentClassificationCode: '01_05' }, lang: 'en' });
    expect(doc.json()).toMatchObject({ standardDocumentId: v.policyId });
    expect(doc.json().documentContents).toContain('KONEX real-time quotes');
  });

  it('shows members the diff in both languages, with the products of their contracts that changed', async () => {
    const today = koreaDay(new Date());
    const held = await ctx.db
      .select({ productCode: contractProducts.productCode })
      .from(contractProducts)
      .where(eq(contractProducts.companyId, ids.alpha));
    const rows = await ctx.db.select().from(contractProducts).where(eq(contractProducts.companyId, ids.alpha));
    const inUse = new Set(
      rows.filter((r) => r.effectiveFrom <= today && (!r.effectiveTo || r.effectiveTo >= today)).map((r) => r.productCode),
    );
    expect(held.length).toBeGreaterThan(0);
    const expected = ['KSQ-RT-L1', 'KSP-RT-L2', 'KNX-RT-L1'].filter((p) => inUse.has(p)).sort();
    for (const lang of ['ko', 'en'] as const) {
      const res = await callApi(ctx, CALL_PATHS.getUserPolicyDiff, { token: t.member, params: { policyId: version.policyId }, lang });
      expect(res.statusCode, res.body).toBe(200);
      const d = res.json();
      expect(d.counts).toMatchObject({ added: 1, removed: 1, changed: 1 });
      expect(d.acknowledgementRequiredYn).toBe('Y');
      expect(d.impact.map((i: { productCode: string }) => i.productCode).sort()).toEqual(expected);
      const title = d.clauses.find((c: { clauseNo: string }) => c.clauseNo === '9').titleKo[0];
      expect(title).toEqual({ text: '코넥스시장 실시간 시세', op: 'inserted' });
      if (expected.length) expect(d.impact[0].productName).toMatch(lang === 'ko' ? /[가-힣]/ : /^[A-Za-z]/);
    }
  });
});

const row = (over: Partial<Record<string, unknown>> = {}): TUserReportDraftRow => ({ ...GOOD_ROW, ...over }) as TUserReportDraftRow;

describe('a material version holds the company’s submissions', () => {
  it('refuses the order, the declaration and the monthly report with a link to the diff, until a member acknowledges it', async () => {
    const holding = (await userList(t.member)).holds as TPolicyVersion[];
    expect(holding).toHaveLength(1);
    const link = `/policy/${holding[0]!.policyId}/policy-diff`;
    const orders = orderCalls(ctx);
    const declarations = declarationCalls(ctx);

    // An order.
    const order = await orders.create(t.member, 'NEW', validForm([await uploadDocument(ctx, t.member)]));
    for (const lang of ['ko', 'en'] as const) {
      const refused = await orders.act(t.member, order, 'submit', { lang });
      expect(refused.json()).toEqual({ errorCode: 'POL1N4093', errorMessage: errorMessage('POL1N4093', lang, { link }) });
      expect(refused.json().errorMessage).toContain(link);
      expect(refused.statusCode).toBe(409);
    }
    // A non-display declaration.
    const withUse = await orderWithNonDisplay(ctx, t.member, ['TRADING'], [await uploadDocument(ctx, t.member)]);
    const declaration = await declarations.create(t.member, withUse.orderId);
    expect(errorOf(await declarations.act(t.member, declaration, 'submit'))).toEqual({ status: 409, code: 'POL1N4093' });
    // A monthly report, by the proxy reporter too.
    setBusinessClock(ctx.config, () => new Date('2025-04-03T10:00:00+09:00'));
    const made = await callApi(ctx, CALL_PATHS.createUserReport, {
      token: t.member,
      payload: { type: 'MONTHLY', reportMonth: '2025-03', rows: [row(), row({ quantity: 2 })] },
    });
    expect(made.statusCode, made.body).toBe(201);
    const report = made.json();
    const submitReport = (token: string) =>
      callApi(ctx, CALL_PATHS.actOnUserReport, {
        token,
        params: { reportId: report.reportId, action: 'submit' },
        payload: { version: report.version, attested: true },
      });
    expect(errorOf(await submitReport(t.member))).toEqual({ status: 409, code: 'POL1N4093' });

    // Acknowledged once for Alpha: who, when and the SHA-256 in the agreement history; two members at once record one.
    const acknowledge = (token: string) =>
      callApi(ctx, CALL_PATHS.acknowledgePolicy, { token, params: { policyId: holding[0]!.policyId } });
    const [ack, other] = await Promise.all([acknowledge(t.member), acknowledge(t.proxy)]);
    expect(ack.statusCode, ack.body).toBe(201);
    expect(other.json()).toEqual(ack.json());
    expect(ack.json()).toMatchObject({ policyId: holding[0]!.policyId, sha256: holding[0]!.sha256, userName: expect.any(String) });
    const again = await callApi(ctx, CALL_PATHS.acknowledgePolicy, { token: t.member, params: { policyId: holding[0]!.policyId } });
    expect(again.json()).toEqual(ack.json());
    const [member] = await ctx.db.select().from(users).where(eq(users.loginEmail, 'member@alpha-securities.example'));
    const recorded = await ctx.db
      .select()
      .from(termAgreements)
      .where(and(eq(termAgreements.companyId, ids.alpha), eq(termAgreements.standardDocumentId, holding[0]!.policyId)));
    expect(recorded).toHaveLength(1);
    const [proxy] = await ctx.db.select().from(users).where(eq(users.loginEmail, 'reporter@alpha-securities.example'));
    expect([member!.id, proxy!.id]).toContain(recorded[0]!.userId);
    expect(recorded[0]).toMatchObject({ sha256: holding[0]!.sha256, versionNo: holding[0]!.versionNo });
    expect(recorded[0]!.sha256).toMatch(/^[0-9a-f]{64}$/);

    // Released: each submission goes through.
    expect((await orders.act(t.member, order, 'submit')).statusCode).toBe(200);
    expect((await declarations.act(t.member, declaration, 'submit')).statusCode).toBe(200);
    const sent = await submitReport(t.member);
    expect(sent.statusCode, sent.body).toBe(200);
    expect((await userList(t.member)).holds).toEqual([]);
    // Beta has not acknowledged: still held.
    expect((await userList(t.analyst)).holds.map((h: TPolicyVersion) => h.policyId)).toEqual([holding[0]!.policyId]);
  });
});
