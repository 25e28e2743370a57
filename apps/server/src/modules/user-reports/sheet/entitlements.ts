import {
  checkEntitlementRow,
  ENTITLEMENT_COLUMNS,
  entitlementHeaderLabel,
  REPORT_MAX_ROWS,
  type TEntitlementCellIssue,
  type TEntitlementColumnKey,
  type TEntitlementMapping,
  type TEntitlementRow,
} from '@portal/contract';
import { cellText, FormulaCell, isoDate, PROGRESS_EVERY, ReportFileError, type TRawCell } from './rows';

/**
 * The entitlement extract of a reconciliation (decision 079; docs/entitlement-csv.md), read by the same readers, threads
 * and limits as a report file: the header row names the columns (their keys, Korean or English labels, or both as the
 * template writes them; or the headers of the company's own export through its saved mapping), the other rows go through
 * the contract's `checkEntitlementRow`. Issues are kept up to a bound (the file is refused with them).
 */

const normalise = (s: string) => s.toLowerCase().replace(/[\s*]+/g, '');
const DOCUMENTED = new Map<string, TEntitlementColumnKey>();
for (const c of ENTITLEMENT_COLUMNS)
  for (const name of [c.key, c.label.ko, c.label.en, entitlementHeaderLabel(c.key), `${c.label.en} / ${c.label.ko}`])
    DOCUMENTED.set(normalise(name), c.key);

/** Issues kept of a refused file (the count is of all). */
export const ENTITLEMENT_ISSUES_KEPT = 20;

export class EntitlementRowCollector {
  readonly rows: TEntitlementRow[] = [];
  readonly issues: TEntitlementCellIssue[] = [];
  issueCount = 0;
  rowCount = 0;
  private columns: (TEntitlementColumnKey | undefined)[] | null = null;
  private readonly maxRows: number;

  constructor(
    private readonly opts: {
      productCodes: ReadonlySet<string>;
      mapping?: TEntitlementMapping;
      maxRows?: number;
      onProgress?: (rowsRead: number) => void;
    },
  ) {
    this.maxRows = opts.maxRows ?? REPORT_MAX_ROWS;
  }

  add(rowNumber: number, cells: readonly TRawCell[]): void {
    if (this.columns === null) {
      if (cells.every((c) => cellText(c).trim() === '')) return;
      this.columns = this.matchHeader(cells);
      return;
    }
    if (cells.every((c) => c === null || c === undefined || c === '')) return;
    const values: Partial<Record<TEntitlementColumnKey, string>> = {};
    let formulas: Set<TEntitlementColumnKey> | undefined;
    for (let i = 0; i < this.columns.length; i++) {
      const key = this.columns[i];
      if (!key) continue;
      const cell = cells[i];
      if (cell instanceof FormulaCell) (formulas ??= new Set()).add(key);
      else if (cell instanceof Date) values[key] = isoDate(cell);
      else values[key] = cellText(cell);
    }
    if (!formulas && Object.values(values).every((v) => !v || !v.trim())) return;
    this.rowCount++;
    if (this.rowCount > this.maxRows) throw new ReportFileError('URF1N4004', { max: this.maxRows.toLocaleString('en-US') });
    const checked = checkEntitlementRow(values, rowNumber, { productCodes: this.opts.productCodes, formulas });
    if (checked.row) this.rows.push(checked.row);
    else {
      this.issueCount += checked.issues.length;
      for (const issue of checked.issues) if (this.issues.length < ENTITLEMENT_ISSUES_KEPT) this.issues.push(issue);
    }
    if (this.opts.onProgress && this.rowCount % PROGRESS_EVERY === 0) this.opts.onProgress(this.rowCount);
  }

  finish(): void {
    if (this.columns === null || this.rowCount === 0) throw new ReportFileError('URF1N4002');
  }

  /**
   * The columns of the header row: a header the mapping names is its column; any other header is read by its documented
   * name. Refuses a mapped header the file lacks (REC1N4007) and a file without a required column (REC1N4005).
   */
  private matchHeader(cells: readonly TRawCell[]): (TEntitlementColumnKey | undefined)[] {
    const texts = cells.map((c) => cellText(c).trim());
    const found = texts.filter(Boolean).join(', ');
    const mapped = new Map<string, TEntitlementColumnKey>();
    for (const c of ENTITLEMENT_COLUMNS) {
      const header = this.opts.mapping?.[c.key]?.trim();
      if (header) mapped.set(normalise(header), c.key);
    }
    const present = new Set(texts.map(normalise));
    for (const [header, key] of mapped)
      if (!present.has(header)) {
        const shown = this.opts.mapping![key]!.trim();
        throw new ReportFileError('REC1N4007', { header: shown, column: key, found });
      }
    const mappedKeys = new Set(mapped.values());
    const columns = texts.map((t) => {
      const n = normalise(t);
      const byMapping = mapped.get(n);
      if (byMapping) return byMapping;
      const documented = DOCUMENTED.get(n);
      return documented && !mappedKeys.has(documented) ? documented : undefined;
    });
    const seen = new Set(columns.filter(Boolean));
    const missing = ENTITLEMENT_COLUMNS.filter((c) => c.required && !seen.has(c.key));
    if (missing.length)
      throw new ReportFileError('REC1N4005', { columns: missing.map((c) => entitlementHeaderLabel(c.key)).join(', '), found });
    return columns;
  }
}
