import {
  checkReportRow,
  isBlankReportRow,
  REPORT_COLUMN_KEYS,
  REPORT_COLUMNS,
  reportCellMessage,
  reportCodeLabel,
  reportRowAmount,
  USER_REPORT_METHOD_LABELS,
  USER_REPORT_TYPE_LABELS,
  USER_REPORT_WORKFLOW,
  type TCalendarMonth,
  type TCurrency,
  type TProductListResponse,
  type TReportCellIssue,
  type TReportColumnKey,
  type TUnitPrices,
  type TUseCategory,
  type TUserReportDraftRow,
  type TUserReportState,
} from '@portal/contract';
import Alert from 'antd/es/alert';
import { StatusTag } from '../../../components/status-tag';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { TGridColumn, TGridRow } from '../../../components/editable-grid';
import { WorkflowStatusTag } from '../../../components/document-page';
import { formatMoney } from '../../../lib/format';
import { currentLanguage } from '../../../lib/i18n';
import { formatMonth } from './calendar-parts';

export const reportReviewPage = (id: number) => `/admin/report/${id}/report-review`;
export const reportWritePage = (id?: number) => `/report/user-report-write${id ? `?reportId=${id}` : ''}`;

export const typeLabel = (type: keyof typeof USER_REPORT_TYPE_LABELS) => USER_REPORT_TYPE_LABELS[type][currentLanguage()];
export const methodLabel = (m: keyof typeof USER_REPORT_METHOD_LABELS) => USER_REPORT_METHOD_LABELS[m][currentLanguage()];

/** The mark of a report filed after its window, beside its state (the list, the document's header). */
export function LateTag() {
  const { t } = useTranslation('user-reports');
  return <StatusTag tone="gold">{t('late.tag')}</StatusTag>;
}

export function ReportStateTag({ state, late = false }: { state: TUserReportState; late?: boolean }) {
  if (!late) return <WorkflowStatusTag declaration={USER_REPORT_WORKFLOW} state={state} />;
  return (
    <span className="ur-state-late">
      <WorkflowStatusTag declaration={USER_REPORT_WORKFLOW} state={state} />
      <LateTag />
    </span>
  );
}

/**
 * When and how the chosen month can be filed (decision 063), said before the first keystroke: not yet (save a draft
 * now), open until the window closes, late (until when, flagged late, with the provider's fee if one is set), or no
 * longer.
 */
export function FilingNotice({ month, feeText }: { month: TCalendarMonth; feeText: string | null }) {
  const { t } = useTranslation('user-reports');
  const values = {
    month: formatMonth(month.reportMonth),
    opens: month.windowOpens,
    closes: month.windowCloses,
    until: month.lateFilingUntil,
  };
  switch (month.filingPhase) {
    case 'NOT_YET':
      return <Alert className="ur-alert" type="info" showIcon title={t('filing.notYet', values)} description={t('filing.notYetHow')} />;
    case 'OPEN':
      return <Alert className="ur-alert" type="info" showIcon title={t('filing.open', values)} />;
    case 'LATE':
      return (
        <Alert
          className="ur-alert"
          type="warning"
          showIcon
          title={t('filing.late', values)}
          description={feeText ? `${t('filing.lateHow', values)} ${t('filing.lateFee', { fee: feeText })}` : t('filing.lateHow', values)}
        />
      );
    default:
      return <Alert className="ur-alert" type="error" showIcon title={t('filing.closed', values)} description={t('filing.closedHow')} />;
  }
}

/** Formats an amount in minor units: ₩1,500,000 or US$1,250.00 (the web's one money formatter, lib/format.ts). */
export const formatAmount = (minor: number, currency: TCurrency): string => formatMoney(minor, currency);

/** The unit prices of the catalogue (variable fees per use category) as reportRowAmount takes them. */
export function unitPricesOf(catalogue: TProductListResponse | undefined): TUnitPrices {
  const map = new Map<string, Record<TUseCategory, { krw: number; usd: number }>>();
  for (const p of catalogue?.items ?? []) {
    if (!p.price) continue;
    const fees = {} as Record<TUseCategory, { krw: number; usd: number }>;
    for (const f of p.price.variableFees) fees[f.useCategory] = f.fee;
    map.set(p.productCode, fees);
  }
  return map;
}

/** The grid's columns from the contract's report columns, labels and code lists in the page's language. */
export function useReportGridColumns(catalogue: TProductListResponse | undefined): TGridColumn[] {
  const lang = currentLanguage();
  return useMemo(
    () =>
      REPORT_COLUMNS.map((c) => ({
        key: c.key,
        title: c.label[lang],
        required: c.required,
        width: WIDTHS[c.key],
        numeric: c.kind === 'quantity',
        maxLength: c.max ? c.max + 20 : c.kind === 'country' ? 10 : 40,
        options: c.codes
          ? Object.entries(c.codes).map(([value, label]) => ({ value, label: label[lang] }))
          : c.kind === 'product'
            ? (catalogue?.items ?? [])
                .filter((p) => p.active)
                .map((p) => ({ value: p.productCode, label: lang === 'ko' ? p.nameKo : p.nameEn }))
            : undefined,
      })),
    [lang, catalogue],
  );
}

