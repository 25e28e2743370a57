import { CALL_PATHS, type TFeeEstimate, type TFeeEstimateRequest, type TUserBillingDetail } from '@portal/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { build, callApi, type TestContext } from '../../../test/helpers';
import {
  approveOrder,
  koreaDayFrom,
  mustAct,
  orderCalls,
  orderCast,
  uploadDocument,
  validForm,
  type OrderCalls,
} from '../../../test/orders';

/**
 * The fee of a change before it is filed (decision 083): the estimate of a change equals, to the minor unit, the bill the
 * change produces once filed, approved and billed (a KRW and a USD customer); validation, roles, company scoping and
 * the visitor's public call.
 */

let ctx: TestContext;
let cast: Awaited<ReturnType<typeof orderCast>>;
let orders: OrderCalls;

beforeAll(async () => {
  ctx = await build();
  cast = await orderCast(ctx);
  orders = orderCalls(ctx);
});
afterAll(async () => {
  await ctx.app.close();
});

const estimate = (token: string | undefined, payload: TFeeEstimateRequest | object, lang: 'ko' | 'en' = 'en') =>
  callApi(ctx, CALL_PATHS.estimateFee, { token, payload, lang });

/** The lines of a bill as a sorted list of "product|type|category|amount" (the estimate's sources are hypothetical). */
const shape = (lines: { productCode: string; lineType: string; useCategory: string | null; amount: number }[]) =>
  lines.map((l) => `${l.productCode}|${l.lineType}|${l.useCategory ?? ''}|${l.amount}`).sort();

describe('the estimate of a change equals the bill it produces', () => {
  for (const who of ['alpha (KRW)', 'gamma (USD)'] as const) {
    it(`a new order of ${who}: estimated, filed, approved, billed — the same lines and total`, async () => {
      const token = who.startsWith('alpha') ? cast.member : cast.gamma;
      const today = koreaDayFrom(0);
      const products = [
        { productCode: 'KSP-RT-L1', useType: 'DIRECT' as const },
        { productCode: 'KSQ-RT-L1', useType: 'DIRECT' as const },
      ];
      const res = await estimate(token, {
        change: { kind: 'order', requestType: 'NEW', commencementDate: today, products, connectionCount: 2 },
      });
      expect(res.statusCode, res.body).toBe(200);
      const est = res.json() as TFeeEstimate;
      expect(est.month).toBe(today.slice(0, 7));
      expect(est.currency).toBe(who.startsWith('alpha') ? 'KRW' : 'USD');
      expect(est.visitor).toBe(false);
      // The change: one basic line per product, pro-rated from today to the month's end; the VAT apart.
      expect(est.change.lines.map((l) => `${l.productCode}|${l.lineType}`).sort()).toEqual(['KSP-RT-L1|BASIC', 'KSQ-RT-L1|BASIC']);
      for (const l of est.change.lines)
        expect(l.days).toBe(
          Number(est.with.lines.find((x) => x.productCode === l.productCode)?.daysInMonth ?? 0) - Number(today.slice(8)) + 1,
        );
      expect(est.change.fee.amount).toBe(est.with.subtotal.amount - est.without.subtotal.amount);
      expect(est.change.vat.amount).toBe(Math.trunc(est.change.fee.amount / 10));
      expect(est.change.fee.amount).toBeGreaterThan(0);
      expect(est.monthlyFee.amount).toBeGreaterThanOrEqual(est.change.fee.amount);
      expect(est.with.total.amount).toBe(est.with.subtotal.amount + est.with.vat.amount);
      expect(est.firstBill.month).toBe(est.month);
      expect(est.firstBill.issueDate.slice(0, 7) > est.month).toBe(true);

      // File it as estimated, have it approved, run the month, read the bill.
      const file = await uploadDocument(ctx, token);
      let order = await orders.create(token, 'NEW', validForm([file], { commencementDate: today, products, connectionCount: 2 }));
      order = await mustAct(orders, token, order, 'submit');
      order = await approveOrder(ctx, orders, cast.admin, order);
      expect(order.state).toBe('APPROVED');
      const run = await callApi(ctx, CALL_PATHS.runBilling, { token: cast.admin, payload: { month: est.month } });
      expect(run.statusCode, run.body).toBe(200);
      const billRes = await callApi(ctx, CALL_PATHS.getUserBilling, { params: { billingMonth: est.month }, token });
      expect(billRes.statusCode, billRes.body).toBe(200);
      const bill = billRes.json() as TUserBillingDetail;
      const billed = bill.products.flatMap((p) => p.lines);
      expect(shape(billed)).toEqual(shape(est.with.lines.map((l) => ({ ...l, amount: l.amount.amount }))));
      const billedTotal = bill.totals.find((t) => t.currency === est.currency)?.amount ?? 0;
      expect(billedTotal).toBe(est.with.subtotal.amount);

      // Estimated again now that it is billed: nothing changes for the same products again? A second contract bills again.
      const again = (
        await estimate(token, { change: { kind: 'order', requestType: 'NEW', commencementDate: today, products } })
      ).json() as TFeeEstimate;
      expect(again.without.subtotal.amount).toBe(billedTotal);
    });
  }
});

