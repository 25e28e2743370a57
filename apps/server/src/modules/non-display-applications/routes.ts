import { calls, ZErrorBody } from '@portal/contract';
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../platform/deps';
import { defineRoute } from '../../platform/routes';
import { createApplication, deleteApplication, searchApplications, tierSummary, updateApplication, type InventoryContext } from './service';

const TAG = 'Non-display applications';
const errors = { 400: ZErrorBody, 401: ZErrorBody, 403: ZErrorBody, 404: ZErrorBody, 409: ZErrorBody };
const guard = { permission: 'nonDisplayApps.manage', company: 'token' } as const;

/**
 * /apis/v1/user/non-display-applications: the company's non-display application inventory (decision 085), for
 * customer members (01) on the company of their session; another company's application answers 404 like a missing one.
 */
export const nonDisplayApplicationRoutes: FastifyPluginAsync<AppDeps> = async (root, deps) => {
  const app = root.withTypeProvider<ZodTypeProvider>();
  const ctx: InventoryContext = { db: deps.db, config: deps.config, workflow: app.workflow };
  const drafted =
    'A change that moves a tier of the declaration in effect drafts the declaration change (the declaration revised, its applications per usage item and effective date saved) or updates the open one; `draftedDeclarationId` names it. Nothing is submitted.';

  defineRoute(
    app,
    calls.searchNonDisplayApplications,
    {
      guard,
      config: { readOnly: true },
      tags: [TAG],
      summary: 'The company’s non-display applications (/report/non-display-applications)',
      description: 'Newest start first; filters: name text, purpose (the order form’s non-display uses).',
      errors,
    },
    async (request) => searchApplications(ctx, request.company!, request.body),
  );

  defineRoute(
    app,
    calls.getNonDisplayApplicationTiers,
    {
      guard,
      tags: [TAG],
      summary: 'The tier and fee of each usage item, month by month, from the inventory',
      description:
        'An application counts in a month when it runs in production on any day of it; the count per usage item (trading; other: risk management, quantitative analysis, portfolio management, original works) gives the tier (basic 1, premium 2-3, unlimited 4 or more), priced by the catalogue’s non-display fee table in effect on the month’s first day in the customer’s currency, per month excluding VAT. With the declaration in effect and the change waiting for the member.',
      errors,
    },
    async (request) => tierSummary(ctx, request.company!, request.query, request.lang),
  );

  defineRoute(
    app,
    calls.createNonDisplayApplication,
    {
      guard,
      config: { auditAction: 'NON_DISPLAY_APPLICATION_CREATE' },
      tags: [TAG],
      summary: 'Add a non-display application',
      description: `Errors: NDA1N4001 end before start, NDA1N4002 name missing. ${drafted}`,
      errors,
    },
    async (request, reply) => {
      const changed = await createApplication(ctx, request.auth!, request.company!, request.body, request.lang);
      request.audit = { target: changed.application?.name, detail: { applicationId: changed.application?.applicationId } };
      return reply.status(201).send(changed);
    },
  );

  defineRoute(
    app,
    calls.updateNonDisplayApplication,
    {
      guard,
      config: { auditAction: 'NON_DISPLAY_APPLICATION_UPDATE' },
      tags: [TAG],
      summary: 'Change a non-display application',
      description: `Errors: NDA1N4001, NDA1N4002, NDA1N4041 not found (another company’s too). ${drafted}`,
      errors,
    },
    async (request) => {
      const changed = await updateApplication(
        ctx,
        request.auth!,
        request.company!,
        request.params.applicationId,
        request.body,
        request.lang,
      );
      request.audit = { target: changed.application?.name, detail: { applicationId: request.params.applicationId } };
      return changed;
    },
  );

  defineRoute(
    app,
    calls.deleteNonDisplayApplication,
    {
      guard,
      config: { auditAction: 'NON_DISPLAY_APPLICATION_DELETE' },
      tags: [TAG],
      summary: 'Remove a non-display application',
      description: `Errors: NDA1N4041 not found (another company’s too). ${drafted}`,
      errors,
    },
    async (request) => {
      const changed = await deleteApplication(ctx, request.auth!, request.company!, request.params.applicationId, request.lang);
      request.audit = { target: changed.application?.name, detail: { applicationId: request.params.applicationId } };
      return changed;
    },
  );
};
