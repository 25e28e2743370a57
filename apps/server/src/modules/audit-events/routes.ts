import { calls, MEDIA_TYPE, NDJSON_MEDIA_TYPE, ZErrorBody, type TAuditEventFilterValues } from '@portal/contract';
import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { businessNow } from '../../platform/clock';
import type { AppDeps } from '../../platform/deps';
import { sendAttachment } from '../../platform/disposition';
import { COMPANY_ADMIN_GUARD } from '../../platform/guard';
import { defineRoute } from '../../platform/routes';
import type { Db } from '../../platform/db';
import type { TLanguage } from '@portal/contract';
import {
  eventSettings,
  exportEvents,
  JOB_AUDIT_PURGE,
  purgeExpired,
  PURGE_BATCH,
  queryOf,
  searchEvents,
  updateEventSettings,
} from './service';

const TAG = 'Audit events';
const errors = { 400: ZErrorBody, 401: ZErrorBody, 403: ZErrorBody };
const PROVIDER_ADMIN = { permission: 'auditEvents.manage' } as const;

const FILTER_TEXT =
  'A period of days in Korea time (from, to: YYYY-MM-DD, both included; default the last 30 days; at most 400 days, AUD1N4002 otherwise), the member who acted (userId) and event types joined with | (SIGN_IN, ROLE, STAFF, KEY, SUBMISSION, APPROVAL, EXPORT, DOWNLOAD, OTHER).';

/** The export's answer: streamed from the cursor, named for its company and period, with its media type. */
function sendExport(
  reply: FastifyReply,
  db: Db,
  filter: TAuditEventFilterValues & { format: 'csv' | 'ndjson' },
  companyId: number | undefined,
  lang: TLanguage,
  now: Date,
) {
  const q = queryOf(filter, companyId, now);
  const period = `${q.fromDay}_${q.toDay}`;
  const fileName = `audit-events${companyId !== undefined ? `-${companyId}` : ''}-${period}.${filter.format}`;
  return sendAttachment(reply, {
    type: filter.format === 'csv' ? `${MEDIA_TYPE.csv}; charset=utf-8` : `${NDJSON_MEDIA_TYPE}; charset=utf-8`,
    fileName,
    body: exportEvents(db, q, filter.format, lang),
  });
}

/**
 * The audit events (decision 086): /apis/v1/user/audit-events for the company administrator (their company's),
 * /apis/v1/admin/audit-events for the provider administrator (every company's, or one), and the retention with its
 * purge job.
 */
export const auditEventRoutes: FastifyPluginAsync<AppDeps> = async (root, deps) => {
  const app = root.withTypeProvider<ZodTypeProvider>();
  const now = () => businessNow(deps.config);
  app.jobs.add({
    name: JOB_AUDIT_PURGE,
    intervalMs: 6 * 3600 * 1000,
    batchSize: PURGE_BATCH,
    run: () => purgeExpired(deps.db, new Date()),
  });

  defineRoute(
    app,
    calls.searchUserAuditEvents,
    {
      guard: COMPANY_ADMIN_GUARD,
      config: { readOnly: true },
      tags: [TAG],
      summary: "The company's audit events, newest first (company administrator)",
      description: `${FILTER_TEXT} Only the events of the token's company.`,
      errors,
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return searchEvents(deps.db, request.body, request.company!, request.lang, now());
    },
  );

  defineRoute(
    app,
    calls.exportUserAuditEvents,
    {
      guard: COMPANY_ADMIN_GUARD,
      config: { auditAction: 'AUDIT_EVENTS_EXPORT' },
      tags: [TAG],
      summary: "Export the company's audit events as CSV or NDJSON (company administrator)",
      description: `${FILTER_TEXT} Streamed oldest first; CSV in UTF-8 with a byte order mark, formula-like text prefixed with an apostrophe; times ISO-8601 with +09:00.`,
      errors,
    },
    async (request, reply) => sendExport(reply, deps.db, request.query, request.company!, request.lang, now()),
  );

  defineRoute(
    app,
    calls.searchAdminAuditEvents,
    {
      guard: PROVIDER_ADMIN,
      config: { readOnly: true },
      tags: [TAG],
      summary: 'Audit events of every company, or of one (provider administrator)',
      description: `${FILTER_TEXT} companyId: one company; omitted: every company and the events of no company (sign-in steps, the provider's own).`,
      errors,
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return searchEvents(deps.db, request.body, request.body.companyId, request.lang, now());
    },
  );

  defineRoute(
    app,
    calls.exportAdminAuditEvents,
    {
      guard: PROVIDER_ADMIN,
      config: { auditAction: 'AUDIT_EVENTS_EXPORT' },
      tags: [TAG],
      summary: 'Export audit events as CSV or NDJSON (provider administrator)',
      description: `${FILTER_TEXT} companyId: one company, else every company. Streamed oldest first.`,
      errors,
    },
    async (request, reply) => sendExport(reply, deps.db, request.query, request.query.companyId, request.lang, now()),
  );

  defineRoute(
    app,
    calls.getAuditEventSettings,
    { guard: PROVIDER_ADMIN, tags: [TAG], summary: 'The retention of the audit trail', errors },
    async () => eventSettings(deps.db),
  );

  defineRoute(
    app,
    calls.updateAuditEventSettings,
    {
      guard: PROVIDER_ADMIN,
      config: { auditAction: 'AUDIT_EVENTS_SETTINGS' },
      tags: [TAG],
      summary: 'Change the retention of the audit trail',
      description:
        'Whole days from 365 (one year: Korean rules on access logs) to 3650; AUD1N4001 otherwise. The purge job never deletes an event younger than the retention.',
      errors,
    },
    async (request) => {
      const settings = await updateEventSettings(deps.db, request.body, now());
      request.audit = { target: 'auditEvents.retentionDays', detail: { retentionDays: settings.retentionDays } };
      return settings;
    },
  );
};
