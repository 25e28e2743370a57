import {
  correctionDifferences,
  daysInBillingMonth,
  LATE_FEE_BILLING_PRODUCT,
  NON_DISPLAY_BILLING_PRODUCT,
  NON_DISPLAY_BILLING_PRODUCT_LABEL,
  prorate,
  SALES_OPTION_FLAGS,
  type TBillingLineType,
  type TSalesOptionFlag,
} from '@portal/contract';
import { createHash } from 'node:crypto';
import type { CustomerProfileRow, NonDisplayFeeRow, ProductPriceRow, ProductRow } from '../catalogue';
import type { ContractProductInRange } from '../contracts';
import type { DeclarationInEffect } from '../non-display';
import type { OrderBillingFacts } from '../orders';
import type { LateFee, ReportCounts, ReportFigure } from '../user-reports';

/**
 * The calculation of a month's bill (decision 047), pure: from what the run read of the other areas
 * (a batch of customers at a time) to the lines and the summaries per customer and product. No database, no clock, so a
 * test or a re-run computes the same figures from the same inputs.
 */

export interface BillingInputs {
  month: string;
  profiles: CustomerProfileRow[];
  companyNames: Map<number, { ko: string; en: string | null }>;
  products: Map<string, ProductRow>;
  prices: ProductPriceRow[];
  nonDisplayFees: NonDisplayFeeRow[];
  contractProducts: ContractProductInRange[];
  orders: Map<number, OrderBillingFacts>;
  monthly: ReportFigure[];
  counts: ReportCounts[];
  corrections: (ReportFigure & { side: 'N' | 'P' })[];
  declarations: DeclarationInEffect[];
  /** Approved monthly reports of the month filed late with the provider's late fee (decision 063). */
  lateFees?: LateFee[];
  /** Credits of accepted disputes billed this month (decision 080), from the areas that registered them (service.ts). */
  adjustments?: BillingAdjustment[];
}

/**
 * An amount another area has the month's bill carry as an ADJUSTMENT line (decision 080: an accepted dispute's credit),
 * for the service period it adjusts (`serviceMonth`). Negative credits the customer. Money in minor units of `currency`.
 */
export interface BillingAdjustment {
  companyId: number;
  productCode: string;
  useCategory: string | null;
  serviceMonth: string;
  currency: string;
  amount: number;
  sourceKind: string;
  sourceId: number;
  sourceNumber: string;
}

export interface ComputedLine {
  companyId: number;
  productCode: string;
  lineType: TBillingLineType;
  useCategory: string | null;
  correctsMonth: string | null;
  currency: string;
  quantity: number;
  unitPrice: number;
  days: number | null;
  daysInMonth: number | null;
  amount: number;
  sourceKind: string;
  sourceId: number;
  sourceNumber: string;
}

export interface ComputedSummary {
  companyId: number;
  productCode: string;
  productNameKo: string;
  productNameEn: string;
  marketMain: string;
  marketSub: string;
  customerCode: string;
  customerName: string;
  customerNameEn: string | null;
  customerMainCategory: string;
  customerMiddleCategory: string;
  billingCycle: string;
  currency: string;
  basicFee: number;
  variableFee: number;
  correctionFee: number;
  usagePrice: number;
  targetPrice: number;
  siteCount: number;
  lineCount: number;
  terminalCount: number;
  accountCount: number;
  memberCount: number;
  additionalReceptionCount: number;
  flags: TSalesOptionFlag[];
  detail: { contracts: string[]; report: string | null; declarations: string[] };
}

const LINE_ORDER: Record<TBillingLineType, number> = { BASIC: 0, VARIABLE: 1, NON_DISPLAY: 2, CORRECTION: 3, LATE_FEE: 4, ADJUSTMENT: 5 };
/** How a late fee line's product is named (the fee is the report's, not a product's). */
const LATE_FEE_PRODUCT_LABEL = { ko: '지연 신고 수수료', en: 'Late filing fee' } as const;
const PROVISION_FLAG: Record<string, TSalesOptionFlag> = { REALTIME: 'REALTIME', DELAYED: 'DELAYED', BATCH: 'BATCH', EOD: 'EOD_PRICE' };
const FLAG_SET = new Set<string>(SALES_OPTION_FLAGS);

/** The first and last Korean day of a month. */
export function monthRange(month: string): { first: string; last: string; days: number } {
  const days = daysInBillingMonth(month);
  return { first: `${month}-01`, last: `${month}-${String(days).padStart(2, '0')}`, days };
}

/** Days from a to b, both held ("YYYY-MM-DD"). */
const daysBetween = (a: string, b: string): number =>
  Math.round((Date.parse(`${b}T00:00:00Z`) - Date.parse(`${a}T00:00:00Z`)) / 86_400_000) + 1;
