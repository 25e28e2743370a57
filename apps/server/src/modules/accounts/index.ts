import type { FastifyInstance } from 'fastify';
import { and, eq, like } from 'drizzle-orm';
import fp from 'fastify-plugin';
import { users } from '../../db/schema/index';
import type { AppDeps } from '../../platform/deps';
import { JobRunner } from '../../platform/jobs';
import { createMailer, deliverPendingMail, mailboxRoutes } from '../../platform/mail';
import { hashPassword } from '../../platform/password';
import { RateLimiter } from '../../platform/rate-limit-keys';
import { JOB_DORMANCY, JOB_MAIL, type AccountsContext } from './context';
import { encryptSecret, PLAIN_SECRET_PREFIX, randomToken } from './crypto';
import { runDormancySweep } from './dormancy';
import { authRoutes } from './routes-auth';
import { staffRoutes } from './routes-staff';
import { companyRoutes, userRoutes } from './routes-users';
import { SessionCache, createSessionCheck, listenForSessionChanges } from './session-check';

export type { AccountsContext } from './context';

declare module 'fastify' {
  interface FastifyInstance {
    /** The accounts area: its jobs (tests run them with runNow), session cache and mailer. */
    accounts: AccountsContext;
  }
}

/** The seed stores the demo TOTP keys readable (it has no key): encrypt them with ENCRYPTION_KEY. */
async function encryptSeededSecrets(ctx: AccountsContext) {
  const rows = await ctx.db.select({ id: users.id, otpSecret: users.otpSecret }).from(users).where(like(users.otpSecret, `${PLAIN_SECRET_PREFIX}%`));
  for (const r of rows) {
    const plain = r.otpSecret!.slice(PLAIN_SECRET_PREFIX.length);
    await ctx.db
      .update(users)
      .set({ otpSecret: encryptSecret(ctx.config.encryptionKey, plain) })
      .where(and(eq(users.id, r.id), eq(users.otpSecret, r.otpSecret!)));
  }
}

/**
 * The accounts area: sign-in and tokens, registration, passwords, member information, terms,
 * withdrawal, the staff approval, the mail outbox job, the dormancy sweep, the local mailbox
 * (outside production) and the session check on every authenticated request.
 */
export const accountsModule = fp(
  async function accountsModule(app: FastifyInstance, deps: AppDeps) {
    const sessions = new SessionCache();
    const mailer = createMailer(deps.config);
    const ctx: AccountsContext = {
      db: deps.db,
      database: deps.database,
      config: deps.config,
      tokens: app.tokens,
      jobs: new JobRunner(app.log),
      mailer,
      sessions,
      limiter: new RateLimiter(),
      log: app.log,
      dummyHash: await hashPassword(randomToken()),
    };
    app.decorate('accounts', ctx);

    await encryptSeededSecrets(ctx);
    app.tokens.checks.push(createSessionCheck(deps.db, sessions));
    const unlisten = await listenForSessionChanges(deps.database, sessions, app.log);

    ctx.jobs.add({ name: JOB_MAIL, intervalMs: 2000, batchSize: 20, run: () => deliverPendingMail(deps.db, mailer) });
    ctx.jobs.add({ name: JOB_DORMANCY, intervalMs: 3600_000, batchSize: 100, run: () => runDormancySweep(ctx) });
    // Tests run the jobs themselves (app.accounts.jobs.runNow) so nothing happens behind their back.
    if (deps.config.nodeEnv !== 'test') app.addHook('onReady', async () => ctx.jobs.start());

    app.addHook('onClose', async () => {
      await ctx.jobs.stop();
      await unlisten();
      mailer.close();
    });

    await app.register(authRoutes(ctx), { prefix: '/apis/v1/common/auth' });
    await app.register(companyRoutes(ctx), { prefix: '/apis/v1/user/companies' });
    await app.register(userRoutes(ctx), { prefix: '/apis/v1/user/users' });
    await app.register(staffRoutes(ctx), { prefix: '/apis/v1/staff/members' });
    if (deps.config.localMailbox) await app.register(mailboxRoutes, { db: deps.db });
  },
  { name: 'accounts' },
);
