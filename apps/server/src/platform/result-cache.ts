/**
 * Answers of a list search kept in the process while nothing they show has changed (decision 041): an entry lives
 * `ttlMs` at most and every entry is dropped at once by `invalidate()`, which the owning area calls after each of its
 * own changes and on each change announced by PostgreSQL's NOTIFY (any process). An answer read while a change landed
 * is not kept (it may show the state before it).
 *
 * Decision 050: callers asking for the same key while it is being read share that one read; and with `staleMs`, an
 * entry past its lifetime (but not invalidated) is still answered for up to `staleMs` more while one read refreshes it
 * in the background, so the callers of a popular key never wait for its periodic re-read. An entry is therefore at
 * most `ttlMs + staleMs` (plus one read) old; areas choose the two so that the sum is the age they promise.
 */
export class ResultCache<T> {
  private generation = 0;
  private readonly entries = new Map<string, { generation: number; at: number; value: T }>();
  private readonly loading = new Map<string, { generation: number; promise: Promise<T> }>();
  hits = 0;
  misses = 0;

  constructor(private readonly opts: { ttlMs: number; max: number; staleMs?: number }) {}

  async through(key: string, load: () => Promise<T>): Promise<T> {
    const e = this.entries.get(key);
    if (e && e.generation === this.generation) {
      const age = Date.now() - e.at;
      if (age <= this.opts.ttlMs) {
        this.hits++;
        return e.value;
      }
      if (age <= this.opts.ttlMs + (this.opts.staleMs ?? 0)) {
        this.hits++;
        // Refreshed in the background; a failed refresh leaves the entry to expire.
        this.load(key, load).catch(() => undefined);
        return e.value;
      }
    }
    this.misses++;
    return this.load(key, load);
  }

  /** One read per key and generation at a time; the answer is kept if no change landed meanwhile. */
  private load(key: string, load: () => Promise<T>): Promise<T> {
    const running = this.loading.get(key);
    if (running && running.generation === this.generation) return running.promise;
    const generation = this.generation;
    const at = Date.now();
    const promise = load().then((value) => {
      if (generation === this.generation) {
        if (!this.entries.has(key) && this.entries.size >= this.opts.max) this.entries.delete(this.entries.keys().next().value as string);
        this.entries.set(key, { generation, at, value });
      }
      return value;
    });
    this.loading.set(key, { generation, promise });
    const done = () => {
      if (this.loading.get(key)?.promise === promise) this.loading.delete(key);
    };
    promise.then(done, done);
    return promise;
  }

  invalidate() {
    this.generation++;
    this.entries.clear();
    this.loading.clear();
  }
}
