import type { FastifyBaseLogger } from 'fastify';
import type pg from 'pg';
import type { AuthContext } from './auth';
import type { Database } from './db';

/**
 * The cache of the session check (modules/sign-in/session-check.ts, run on every request that
 * carries a valid JWT). The answer is cached per (user, company, session, roles) so an authenticated read costs a map
 * lookup, and dropped at once when anything it depends on changes: by the service that changed it
 * (same process), and through PostgreSQL's NOTIFY from the triggers of migration 0003 (every process,
 * whichever area made the change). TTL_MS bounds the damage if a notification were ever lost.
 */
export const SESSION_CACHE_TTL_MS = 60_000;

interface Entry {
  ok: boolean;
  termsPending: boolean;
  /** The member still administers the token's company (role 03, decision 086); a token's 03 is dropped otherwise. */
  companyAdmin?: boolean;
  at: number;
}

export class SessionCache {
  private readonly entries = new Map<string, Entry>();
  private readonly keysByUser = new Map<number, Set<string>>();
  private readonly generation = new Map<number, number>();
  private epoch = 0;
  private readonly watchers = new Set<(payload: string) => void>();
  private readonly dropListeners = new Set<(what: { userId?: number; companyId?: number }) => void>();
  hits = 0;
  misses = 0;

  constructor(
    private readonly ttlMs = SESSION_CACHE_TTL_MS,
    private readonly maxEntries = 50_000,
  ) {}

  key(auth: AuthContext): string {
    return `${auth.userId}|${auth.companyId}|${auth.jti ?? ''}|${auth.roles.join(',')}`;
  }

  get(key: string, now = Date.now()): Entry | undefined {
    const e = this.entries.get(key);
    if (!e) return undefined;
    if (now - e.at > this.ttlMs) {
      this.entries.delete(key);
      return undefined;
    }
    return e;
  }

  /** A token for set(): a change between the read and the store discards the stale answer. */
  stamp(userId: number): string {
    return `${this.epoch}:${this.generation.get(userId) ?? 0}`;
  }

  set(userId: number, key: string, entry: Entry, stamp: string) {
    if (stamp !== this.stamp(userId)) return;
    if (this.entries.size >= this.maxEntries) this.clear();
    this.entries.set(key, entry);
    let keys = this.keysByUser.get(userId);
    if (!keys) this.keysByUser.set(userId, (keys = new Set()));
    keys.add(key);
  }

  invalidateUser(userId: number) {
    this.generation.set(userId, (this.generation.get(userId) ?? 0) + 1);
    for (const l of this.dropListeners) l({ userId });
    const keys = this.keysByUser.get(userId);
    if (!keys) return;
    for (const k of keys) this.entries.delete(k);
    this.keysByUser.delete(userId);
  }

  invalidateCompany(companyId: number) {
    for (const l of this.dropListeners) l({ companyId });
    for (const [k] of this.entries) {
      if (k.split('|')[1] === String(companyId)) {
        const userId = Number(k.split('|')[0]);
        this.invalidateUser(userId);
      }
    }
    this.epoch++;
  }

  clear() {
    this.entries.clear();
    this.keysByUser.clear();
    this.epoch++;
    for (const l of this.dropListeners) l({});
  }

  /**
   * Calls `fn` whenever a member or a company changes (the same moments the session entries are dropped: by the
   * service that changed it, and through NOTIFY from any process); `{}` means anything may have changed. Caches of
   * names and memberships built beside this one (platform/name-cache.ts) drop their entries from here.
   */
  onDrop(fn: (what: { userId?: number; companyId?: number }) => void): () => void {
    this.dropListeners.add(fn);
    return () => {
      this.dropListeners.delete(fn);
    };
  }

  /** Applies a notification payload of channel portal_session: 'u:<userId>' or 'c:<companyId>'. */
  onNotification(payload: string | undefined) {
    if (!payload) return;
    const id = Number(payload.slice(2));
    if (Number.isSafeInteger(id)) {
      if (payload.startsWith('u:')) this.invalidateUser(id);
      else if (payload.startsWith('c:')) this.invalidateCompany(id);
    }
    for (const w of this.watchers) w(payload);
  }

  /**
   * Calls `fn` with each notification once applied; answers the function that stops it. PostgreSQL
   * delivers notifications shortly after their transactions commit, in commit order (tests of changes
   * made directly in the database wait on it; the services drop the entries of their own changes at once).
   */
  watch(fn: (payload: string) => void): () => void {
    this.watchers.add(fn);
    return () => {
      this.watchers.delete(fn);
    };
  }
}

/**
 * Listens to channel portal_session: PGlite delivers in-process; PostgreSQL through one dedicated
 * connection, re-opened after a failure (the cache is cleared then, since notifications may be lost).
 */
export async function listenForSessionChanges(
  database: Database,
  cache: SessionCache,
  log: FastifyBaseLogger,
): Promise<() => Promise<void>> {
  if (database.kind === 'pglite' && database.pglite) {
    const unlisten = await database.pglite.listen('portal_session', (payload) => cache.onNotification(payload));
    return () => unlisten();
  }
  if (!database.pool) return async () => undefined;
  const pool = database.pool;
  let client: pg.PoolClient | null = null;
  let closed = false;
  let retry: NodeJS.Timeout | null = null;
  // A connection goes back to the pool once: an error can arrive after the stop released it (a dropped database, a
  // server shut down), and a second release throws out of the event handler and would end the process.
  const released = new WeakSet<pg.PoolClient>();
  const release = (c: pg.PoolClient, destroy?: boolean) => {
    if (released.has(c)) return;
    released.add(c);
    c.release(destroy);
  };
  const connect = async () => {
    if (closed) return;
    try {
      const c = await pool.connect();
      c.on('notification', (msg) => {
        if (msg.channel === 'portal_session') cache.onNotification(msg.payload);
      });
      c.on('error', (err) => {
        if (released.has(c)) return;
        log.warn({ err }, 'session listener connection lost');
        cache.clear();
        release(c, true);
        if (client === c) client = null;
        if (!closed) retry = setTimeout(() => void connect(), 1000);
      });
      await c.query('LISTEN portal_session');
      client = c;
      cache.clear();
    } catch (err) {
      log.warn({ err }, 'session listener could not connect');
      if (!closed) retry = setTimeout(() => void connect(), 1000);
    }
  };
  await connect();
  return async () => {
    closed = true;
    if (retry) clearTimeout(retry);
    const c = client;
    client = null;
    if (c) {
      await c.query('UNLISTEN portal_session').catch(() => undefined);
      release(c);
    }
  };
}
