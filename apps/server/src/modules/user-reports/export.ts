import { BRAND_NAME, formatKoreaDateTime, REPORT_COLUMNS, reportCodeLabel, type TLanguage, type TUserReportDetail } from '@portal/contract';
import type { Writable } from 'node:stream';
import { renderDocumentPdf } from '../../platform/pdf';
import { writeWorkbook } from '../../platform/spreadsheet';

/**
 * A submitted report as files: an Excel workbook of every row (the form's columns, quantities as counts and
 * amounts as numbers with their formats, the submission time as a date, a frozen header: the platform's writer) and a
 * PDF of the same rows (the platform's PDF service), in the request's language. Both read the report's detail, so what
 * is downloaded is what the report's page shows.
 */

const T = {
  ko: {
    sheet: '리포트',
    title: (d: TUserReportDetail) => `${d.typeName} ${d.number} · ${d.reportMonth} · ${d.companyName}`,
    rowNo: '번호',
    amount: '금액',
    currency: '통화',
    submittedAt: '제출 일시',
    state: '상태',
    late: '지연 신고',
    number: '문서 번호',
    month: '신고 월',
    customer: '고객사',
    rows: '행 수',
    quantity: '총 수량',
    total: '총액',
    details: '상세 내역',
    vat: '금액은 부가가치세(VAT) 별도입니다.',
  },
  en: {
    sheet: 'Report',
    title: (d: TUserReportDetail) => `${d.typeName} ${d.number} · ${d.reportMonth} · ${d.companyName}`,
    rowNo: 'No.',
    amount: 'Amount',
    currency: 'Currency',
    submittedAt: 'Submitted',
    state: 'State',
    late: 'Filed late',
    number: 'Number',
    month: 'Report month',
    customer: 'Customer',
    rows: 'Rows',
    quantity: 'Total quantity',
    total: 'Total',
    details: 'Details',
    vat: 'Amounts exclude VAT.',
  },
} as const;

/** Minor units to the currency's major unit (KRW has none below the won; USD cents). */
const major = (minor: number, currency: string) => (currency === 'USD' ? minor / 100 : minor);
const MONEY_FORMAT = { KRW: '#,##0', USD: '#,##0.00' } as const;

/** "user-report-UR-2026-000123-2026-10.xlsx": ASCII, so the header's `filename` and `filename*` agree. */
export const reportFileName = (d: TUserReportDetail, ext: 'xlsx' | 'pdf'): string => `user-report-${d.number}-${d.reportMonth}.${ext}`;

const cellOf = (d: TUserReportDetail['rows']['items'][number], key: string): string | number | null | undefined =>
  (d.cells as Record<string, string | number | null | undefined>)[key];

export async function writeReportWorkbook(out: Writable, d: TUserReportDetail, lang: TLanguage): Promise<void> {
  const t = T[lang];
  const currency = d.currency === 'USD' ? 'USD' : 'KRW';
  await writeWorkbook(out, { creator: BRAND_NAME.en }, (addSheet) => {
    const sheet = addSheet({
      name: t.sheet,
      title: `${t.title(d)} · ${t.state} ${d.stateName}${d.late ? ` · ${t.late}` : ''} · ${t.vat}`,
      columns: [
        { header: t.rowNo, width: 6, numFmt: '0' },
        ...REPORT_COLUMNS.map((c) => ({
          header: c.label[lang],
          width: c.key === 'quantity' ? 10 : 18,
          ...(c.key === 'quantity' ? { numFmt: '#,##0' } : {}),
        })),
        { header: t.amount, width: 16, numFmt: MONEY_FORMAT[currency] },
        { header: t.currency, width: 8 },
        { header: t.submittedAt, width: 18, numFmt: 'yyyy-mm-dd hh:mm' },
      ],
    });
    // The submission time as a date value in Korea's wall time (a spreadsheet has no zone; the header says KST).
    const submitted = d.submittedAt ? new Date(Date.parse(d.submittedAt) + 9 * 3_600_000) : null;
    for (const r of d.rows.items) {
      sheet.row([
        r.rowNo,
        ...REPORT_COLUMNS.map((c) => {
          const v = cellOf(r, c.key);
          if (c.key === 'quantity')
            return typeof v === 'number' ? v : v !== null && v !== undefined && /^\d+$/.test(String(v)) ? Number(v) : v;
          return v === null || v === undefined ? '' : String(v);
        }),
        major(r.amount, currency),
        currency,
        submitted,
      ]);
    }
  });
}

export function reportPdf(d: TUserReportDetail, lang: TLanguage): Promise<Buffer> {
  const t = T[lang];
  const shown = REPORT_COLUMNS.filter((c) =>
    ['productCode', 'useCategory', 'subscriberName', 'subscriberId', 'country', 'quantity'].includes(c.key),
  );
  return renderDocumentPdf({
    title: t.title(d),
    subtitle: t.vat,
    lang,
    keywords: d.number,
    meta: [
      { label: t.number, value: d.number },
      { label: t.month, value: d.reportMonth },
      { label: t.customer, value: d.customerCode ? `${d.companyName} (${d.customerCode})` : d.companyName },
      { label: t.state, value: d.late ? `${d.stateName} · ${t.late}` : d.stateName },
      { label: t.submittedAt, value: d.submittedAt ? formatKoreaDateTime(d.submittedAt) : '-' },
      { label: t.rows, value: d.totals.rowCount.toLocaleString('en-US') },
      { label: t.quantity, value: d.totals.quantity.toLocaleString('en-US') },
      { label: t.total, value: d.totals.amountText },
    ],
    sections: [
      {
        heading: t.details,
        table: {
          columns: [
            { header: t.rowNo, width: 0.6, align: 'right' },
            ...shown.map((c) => ({
              header: c.label[lang],
              width: c.key === 'subscriberName' ? 2 : 1,
              align: c.key === 'quantity' ? ('right' as const) : ('left' as const),
            })),
            { header: t.amount, width: 1.4, align: 'right' },
          ],
          rows: d.rows.items.map((r) => [
            String(r.rowNo),
            ...shown.map((c) => {
              const v = cellOf(r, c.key);
              const text = v === null || v === undefined ? '' : String(v);
              return c.key === 'useCategory' && text ? reportCodeLabel(c.key, text, lang) : text;
            }),
            (major(r.amount, currency(d)) as number).toLocaleString('en-US', currency(d) === 'USD' ? { minimumFractionDigits: 2 } : {}),
          ]),
        },
      },
    ],
  });
}

const currency = (d: TUserReportDetail) => (d.currency === 'USD' ? 'USD' : 'KRW');
