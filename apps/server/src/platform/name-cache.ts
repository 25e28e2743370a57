/**
 * A process-level cache of values read by key in batches (names of companies, people and products shown in lists):
 * a list page asks for the keys of its rows at once and reads only the missing ones. An entry is dropped when the area
 * that owns the data says it changed (`drop`, `clear`), and lives `ttlMs` at most; a drop while a batch is being read
 * keeps that batch out of the cache (it may hold the old value). The cache never grows past `maxEntries`.
 */
export class BatchCache<K, V> {
  private readonly entries = new Map<K, { value: V; at: number }>();
  private generation = 0;

  constructor(
    private readonly loadMany: (keys: K[]) => Promise<Map<K, V>>,
    private readonly opts: { ttlMs: number; maxEntries?: number },
  ) {}

  /** The values of the keys that exist (missing keys are absent from the answer, and not cached). */
  async getMany(keys: Iterable<K>, now = Date.now()): Promise<Map<K, V>> {
    const out = new Map<K, V>();
    const missing: K[] = [];
    for (const k of new Set(keys)) {
      const e = this.entries.get(k);
      if (e && now - e.at <= this.opts.ttlMs) out.set(k, e.value);
      else missing.push(k);
    }
    if (!missing.length) return out;
    const generation = this.generation;
    const loaded = await this.loadMany(missing);
    const store = generation === this.generation;
    if (store && this.entries.size + loaded.size > (this.opts.maxEntries ?? 20_000)) this.entries.clear();
    for (const [k, v] of loaded) {
      out.set(k, v);
      if (store) this.entries.set(k, { value: v, at: now });
    }
    return out;
  }

  drop(key: K) {
    this.generation++;
    this.entries.delete(key);
  }

  dropWhere(pred: (key: K) => boolean) {
    this.generation++;
    for (const k of [...this.entries.keys()]) if (pred(k)) this.entries.delete(k);
  }

  clear() {
    this.generation++;
    this.entries.clear();
  }
}