describe('a change of a contract, a declaration, a report', () => {
  it('a change dropping a product ends it the day before: the change is negative, as the approval will bill it', async () => {
    const file = await uploadDocument(ctx, cast.member);
    let order = await orders.create(cast.member, 'NEW', validForm([file], { commencementDate: koreaDayFrom(0) }));
    order = await mustAct(orders, cast.member, order, 'submit');
    order = await approveOrder(ctx, orders, cast.admin, order);
    const contractId = order.contractId!;
    const from = koreaDayFrom(0);
    const res = await estimate(cast.member, {
      change: {
        kind: 'order',
        requestType: 'CHANGE',
        contractId,
        commencementDate: from,
        products: [{ productCode: 'KSP-RT-L1', useType: 'DIRECT' }],
      },
    });
    expect(res.statusCode, res.body).toBe(200);
    const est = res.json() as TFeeEstimate;
    // Commencing on the contract's first day, the dropped product is never in use: its line of this contract goes.
    expect(est.change.lines.map((l) => l.productCode)).toEqual(['KSQ-RT-L1']);
    expect(est.change.fee.amount).toBeLessThan(0);
    const [line] = est.change.lines;
    expect(line!.after.amount - line!.before.amount).toBe(est.change.fee.amount);
    expect(est.with.lines.filter((l) => l.productCode === 'KSQ-RT-L1')).toHaveLength(
      est.without.lines.filter((l) => l.productCode === 'KSQ-RT-L1').length - 1,
    );
  });

  it('a declaration: premium trading from a day prices the tier pro-rated; a report prices its rows', async () => {
    const day = koreaDayFrom(0);
    const nd = await estimate(
      cast.member,
      {
        change: {
          kind: 'nonDisplay',
          effectiveDate: day,
          purposes: { TRADING: { applications: 3, chargeHold: false }, OTHER: { applications: 0, chargeHold: false } },
        },
      },
      'ko',
    );
    expect(nd.statusCode, nd.body).toBe(200);
    const e = nd.json() as TFeeEstimate;
    expect(e.change.lines).toHaveLength(1);
    expect(e.change.lines[0]).toMatchObject({ lineType: 'NON_DISPLAY', useCategory: 'TRADING', label: '비조회형 이용료 (매매)' });
    expect(e.change.lines[0]!.days).toBe(e.change.lines[0]!.daysInMonth! - Number(day.slice(8)) + 1);

    const month = '2024-02';
    const report = await estimate(cast.member, {
      change: {
        kind: 'report',
        reportMonth: month,
        rows: [
          { productCode: 'KSP-RT-L1', useCategory: '151', quantity: 3 },
          { productCode: 'KSP-RT-L1', useCategory: '151', quantity: 2 },
        ],
      },
    });
    expect(report.statusCode, report.body).toBe(200);
    const r = report.json() as TFeeEstimate;
    expect(r.month).toBe(month);
    const variable = r.with.lines.filter((l) => l.lineType === 'VARIABLE');
    expect(variable).toHaveLength(1);
    expect(variable[0]).toMatchObject({ productCode: 'KSP-RT-L1', useCategory: '151', quantity: 5 });
    expect(variable[0]!.amount.amount).toBe(5 * variable[0]!.unitPrice);
  });
});

