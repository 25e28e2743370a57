import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { buildApp } from '../src/app';
import { wrapPostgres, type Database } from '../src/platform/db';
import type { TestContext } from './helpers';

/**
 * A second server process on the same database as `ctx` (decision 052): its own app, and on PostgreSQL its own pool,
 * so its own change listeners and job-lock connection, as a second `node dist/main.js` would have. On PGlite (one
 * process by nature) the second app shares the instance, its notifications and its in-process job locks.
 */
export async function buildPeer(ctx: TestContext): Promise<TestContext> {
  let database: Database = ctx.database;
  let own = false;
  if (ctx.database.kind === 'postgres') {
    const url = (ctx.database.pool as unknown as { options: { connectionString: string } }).options.connectionString;
    database = wrapPostgres(new pg.Pool({ connectionString: url, max: 4 }));
    own = true;
  }
  const app = await buildApp({ config: ctx.config, database, logger: false });
  await app.ready();
  return {
    app,
    database,
    db: database.db,
    config: ctx.config,
    async close() {
      await app.close();
      if (own) await database.close();
    },
  };
}

/**
 * Waits until `peer` has applied every change notification committed so far: a marker is notified after the change
 * (through `from`'s connection) and PostgreSQL delivers notifications in commit order, so the marker arrives last.
 */
export async function heardBy(peer: TestContext, from: TestContext): Promise<void> {
  const marker = `t:${randomUUID()}`;
  let stop = () => {};
  const heard = new Promise<void>((resolve) => {
    stop = peer.app.sessions.watch((p) => p === marker && resolve());
  });
  try {
    await from.db.execute(sql`select pg_notify('portal_session', ${marker})`);
    await heard;
  } finally {
    stop();
  }
}