const maxDay = (a: string, b: string) => (a > b ? a : b);
const minDay = (a: string, b: string | null) => (b === null || a < b ? a : b);

/** The row in effect on a day among rows with effectiveFrom / effectiveTo (both held; null: open-ended). */
function inEffect<T extends { effectiveFrom: string; effectiveTo: string | null }>(rows: readonly T[], day: string): T | undefined {
  let found: T | undefined;
  for (const r of rows) if (r.effectiveFrom <= day && (r.effectiveTo === null || r.effectiveTo >= day)) found = r;
  return found;
}

function groupBy<T, K>(rows: readonly T[], key: (r: T) => K): Map<K, T[]> {
  const out = new Map<K, T[]>();
  for (const r of rows) {
    const k = key(r);
    const list = out.get(k);
    if (list) list.push(r);
    else out.set(k, [r]);
  }
  return out;
}

const variableFeeKey = (category: string, currency: string): keyof ProductPriceRow | null => {
  if (!['151', '152', '155'].includes(category)) return null;
  return `var${category}${currency === 'USD' ? 'Usd' : 'Krw'}` as keyof ProductPriceRow;
};

/** The lines and summaries of the inputs' customers for the month, in a stable order. */
export function computeBilling(inp: BillingInputs): { lines: ComputedLine[]; summaries: ComputedSummary[] } {
  const { first, last, days: dim } = monthRange(inp.month);
  const pricesByProduct = groupBy(inp.prices, (p) => p.productCode);
  const feesByTier = groupBy(inp.nonDisplayFees, (f) => `${f.usagePurpose}|${f.tier}`);
  const cpByCompany = groupBy(inp.contractProducts, (c) => c.companyId);
  const monthlyByCompany = groupBy(inp.monthly, (f) => f.companyId);
  const countsByKey = new Map(inp.counts.map((c) => [`${c.companyId}|${c.productCode}`, c]));
  const correctionsByCompany = groupBy(inp.corrections, (f) => f.companyId);
  const declarationsByCompany = groupBy(inp.declarations, (d) => d.companyId);
  const lateFeesByCompany = groupBy(inp.lateFees ?? [], (f) => f.companyId);
  const adjustmentsByCompany = groupBy(inp.adjustments ?? [], (a) => a.companyId);
  const lines: ComputedLine[] = [];
  const summaries: ComputedSummary[] = [];

  for (const profile of inp.profiles) {
    const companyId = profile.companyId;
    const currency = profile.currency === 'USD' ? 'USD' : 'KRW';
    const usd = currency === 'USD';
    const own: ComputedLine[] = [];
    /** Per product: the full month's list basic fee, the contracts, the connection counts, the flags. */
    const facts = new Map<
      string,
      { listFees: Map<string, number>; contracts: Map<number, number>; contractNumbers: Set<string>; flags: Set<TSalesOptionFlag> }
    >();
    const factOf = (productCode: string) => {
      let f = facts.get(productCode);
      if (!f) facts.set(productCode, (f = { listFees: new Map(), contracts: new Map(), contractNumbers: new Set(), flags: new Set() }));
      return f;
    };

    // BASIC: each contract product over its days of the month, at the price in effect on its first day of the month.
    for (const cp of cpByCompany.get(companyId) ?? []) {
      const from = maxDay(cp.effectiveFrom, first);
      const to = minDay(last, cp.effectiveTo);
      if (to < from) continue;
      const days = daysBetween(from, to);
      const price = inEffect(pricesByProduct.get(cp.productCode) ?? [], from);
      const fee = price ? (usd ? price.basicFeeUsd : price.basicFeeKrw) : 0;
      own.push({
        companyId,
        productCode: cp.productCode,
        lineType: 'BASIC',
        useCategory: null,
        correctsMonth: null,
        currency,
        quantity: 1,
        unitPrice: fee,
        days,
        daysInMonth: dim,
        amount: prorate(fee, days, dim),
        sourceKind: 'contract',
        sourceId: cp.contractId,
        sourceNumber: cp.contractNumber,
      });
      const f = factOf(cp.productCode);
      // A product held twice (two contracts, or direct and indirect) lists twice; a change within one contract and use once.
      const listKey = `${cp.contractId}|${cp.useType}`;
      f.listFees.set(listKey, Math.max(f.listFees.get(listKey) ?? 0, fee));
      f.contractNumbers.add(cp.contractNumber);
      const order = inp.orders.get(cp.orderId);
      f.contracts.set(cp.contractId, Math.max(f.contracts.get(cp.contractId) ?? 0, order?.connectionCount ?? 0));
      if (order) {
        for (const o of [...order.serviceOptions, ...order.deliveryProtocols]) if (FLAG_SET.has(o)) f.flags.add(o as TSalesOptionFlag);
        if (order.affiliateExtension) f.flags.add('AFFILIATE_EXTENSION');
      }
      if (FLAG_SET.has(cp.useType)) f.flags.add(cp.useType as TSalesOptionFlag);
      const provision = PROVISION_FLAG[inp.products.get(cp.productCode)?.provision ?? ''];
      if (provision) f.flags.add(provision);
    }

    // VARIABLE: the approved monthly report's rows per product and use category (their stored amounts).
    let reportNumber: string | null = null;
    for (const r of monthlyByCompany.get(companyId) ?? []) {
      reportNumber = r.number;
      own.push({
        companyId,
        productCode: r.productCode,
        lineType: 'VARIABLE',
        useCategory: r.useCategory,
        correctsMonth: null,
        currency,
        quantity: r.quantity,
        unitPrice: unitPriceOf(pricesByProduct.get(r.productCode) ?? [], last, r.useCategory, currency),
        days: null,
        daysInMonth: null,
        amount: r.amount,
        sourceKind: 'userReport',
        sourceId: r.requestId,
        sourceNumber: r.number,
      });
    }

    // NON_DISPLAY: each purpose's tier fee of a declaration in effect, pro-rated from the effective date in its first month.
    const declarationNumbers: string[] = [];
    for (const d of declarationsByCompany.get(companyId) ?? []) {
      const from = maxDay(d.effectiveDate, first);
      if (from > last) continue;
      const days = daysBetween(from, last);
      declarationNumbers.push(d.number);
      for (const [purpose, tier] of [
        ['TRADING', d.tradingTier],
        ['OTHER', d.otherTier],
      ] as const) {
        if (!tier) continue;
        const feeRow = tier === 'CHARGE_HOLD' ? undefined : inEffect(feesByTier.get(`${purpose}|${tier}`) ?? [], from);
        const fee = feeRow ? (usd ? feeRow.feeUsd : feeRow.feeKrw) : 0;
        own.push({
          companyId,
          productCode: NON_DISPLAY_BILLING_PRODUCT,
          lineType: 'NON_DISPLAY',
          useCategory: purpose,
          correctsMonth: null,
          currency,
          quantity: 1,
          unitPrice: fee,
          days,
          daysInMonth: dim,
          amount: prorate(fee, days, dim),
          sourceKind: 'nonDisplay',
          sourceId: d.requestId,
          sourceNumber: d.number,
        });
      }
      factOf(NON_DISPLAY_BILLING_PRODUCT).flags.add('NON_DISPLAY');
      // The products of the order the declaration is for carry the flag too.
      for (const cp of cpByCompany.get(companyId) ?? []) if (cp.orderId === d.orderId) facts.get(cp.productCode)?.flags.add('NON_DISPLAY');
    }

    // CORRECTION: per correction, product and use category, its figures minus those in effect before it.
    for (const [requestId, rows] of groupBy(correctionsByCompany.get(companyId) ?? [], (f) => f.requestId)) {
      for (const d of correctionDifferences(rows)) {
        own.push({
          companyId,
          productCode: d.productCode,
          lineType: 'CORRECTION',
          useCategory: d.useCategory,
          correctsMonth: rows[0]!.reportMonth,
          currency,
          quantity: d.quantity,
          unitPrice: unitPriceOf(pricesByProduct.get(d.productCode) ?? [], `${rows[0]!.reportMonth}-01`, d.useCategory, currency),
          days: null,
          daysInMonth: null,
          amount: d.amount,
          sourceKind: 'userReport',
          sourceId: requestId,
          sourceNumber: rows[0]!.number,
        });
      }
    }

    // LATE_FEE: the fee fixed when the month's approved report was filed late, billed with the report's month (the
    // month its variable fee is billed in), as a line of its own like a correction's difference (decision 063).
    for (const f of lateFeesByCompany.get(companyId) ?? []) {
      own.push({
        companyId,
        productCode: LATE_FEE_BILLING_PRODUCT,
        lineType: 'LATE_FEE',
        useCategory: null,
        correctsMonth: f.reportMonth,
        currency,
        quantity: 1,
        unitPrice: f.fee,
        days: null,
        daysInMonth: null,
        amount: f.fee,
        sourceKind: 'userReport',
        sourceId: f.requestId,
        sourceNumber: f.number,
      });
    }

    // ADJUSTMENT: an accepted dispute's credit, for the month of the line it adjusts (decision 080), in its own currency.
    for (const a of adjustmentsByCompany.get(companyId) ?? []) {
      own.push({
        companyId,
        productCode: a.productCode,
        lineType: 'ADJUSTMENT',
        useCategory: a.useCategory,
        correctsMonth: a.serviceMonth,
        currency: a.currency,
        quantity: 1,
        unitPrice: 0,
        days: null,
        daysInMonth: null,
        amount: a.amount,
        sourceKind: a.sourceKind,
        sourceId: a.sourceId,
        sourceNumber: a.sourceNumber,
      });
    }

    own.sort(compareLines);
    lines.push(...own);

    // Summaries per product.
    const name = inp.companyNames.get(companyId);
    for (const [productCode, productLines] of groupBy(own, (l) => l.productCode)) {
      const sum = (types: TBillingLineType[]) => productLines.filter((l) => types.includes(l.lineType)).reduce((a, l) => a + l.amount, 0);
      const basicFee = sum(['BASIC']);
      const variableFee = sum(['VARIABLE', 'NON_DISPLAY', 'CORRECTION', 'LATE_FEE', 'ADJUSTMENT']);
      const f = facts.get(productCode);
      const counts = countsByKey.get(`${companyId}|${productCode}`);
      const product = inp.products.get(productCode);
      const nonDisplay = productCode === NON_DISPLAY_BILLING_PRODUCT;
      const lateFee = productCode === LATE_FEE_BILLING_PRODUCT;
      const lineCount = f ? [...f.contracts.values()].reduce((a, n) => a + n, 0) : 0;
      summaries.push({
        companyId,
        productCode,
        productNameKo: nonDisplay
          ? NON_DISPLAY_BILLING_PRODUCT_LABEL.ko
          : lateFee
            ? LATE_FEE_PRODUCT_LABEL.ko
            : (product?.nameKo ?? productCode),
        productNameEn: nonDisplay
          ? NON_DISPLAY_BILLING_PRODUCT_LABEL.en
          : lateFee
            ? LATE_FEE_PRODUCT_LABEL.en
            : (product?.nameEn ?? productCode),
        marketMain: product?.marketMain ?? '',
        marketSub: product?.marketSub ?? '',
        customerCode: profile.customerCode,
        customerName: name?.ko ?? '',
        customerNameEn: name?.en ?? null,
        customerMainCategory: profile.customerMainCategory,
        customerMiddleCategory: profile.customerMiddleCategory,
        billingCycle: profile.billingCycle,
        currency,
        basicFee,
        variableFee,
        correctionFee: sum(['CORRECTION']),
        usagePrice: basicFee + variableFee,
        targetPrice: [...(f?.listFees.values() ?? [])].reduce((a, n) => a + n, 0) + variableFee,
        siteCount: counts?.sites ?? 0,
        lineCount,
        terminalCount: counts?.terminals ?? 0,
        accountCount: counts?.accounts ?? 0,
        memberCount: counts?.members ?? 0,
        additionalReceptionCount: Math.max(lineCount - 1, 0),
        flags: SALES_OPTION_FLAGS.filter((flag) => f?.flags.has(flag)),
        detail: {
          contracts: [...(f?.contractNumbers ?? [])].sort(),
          report: productLines.some((l) => l.lineType === 'VARIABLE') ? reportNumber : null,
          declarations: nonDisplay ? declarationNumbers : [],
        },
      });
    }
  }
  return { lines, summaries };
}

