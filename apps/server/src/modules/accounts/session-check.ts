import type { FastifyBaseLogger, FastifyRequest } from 'fastify';
import type pg from 'pg';
import { sql } from 'drizzle-orm';
import type { AuthContext, SessionCheck } from '../../platform/auth';
import type { Database, Db } from '../../platform/db';
import { AppError } from '../../platform/errors';

/**
 * The session check run on every request that carries a valid JWT (registered in app.tokens.checks):
 * the member is still ACTIVE, still holds every role of the token, still belongs to the token's
 * company (membership ACTIVE, company not deleted), and the session (the token's jti) is neither
 * revoked nor expired. A session whose member must agree to changed terms opens only the calls of
 * the terms step (ATH1N4033 elsewhere).
 *
 * The answer is cached per (user, company, session, roles) so an authenticated read costs a map
 * lookup, and dropped at once when anything it depends on changes: by the service that changed it
 * (same process), and through PostgreSQL's NOTIFY from the triggers of migration 0003 (every process,
 * whichever area made the change). TTL_MS bounds the damage if a notification were ever lost.
 */
export const SESSION_CACHE_TTL_MS = 60_000;

interface Entry {
  ok: boolean;
  termsPending: boolean;
  at: number;
}

export class SessionCache {
  private readonly entries = new Map<string, Entry>();
  private readonly keysByUser = new Map<number, Set<string>>();
  private readonly generation = new Map<number, number>();
  private epoch = 0;
  private readonly watchers = new Set<(payload: string) => void>();
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
    const keys = this.keysByUser.get(userId);
    if (!keys) return;
    for (const k of keys) this.entries.delete(k);
    this.keysByUser.delete(userId);
  }

  invalidateCompany(companyId: number) {
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

/** Calls open while the member's terms agreement is pending (the re-agreement step and public reads it needs). */
const TERMS_STEP_PREFIXES = [
  '/apis/v1/common/auth/',
  '/apis/v1/user/users',
  '/apis/v1/user/standard-documents',
  '/apis/v1/user/contents',
  '/apis/v1/common/codes',
  '/apis/v1/common/system',
];
export function allowedDuringTerms(url: string): boolean {
  if (!url.startsWith('/apis/')) return true;
  return TERMS_STEP_PREFIXES.some((p) => url.startsWith(p));
}

interface CheckRow {
  status: string | null;
  roles: string | null;
  member: boolean;
  session_found: boolean;
  session_ok: boolean;
  terms_pending: boolean | null;
}

async function load(db: Db, auth: AuthContext): Promise<{ ok: boolean; termsPending: boolean }> {
  const result = await db.execute(sql`
    select u.status,
      (select string_agg(r.role_code, ',') from user_roles r where r.user_id = u.id) as roles,
      case when ${auth.companyId}::int = 0 then true else exists (
        select 1 from user_companies uc join companies c on c.id = uc.company_id
        where uc.user_id = u.id and uc.company_id = ${auth.companyId}::int and uc.status = 'ACTIVE' and c.deleted_at is null
      ) end as member,
      s.id is not null as session_found,
      coalesce(s.revoked_at is null and s.expires_at > now(), false) as session_ok,
      s.terms_pending
    from users u
    left join auth_sessions s on s.id = ${auth.jti ?? ''} and s.user_id = u.id
    where u.id = ${auth.userId}::int`);
  const row = (result as unknown as { rows: CheckRow[] }).rows[0];
  if (!row) return { ok: false, termsPending: false };
  const held = new Set((row.roles ?? '').split(',').filter(Boolean));
  const ok =
    row.status === 'ACTIVE' &&
    !!row.member &&
    auth.roles.every((r) => held.has(r)) &&
    // Tokens minted without a session id (tests' tokenFor) are checked on the member alone.
    (!auth.jti || (!!row.session_found && !!row.session_ok));
  return { ok, termsPending: !!row.terms_pending };
}

export function createSessionCheck(db: Db, cache: SessionCache): SessionCheck {
  return async function sessionCheck(auth: AuthContext, request: FastifyRequest) {
    const key = cache.key(auth);
    let entry = cache.get(key);
    if (entry) cache.hits++;
    else {
      cache.misses++;
      const stamp = cache.stamp(auth.userId);
      const loaded = await load(db, auth);
      entry = { ...loaded, at: Date.now() };
      cache.set(auth.userId, key, entry, stamp);
    }
    if (!entry.ok) return false;
    if (entry.termsPending && !allowedDuringTerms(request.url)) throw new AppError('ATH1N4033');
    return true;
  };
}

/**
 * Listens to channel portal_session: PGlite delivers in-process; PostgreSQL through one dedicated
 * connection, re-opened after a failure (the cache is cleared then, since notifications may be lost).
 */
export async function listenForSessionChanges(database: Database, cache: SessionCache, log: FastifyBaseLogger): Promise<() => Promise<void>> {
  if (database.kind === 'pglite' && database.pglite) {
    const unlisten = await database.pglite.listen('portal_session', (payload) => cache.onNotification(payload));
    return () => unlisten();
  }
  if (!database.pool) return async () => undefined;
  const pool = database.pool;
  let client: pg.PoolClient | null = null;
  let closed = false;
  let retry: NodeJS.Timeout | null = null;
  const connect = async () => {
    if (closed) return;
    try {
      const c = await pool.connect();
      c.on('notification', (msg) => {
        if (msg.channel === 'portal_session') cache.onNotification(msg.payload);
      });
      c.on('error', (err) => {
        log.warn({ err }, 'session listener connection lost');
        cache.clear();
        c.release(true);
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
      c.release();
    }
  };
}