const WIDTHS: Record<TReportColumnKey, number> = {
  provisionMethod: 150,
  useCategory: 190,
  accountNumber: 150,
  billingCode: 120,
  variableFeeItem: 160,
  productCode: 220,
  vendorProductName: 170,
  subscriberName: 150,
  subscriberId: 130,
  address: 200,
  city: 130,
  region: 130,
  country: 100,
  quantity: 100,
};

/** A stored or loaded row as the grid holds it (every cell a string). */
export const toGridRow = (cells: Partial<Record<TReportColumnKey, unknown>>): TGridRow =>
  Object.fromEntries(REPORT_COLUMN_KEYS.map((k) => [k, cells[k] === null || cells[k] === undefined ? '' : String(cells[k])]));

/** A grid row as the save call takes it (empty cells null). */
export const toDraftRow = (row: TGridRow): TUserReportDraftRow =>
  Object.fromEntries(REPORT_COLUMN_KEYS.map((k) => [k, row[k] === '' || row[k] === undefined ? null : row[k]])) as TUserReportDraftRow;

/**
 * The one row check of the contract over the grid's rows, remembered per row object (a row changes only when edited,
 * so thousands of rows cost one check each). Blank rows have no issues (they are dropped on save).
 */
export function useRowChecks(productCodes: ReadonlySet<string>) {
  return useMemo(() => rowChecks(productCodes), [productCodes]);
}

/** The row checks of `useRowChecks` for a set of product codes (outside React: the form model's tests). */
export function rowChecks(productCodes: ReadonlySet<string>) {
  const cache = new WeakMap<TGridRow, ReturnType<typeof checkReportRow>>();
  const check = (row: TGridRow, index: number) => {
    if (isBlankReportRow(row)) return null;
    let result = cache.get(row);
    if (!result) {
      result = checkReportRow(row, index + 1, { productCodes });
      cache.set(row, result);
    }
    return result;
  };
  return {
    check,
    cellIssue(row: TGridRow, index: number, key: string): string | undefined {
      const result = check(row, index);
      const issue = result?.issues.find((i) => i.column === key);
      return issue ? reportCellMessage(issue, currentLanguage()) : undefined;
    },
    /** The first bad cell of the rows (an empty required cell first, as the server's refusal names it). */
    firstIssue(rows: readonly TGridRow[]): (TReportCellIssue & { index: number }) | null {
      let first: (TReportCellIssue & { index: number }) | null = null;
      for (let i = 0; i < rows.length; i += 1) {
        const result = check(rows[i]!, i);
        if (!result || result.issues.length === 0) continue;
        const required = result.issues.find((x) => x.code === 'required');
        if (required) return { ...required, index: i };
        first ??= { ...result.issues[0]!, index: i };
      }
      return first;
    },
    total(rows: readonly TGridRow[], prices: TUnitPrices, currency: TCurrency) {
      let amount = 0;
      let quantity = 0;
      let valid = 0;
      let invalid = 0;
      rows.forEach((r, i) => {
        const result = check(r, i);
        if (!result) return;
        if (result.row) {
          valid += 1;
          quantity += result.row.quantity;
          amount += reportRowAmount(result.row, prices, currency);
        } else invalid += 1;
      });
      return { amount, quantity, valid, invalid };
    },
    /** The clean rows' quantities summed per product and use category (what the fee panel estimates: decision 083). */
    sums(rows: readonly TGridRow[]): { productCode: string; useCategory: TUseCategory; quantity: number }[] {
      const out = new Map<string, { productCode: string; useCategory: TUseCategory; quantity: number }>();
      rows.forEach((r, i) => {
        const row = check(r, i)?.row;
        if (!row) return;
        const key = `${row.productCode}|${row.useCategory}`;
        const f = out.get(key) ?? { productCode: row.productCode, useCategory: row.useCategory, quantity: 0 };
        f.quantity += row.quantity;
        out.set(key, f);
      });
      return [...out.values()];
    },
  };
}

/** A cell's value as the details table shows it (codes with their label). */
export const cellText = (key: TReportColumnKey, value: unknown): string => {
  if (value === null || value === undefined) return '';
  const text = String(value);
  return reportColumnHasCodes(key) ? `${text} · ${reportCodeLabel(key, text, currentLanguage())}` : text;
};
const reportColumnHasCodes = (key: TReportColumnKey) => !!REPORT_COLUMNS.find((c) => c.key === key)?.codes;
