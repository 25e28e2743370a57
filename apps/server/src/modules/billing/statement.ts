import {
  BRAND_NAME,
  formatKoreaDateTime,
  formatMoneyText,
  money,
  moneyXlsx,
  type TCurrencyTotal,
  type TLanguage,
  type TUserBillingDetail,
} from '@portal/contract';
import type { Writable } from 'node:stream';
import { renderDocumentPdf } from '../../platform/pdf';
import { COUNT_FORMAT, writeWorkbook } from '../../platform/spreadsheet';

/**
 * The customer's statement of a month (beyond the specification): the same lines as the bill page,
 * grouped by product, with totals per currency, VAT excluded; as a workbook (the platform's streaming writer, formula-safe)
 * or a PDF (the platform's PDF service), in the request's language.
 */

const T = {
  ko: {
    title: (m: string) => `${m} 청구 명세서`,
    sheet: '청구 명세',
    headers: ['상품 코드', '상품명', '항목', '이용 구분', '정정 대상 월', '수량', '단가', '일수', '금액', '통화', '근거 문서'],
    customer: '고객',
    code: '고객 코드',
    month: '청구 월',
    state: '상태',
    final: '확정',
    provisional: '잠정 (다시 계산될 수 있음)',
    issued: '작성',
    total: '합계',
    subtotal: '소계',
    vat: '금액은 부가가치세(VAT) 별도입니다.',
    empty: '이 달에는 청구 항목이 없습니다.',
    product: '상품',
    item: '항목',
    qty: '수량',
    amount: '금액',
  },
  en: {
    title: (m: string) => `Billing statement ${m}`,
    sheet: 'Statement',
    headers: [
      'Product code',
      'Product',
      'Item',
      'Category',
      'Corrects month',
      'Quantity',
      'Unit price',
      'Days',
      'Amount',
      'Currency',
      'Source',
    ],
    customer: 'Customer',
    code: 'Customer code',
    month: 'Billing month',
    state: 'State',
    final: 'Final',
    provisional: 'Provisional (may be recalculated)',
    issued: 'Issued',
    total: 'Total',
    subtotal: 'Subtotal',
    vat: 'Amounts exclude VAT.',
    empty: 'There are no charges for this month.',
    product: 'Product',
    item: 'Item',
    qty: 'Quantity',
    amount: 'Amount',
  },
} as const;

/** Money of the statement, one formatter per output (decision 057): text for the PDF, a formatted number for Excel. */
const totalText = (totals: TCurrencyTotal[]) => totals.map((t) => formatMoneyText(t)).join(' / ') || '0';
const cell = (amount: number, currency: string, lang: TLanguage) => moneyXlsx(money(amount, currency), lang);

export const statementFileName = (bill: TUserBillingDetail, ext: 'xlsx' | 'pdf', lang: TLanguage): string =>
  `${lang === 'ko' ? '청구명세서' : 'billing-statement'}-${bill.customerCode || 'customer'}-${bill.month}.${ext}`;

export async function writeStatementWorkbook(out: Writable, bill: TUserBillingDetail, lang: TLanguage, now: Date): Promise<void> {
  const t = T[lang];
  await writeWorkbook(out, { creator: BRAND_NAME.en }, (addSheet) => {
    const sheet = addSheet({
      name: t.sheet,
      title: `${t.title(bill.month)} · ${bill.companyName} (${bill.customerCode}) · ${bill.final ? t.final : t.provisional} · ${t.issued} ${formatKoreaDateTime(now, { seconds: true })} · ${t.vat}`,
      columns: t.headers.map((header, i) => ({ header, width: [14, 30, 26, 10, 12, 10, 14, 8, 16, 8, 20][i] })),
    });
    for (const g of bill.products) {
      for (const l of g.lines)
        sheet.row([
          l.productCode,
          l.productName,
          l.label,
          l.useCategory ?? '',
          l.correctsMonth ?? '',
          { value: l.quantity, numFmt: COUNT_FORMAT },
          l.unitPrice ? cell(l.unitPrice, l.currency, lang) : '',
          l.days === null ? '' : `${l.days}/${l.daysInMonth}`,
          cell(l.amount, l.currency, lang),
          l.currency,
          l.sourceNumber,
        ]);
      for (const s of g.subtotal)
        sheet.row([g.productCode, g.productName, t.subtotal, '', '', '', '', '', cell(s.amount, s.currency, lang), s.currency, '']);
    }
    for (const s of bill.totals) sheet.row(['', '', t.total, '', '', '', '', '', cell(s.amount, s.currency, lang), s.currency, '']);
  });
}

export function statementPdf(bill: TUserBillingDetail, lang: TLanguage, now: Date): Promise<Buffer> {
  const t = T[lang];
  return renderDocumentPdf({
    title: t.title(bill.month),
    subtitle: t.vat,
    meta: [
      { label: t.customer, value: bill.companyName },
      { label: t.code, value: bill.customerCode },
      { label: t.month, value: bill.month },
      { label: t.state, value: bill.final ? t.final : t.provisional },
      { label: t.total, value: totalText(bill.totals) },
    ],
    sections: bill.products.length
      ? bill.products.map((g) => ({
          heading: `${g.productName} (${g.productCode})`,
          table: {
            columns: [
              { header: t.item, width: 3 },
              { header: t.qty, width: 1, align: 'right' as const },
              { header: t.amount, width: 2, align: 'right' as const },
            ],
            rows: [
              ...g.lines.map((l) => [
                `${l.label}${l.days !== null ? ` (${l.days}/${l.daysInMonth})` : ''}`,
                String(l.quantity),
                formatMoneyText(money(l.amount, l.currency)),
              ]),
              [t.subtotal, '', totalText(g.subtotal)],
            ],
          },
        }))
      : [{ heading: t.sheet, paragraphs: [t.empty] }],
    footer: `${t.title(bill.month)} · ${bill.companyName}`,
    lang,
    generatedAt: now,
  });
}
