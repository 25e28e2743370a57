import { calls, ZErrorBody } from '@portal/contract';
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { businessNow } from '../../platform/clock';
import type { AppDeps } from '../../platform/deps';
import { byAddress, rateLimited, type RateLimit } from '../../platform/rate-limit-keys';
import { ResultCache } from '../../platform/result-cache';
import { defineRoute } from '../../platform/routes';
import type { BillingInputs } from '../billing';
import { productCatalogue } from '../catalogue';
import { estimateChange } from './service';

const TAG = 'Fee estimates';
const errors = { 400: ZErrorBody, 401: ZErrorBody, 403: ZErrorBody, 404: ZErrorBody, 429: ZErrorBody };

/** The visitors' estimates per client address (decision 083): an estimate reads the price table, cheap but not free. */
export const PUBLIC_ESTIMATE_LIMIT: RateLimit = { name: 'fee-estimate-ip', max: 60, windowMs: 60_000, key: byAddress() };

const DESCRIPTION =
  'The change (`kind`: `order` — request type, contract, commencement or termination date, products; `nonDisplay` — the declaration changed or new, effective date, applications per purpose; `report` — a monthly report’s rows) is overlaid on what the month’s billing run reads and the run’s own calculation computes the bill of the month the change takes effect in, without and with it. Answers both bills (lines, subtotal VAT excluded, VAT, total), the lines the change moves and the fee it causes that month, its monthly fee in a whole month, the difference from last month’s bill and the first bill it is carried on with its expected issue date. Money in minor units (KRW won, USD cents).';

/** POST /apis/v1/user/fee-estimates (members: their company; provider staff: the company named) and the visitors' call. */
export const feeEstimateRoutes: FastifyPluginAsync<AppDeps> = async (root, deps) => {
  const app = root.withTypeProvider<ZodTypeProvider>();
  // What the month’s run reads for a company, kept while none of it changes (decision 090): a member estimates change
  // after change of one form against the same month. Every statement on a table the run reads is announced ("b:",
  // migration 0046's triggers) in any process; a lost change listener drops everything too.
  const inputs = new ResultCache<BillingInputs>({ ttlMs: 60_000, max: 1_000 });
  app.sessions.watch((payload) => payload.startsWith('b:') && inputs.invalidate());
  app.sessions.onDrop(({ userId }) => userId === undefined && inputs.invalidate());

  defineRoute(
    app,
    calls.estimateFee,
    {
      guard: { permission: 'feeEstimates.read', company: 'body-or-token' },
      config: { readOnly: true },
      tags: [TAG],
      summary: 'The fee of a change before it is filed (/product/fee-estimator and the forms’ fee panel)',
      description: `${DESCRIPTION} Against the company’s contracts, declarations and reports (a member’s own company; provider staff name \`companyId\`). A contract or declaration of another company answers as a missing one (FEE1N4041, FEE1N4042).`,
      errors,
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return estimateChange(deps.db, {
        who: { companyId: request.company! },
        change: request.body.change,
        now: businessNow(deps.config),
        lang: request.lang,
        inputs,
      });
    },
  );

  defineRoute(
    app,
    calls.estimatePublicFee,
    {
      tags: [TAG],
      summary: 'The fee of a change at public prices, for visitors (/product/fee-estimator)',
      description: `${DESCRIPTION} A visitor holds nothing: a new order, a declaration or a report only, at the public price table, in the currency chosen. Limited to ${PUBLIC_ESTIMATE_LIMIT.max} calls a minute per client address (COM1N4290, 429).`,
      errors,
      preHandler: rateLimited(app.limiter, PUBLIC_ESTIMATE_LIMIT),
    },
    async (request) =>
      estimateChange(deps.db, {
        who: { companyId: null, currency: request.body.currency },
        change: request.body.change,
        now: businessNow(deps.config),
        lang: request.lang,
        inputs,
      }),
  );

  defineRoute(
    app,
    calls.listPublicProducts,
    {
      tags: [TAG],
      summary: 'The information products and their public prices, for visitors’ estimates (/product/fee-estimator)',
      description: `The active products as the signed-in product list answers them (the price in effect on \`date\`, default today in Korea; minor units, VAT excluded): the choices of a visitor's estimate. Limited with the visitors' estimates (${PUBLIC_ESTIMATE_LIMIT.max} calls a minute per client address).`,
      errors,
      preHandler: rateLimited(app.limiter, PUBLIC_ESTIMATE_LIMIT),
    },
    async (request) => productCatalogue(deps.db, request.query, request.lang),
  );
};
