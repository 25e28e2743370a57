import { PassThrough } from 'node:stream';
import { calls, EXCHANGE_STATUS_EXPORT_ROWS_HEADER, XLSX_CONTENT_TYPE, ZErrorBody, type TLanguage } from '@portal/contract';
import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../platform/deps';
import { defineRoute } from '../../platform/routes';
import { billingSummaryTotals, type SummaryFilter, type SummaryOrder } from '../billing';
import { contentDisposition } from '../files';
import { ExportCancelled, statusFileName, writeContractStatusWorkbook, writeSalesStatusWorkbook } from './export';
import { contractFilter, SALES_ORDER, salesFilter, searchCompanyMappings, searchContractStatus, searchSalesStatus } from './service';

const TAG = 'Exchange status';
const errors = { 400: ZErrorBody, 401: ZErrorBody, 403: ZErrorBody };

/**
 * /apis/v1/exchange/contract-status and /apis/v1/exchange/sales-status (decision 048): the
 * exchange-side reviewer (09) reads the billing run's summaries, searched and exported; and the company popup's
 * customer-mapping search (/apis/v1/user/companies/search/mapping) for provider staff and the reviewer.
 */
export const exchangeStatusRoutes: FastifyPluginAsync<AppDeps> = async (root, deps) => {
  const app = root.withTypeProvider<ZodTypeProvider>();
  const db = deps.db;

  /** Streams a workbook into the answer; the client going away aborts the reads. */
  async function sendWorkbook(
    reply: FastifyReply,
    kind: 'contract' | 'sales',
    filter: SummaryFilter,
    lang: TLanguage,
    log: { warn(obj: unknown, msg: string): void },
    order?: SummaryOrder,
  ) {
    const now = new Date();
    const totals = await billingSummaryTotals(db, filter);
    const rows = totals.reduce((n, t) => n + t.rowCount, 0);
    // A buffer of 1 MiB between the writer and the socket: the workbook's zip output goes out in large writes.
    const body = new PassThrough({ highWaterMark: 1 << 20 });
    const gone = new AbortController();
    reply.raw.on('close', () => {
      if (!reply.raw.writableFinished) gone.abort();
    });
    const written =
      kind === 'contract'
        ? writeContractStatusWorkbook(body, db, filter, lang, gone.signal, now)
        : writeSalesStatusWorkbook(body, db, filter, lang, gone.signal, now, order);
    written.catch((err: unknown) => {
      if (!(err instanceof ExportCancelled)) log.warn({ err }, 'status export failed');
      body.destroy(err as Error);
    });
    return reply
      .header('content-type', XLSX_CONTENT_TYPE)
      .header(
        'content-disposition',
        contentDisposition('attachment', statusFileName(kind, filter, lang, now), statusFileName(kind, filter, 'en', now)),
      )
      .header('cache-control', 'no-store')
      .header(EXCHANGE_STATUS_EXPORT_ROWS_HEADER, String(rows))
      .header('access-control-expose-headers', EXCHANGE_STATUS_EXPORT_ROWS_HEADER)
      .send(body);
  }

  defineRoute(
    app,
    calls.searchContractStatus,
    {
      guard: { permission: 'exchange.status' },
      config: { readOnly: true },
      tags: [TAG],
      summary: 'Search the contract status (/exchange/contract-status)',
      description:
        'The billing run’s figures per billing month, customer and product (billing_summaries): basic fee, variable fee, usage price, monthly target price, counts of sites, lines, terminals, accounts and members, with the row’s currency; sorted by month, customer, product; totals per currency over every selected row. Filters: billing months fromMonth..toMonth (at most 12 months, from not after to: else XST1N4001), product code, customer company. Role 09 only.',
      errors,
    },
    async (request) => searchContractStatus(db, request.body, request.lang),
  );

  defineRoute(
    app,
    calls.exportContractStatus,
    {
      guard: { permission: 'exchange.status' },
      compress: false,
      tags: [TAG],
      summary: 'Export the contract status to an Excel file',
      description:
        'The rows of the same filters as an .xlsx streamed from the database (chunks read in key order), then a totals row per currency; money in major units (KRW won, USD dollars); text that a spreadsheet would read as a formula keeps its value and is marked as text. The row count is in the x-total-rows header. Errors: XST1N4001.',
      errors,
    },
    async (request, reply) => sendWorkbook(reply, 'contract', contractFilter(request.query), request.lang, request.log),
  );

  defineRoute(
    app,
    calls.searchSalesStatus,
    {
      guard: { permission: 'exchange.status' },
      config: { readOnly: true },
      tags: [TAG],
      summary: 'Search the sales status (/exchange/sales-status)',
      description:
        'The billing run’s summaries per billing month, customer and product with the market and customer categories, billing cycle, additional reception count, final flag (the month marked final), the option flags (SALES_OPTION_FLAGS) and the amounts with their currency; totals per currency. Filters: billing months (at most 12: XST1N4001), market main and sub category, customer main and middle category, billing cycle, customer, final (ANY, FINAL, PROVISIONAL), withFlags (every one held), withoutFlags (none held). Role 09 only.',
      errors,
    },
    async (request) => searchSalesStatus(db, request.body, request.lang),
  );

  defineRoute(
    app,
    calls.exportSalesStatus,
    {
      guard: { permission: 'exchange.status' },
      compress: false,
      tags: [TAG],
      summary: 'Export the sales status to an Excel file (streamed)',
      description:
        'The rows of the same filters (flags comma-separated) as an .xlsx streamed from the database to the client: in the order of `sort` (the search’s), read in chunks by keyset on an index, written by the streaming workbook writer as they come, waiting while the client is slow; memory stays flat however many rows. A client that goes away stops the reads. The row count is in the x-total-rows header, sent first. Errors: XST1N4001.',
      errors,
    },
    async (request, reply) =>
      sendWorkbook(reply, 'sales', salesFilter(request.query), request.lang, request.log, SALES_ORDER[request.query.sort]),
  );

  defineRoute(
    app,
    calls.searchCompanyMappings,
    {
      guard: { permission: 'companies.search' },
      config: { readOnly: true },
      tags: [TAG],
      summary: 'Search customer companies for the company popup (customer mapping)',
      description:
        'Customer companies (with a customer profile) whose Korean or English name or customer code holds the keyword, by customer code: company id, customer code, names, classification, customer categories, currency, billing cycle. Provider staff (05, 06) and the exchange-side reviewer (09).',
      errors,
    },
    async (request) => searchCompanyMappings(db, request.body, request.lang),
  );
};
