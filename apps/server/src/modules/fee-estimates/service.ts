import {
  addMonths,
  declaredTierOf,
  money,
  NON_DISPLAY_BILLING_PRODUCT,
  NON_DISPLAY_BILLING_PRODUCT_LABEL,
  reportRowAmount,
  vatOf,
  type TBillingLineType,
  type TCurrency,
  type TFeeEstimate,
  type TFeeEstimateBill,
  type TFeeEstimateChange,
  type TFeeEstimateDifference,
  type TFeeEstimateLine,
  type TLanguage,
} from '@portal/contract';
import { koreaDay } from '../../platform/clock';
import type { DbOrTx } from '../../platform/db';
import { AppError } from '../../platform/errors';
import type { ResultCache } from '../../platform/result-cache';
import {
  billedSubtotal,
  billingLineLabel,
  companyBillingInputs,
  computeBilling,
  firstBillOf,
  type BillingInputs,
  type ComputedLine,
} from '../billing';
import { contractOfCompany, orderDay, planChange, planTermination, type ContractProductInRange } from '../contracts';
import { declarationOwner } from '../non-display';
import { reportUnitPrices, windowSettings } from '../user-reports';

/**
 * The fee of a change before it is filed (decision 083). One computation: the inputs the month's billing run reads for
 * the company (billing `companyBillingInputs`), the change overlaid on them as its approval will write it (the contracts'
 * own plans of a change or a termination, the declaration's tiers as `declaredTierOf` derives them, the report's rows
 * priced by `reportRowAmount` at the report month's unit prices), and the run's own calculation (`computeBilling`)
 * over both: the bill without and with the change, to the minor unit.
 */

/** Who the estimate is for: a company (its contracts, reports and declarations) or a visitor (public prices, nothing held). */
export type EstimateFor = { companyId: number } | { companyId: null; currency: TCurrency };

/** Ids the hypothetical rows take (never a stored row's: those are positive). */
const ESTIMATE_ID = -1;
const ESTIMATE_NUMBER = 'ESTIMATE';

/** The day the change takes effect (its month is the month estimated). */
function effectiveDay(change: TFeeEstimateChange, today: string): string {
  if (change.kind === 'order') return (change.requestType === 'TERMINATION' ? change.terminationDueDate : change.commencementDate) ?? today;
  if (change.kind === 'nonDisplay') return change.effectiveDate ?? today;
  return `${change.reportMonth}-01`;
}