function unitPriceOf(prices: readonly ProductPriceRow[], day: string, category: string, currency: string): number {
  const key = variableFeeKey(category, currency);
  const price = inEffect(prices, day);
  return key && price ? Number(price[key]) : 0;
}

function compareLines(a: ComputedLine, b: ComputedLine): number {
  return (
    (a.productCode < b.productCode ? -1 : a.productCode > b.productCode ? 1 : 0) ||
    LINE_ORDER[a.lineType] - LINE_ORDER[b.lineType] ||
    (a.correctsMonth ?? '').localeCompare(b.correctsMonth ?? '') ||
    (a.useCategory ?? '').localeCompare(b.useCategory ?? '') ||
    a.sourceId - b.sourceId
  );
}

/**
 * A running SHA-256 of the month's lines and summaries, fed a batch of customers at a time: lines and summaries go into
 * two hashes (each a concatenation in the stable order: customers by id, each one's lines sorted), combined at the end,
 * so where the batches were cut never changes the hash. Equal hashes, equal figures.
 */
export function billingHasher() {
  const lines = createHash('sha256');
  const summaries = createHash('sha256');
  return {
    add(part: { lines: ComputedLine[]; summaries: ComputedSummary[] }) {
      for (const l of part.lines) lines.update(JSON.stringify(l));
      for (const s of part.summaries) summaries.update(JSON.stringify(s));
    },
    digest: () => createHash('sha256').update(lines.digest('hex')).update(summaries.digest('hex')).digest('hex'),
  };
}
