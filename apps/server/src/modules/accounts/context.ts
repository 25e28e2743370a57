import type { FastifyBaseLogger } from 'fastify';
import type { TokenService } from '../../platform/auth';
import type { Config } from '../../platform/config';
import type { Database, Db } from '../../platform/db';
import type { JobRunner } from '../../platform/jobs';
import type { Mailer } from '../../platform/mail';
import type { RateLimiter } from '../../platform/rate-limit-keys';
import type { SessionCache } from './session-check';

/** What the account services share: one per app instance. */
export interface AccountsContext {
  db: Db;
  database: Database;
  config: Config;
  tokens: TokenService;
  jobs: JobRunner;
  mailer: Mailer;
  sessions: SessionCache;
  limiter: RateLimiter;
  log: FastifyBaseLogger;
  /** An argon2id hash of a random password: unknown addresses are verified against it (same time). */
  dummyHash: string;
}

/** Job names. */
export const JOB_MAIL = 'mail-outbox';
export const JOB_DORMANCY = 'dormancy-sweep';