/** The inputs with the change overlaid, as its approval will leave what the run reads. */
async function overlay(
  db: DbOrTx,
  inp: BillingInputs,
  who: EstimateFor,
  change: TFeeEstimateChange,
  today: string,
): Promise<BillingInputs> {
  const companyId = who.companyId ?? inp.profiles[0]!.companyId;
  const currency = inp.profiles[0]!.currency === 'USD' ? 'USD' : 'KRW';
  if (change.kind === 'order') {
    const unknown = change.products.map((p) => p.productCode).filter((code) => !inp.products.has(code));
    if (unknown.length) throw new AppError('FEE1N4002', { codes: [...new Set(unknown)].join(', ') });
    const orders = new Map(inp.orders);
    orders.set(ESTIMATE_ID, {
      orderId: ESTIMATE_ID,
      connectionCount: change.connectionCount ?? 0,
      serviceOptions: [],
      deliveryProtocols: [],
      affiliateExtension: false,
    });
    const row = (p: { productCode: string; useType: string }, contractId: number, contractNumber: string, from: string) =>
      ({
        id: ESTIMATE_ID,
        contractId,
        companyId,
        productCode: p.productCode,
        useType: p.useType,
        effectiveFrom: from,
        effectiveTo: null,
        orderId: ESTIMATE_ID,
        contractNumber,
      }) satisfies ContractProductInRange;
    if (change.requestType === 'NEW') {
      const from = change.commencementDate ?? today;
      return {
        ...inp,
        orders,
        contractProducts: [...inp.contractProducts, ...change.products.map((p) => row(p, ESTIMATE_ID, ESTIMATE_NUMBER, from))],
      };
    }
    if (!change.contractId || who.companyId === null) throw new AppError('FEE1N4001');
    const contract = await contractOfCompany(db, change.contractId, who.companyId).catch(() => {
      throw new AppError('FEE1N4041');
    });
    const others = inp.contractProducts.filter((p) => p.contractId !== contract.id);
    const own = inp.contractProducts.filter((p) => p.contractId === contract.id);
    if (change.requestType === 'TERMINATION') {
      const due = orderDay(change.terminationDueDate, today, contract.beginDate);
      const plan = planTermination(own, due);
      const gone = new Set([...plan.removed, ...plan.ended]);
      return {
        ...inp,
        contractProducts: [...others, ...own.filter((p) => !gone.has(p)), ...plan.ended.map((p) => ({ ...p, effectiveTo: due }))],
      };
    }
    const from = orderDay(change.commencementDate, today, contract.beginDate);
    const open = own.filter((p) => p.effectiveTo === null || p.effectiveTo >= from);
    const plan = planChange(open, change.products, from);
    const touched = new Set([...plan.ended, ...plan.removed]);
    return {
      ...inp,
      orders,
      contractProducts: [
        ...others,
        ...own.filter((p) => !touched.has(p)),
        ...plan.ended.map((p) => ({ ...p, effectiveTo: plan.endDay })),
        ...plan.added.map((p) => row(p, contract.id, contract.number, from)),
      ],
    };
  }
  if (change.kind === 'nonDisplay') {
    const tiers = { tradingTier: declaredTierOf(change.purposes.TRADING), otherTier: declaredTierOf(change.purposes.OTHER) };
    const effectiveDate = change.effectiveDate ?? today;
    if (change.declarationId && who.companyId !== null) {
      const owner = await declarationOwner(db, change.declarationId);
      if (!owner || owner.companyId !== who.companyId) throw new AppError('FEE1N4042');
      const declarations = inp.declarations.filter((d) => d.requestId !== change.declarationId);
      return {
        ...inp,
        declarations: [
          ...declarations,
          {
            requestId: change.declarationId,
            number: owner.number,
            companyId: who.companyId,
            orderId: owner.orderId,
            effectiveDate,
            ...tiers,
          },
        ],
      };
    }
    return {
      ...inp,
      declarations: [
        ...inp.declarations,
        { requestId: ESTIMATE_ID, number: ESTIMATE_NUMBER, companyId, orderId: change.orderId ?? ESTIMATE_ID, effectiveDate, ...tiers },
      ],
    };
  }
  // A monthly report: its rows priced as the filed report's are, summed per product and use category as the run reads them.
  const prices = await reportUnitPrices(
    db,
    change.rows.map((r) => r.productCode),
    change.reportMonth,
  );
  const unknown = change.rows.map((r) => r.productCode).filter((code) => !inp.products.has(code));
  if (unknown.length) throw new AppError('FEE1N4002', { codes: [...new Set(unknown)].join(', ') });
  const sums = new Map<string, { productCode: string; useCategory: string; quantity: number; amount: number }>();
  for (const r of change.rows) {
    const key = `${r.productCode}|${r.useCategory}`;
    const f = sums.get(key) ?? { productCode: r.productCode, useCategory: r.useCategory, quantity: 0, amount: 0 };
    f.quantity += r.quantity;
    f.amount += reportRowAmount(r, prices, currency);
    sums.set(key, f);
  }
  // The month's approved report is replaced by this one (a report month bills one monthly report).
  return {
    ...inp,
    monthly: [
      ...inp.monthly.filter((f) => f.companyId !== companyId),
      ...[...sums.values()].map((f) => ({
        requestId: ESTIMATE_ID,
        number: ESTIMATE_NUMBER,
        companyId,
        reportMonth: change.reportMonth,
        ...f,
      })),
    ],
  };
}

const lineKey = (l: Pick<ComputedLine, 'productCode' | 'lineType' | 'useCategory' | 'correctsMonth'>) =>
  `${l.productCode}|${l.lineType}|${l.useCategory ?? ''}|${l.correctsMonth ?? ''}`;

function presentLine(l: ComputedLine, inp: BillingInputs, lang: TLanguage): TFeeEstimateLine {
  const product = inp.products.get(l.productCode);
  return {
    productCode: l.productCode,
    productName:
      l.productCode === NON_DISPLAY_BILLING_PRODUCT
        ? NON_DISPLAY_BILLING_PRODUCT_LABEL[lang]
        : ((lang === 'en' ? product?.nameEn : product?.nameKo) ?? l.productCode),
    lineType: l.lineType as TBillingLineType,
    label: billingLineLabel(l, lang),
    useCategory: l.useCategory,
    quantity: l.quantity,
    unitPrice: l.unitPrice,
    days: l.days,
    daysInMonth: l.daysInMonth,
    amount: money(l.amount, l.currency),
  };
}

