import { calls, ROLE, ZErrorBody, type TExceptionCounts, type TExceptionSearchResponse } from '@portal/contract';
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { isProvider } from '../../platform/auth';
import type { AppDeps } from '../../platform/deps';
import { AppError } from '../../platform/errors';
import { ResultCache } from '../../platform/result-cache';
import { defineRoute } from '../../platform/routes';
import { businessNow } from '../../platform/clock';
import { exceptionCounts, searchExceptions, updateExceptionSettings, type ExceptionsContext } from './service';

const TAG = 'Exceptions';
const errors = { 400: ZErrorBody, 401: ZErrorBody, 403: ZErrorBody };

const KINDS_TEXT =
  'MISSING_REPORT (a month of the last 12 complete months, its reporting window closed, with a contract product in effect and no filed monthly report, exempt customers left out), UNCONTRACTED_PRODUCT (a filed report’s rows for a product with no contract that month), NON_DISPLAY_MISMATCH (an approved declaration whose tiers disagree with its order’s non-display uses, or a charge hold longer than 90 days), CONTRACT_ENDING (termination due or last product ending within 30 days), STALE_REQUEST (waiting on the provider or the exchange longer than the set days). Ordered by kind, then oldest first.';

/**
 * The exceptions dashboard (decision 049): /apis/v1/admin/exceptions for provider staff (05, 06),
 * /apis/v1/exchange/exceptions for the exchange reviewer (09), the same service with the viewer's links; the setting
 * of the stale requests for the provider administrator (06).
 */
export const exceptionRoutes: FastifyPluginAsync<AppDeps> = async (root, deps) => {
  const app = root.withTypeProvider<ZodTypeProvider>();
  const ctx: ExceptionsContext = { db: deps.db, config: deps.config };
  // The answers are kept a few seconds (EXCEPTIONS_CACHE, default on): dropped at once when a request changes (in any
  // process: migration 0015's "q:" notice; in this one: the engine), when the setting changes, or when companies are
  // renamed; what other tables change (a contract's dates, an exemption) shows within CACHE_TTL_MS.
  const CACHE_TTL_MS = 15_000;
  // The last 5 of those seconds an answer is still given while one read refreshes it (decision 050).
  const CACHE_STALE_MS = 5_000;
  let drop = () => undefined as void;
  if (deps.config.exceptionsCache !== false) {
    const searches = new ResultCache<TExceptionSearchResponse>({
      ttlMs: CACHE_TTL_MS - CACHE_STALE_MS,
      staleMs: CACHE_STALE_MS,
      max: 1_000,
    });
    const counts = new ResultCache<TExceptionCounts>({ ttlMs: CACHE_TTL_MS - CACHE_STALE_MS, staleMs: CACHE_STALE_MS, max: 50 });
    drop = () => {
      searches.invalidate();
      counts.invalidate();
    };
    // A system setting changed in any process (migration 0026's "s:<key>": the stale-request days): dropped too.
    app.sessions.watch((payload) => (payload.startsWith('q:') || payload.startsWith('s:')) && drop());
    app.workflow.onChange(drop);
    app.sessions.onDrop(({ userId }) => userId === undefined && drop());
    Object.assign(ctx, { searches, counts });
  }

  const provider = (roles: string[]) => {
    if (!isProvider({ roles })) throw new AppError('EXC1N4031');
  };
  const reviewer = (roles: string[]) => {
    if (!roles.includes(ROLE.exchangeReviewer)) throw new AppError('EXC1N4032');
  };

  defineRoute(
    app,
    calls.searchAdminExceptions,
    {
      guard: { permission: 'exceptions.read' },
      config: { readOnly: true },
      tags: [TAG],
      summary: 'Search the exceptions (/admin/exceptions, provider staff)',
      description: `Filters: kind, customer (companyId), text (customer name, document number, description). Paged (10, 50, 100) with the counts per kind and per customer under the same customer and text. Kinds: ${KINDS_TEXT} Links go to the provider’s pages. EXC1N4031: not provider staff.`,
      errors,
    },
    async (request) => {
      provider(request.auth!.roles);
      return searchExceptions(ctx, 'provider', request.body, request.lang);
    },
  );

  defineRoute(
    app,
    calls.searchExchangeExceptions,
    {
      guard: { permission: 'exceptions.read' },
      config: { readOnly: true },
      tags: [TAG],
      summary: 'Search the exceptions (/exchange/exceptions, the exchange reviewer)',
      description: `The same entries as the provider’s, with links to the reviewer’s pages (approval list, contract status). Kinds: ${KINDS_TEXT} EXC1N4032: not the exchange reviewer.`,
      errors,
    },
    async (request) => {
      reviewer(request.auth!.roles);
      return searchExceptions(ctx, 'exchange', request.body, request.lang);
    },
  );

  defineRoute(
    app,
    calls.getAdminExceptionCounts,
    {
      guard: { permission: 'exceptions.read' },
      tags: [TAG],
      summary: 'The exceptions per kind (the staff home, provider staff)',
      description: 'Every kind, zero included, the total and the stale-days setting in force. EXC1N4031: not provider staff.',
      errors,
    },
    async (request) => {
      provider(request.auth!.roles);
      return exceptionCounts(ctx, request.lang);
    },
  );

  defineRoute(
    app,
    calls.getExchangeExceptionCounts,
    {
      guard: { permission: 'exceptions.read' },
      tags: [TAG],
      summary: 'The exceptions per kind (the staff home, the exchange reviewer)',
      description: 'Every kind, zero included, the total and the stale-days setting in force. EXC1N4032: not the exchange reviewer.',
      errors,
    },
    async (request) => {
      reviewer(request.auth!.roles);
      return exceptionCounts(ctx, request.lang);
    },
  );

  defineRoute(
    app,
    calls.updateExceptionSettings,
    {
      guard: { permission: 'exceptions.manage' },
      config: { auditAction: 'EXCEPTION_SETTINGS' },
      tags: [TAG],
      summary: 'Set the days after which a waiting request is stale (provider administrator)',
      description:
        'Stored in the system settings (default 7); answers the setting in force. EXC1N4001: not a whole number from 1 to 365 (nothing changed).',
      errors,
    },
    async (request) => {
      const settings = await updateExceptionSettings(deps.db, request.body, businessNow(deps.config));
      drop();
      request.audit = { target: 'exceptions.staleDays', detail: { staleDays: settings.staleDays } };
      return settings;
    },
  );
};
