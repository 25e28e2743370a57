import { CALL_PATHS, callPath, hasPermission, PERMISSIONS, ROLE, type TPermission } from '@portal/contract';
import { inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { userReports } from '../db/schema/index';
import { build, call, callApi, loginAs, SEEDED_LOGIN, tenancyCast, type TestContext } from '../../test/helpers';
import { AppError } from './errors';
import { companyOf, type CompanyDirectory } from './guard';

let ctx: TestContext;
let cast: Awaited<ReturnType<typeof tenancyCast>>;
// Suspensions: a product in use under a seeded active contract of Alpha, to request a suspension of.
let suspendable: { contractId: number; productCode: string };
/** An active contract of Alpha's in the demo world (other reported items: a contact change is applied at once). */
let alphaContractId = 0;
/** Seeded filed reports: Alpha's (its members) and Beta's made by the proxy reporter (mapped to Beta), for the downloads. */
let filedReport: { alpha: number; beta: number };
beforeAll(async () => {
  ctx = await build();
  const seeded = await ctx.db
    .select({ id: userReports.requestId, key: userReports.seedKey })
    .from(userReports)
    .where(inArray(userReports.seedKey, ['C1001-ur-approved-5', 'C1002-ur-proxy-approved']));
  filedReport = {
    alpha: seeded.find((r) => r.key === 'C1001-ur-approved-5')!.id,
    beta: seeded.find((r) => r.key === 'C1002-ur-proxy-approved')!.id,
  };
  cast = await tenancyCast(ctx);
  const contracts = await callApi(ctx, CALL_PATHS.searchContracts, { token: cast.member, payload: { status: 'ACTIVE' } });
  const contractId = contracts.json().items[0].contractId as number;
  alphaContractId = contractId;
  const detail = await callApi(ctx, CALL_PATHS.getContract, { params: { contractId }, token: cast.member });
  suspendable = { contractId, productCode: detail.json().products.find((p: { effectiveTo: string | null }) => !p.effectiveTo).productCode };
});
afterAll(() => ctx.close());

type Entry = { method: string; path: string };
const send = (entry: Entry, token: string | undefined, payload: unknown) =>
  call(ctx, { method: entry.method as 'POST', url: entry.path, token, payload: payload as object });
const errorOf = (res: { statusCode: number; json(): { errorCode?: string } }) => ({ status: res.statusCode, code: res.json().errorCode });
const emailsOf = (res: { json(): { items: { loginEmail: string }[] } }) => res.json().items.map((s) => s.loginEmail);

/** An action on a request that does not exist: past the guard, the roles that may work on the kind are answered 404. */
const NO_REQUEST = 2_147_483_000;
const actionOn = (entry: Entry, param: string) => ({
  entry: { method: entry.method, path: entry.path.replace(`:${param}`, String(NO_REQUEST)).replace(':action', 'submit') },
  payload: { version: 1 },
  allowed: [404],
});

/**
 * One guarded call per permission, with a body that passes validation (an invitation per role: one address each), and
 * the answers of a role that holds it (200 or 201 unless said).
 */
const callsOf = (role: string): Record<TPermission, { entry: Entry; payload: unknown; allowed?: number[] }> => ({
  'staff.read': { entry: CALL_PATHS.searchStaff, payload: {} },
  'staff.manage': { entry: CALL_PATHS.inviteStaff, payload: { email: `guard.test.${role}@example.com` } },
  'members.approve': { entry: CALL_PATHS.searchPendingMembers, payload: {} },
  'inquiries.file': { entry: CALL_PATHS.searchMyInquiries, payload: {} },
  'inquiries.manage': { entry: CALL_PATHS.searchAllInquiries, payload: {} },
  // The provider desk
  'desk.work': { entry: CALL_PATHS.searchWorkQueue, payload: {} },
  // Orders and contracts; creating an order answers 201.
  'orders.read': { entry: CALL_PATHS.searchOrders, payload: {} },
  'orders.write': { entry: CALL_PATHS.createOrder, payload: { requestType: 'NEW', form: {} } },
  // Working on a request (saving, acting) is its own permission, never a read one: platform/routes.ts assertPermissionFits.
  'orders.work': actionOn(CALL_PATHS.actOnOrder, 'orderId'),
  'contracts.read': { entry: CALL_PATHS.searchContracts, payload: {} },
  // Suspensions; a request answers 201 (a period of its own per role, years ahead of the demo's).
  'suspensions.read': { entry: CALL_PATHS.searchSuspensions, payload: {} },
  'suspensions.work': actionOn(CALL_PATHS.actOnSuspension, 'suspensionId'),
  'suspensions.write': {
    entry: CALL_PATHS.createSuspension,
    payload: {
      ...suspendable,
      periodFrom: `2099-0${Object.values(ROLE).indexOf(role as never) + 1}-01`,
      periodTo: `2099-0${Object.values(ROLE).indexOf(role as never) + 1}-10`,
      reason: '전산 설비 점검',
    },
  },
  // Other reported items and contract inquiries: a contact change per role, applied at once.
  'otherReports.read': { entry: CALL_PATHS.searchOtherReports, payload: {} },
  'otherReports.work': actionOn(CALL_PATHS.actOnOtherReport, 'requestId'),
  'otherReports.write': {
    entry: CALL_PATHS.createOtherReport,
    payload: {
      contractId: alphaContractId,
      item: 'itContact',
      value: { name: `Guard ${role}`, email: `guard.${role}@alpha-securities.example`, phone: '+82-2-100-1234' },
    },
  },
  'contractInquiries.file': {
    entry: CALL_PATHS.createContractInquiry,
    payload: {
      companyName: 'Guard Securities',
      countryCode: 'KR',
      name: `Guard ${role}`,
      email: `guard.${role}@alpha-securities.example`,
      telephone: '+82-2-100-1234',
      privacyConsent: true,
      comments: 'A contract inquiry of the guard test.',
    },
  },
  'contractInquiries.manage': { entry: CALL_PATHS.searchContractInquiries, payload: {} },
  // Non-display declarations
  'nonDisplay.read': { entry: CALL_PATHS.searchNonDisplayReports, payload: {} },
  'nonDisplay.work': actionOn(CALL_PATHS.actOnNonDisplayReport, 'declarationId'),
  'nonDisplayApps.manage': { entry: CALL_PATHS.searchNonDisplayApplications, payload: {} },
  // Monthly user reports: a draft per role, of a month of its own long before the demo's reports.
  'reports.read': { entry: CALL_PATHS.searchUserReports, payload: {} },
  'reports.work': actionOn(CALL_PATHS.actOnUserReport, 'reportId'),
  'reports.write': {
    entry: CALL_PATHS.createUserReport,
    payload: { type: 'MONTHLY', reportMonth: `2019-0${Object.values(ROLE).indexOf(role as never) + 1}` },
  },
  'reports.manage': {
    entry: CALL_PATHS.updateUserReportWindow,
    payload: { windowStartDay: 1, windowEndDay: 15, reminderDaysBefore: 3 },
  },
  // A filed report's download: a member its company's, the others the proxy reporter's customer's.
  'reports.export': {
    entry: {
      method: 'GET',
      path: callPath(CALL_PATHS.getUserReportPdf, { reportId: role === ROLE.customer ? filedReport.alpha : filedReport.beta }),
    },
    payload: undefined,
  },
  // Personal API keys
  'apiKeys.manage': { entry: CALL_PATHS.searchApiKeys, payload: {} },
  // Exchange approvals: the reviewer's list; provider staff read a request's latest item.
  'exchange.review': { entry: CALL_PATHS.searchExchangeApprovals, payload: {} },
  'exchange.confirm': {
    entry: { method: 'GET', path: callPath(CALL_PATHS.getLatestExchangeApproval, { requestId: 1 }) },
    payload: undefined,
  },
  // Contract status, sales status and the company popup
  'exchange.status': { entry: CALL_PATHS.searchContractStatus, payload: { fromMonth: '2026-01', toMonth: '2026-03' } },
  'companies.search': { entry: CALL_PATHS.searchCompanyMappings, payload: {} },
  // Billing
  'billing.manage': { entry: CALL_PATHS.searchAdminBilling, payload: {} },
  'billing.read': { entry: CALL_PATHS.searchUserBilling, payload: {} },
  // Fee estimates: an empty report of a long past month estimates nothing, past the guard.
  'feeEstimates.read': { entry: CALL_PATHS.estimateFee, payload: { change: { kind: 'report', reportMonth: '2019-01', rows: [] } } },
  // Disputes of a bill line: a line that does not exist answers 404 past the guard.
  'billingDisputes.read': { entry: CALL_PATHS.searchBillingDisputes, payload: {} },
  'billingDisputes.write': { entry: CALL_PATHS.createBillingDispute, payload: { lineId: NO_REQUEST, reason: '금액 오류' }, allowed: [404] },
  'billingDisputes.work': actionOn(CALL_PATHS.actOnBillingDispute, 'disputeId'),
  'billingDisputes.manage': { entry: CALL_PATHS.updateBillingDisputeSettings, payload: { windowDays: 90 } },
  // The exceptions dashboard: the reviewer reads at the exchange's address, provider staff at theirs.
  'exceptions.read': {
    entry: role === ROLE.exchangeReviewer ? CALL_PATHS.searchExchangeExceptions : CALL_PATHS.searchAdminExceptions,
    payload: {},
  },
  'exceptions.manage': { entry: CALL_PATHS.updateExceptionSettings, payload: { staleDays: 7 } },
  // Entitlement reconciliations: the member saves the company's column mapping.
  'reconciliations.read': { entry: CALL_PATHS.searchReconciliations, payload: {} },
  'reconciliations.work': actionOn(CALL_PATHS.actOnReconciliation, 'reconciliationId'),
  'reconciliations.write': { entry: CALL_PATHS.saveReconciliationMapping, payload: { entityId: 'EMP_NO' } },
  // The operations screen: the provider administrator only.
  // The audit pack: the list (a search that only reads).
  'auditPacks.make': { entry: CALL_PATHS.searchAuditPacks, payload: {} },
  'operations.manage': { entry: CALL_PATHS.searchMailOutbox, payload: {} },
  // The company administrator (decision 086): the company's audit events; designation (404: no such member); the
  // provider administrator's audit events.
  'company.admin': { entry: CALL_PATHS.searchUserAuditEvents, payload: {} },
  'companyAdmins.designate': {
    entry: { method: 'PUT', path: callPath(CALL_PATHS.setCompanyAdmin, { userId: 2_000_000_000 }) },
    payload: { companyAdmin: true },
    allowed: [404],
  },
  'auditEvents.manage': { entry: CALL_PATHS.searchAdminAuditEvents, payload: {} },
  // Company sign-on: any company's settings (the provider administrator).
  'companySignOn.manage': {
    entry: { method: 'GET', path: callPath(CALL_PATHS.getAdminCompanySignOn, { companyId: 2_000_000_000 }) },
    payload: undefined,
    allowed: [404],
  },
  // Clearances of a period: the list, the preparation's candidates, an action (404: no such clearance), the reviewer's list.
  'clearances.read': { entry: CALL_PATHS.searchClearances, payload: {} },
  'clearances.write': { entry: CALL_PATHS.getClearanceCandidates, payload: undefined },
  'clearances.work': actionOn(CALL_PATHS.actOnClearance, 'clearanceId'),
  'clearances.review': { entry: CALL_PATHS.searchExchangeClearances, payload: {} },
  // Policies: the administrator's list, the members' list, an acknowledgement of no such version (404).
  'policies.manage': { entry: CALL_PATHS.listAdminPolicies, payload: undefined },
  'policies.read': { entry: CALL_PATHS.listUserPolicies, payload: undefined },
  'policies.acknowledge': {
    entry: { method: 'POST', path: CALL_PATHS.acknowledgePolicy.path.replace(':policyId', String(NO_REQUEST)) },
    payload: undefined,
    allowed: [404],
  },
});

describe('the permission guard, per role', () => {
  it('declares the roles of each permission: provider staff (05, 06) approve members and manage inquiries; every member reads and manages its own staff', () => {
    expect(PERMISSIONS['members.approve']).toEqual([ROLE.sales, ROLE.providerAdmin]);
    expect(PERMISSIONS['inquiries.manage']).toEqual([ROLE.sales, ROLE.providerAdmin]);
    for (const role of Object.values(ROLE)) expect(hasPermission([role], 'staff.read')).toBe(true);
    expect(hasPermission([ROLE.customer, ROLE.proxyReporter], 'members.approve')).toBe(false);
    expect(hasPermission([ROLE.exchangeReviewer], 'inquiries.manage')).toBe(false);
    expect(hasPermission([], 'staff.read')).toBe(false);
  });

  for (const role of Object.values(ROLE)) {
    it(`role ${role}: allowed where a role of the user holds the permission, refused with ATH1N4030 elsewhere`, async () => {
      const token = await loginAs(ctx, role);
      const roles = (await ctx.app.tokens.verify(token))!.roles;
      for (const [permission, { entry, payload, allowed }] of Object.entries(callsOf(role)) as [
        TPermission,
        { entry: Entry; payload: unknown; allowed?: number[] },
      ][]) {
        const res = await send(entry, token, payload);
        if (hasPermission(roles, permission))
          expect(allowed ?? [200, 201], `${role} ${permission} (${res.body})`).toContain(res.statusCode);
        else expect(errorOf(res), `${role} ${permission}`).toEqual({ status: 403, code: 'ATH1N4030' });
      }
    });
  }

  it('the customer member (01), the proxy reporter (01 and 02) and the exchange reviewer (09) are refused the provider calls; sales (05) and the administrator (06) pass', async () => {
    for (const role of [ROLE.customer, ROLE.proxyReporter, ROLE.exchangeReviewer]) {
      const token = await loginAs(ctx, role);
      expect(errorOf(await send(CALL_PATHS.searchPendingMembers, token, {}))).toEqual({ status: 403, code: 'ATH1N4030' });
      expect(errorOf(await send(CALL_PATHS.searchAllInquiries, token, {}))).toEqual({ status: 403, code: 'ATH1N4030' });
    }
    for (const role of [ROLE.sales, ROLE.providerAdmin]) {
      expect((await send(CALL_PATHS.searchPendingMembers, await loginAs(ctx, role), {})).statusCode).toBe(200);
    }
  });
});

describe('the company guard', () => {
  it("gives a member the token's company; naming another company is refused with the route's code", async () => {
    const own = await send(CALL_PATHS.searchStaff, cast.member, {});
    expect(own.statusCode).toBe(200);
    expect(emailsOf(own)).toContain('staff@alpha-securities.example');
    expect(emailsOf(own)).not.toContain('analyst@beta-am.example');
    expect((await send(CALL_PATHS.searchStaff, cast.member, { companyId: cast.alphaId })).statusCode).toBe(200);
    expect(errorOf(await send(CALL_PATHS.searchStaff, cast.member, { companyId: cast.betaId }))).toEqual({
      status: 403,
      code: 'STF1N4031',
    });
    // The same member signed in for Beta works on Beta, and may not name Alpha from there.
    expect(emailsOf(await send(CALL_PATHS.searchStaff, cast.memberBeta, {}))).toContain('analyst@beta-am.example');
    expect(errorOf(await send(CALL_PATHS.searchStaff, cast.memberBeta, { companyId: cast.alphaId }))).toEqual({
      status: 403,
      code: 'STF1N4031',
    });
    expect(errorOf(await send(CALL_PATHS.inviteStaff, cast.outsider, { email: 'x@example.com', companyId: cast.alphaId }))).toEqual({
      status: 403,
      code: 'STF1N4031',
    });
  });

  it('gives provider staff the company they name, checked to exist, else their own', async () => {
    const beta = await send(CALL_PATHS.searchStaff, cast.sales, { companyId: cast.betaId });
    expect(beta.statusCode).toBe(200);
    expect(emailsOf(beta)).toContain('analyst@beta-am.example');
    expect(emailsOf(beta)).not.toContain('staff@alpha-securities.example');
    expect(errorOf(await send(CALL_PATHS.searchStaff, cast.sales, { companyId: 999_999 }))).toEqual({ status: 403, code: 'STF1N4031' });
    expect(emailsOf(await send(CALL_PATHS.searchStaff, cast.sales, {}))).toContain(SEEDED_LOGIN[ROLE.sales]);
  });

  it('decides the company from the directory: members by active membership, provider staff by existence', async () => {
    const directory: CompanyDirectory = { exists: async (id) => id === 7, isActiveMember: async (userId, id) => userId === 1 && id === 7 };
    const member = { userId: 1, companyId: 7, roles: [ROLE.customer] };
    const provider = { userId: 2, companyId: 9, roles: [ROLE.sales] };
    const refused = (p: Promise<number>) => expect(p).rejects.toMatchObject({ code: 'STF1N4031' } satisfies Partial<AppError>);
    expect(await companyOf(directory, member, 'token', undefined, 'STF1N4031')).toBe(7);
    expect(await companyOf(directory, member, 'body-or-token', 7, 'STF1N4031')).toBe(7);
    await refused(companyOf(directory, member, 'body-or-token', 8, 'STF1N4031'));
    await refused(companyOf(directory, { ...member, userId: 3 }, 'token', undefined, 'STF1N4031'));
    await refused(companyOf(directory, { ...member, companyId: 0 }, 'token', undefined, 'STF1N4031'));
    expect(await companyOf(directory, provider, 'body-or-token', 7, 'STF1N4031')).toBe(7);
    await refused(companyOf(directory, provider, 'body-or-token', 8, 'STF1N4031'));
    // 'token': provider staff work on their token's company whatever the body names.
    await refused(companyOf(directory, provider, 'token', 7, 'STF1N4031'));
    expect(await companyOf(directory, { ...provider, companyId: 7 }, 'token', 8, 'STF1N4031')).toBe(7);
  });
});

describe('authentication before validation', () => {
  const invalid = { pageSize: 'many', companyId: 'x' };

  it('a visitor gets 401 and never a validation error naming fields', async () => {
    expect(errorOf(await send(CALL_PATHS.searchStaff, undefined, invalid))).toEqual({ status: 401, code: 'ATH1N4001' });
    expect(errorOf(await send(CALL_PATHS.searchAllInquiries, undefined, invalid))).toEqual({ status: 401, code: 'ATH1N4001' });
    expect(errorOf(await send(CALL_PATHS.searchStaff, 'not-a-token', invalid))).toEqual({ status: 401, code: 'ATH1N4002' });
  });

  it('the permission is checked before validation too; the company only after it', async () => {
    expect(errorOf(await send(CALL_PATHS.searchAllInquiries, cast.member, invalid))).toEqual({ status: 403, code: 'ATH1N4030' });
    expect((await send(CALL_PATHS.searchStaff, cast.member, invalid)).statusCode).toBe(400);
  });
});
