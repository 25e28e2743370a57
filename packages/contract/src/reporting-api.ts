import { z } from 'zod';
import { ZCurrency } from './catalogue';
import { REPORT_COLUMNS, REPORT_MAX_ROWS, ZUserReportDraftRow, ZUserReportRow } from './user-report-rows';

/** The longest product code (the stored row's rule). */
const PRODUCT_CODE_MAX = 30;
import {
  USER_REPORT_MEMO_MAX,
  ZReportCellIssueAnswer,
  ZReportMonth,
  ZUserReportIdParams,
  ZUserReportListItem,
  ZUserReportSearchRequest,
  ZUserReportSearchResponse,
} from './user-reports';

/**
 * The reporting API: the machine calls under `/apis/v1/reporting/`, made with a personal API key
 * (api-keys.ts; decision 045). A firm's system validates a month's rows without storing them, submits them (JSON rows,
 * or a CSV body in the documented format, docs/reporting-api.md), reads a report's status and lists the company's
 * reports. The company is always the key's; the rules and messages are the screen's (the user-reports area's service).
 */

/** At most this many cell issues are answered by a validation (the counts are always whole). */
export const REPORTING_ISSUES_MAX = 1000;

const noNul = (s: string) => !s.includes('\u0000');

/** The rows of a month, as JSON: the columns of the form by their keys (user-report-rows.ts), codes as in the form. */
export const ZReportingRowsRequest = z.object({
  reportMonth: ZReportMonth,
  /** KRW or USD; default: the company's billing currency. */
  currency: ZCurrency.optional(),
  rows: z.array(ZUserReportDraftRow).max(REPORT_MAX_ROWS),
});
export type TReportingRowsRequest = z.input<typeof ZReportingRowsRequest>;

/** A submission: the rows, the accuracy attestation the screen asks for, and an optional memo. */
export const ZReportingSubmitRequest = ZReportingRowsRequest.extend({
  /** The accuracy attestation (required, as on the screen: URP1N4005 without it). */
  attested: z.boolean().optional(),
  memo: z.string().trim().max(USER_REPORT_MEMO_MAX).refine(noNul).default(''),
});
export type TReportingSubmitRequest = z.input<typeof ZReportingSubmitRequest>;

/**
 * A row as a correct call sends it: the form's columns by key, each with its label, codes and limits, the required
 * ones required (the document's `ReportRow`, decision 060). The calls take more (ZUserReportDraftRow: any cell may be
 * empty or wrong) so that a wrong cell is answered as an issue of its row and column, never as a refused call.
 */
export const ZReportRowDocumented = z
  .object(
    Object.fromEntries(
      REPORT_COLUMNS.map((c) => {
        const codes = c.codes
          ? `; one of ${Object.entries(c.codes)
              .map(([code, label]) => `${code} (${label.en}, ${label.ko})`)
              .join(', ')}`
          : '';
        const cell =
          c.kind === 'code'
            ? z.enum(Object.keys(c.codes!) as [string, ...string[]])
            : c.kind === 'quantity'
              ? ZUserReportRow.shape.quantity
              : c.kind === 'country'
                ? ZUserReportRow.shape.country
                : z
                    .string()
                    .max(c.max ?? PRODUCT_CODE_MAX)
                    .min(c.required ? 1 : 0);
        const described = cell.describe(`${c.label.en} (${c.label.ko})${codes}`);
        return [c.key, c.required ? described : described.optional()];
      }),
    ) as Record<string, z.ZodType>,
  )
  .meta({
    id: 'ReportRow',
    example: {
      provisionMethod: 'DATAFEED',
      useCategory: '151',
      accountNumber: '',
      billingCode: '',
      variableFeeItem: 'TERMINAL',
      productCode: 'KSP-RT-L1',
      vendorProductName: '',
      subscriberName: '홍길동',
      subscriberId: 'U-0001',
      address: '',
      city: 'Seoul',
      region: '',
      country: 'KR',
      quantity: 3,
    },
  });

/** The rows of a month as a correct call sends them (the document's `ReportRowsRequest`). */
export const ZReportingRowsDocumented = ZReportingRowsRequest.extend({
  rows: z.array(ZReportRowDocumented).max(REPORT_MAX_ROWS),
}).meta({ id: 'ReportRowsRequest' });

