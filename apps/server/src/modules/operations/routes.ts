import { calls, ZErrorBody } from '@portal/contract';
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../platform/deps';
import { defineRoute } from '../../platform/routes';
import { kickMail } from '../../platform/services';
import { listJobs, retryMail, searchOutbox, type OperationsContext } from './service';

const TAG = 'Operations';

/**
 * The operations screen's calls (decision 061), for the provider administrator (06): background
 * jobs, the mail outbox and the retry of a given-up mail. Answers carry addresses: no-store.
 */
export const operationsRoutes: FastifyPluginAsync<AppDeps> = async (root, deps) => {
  const app = root.withTypeProvider<ZodTypeProvider>();
  const ctx: OperationsContext = { db: deps.db, jobs: app.jobs };

  defineRoute(
    app,
    calls.listBackgroundJobs,
    {
      guard: { permission: 'operations.manage' },
      tags: [TAG],
      summary: 'Every background job with its last run (provider administrator)',
      description:
        'Each job the server runs on a timer, with the last run as recorded by whichever process ran it (under the job’s advisory lock): started, finished, result (OK, FAILED, NEVER), rows handled, the last error and when, the next run, the process, and the counts of runs and failures.',
      errors: { 401: ZErrorBody, 403: ZErrorBody },
    },
    async (_request, reply) => {
      reply.header('cache-control', 'no-store');
      return listJobs(ctx);
    },
  );

  defineRoute(
    app,
    calls.searchMailOutbox,
    {
      guard: { permission: 'operations.manage' },
      config: { readOnly: true },
      tags: [TAG],
      summary: 'The mail outbox, newest first (provider administrator)',
      description:
        'Paged (10, 50, 100), optionally of one status (PENDING, SENT, FAILED), with the rows per status. Each mail: recipient, subject, template, language, attempts, the last error, the next attempt.',
      errors: { 400: ZErrorBody, 401: ZErrorBody, 403: ZErrorBody },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return searchOutbox(deps.db, request.body);
    },
  );

  defineRoute(
    app,
    calls.retryMail,
    {
      guard: { permission: 'operations.manage' },
      config: { auditAction: 'MAIL_RETRY' },
      tags: [TAG],
      summary: 'Send a given-up mail again (provider administrator)',
      description:
        'A FAILED mail goes back to PENDING, due now, its attempts counted afresh; the outbox job sends it at once. OPS1N4041: no such mail. OPS1N4091: the mail is not given up (waiting or sent).',
      errors: { 400: ZErrorBody, 401: ZErrorBody, 403: ZErrorBody, 404: ZErrorBody, 409: ZErrorBody },
    },
    async (request, reply) => {
      const item = await retryMail(deps.db, request.params.mailId);
      request.audit = { target: `mail:${item.mailId}`, detail: { template: item.templateName } };
      kickMail(ctx);
      reply.header('cache-control', 'no-store');
      return item;
    },
  );
};
