import { existsSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import * as schema from '../db/schema/index';

export type Schema = typeof schema;
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
/** A transaction handle has the same query surface as the database. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
export type DbOrTx = Db | Tx;

export interface Database {
  kind: 'pglite' | 'postgres';
  db: Db;
  /** The raw PGlite instance when kind is pglite (tests dump and clone it). */
  pglite?: PGlite;
  pool?: pg.Pool;
  close(): Promise<void>;
  ping(): Promise<void>;
  /**
   * Told when an idle pooled connection fails (PostgreSQL restarted or stopped): the pool drops it and opens a new one
   * when next needed. Without a listener node-postgres would throw it as an uncaught error and end the process.
   */
  onIdleError?: (err: Error) => void;
}

/** Where the committed migrations live, from source (src/platform) or from the bundle (dist). */
export function migrationsFolder(): string {
  const here = path.dirname(fileURLToPath(import.meta.url));
  const candidates = [path.resolve(here, '../db/migrations'), path.resolve(here, '../src/db/migrations')];
  const found = candidates.find((c) => existsSync(path.join(c, 'meta/_journal.json')));
  if (!found) throw new Error(`migrations not found (looked in ${candidates.join(', ')})`);
  return found;
}

export const PGLITE_EXTENSIONS = { pg_trgm };

export function wrapPglite(client: PGlite): Database {
  const db = drizzlePglite(client, { schema }) as unknown as Db;
  return {
    kind: 'pglite',
    db,
    pglite: client,
    close: () => client.close(),
    ping: async () => {
      await client.query('select 1');
    },
  };
}

export function wrapPostgres(pool: pg.Pool): Database {
  const db = drizzlePg(pool, { schema }) as unknown as Db;
  const database: Database = {
    kind: 'postgres',
    db,
    pool,
    close: () => pool.end(),
    ping: async () => {
      await pool.query('select 1');
    },
  };
  // A client checked out of the pool (a transaction between two statements) has no listener of the pool's: its
  // connection dropping (PostgreSQL restarted) would be thrown as an uncaught 'error' event and end the process. Its
  // statements fail instead (the one in flight with the error, the next as not queryable: both answered 503), and the pool
  // drops the client when it is released.
  pool.on('connect', (client) => client.on('error', () => undefined));
  pool.on('error', (err) => {
    if (database.onIdleError) database.onIdleError(err);
    else console.warn(`idle database connection lost: ${err.message}`);
  });
  return database;
}

/** Opens PostgreSQL when a URL is given, otherwise the embedded PGlite under `dataDir/pglite`. */
export async function openDatabase(opts: { databaseUrl?: string; dataDir: string; poolSize?: number }): Promise<Database> {
  if (opts.databaseUrl) {
    // JIT off: the portal's queries are short lookups by index; a plan costed over jit_above_cost would compile for
    // tens of milliseconds first (seen as the order list's p99; decision 041).
    // A connection that cannot be made within 5 s fails (answered 503, decision 053) instead of holding the call.
    const pool = new pg.Pool({
      connectionString: opts.databaseUrl,
      max: opts.poolSize ?? 10,
      options: '-c jit=off',
      connectionTimeoutMillis: 5000,
    });
    return wrapPostgres(pool);
  }
  const dir = path.join(opts.dataDir, 'pglite');
  mkdirSync(dir, { recursive: true });
  const client = await PGlite.create(dir, { extensions: PGLITE_EXTENSIONS });
  return wrapPglite(client);
}

/** The advisory lock keys of start-up (PostgreSQL): migrations, then the demo seed (decision 052). */
export const MIGRATION_LOCK = 727001;
export const SEED_LOCK = 727003;

/**
 * Runs `fn` while holding a session-level advisory lock on one connection of the pool, so that processes starting
 * together on one database take turns (PostgreSQL; PGlite is one process and runs `fn` at once).
 */
export async function withStartupLock<T>(database: Database, key: number, fn: (client?: pg.PoolClient) => Promise<T>): Promise<T> {
  if (database.kind === 'pglite' || !database.pool) return fn();
  const client = await database.pool.connect();
  try {
    await client.query('select pg_advisory_lock($1)', [key]);
    return await fn(client);
  } finally {
    await client.query('select pg_advisory_unlock($1)', [key]).catch(() => undefined);
    client.release();
  }
}

/** Applies the committed migrations; the same files run on both databases. */
export async function runMigrations(database: Database): Promise<void> {
  const folder = migrationsFolder();
  if (database.kind === 'pglite') {
    await migratePglite(database.db as never, { migrationsFolder: folder });
  } else {
    // One process migrates at a time when several start together: the lock lives on one connection.
    await withStartupLock(database, MIGRATION_LOCK, (client) =>
      migratePg(drizzlePg(client!, { schema }) as never, { migrationsFolder: folder }),
    );
  }
}
