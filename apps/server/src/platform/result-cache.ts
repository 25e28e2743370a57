/**
 * Answers of a list search kept in the process while nothing they show has changed (decision 041): an entry lives
 * `ttlMs` at most and every entry is dropped at once by `invalidate()`, which the owning area calls after each of its
 * own changes and on each change announced by PostgreSQL's NOTIFY (any process). An answer read while a change landed
 * is not kept (it may show the state before it).
 */
export class ResultCache<T> {
  private generation = 0;
  private readonly entries = new Map<string, { generation: number; at: number; value: T }>();
  hits = 0;
  misses = 0;

  constructor(private readonly opts: { ttlMs: number; max: number }) {}

  async through(key: string, load: () => Promise<T>): Promise<T> {
    const now = Date.now();
    const e = this.entries.get(key);
    if (e && e.generation === this.generation && now - e.at <= this.opts.ttlMs) {
      this.hits++;
      return e.value;
    }
    this.misses++;
    const generation = this.generation;
    const value = await load();
    if (generation === this.generation) {
      if (this.entries.size >= this.opts.max) this.entries.delete(this.entries.keys().next().value as string);
      this.entries.set(key, { generation, at: now, value });
    }
    return value;
  }

  invalidate() {
    this.generation++;
    this.entries.clear();
  }
}