describe('validation, roles, companies, visitors', () => {
  it('authentication before validation; a body that is not a change answers 400', async () => {
    expect((await estimate(undefined, {})).statusCode).toBe(401);
    const bad = await estimate(cast.member, { change: { kind: 'order', requestType: 'NEW', commencementDate: '2026-13-40' } });
    expect(bad.statusCode).toBe(400);
    const kind = await estimate(cast.member, { change: { kind: 'lottery' } });
    expect(kind.statusCode).toBe(400);
    const unknown = await estimate(
      cast.member,
      { change: { kind: 'order', requestType: 'NEW', products: [{ productCode: 'NOPE-1', useType: 'DIRECT' }] } },
      'ko',
    );
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toEqual({ errorCode: 'FEE1N4002', errorMessage: '알 수 없는 정보상품 코드입니다: NOPE-1' });
    const noContract = await estimate(cast.member, { change: { kind: 'order', requestType: 'CHANGE', products: [] } });
    expect(noContract.json().errorCode).toBe('FEE1N4001');
  });

  it('the reviewer holds no estimate; another company’s contract answers as a missing one', async () => {
    expect((await estimate(cast.reviewer, { change: { kind: 'report', reportMonth: '2024-01', rows: [] } })).statusCode).toBe(403);
    const file = await uploadDocument(ctx, cast.member);
    let order = await orders.create(cast.member, 'NEW', validForm([file], { commencementDate: koreaDayFrom(0) }));
    order = await mustAct(orders, cast.member, order, 'submit');
    order = await approveOrder(ctx, orders, cast.admin, order);
    const foreign = await estimate(cast.outsider, {
      change: { kind: 'order', requestType: 'TERMINATION', contractId: order.contractId!, products: [] },
    });
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().errorCode).toBe('FEE1N4041');
    // Provider staff name the company.
    const staff = await estimate(cast.sales, {
      companyId: cast.alphaId,
      change: { kind: 'order', requestType: 'TERMINATION', contractId: order.contractId!, terminationDueDate: koreaDayFrom(0) },
    });
    expect(staff.statusCode, staff.body).toBe(200);
    expect((staff.json() as TFeeEstimate).change.fee.amount).toBeLessThanOrEqual(0);
  });

  it('a visitor estimates at public prices with nothing held, in the currency chosen', async () => {
    const change = {
      kind: 'order',
      requestType: 'NEW',
      commencementDate: '2026-01-01',
      products: [{ productCode: 'KSP-RT-L1', useType: 'DIRECT' }],
    };
    const krw = await callApi(ctx, CALL_PATHS.estimatePublicFee, { payload: { currency: 'KRW', change } });
    expect(krw.statusCode, krw.body).toBe(200);
    const k = krw.json() as TFeeEstimate;
    expect(k).toMatchObject({ visitor: true, currency: 'KRW', month: '2026-01', lastMonth: { subtotal: null, difference: null } });
    expect(k.without.lines).toEqual([]);
    expect(k.change.fee.amount).toBe(k.with.subtotal.amount);
    expect(k.monthlyFee.amount).toBe(k.change.fee.amount);
    const usd = (await callApi(ctx, CALL_PATHS.estimatePublicFee, { payload: { currency: 'USD', change } })).json() as TFeeEstimate;
    expect(usd.currency).toBe('USD');
    expect(usd.change.fee.currency).toBe('USD');
    // A visitor cannot name a contract or a change.
    const change2 = await callApi(ctx, CALL_PATHS.estimatePublicFee, {
      payload: { change: { ...change, requestType: 'CHANGE', contractId: 1 } },
    });
    expect(change2.statusCode).toBe(400);
  });
});