/** A submission as a correct call sends it: `attested` is true (URP1N4005 otherwise). */
export const ZReportingSubmitDocumented = ZReportingRowsDocumented.extend({
  attested: z.literal(true).describe('The accuracy attestation the screen asks for: true (URP1N4005 without it)'),
  memo: z.string().max(USER_REPORT_MEMO_MAX).optional(),
}).meta({ id: 'ReportSubmission' });

/** A CSV body's month and the rest, in the query (the body is the file, text/csv). */
export const ZReportingCsvQuery = z.object({
  reportMonth: ZReportMonth,
  currency: ZCurrency.optional(),
  /** "true": the accuracy attestation (submission only). */
  attested: z.enum(['true', 'false']).optional(),
  memo: z.string().trim().max(USER_REPORT_MEMO_MAX).refine(noNul).optional(),
});
export type TReportingCsvQuery = z.input<typeof ZReportingCsvQuery>;
/** A CSV body: UTF-8 text, one header row (docs/reporting-api.md). */
export const ZReportingCsvBody = z.string().max(10 * 1024 * 1024);

/** What a validation answers: the rows' counts and totals, every cell issue (up to REPORTING_ISSUES_MAX) and the month's rules. */
export const ZReportingValidation = z.object({
  reportMonth: z.string(),
  currency: ZCurrency,
  rowCount: z.number().int(),
  invalidRowCount: z.number().int(),
  totalQuantity: z.number().int(),
  /** Minor units of the currency. */
  totalAmount: z.number().int(),
  totalAmountText: z.string(),
  issues: z.array(ZReportCellIssueAnswer),
  issuesTruncated: z.boolean(),
  /** The reporting window of the month (Korean days, inclusive) and whether it is open today. */
  windowOpens: z.string(),
  windowCloses: z.string(),
  windowOpen: z.boolean(),
  /** The company's monthly report of the month already on file (one per month), or null. */
  existingReportId: z.number().int().nullable(),
  existingReportNumber: z.string().nullable(),
  /** Whether a submission of these rows now would be accepted, else the first refusal it would meet. */
  submittable: z.boolean(),
  refusal: z.object({ errorCode: z.string(), errorMessage: z.string() }).nullable(),
});
export type TReportingValidation = z.infer<typeof ZReportingValidation>;

/** A report's status as the API reads it: the list's fields with the latest reason (rejection, question) and decision time. */
export const ZReportingReportStatus = ZUserReportListItem.extend({
  lastReason: z.string().nullable(),
  decidedAt: z.string().nullable(),
  windowOpen: z.boolean(),
  fourEyes: z.boolean(),
});
export type TReportingReportStatus = z.infer<typeof ZReportingReportStatus>;

export const ZReportingReportParams = ZUserReportIdParams;
/** The company's reports: the screen list's filters and page sizes (the company is the key's). */
export const ZReportingSearchRequest = ZUserReportSearchRequest.omit({ companyId: true });
export const ZReportingSearchResponse = ZUserReportSearchResponse;

/**
 * What a submission answers: the report's status, and whether it was a sandbox run (header `X-Reporting-Sandbox:
 * true`; decision 059): every check of a real submission ran and the answer is the one a real submission would get,
 * but nothing was stored, billed, mailed or told (the report's id and number name nothing afterwards).
 */
export const ZReportingSubmission = ZReportingReportStatus.extend({ sandbox: z.boolean() });
export type TReportingSubmission = z.infer<typeof ZReportingSubmission>;

/** The header that makes a submission a sandbox run, and its one accepted value. */
export const REPORTING_SANDBOX_HEADER = 'x-reporting-sandbox';
/** The header that makes a submission idempotent: a retry with the same key and body answers the first answer. */
export const IDEMPOTENCY_KEY_HEADER = 'idempotency-key';
/** Printable ASCII, 1 to 255 characters (a UUID is the usual choice). */
export const IDEMPOTENCY_KEY_PATTERN = /^[\x21-\x7e]{1,255}$/;

/** The report form's columns with their code lists, in the request's language (GET /apis/v1/reporting/codes). */
export const ZReportingCodes = z.object({
  columns: z.array(
    z.object({
      key: z.string(),
      label: z.string(),
      required: z.boolean(),
      /** code: one of `codes`; product: a product code of /apis/v1/reporting/products; country: ISO 3166-1 alpha-2. */
      kind: z.string(),
      max: z.number().int().nullable(),
      codes: z.array(z.object({ code: z.string(), name: z.string() })).nullable(),
    }),
  ),
});
export type TReportingCodes = z.infer<typeof ZReportingCodes>;