function presentBill(lines: ComputedLine[], inp: BillingInputs, currency: TCurrency, lang: TLanguage): TFeeEstimateBill {
  const subtotal = lines.filter((l) => l.currency === currency).reduce((a, l) => a + l.amount, 0);
  return {
    lines: lines.map((l) => presentLine(l, inp, lang)),
    subtotal: money(subtotal, currency),
    vat: money(vatOf(subtotal), currency),
    total: money(subtotal + vatOf(subtotal), currency),
  };
}

/** Lines of one product, type and use category summed (a product held twice bills two lines; the change compares sums). */
function sumByKey(lines: ComputedLine[]): Map<string, ComputedLine> {
  const out = new Map<string, ComputedLine>();
  for (const l of lines) {
    const k = lineKey(l);
    const f = out.get(k);
    out.set(k, f ? { ...f, amount: f.amount + l.amount, quantity: f.quantity + l.quantity } : l);
  }
  return out;
}

function differences(before: ComputedLine[], after: ComputedLine[], inp: BillingInputs, lang: TLanguage): TFeeEstimateDifference[] {
  const b = sumByKey(before);
  const a = sumByKey(after);
  const out: TFeeEstimateDifference[] = [];
  for (const key of new Set([...b.keys(), ...a.keys()])) {
    const x = b.get(key);
    const y = a.get(key);
    const diff = (y?.amount ?? 0) - (x?.amount ?? 0);
    if (diff === 0 && (y?.quantity ?? 0) === (x?.quantity ?? 0)) continue;
    const { amount, ...shown } = presentLine((y ?? x)!, inp, lang);
    out.push({
      ...shown,
      before: money(x?.amount ?? 0, amount.currency),
      after: money(y?.amount ?? 0, amount.currency),
      difference: money(diff, amount.currency),
    });
  }
  return out.sort((p, q) => p.productCode.localeCompare(q.productCode) || p.label.localeCompare(q.label));
}

const total = (lines: ComputedLine[], currency: string) => lines.filter((l) => l.currency === currency).reduce((a, l) => a + l.amount, 0);

/**
 * The estimate of a change for a company (or a visitor: `companyId` null, public prices in `currency`): the bill of
 * the month the change takes effect without and with it, the fee it causes that month and in a whole month after, the
 * difference from last month's bill and the first bill it is carried on (decision 083).
 */
export async function estimateChange(
  db: DbOrTx,
  req: { who: EstimateFor; change: TFeeEstimateChange; now: Date; lang: TLanguage; inputs?: ResultCache<BillingInputs> },
): Promise<TFeeEstimate> {
  const { who, change, lang } = req;
  const today = koreaDay(req.now);
  const month = effectiveDay(change, today).slice(0, 7);
  const read = () => companyBillingInputs(db, who.companyId, month, who.companyId === null ? { currency: who.currency } : {});
  const base = await (req.inputs?.through(`${who.companyId ?? who.currency}:${month}`, read) ?? read());
  const currency: TCurrency = base.profiles[0]!.currency === 'USD' ? 'USD' : 'KRW';
  const changed = await overlay(db, base, who, change, today);
  const without = computeBilling(base).lines;
  const withChange = computeBilling(changed).lines;
  // A whole month after: the same inputs billed for the next month (what the change keeps costing once in force).
  const next = addMonths(month, 1);
  const steady = (inp: BillingInputs) =>
    computeBilling({ ...inp, month: next, corrections: [], lateFees: [], adjustments: [] }).lines.filter((l) => l.currency === currency);
  const monthlyFee = total(steady(changed), currency) - total(steady(base), currency);
  const fee = total(withChange, currency) - total(without, currency);
  const previous = addMonths(month, -1);
  const lastSubtotal = who.companyId === null ? null : await billedSubtotal(db, who.companyId, previous, currency);
  const withSubtotal = total(withChange, currency);
  const window = await windowSettings(db);
  return {
    month,
    currency,
    visitor: who.companyId === null,
    without: presentBill(without, base, currency, lang),
    with: presentBill(withChange, changed, currency, lang),
    change: {
      lines: differences(without, withChange, changed, lang),
      fee: money(fee, currency),
      vat: money(vatOf(fee), currency),
      total: money(fee + vatOf(fee), currency),
    },
    monthlyFee: money(monthlyFee, currency),
    lastMonth: {
      month: previous,
      subtotal: lastSubtotal === null ? null : money(lastSubtotal, currency),
      difference: lastSubtotal === null ? null : money(withSubtotal - lastSubtotal, currency),
    },
    firstBill: await firstBillOf(db, month, window.windowEndDay),
  };
}
