import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { TokenService } from './auth';
import type { Config } from './config';
import type { Database, Db } from './db';
import type { AppDeps } from './deps';
import { createJobLock } from './job-lock';
import { createJobStatusStore } from './job-status';
import { JobRunner } from './jobs';
import { createMailer, deliverPendingMail, JOB_MAIL, mailboxRoutes } from './mail';
import { RateLimiter } from './rate-limit-keys';
import { listenForSessionChanges, SessionCache } from './session-cache';
import { WorkflowEngine } from './workflow';

declare module 'fastify' {
  interface FastifyInstance {
    /** The one job scheduler: modules register their jobs here (tests run them with runNow). */
    jobs: JobRunner;
    /** The cache of the per-request session check; services drop a member's entries after a change. */
    sessions: SessionCache;
    /** The one in-process rate limiter of the calls that need a limit (rateLimited(app.limiter, ...)). */
    limiter: RateLimiter;
    /** The request workflow's one transition function (platform/workflow.ts); kinds register their hooks. */
    workflow: WorkflowEngine;
  }
}

/** What a module's services share: one per app instance (built from the app's platform services). */
export interface ModuleContext {
  db: Db;
  database: Database;
  config: Config;
  tokens: TokenService;
  jobs: JobRunner;
  sessions: SessionCache;
  limiter: RateLimiter;
  workflow: WorkflowEngine;
  log: FastifyBaseLogger;
}

export const moduleContext = (app: FastifyInstance, deps: AppDeps): ModuleContext => ({
  db: deps.db,
  database: deps.database,
  config: deps.config,
  tokens: app.tokens,
  jobs: app.jobs,
  sessions: app.sessions,
  limiter: app.limiter,
  workflow: app.workflow,
  log: app.log,
});

/** Sends what was queued soon (after the caller's commit). */
export const kickMail = (ctx: { jobs: JobRunner }) => ctx.jobs.kick(JOB_MAIL);

/**
 * The shared services of the platform, registered before the modules: the job scheduler (started
 * when the app is ready, never in tests: they run jobs with runNow), the mail outbox job and the
 * local mailbox (outside production), the session cache with its PostgreSQL listener, the rate limiter.
 */
export const servicesPlugin = fp(
  async function servicesPlugin(app: FastifyInstance, deps: AppDeps) {
    const jobs = new JobRunner(app.log, createJobLock(deps.database, app.log), createJobStatusStore(deps.db));
    const sessions = new SessionCache();
    const mailer = createMailer(deps.config);
    app.decorate('jobs', jobs);
    app.decorate('sessions', sessions);
    app.decorate('limiter', new RateLimiter());
    app.decorate('workflow', new WorkflowEngine());

    const unlisten = await listenForSessionChanges(deps.database, sessions, app.log);
    jobs.add({ name: JOB_MAIL, intervalMs: 2000, batchSize: 20, run: () => deliverPendingMail(deps.db, mailer, { log: app.log }) });
    if (deps.config.nodeEnv !== 'test') app.addHook('onReady', async () => jobs.start());
    app.addHook('onClose', async () => {
      await jobs.stop();
      await unlisten();
      mailer.close();
    });
    if (deps.config.localMailbox) await app.register(mailboxRoutes, { db: deps.db });
  },
  { name: 'services' },
);
