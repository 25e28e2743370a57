import { EventEmitter } from 'node:events';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { createServer, type AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { CALL_PATHS, errorMessage } from '@portal/contract';
import { count, sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { build, call, callApi, tenancyCast, type TestContext } from '../../test/helpers';
import { filesBody, PNG } from '../../test/files-fixtures';
import { files } from '../db/schema/index';
import { fileServiceOf, ORPHAN_TTL_MS } from '../modules/files';
import { wrapPostgres } from './db';
import { isDatabaseUnavailable, isStorageFull } from './errors';
import { storageKeyOf } from './storage';

/**
 * Faults (decision 053): a database that cannot be reached answers 503 (COM1N5031) in the error
 * shape and changes nothing; a full disk answers 507 (COM1N5070) and stores nothing; objects left by a stopped process
 * are swept. The kill -9 and PostgreSQL restart runs are in scripts/faults.mjs.
 */

let ctx: TestContext;
let dataDir: string;
let member: string;

beforeAll(async () => {
  dataDir = mkdtempSync(path.join(os.tmpdir(), 'portal-faults-'));
  ctx = await build({ dataDir });
  ({ member } = await tenancyCast(ctx));
});
afterAll(async () => {
  await ctx.close();
  rmSync(dataDir, { recursive: true, force: true });
});
afterEach(() => {
  vi.restoreAllMocks();
});

const storedObjects = () => {
  const root = path.join(dataDir, 'files');
  return existsSync(root)
    ? readdirSync(root, { recursive: true, withFileTypes: true })
        .filter((d) => d.isFile())
        .map((d) => path.join(d.parentPath, d.name))
    : [];
};
const staged = () => {
  const dir = path.join(dataDir, 'tmp', 'uploads');
  return existsSync(dir) ? readdirSync(dir) : [];
};
async function fileRows(): Promise<number> {
  const [{ n }] = await ctx.db.select({ n: count() }).from(files);
  return Number(n);
}
function upload(lang: 'ko' | 'en', name = 'chart.png') {
  const body = filesBody([{ name, content: PNG }]);
  return callApi(ctx, CALL_PATHS.uploadFiles, {
    query: { fileTypeGroup: 'INQUIRY' },
    token: member,
    lang,
    headers: body.headers,
    payload: body.payload,
  });
}

/** The driver fails every statement as PostgreSQL does when it restarts or refuses connections. */
function databaseDown(err: Error) {
  const pglite = ctx.database.pglite;
  if (pglite) {
    vi.spyOn(pglite, 'query').mockRejectedValue(err);
    vi.spyOn(pglite, 'transaction').mockRejectedValue(err);
  } else {
    const pool = ctx.database.pool!;
    vi.spyOn(pool, 'query').mockRejectedValue(err as never);
    vi.spyOn(pool, 'connect').mockRejectedValue(err as never);
  }
}
const pgError = (code: string, message: string) => Object.assign(new Error(message), { code });

describe('a database that cannot be reached', () => {
  const failures: [string, Error][] = [
    ['57P01 admin shutdown', pgError('57P01', 'terminating connection due to administrator command')],
    ['57P03 starting up', pgError('57P03', 'the database system is starting up')],
    ['08006 connection failure', pgError('08006', 'connection failure')],
    ['ECONNREFUSED', Object.assign(pgError('ECONNREFUSED', 'connect ECONNREFUSED 127.0.0.1:5432'), { syscall: 'connect' })],
    ['a dropped connection', new Error('Connection terminated unexpectedly')],
  ];

  it.each(failures)('answers 503 COM1N5031 in the error shape, in both languages (%s)', async (_name, err) => {
    databaseDown(err);
    for (const lang of ['ko', 'en'] as const) {
      // A search text of its own, so no answer cache can answer for the database.
      const res = await callApi(ctx, CALL_PATHS.searchNotices, { payload: { searchText: `fault ${lang} ${err.message}` }, lang });
      expect(res.statusCode, res.body).toBe(503);
      expect(res.json()).toEqual({ errorCode: 'COM1N5031', errorMessage: errorMessage('COM1N5031', lang) });
      expect(res.headers['retry-after']).toBe('5');
    }
    expect((await call(ctx, { url: '/readyz' })).statusCode).toBe(503);
    vi.restoreAllMocks();
    // Back by itself: the same app answers again.
    expect((await callApi(ctx, CALL_PATHS.searchNotices, { payload: { searchText: 'fault recovered' }, lang: 'en' })).statusCode).toBe(200);
    expect((await call(ctx, { url: '/readyz' })).json()).toEqual({ status: 'ready' });
  });

  it('refuses an upload with 503 while the database is down and keeps neither row nor object', async () => {
    const rows = await fileRows();
    const objects = storedObjects().length;
    // The member's session was checked; the database fails when the upload is recorded.
    vi.spyOn(ctx.db, 'insert').mockImplementation(() => {
      throw pgError('57P01', 'terminating connection due to administrator command');
    });
    const res = await upload('ko');
    expect(res.statusCode, res.body).toBe(503);
    expect(res.json()).toEqual({ errorCode: 'COM1N5031', errorMessage: errorMessage('COM1N5031', 'ko') });
    vi.restoreAllMocks();
    expect(await fileRows()).toBe(rows);
    expect(storedObjects()).toHaveLength(objects);
    expect(staged()).toEqual([]);
  });

  it('knows the real driver errors: a pool pointed at a closed port, through drizzle', async () => {
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const port = (closed.address() as AddressInfo).port;
    await new Promise<void>((resolve) => closed.close(() => resolve()));
    const pool = new pg.Pool({ host: '127.0.0.1', port, user: 'postgres', database: 'postgres', connectionTimeoutMillis: 2000 });
    try {
      const err = await drizzle(pool)
        .execute(sql`select 1`)
        .then(
          () => null,
          (e: unknown) => e,
        );
      expect(err).toBeTruthy();
      expect(isDatabaseUnavailable(err)).toBe(true);
      expect(isDatabaseUnavailable(new Error('duplicate key value violates unique constraint'))).toBe(false);
      expect(isDatabaseUnavailable(pgError('23505', 'duplicate key'))).toBe(false);
      // A client that went away mid-request is not the database.
      expect(isDatabaseUnavailable(pgError('ECONNRESET', 'aborted'))).toBe(false);
    } finally {
      await pool.end();
    }
  });

  it('survives an idle pooled connection failing (PostgreSQL restarted): told, never thrown', async () => {
    const database = wrapPostgres(new pg.Pool({ host: '127.0.0.1', port: 9, max: 1 }));
    const told: Error[] = [];
    database.onIdleError = (err) => told.push(err);
    const lost = pgError('57P01', 'terminating connection due to administrator command');
    // node-postgres emits 'error' on the pool for an idle client; without a listener the process would end.
    expect(() => database.pool!.emit('error', lost, {} as pg.PoolClient)).not.toThrow();
    expect(told).toEqual([lost]);
    // A client checked out of the pool (inside a transaction) whose connection drops: its statements fail, the process stays.
    const checkedOut = new EventEmitter();
    database.pool!.emit('connect', checkedOut as unknown as pg.PoolClient);
    expect(() => checkedOut.emit('error', lost)).not.toThrow();
    await database.close();
  });
});

describe('a full disk during an upload', () => {
  const full = () => Object.assign(new Error('ENOSPC: no space left on device, write'), { code: 'ENOSPC', errno: -28, syscall: 'write' });

  it('answers 507 COM1N5070 in both languages and keeps no row, no object, no staged file', async () => {
    const storage = fileServiceOf({ db: ctx.db, config: ctx.config }).storage;
    const rows = await fileRows();
    const objects = storedObjects().length;
    vi.spyOn(storage, 'putFile').mockRejectedValue(full());
    for (const lang of ['ko', 'en'] as const) {
      const res = await upload(lang);
      expect(res.statusCode, res.body).toBe(507);
      expect(res.json()).toEqual({ errorCode: 'COM1N5070', errorMessage: errorMessage('COM1N5070', lang) });
    }
    vi.restoreAllMocks();
    expect(await fileRows()).toBe(rows);
    expect(storedObjects()).toHaveLength(objects);
    expect(staged()).toEqual([]);
    // Space again: the same upload is kept.
    expect((await upload('en')).statusCode).toBe(200);
    expect(storedObjects()).toHaveLength(objects + 1);
    expect(isStorageFull(new Error('other'))).toBe(false);
  });
});

describe('objects left by a stopped process', () => {
  it('sweeps old objects no row names and old partial writes, and keeps named, fresh and other areas’ objects', async () => {
    const service = fileServiceOf({ db: ctx.db, config: ctx.config });
    const res = await upload('en', 'kept.png');
    expect(res.statusCode, res.body).toBe(200);
    const keptId: string = res.json().files[0].fileUUID;
    const root = path.join(dataDir, 'files');
    const put = (id: string, suffix = '') => {
      const file = path.join(root, ...storageKeyOf(id).split('/')) + suffix;
      mkdirSync(path.dirname(file), { recursive: true });
      writeFileSync(file, PNG);
      return file;
    };
    const old = new Date(Date.now() - ORPHAN_TTL_MS - 60_000);
    const age = (file: string) => utimesSync(file, old, old);
    const orphan = put('ab000000-0000-4000-8000-0000000000aa');
    const partial = put('ab000000-0000-4000-8000-0000000000bb', '.part');
    const fresh = put('ab000000-0000-4000-8000-0000000000cc');
    const theirs = put('ab000000-0000-4000-8000-0000000000dd');
    const kept = path.join(root, ...storageKeyOf(keptId).split('/'));
    for (const f of [orphan, partial, theirs, kept]) age(f);
    // Another area names its objects (user reports: marked copies, the form).
    service.referStorage('faults-test', async (_db, keys) => keys.filter((k) => k.endsWith('0000000000dd')));

    expect(await service.sweepOrphans()).toBe(1);
    expect(existsSync(orphan)).toBe(false);
    expect(existsSync(partial)).toBe(false);
    expect(existsSync(fresh)).toBe(true);
    expect(existsSync(theirs)).toBe(true);
    expect(existsSync(kept)).toBe(true);
    expect((await callApi(ctx, CALL_PATHS.downloadFile, { query: { fileUUID: keptId }, token: member })).statusCode).toBe(200);
  });
});
