import { calls, ZErrorBody } from '@portal/contract';
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { PassThrough } from 'node:stream';
import type { AppDeps } from '../../platform/deps';
import { defineRoute } from '../../platform/routes';
import { businessNow } from '../../platform/clock';
import { contentDisposition } from '../files';
import {
  BILLING_JOB_INTERVAL_MS,
  companyBill,
  finalizeMonth,
  JOB_BILLING_RUNS,
  runMonths,
  runScheduledBilling,
  searchBillingMonths,
  searchCompanyBilling,
  searchMonthLines,
} from './service';
import { statementFileName, statementPdf, writeStatementWorkbook } from './statement';

const TAG = 'Billing';
const errors = { 400: ZErrorBody, 401: ZErrorBody, 403: ZErrorBody, 404: ZErrorBody, 409: ZErrorBody };

/**
 * /apis/v1/admin/billing (provider staff 05, 06: billing.manage) and /apis/v1/user/billing (customer members 01:
 * billing.read, their token company's bill only). The reviewer (09) holds neither: the figures reach them through the
 * contract status. Decision 047.
 */
export const billingRoutes: FastifyPluginAsync<AppDeps> = async (root, deps) => {
  const app = root.withTypeProvider<ZodTypeProvider>();

  app.jobs.add({
    name: JOB_BILLING_RUNS,
    intervalMs: BILLING_JOB_INTERVAL_MS,
    // No batch size: the months it ran are not work waiting (the next tick comes an hour later).
    run: () => runScheduledBilling(deps.db, businessNow(deps.config)),
  });

  const manage = { permission: 'billing.manage' } as const;
  const read = { permission: 'billing.read', company: 'token' } as const;

  defineRoute(
    app,
    calls.searchAdminBilling,
    {
      guard: manage,
      config: { readOnly: true },
      tags: [TAG],
      summary: 'Billing months (/admin/billing)',
      description:
        'Every month run at least once, newest first: its state (OPEN, FINAL), the last run (time, status), the run count, the customers and lines billed and the totals per currency (minor units, VAT excluded). Filter: status.',
      errors,
    },
    async (request) => searchBillingMonths(deps.db, request.body, request.lang),
  );

  defineRoute(
    app,
    calls.runBilling,
    {
      guard: manage,
      config: { auditAction: 'BILLING_RUN' },
      tags: [TAG],
      summary: 'Run the billing of a month or of a range of months',
      description:
        '`{ month }` or `{ from, to }` (at most 12 months, BIL1N4001; from after to, BIL1N4002; a month not begun, BIL1N4003). Each month runs in its own transaction under its row lock: the figures computed are compared with those stored (hash): equal, the run is UNCHANGED and nothing is rewritten; else the month’s lines and summaries are replaced (DONE). A FINAL month refuses before any month runs (BIL1N4091, 409).',
      errors,
    },
    async (request) => {
      const result = await runMonths(deps.db, request.body, request.auth!.userId, businessNow(deps.config));
      request.audit = { target: result.items.map((r) => r.month).join(','), detail: { runs: result.items.map((r) => r.runId) } };
      return result;
    },
  );

  defineRoute(
    app,
    calls.finalizeBillingMonth,
    {
      guard: manage,
      config: { auditAction: 'BILLING_FINAL' },
      tags: [TAG],
      summary: 'Mark a billing month final (irreversible)',
      description:
        'The month’s state becomes FINAL and its summaries’ final flag true (the sales status’s final flag); no run changes it afterwards. BIL1N4092 already final, BIL1N4093 never run.',
      errors,
    },
    async (request) => {
      const item = await finalizeMonth(deps.db, request.params.billingMonth, request.auth!.userId, request.lang);
      request.audit = { target: item.month };
      return item;
    },
  );

  defineRoute(
    app,
    calls.searchBillingLines,
    {
      guard: manage,
      config: { readOnly: true },
      tags: [TAG],
      summary: 'A month’s billing lines, of one customer or of all',
      description: 'Paged, by customer and product. BIL1N4041 a month never run.',
      errors,
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return searchMonthLines(deps.db, request.params.billingMonth, request.body, request.lang);
    },
  );

  defineRoute(
    app,
    calls.searchUserBilling,
    {
      guard: read,
      config: { readOnly: true },
      tags: [TAG],
      summary: 'The company’s billing months (/billing/billing-list)',
      description: 'The token company’s months with lines, newest first: totals per currency (VAT excluded) and final or provisional.',
      errors,
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return searchCompanyBilling(deps.db, request.company!, request.body);
    },
  );

  defineRoute(
    app,
    calls.getUserBilling,
    {
      guard: read,
      tags: [TAG],
      summary: 'The company’s bill of a month (/billing/:billingMonth/billing-detail)',
      description:
        'Lines grouped by product: basic fee, variable fee per use category, non-display fee, and corrections as their own lines with the month they correct; subtotals and totals per currency, VAT excluded. A month without lines answers an empty bill.',
      errors,
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return companyBill(deps.db, request.company!, request.params.billingMonth, request.lang);
    },
  );

  defineRoute(
    app,
    calls.getUserBillingXlsx,
    {
      guard: read,
      compress: false,
      tags: [TAG],
      summary: 'The month’s statement as an Excel workbook',
      description: 'The bill’s lines, subtotals and totals, in the request’s language; formula-like text is written as text.',
      errors,
    },
    async (request, reply) => {
      const now = new Date();
      const bill = await companyBill(deps.db, request.company!, request.params.billingMonth, request.lang);
      const out = new PassThrough();
      writeStatementWorkbook(out, bill, request.lang, now).catch((err: unknown) => out.destroy(err as Error));
      return reply
        .header('content-type', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet')
        .header(
          'content-disposition',
          contentDisposition('attachment', statementFileName(bill, 'xlsx', request.lang), statementFileName(bill, 'xlsx', 'en')),
        )
        .header('x-content-type-options', 'nosniff')
        .header('cache-control', 'no-store')
        .send(out);
    },
  );

  defineRoute(
    app,
    calls.getUserBillingPdf,
    {
      guard: read,
      compress: false,
      tags: [TAG],
      summary: 'The month’s statement as a PDF',
      description: 'The bill’s lines grouped by product with subtotals and totals, in the request’s language.',
      errors,
    },
    async (request, reply) => {
      const now = new Date();
      const bill = await companyBill(deps.db, request.company!, request.params.billingMonth, request.lang);
      const pdf = await statementPdf(bill, request.lang, now);
      return reply
        .header('content-type', 'application/pdf')
        .header(
          'content-disposition',
          contentDisposition('attachment', statementFileName(bill, 'pdf', request.lang), statementFileName(bill, 'pdf', 'en')),
        )
        .header('x-content-type-options', 'nosniff')
        .header('cache-control', 'no-store')
        .send(pdf);
    },
  );
};
