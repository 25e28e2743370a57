import { calls, ZErrorBody, type TWorkQueueCounts, type TWorkQueuePage } from '@portal/contract';
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../platform/deps';
import { ResultCache } from '../../platform/result-cache';
import { defineRoute } from '../../platform/routes';
import { searchWorkQueue, workQueueCounts, type WorkQueueContext } from './service';

const TAG = 'Provider desk';
const errors = { 400: ZErrorBody, 401: ZErrorBody, 403: ZErrorBody };

/** /apis/v1/admin/work-queue: everything waiting on the provider, across kinds (sales representatives 05, administrators 06). */
export const workQueueRoutes: FastifyPluginAsync<AppDeps> = async (root, deps) => {
  const app = root.withTypeProvider<ZodTypeProvider>();
  const ctx: WorkQueueContext = { db: deps.db };
  if (deps.config.workQueueCache !== false) {
    const searches = new ResultCache<TWorkQueuePage>({ ttlMs: 20_000, staleMs: 10_000, max: 2_000 });
    const counts = new ResultCache<TWorkQueueCounts>({ ttlMs: 20_000, staleMs: 10_000, max: 500 });
    const drop = () => {
      searches.invalidate();
      counts.invalidate();
    };
    // A request changed in any process (migration 0015's trigger: "q:"), a change of this process ended (the engine),
    // or companies renamed or the change listener lost and re-opened: the kept answers go. Names may show 30 s late.
    app.sessions.watch((payload) => payload.startsWith('q:') && drop());
    app.workflow.onChange(drop);
    app.sessions.onDrop(({ userId }) => userId === undefined && drop());
    Object.assign(ctx, { searches, counts });
  }

  defineRoute(
    app,
    calls.searchWorkQueue,
    {
      guard: { permission: 'desk.work' },
      config: { readOnly: true },
      tags: [TAG],
      summary: 'The work queue (/admin/work-queue)',
      description:
        'Every request whose state waits on the provider (the declarations’ `waitingOn: provider`), of every kind, filtered by kind, state, company, age (waiting more than 1, 3 or 7 days) and assignee (`all`, `mine`, `unassigned` or a user id); oldest waiting first by default. A sales representative (05 without 06) sees the requests assigned to them first.',
      errors,
    },
    async (request) => searchWorkQueue(ctx, request.auth!, request.body, request.lang),
  );

  defineRoute(
    app,
    calls.getWorkQueueCounts,
    {
      guard: { permission: 'desk.work' },
      tags: [TAG],
      summary: 'Counts of the work queue (the staff home)',
      description: 'Waiting requests per kind and state, assigned to the caller, unassigned, per company and per assignee.',
      errors,
    },
    async (request) => workQueueCounts(ctx, request.auth!, request.lang),
  );
};
