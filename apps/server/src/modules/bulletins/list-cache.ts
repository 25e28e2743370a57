import pg from 'pg';
import type { Database } from '../../platform/db';

/**
 * Answers of list searches, kept per process for a few seconds and only while the data version they
 * were read at is still the current one (docs/decisions/004-text-search.md). The version comes from
 * `bbs_version`, whose trigger notifies the channel `bbs_version` on every change of posted items; each
 * process listens to it, so a change reaches every cache within milliseconds, without a query per request.
 * While the version is unknown (listener not connected) nothing is cached.
 */
export class ListCache<T> {
  private current: number | null = null;
  private readonly entries = new Map<string, { version: number; at: number; value: T; refreshing?: boolean }>();

  constructor(
    /** View counters change without a version bump: lists show them at most this old. */
    private readonly ttlMs = 5_000,
    private readonly max = 2_000,
  ) {}

  /** The data version now in force (null: unknown, cache off). */
  setVersion(version: number | null) {
    if (version === null || this.current === null || version > this.current) this.current = version;
    if (version === null) this.entries.clear();
  }

  get(key: string): T | undefined {
    const e = this.entries.get(key);
    if (!e) return undefined;
    if (this.current === null || e.version !== this.current || Date.now() - e.at > this.ttlMs) {
      this.entries.delete(key);
      return undefined;
    }
    return e.value;
  }

  /**
   * A kept answer at the current version. Past its lifetime (and up to twice it) the answer is still given while one
   * caller reads it again (`refresh: true` to that caller only): the list is right at this version, only view counters
   * may be a few seconds older, and no request waits for the re-read (decision 050). `release` after a failed re-read.
   */
  lookup(key: string): { value: T; refresh: boolean } | undefined {
    const e = this.entries.get(key);
    if (!e) return undefined;
    const age = Date.now() - e.at;
    if (this.current === null || e.version !== this.current || age > 2 * this.ttlMs) {
      this.entries.delete(key);
      return undefined;
    }
    if (age <= this.ttlMs || e.refreshing) return { value: e.value, refresh: false };
    e.refreshing = true;
    return { value: e.value, refresh: true };
  }

  release(key: string) {
    const e = this.entries.get(key);
    if (e) e.refreshing = false;
  }

  /** Keeps an answer read at `version`, if that is still the current version. */
  set(key: string, version: number, value: T) {
    if (this.current === null || version !== this.current) return;
    if (this.entries.size >= this.max) this.entries.delete(this.entries.keys().next().value as string);
    this.entries.set(key, { version, at: Date.now(), value });
  }
}

const CHANNEL = 'bbs_version';
const RECONNECT_MS = 2_000;

/** Follows the data version of bulletin items; answers a function that stops following it. */
export async function watchBbsVersion(database: Database, onVersion: (version: number | null) => void): Promise<() => Promise<void>> {
  if (database.kind === 'pglite' && database.pglite) {
    const client = database.pglite;
    const unlisten = await client.listen(CHANNEL, (payload) => onVersion(Number(payload)));
    const { rows } = await client.query<{ version: string | number }>('select version from bbs_version where id = 1');
    if (rows[0]) onVersion(Number(rows[0].version));
    return async () => {
      onVersion(null);
      await unlisten().catch(() => undefined);
    };
  }
  const connectionString = (database.pool as unknown as { options: { connectionString?: string } } | undefined)?.options.connectionString;
  if (!connectionString) return async () => undefined;
  let stopped = false;
  let client: pg.Client | null = null;
  let timer: NodeJS.Timeout | null = null;
  const connect = async () => {
    if (stopped) return;
    const c = new pg.Client({ connectionString });
    client = c;
    const lost = () => {
      onVersion(null);
      if (client === c) client = null;
      void c.end().catch(() => undefined);
      if (!stopped && !timer) timer = setTimeout(() => ((timer = null), void connect()), RECONNECT_MS);
    };
    c.on('error', lost);
    c.on('end', () => client === c && lost());
    c.on('notification', (m) => m.channel === CHANNEL && m.payload && onVersion(Number(m.payload)));
    try {
      await c.connect();
      await c.query(`LISTEN ${CHANNEL}`);
      const { rows } = await c.query<{ version: string }>('select version from bbs_version where id = 1');
      if (rows[0]) onVersion(Number(rows[0].version));
    } catch {
      lost();
    }
  };
  await connect();
  return async () => {
    stopped = true;
    if (timer) clearTimeout(timer);
    onVersion(null);
    const c = client;
    client = null;
    await c?.end().catch(() => undefined);
  };
}
