import type { FastifyBaseLogger } from 'fastify';
import pg from 'pg';
import type { Database } from './db';

/**
 * The lock that lets a background job run in one server process at a time when several share one database
 * (decision 052). `tryLock(name)` answers a release function when this process now holds the job's lock, or null when
 * another process (or another app on the same database in this process) is running the job: the runner skips that
 * run. PostgreSQL: a session-level `pg_try_advisory_lock(727002, hashtext(name))` on one dedicated connection per app
 * (never a pool connection, whose session would leak the lock to the next borrower); the server drops the lock by
 * itself if the process dies. PGlite (one process, one session, where advisory locks would be re-entrant): a set of
 * held names per database instance.
 */
export interface JobLock {
  tryLock(name: string): Promise<(() => Promise<void>) | null>;
  close(): Promise<void>;
}

/** The classid half of the two-key advisory lock; 727001 is the migrations' lock (db.ts). */
export const JOB_LOCK_CLASS = 727002;

const heldInProcess = new WeakMap<object, Set<string>>();

export function createJobLock(database: Database, log: FastifyBaseLogger): JobLock {
  if (database.kind === 'pglite' || !database.pool) {
    const key = database.pglite ?? database;
    let held = heldInProcess.get(key);
    if (!held) heldInProcess.set(key, (held = new Set()));
    const names = held;
    return {
      async tryLock(name) {
        if (names.has(name)) return null;
        names.add(name);
        return async () => {
          names.delete(name);
        };
      },
      async close() {},
    };
  }
  const connectionString = (database.pool as unknown as { options: { connectionString?: string } }).options.connectionString;
  let client: pg.Client | null = null;
  let connecting: Promise<pg.Client> | null = null;
  let closed = false;
  // One query at a time on the connection (jobs of several names take and release their locks concurrently).
  let queue: Promise<unknown> = Promise.resolve();
  const serial = <T>(fn: () => Promise<T>): Promise<T> => {
    const p = queue.then(fn);
    queue = p.catch(() => undefined);
    return p;
  };
  const connection = (): Promise<pg.Client> => {
    if (client) return Promise.resolve(client);
    connecting ??= (async () => {
      const c = new pg.Client({ connectionString, application_name: 'portal-job-lock' });
      c.on('error', (err) => {
        // The server dropped our session, and with it every lock it held: a job in flight keeps going (its rows are
        // claimed with SKIP LOCKED or under row locks), the next run takes a new connection.
        log.warn({ err }, 'job lock connection lost');
        if (client === c) client = null;
        void c.end().catch(() => undefined);
      });
      try {
        await c.connect();
      } catch (err) {
        await c.end().catch(() => undefined);
        throw err;
      }
      client = c;
      return c;
    })().finally(() => {
      connecting = null;
    });
    return connecting;
  };
  return {
    async tryLock(name) {
      if (closed) return null;
      const c = await connection();
      const { rows } = await serial(() =>
        c.query<{ ok: boolean }>('select pg_try_advisory_lock($1, hashtext($2)) as ok', [JOB_LOCK_CLASS, name]),
      );
      if (!rows[0]?.ok) return null;
      return async () => {
        if (client !== c) return; // the session is gone, and the lock with it
        await serial(() => c.query('select pg_advisory_unlock($1, hashtext($2))', [JOB_LOCK_CLASS, name])).catch((err: unknown) => {
          log.warn({ err, job: name }, 'job lock release failed');
        });
      };
    },
    async close() {
      closed = true;
      const c = client ?? (connecting ? await connecting.catch(() => null) : null);
      client = null;
      await c?.end().catch(() => undefined);
    },
  };
}
