import { afterEach, describe, expect, it, vi } from 'vitest';
import { ResultCache } from './result-cache';

/** A load that resolves when told to, counting its calls. */
function gatedLoad<T>() {
  const calls: ((value: T) => void)[] = [];
  const load = () => new Promise<T>((resolve) => calls.push(resolve));
  return { load, calls };
}

afterEach(() => vi.useRealTimers());

describe('kept answers (ResultCache)', () => {
  it('shares one read among the callers of a key, and keeps nothing read while a change landed', async () => {
    const cache = new ResultCache<string>({ ttlMs: 1_000, max: 10 });
    const { load, calls } = gatedLoad<string>();
    const a = cache.through('k', load);
    const b = cache.through('k', load);
    expect(calls).toHaveLength(1);
    calls[0]('one');
    expect(await Promise.all([a, b])).toEqual(['one', 'one']);
    expect(await cache.through('k', load)).toBe('one');
    expect(calls).toHaveLength(1);

    cache.invalidate();
    const c = cache.through('k', load);
    cache.invalidate();
    const d = cache.through('k', load);
    expect(calls).toHaveLength(3);
    calls[1]('before the change');
    calls[2]('after the change');
    expect(await c).toBe('before the change');
    expect(await d).toBe('after the change');
    const e = cache.through('k', load);
    expect(await e).toBe('after the change');
    expect(calls).toHaveLength(3);
  });

  it('answers an expired entry for its stale window while one read refreshes it, and waits past the window', async () => {
    vi.useFakeTimers({ now: 0 });
    const cache = new ResultCache<string>({ ttlMs: 1_000, staleMs: 500, max: 10 });
    const { load, calls } = gatedLoad<string>();
    const first = cache.through('k', load);
    calls[0]('v1');
    expect(await first).toBe('v1');

    vi.setSystemTime(1_200);
    expect(await cache.through('k', load)).toBe('v1');
    expect(await cache.through('k', load)).toBe('v1');
    expect(calls).toHaveLength(2);
    calls[1]('v2');
    await Promise.resolve();
    expect(await cache.through('k', load)).toBe('v2');

    vi.setSystemTime(1_200 + 1_600);
    const late = cache.through('k', load);
    expect(calls).toHaveLength(3);
    calls[2]('v3');
    expect(await late).toBe('v3');

    // Without a stale window an expired entry is read again before answering.
    const strict = new ResultCache<string>({ ttlMs: 1_000, max: 10 });
    const s = gatedLoad<string>();
    const p = strict.through('k', s.load);
    s.calls[0]('a');
    await p;
    vi.setSystemTime(1_200 + 1_600 + 1_001);
    const q = strict.through('k', s.load);
    expect(s.calls).toHaveLength(2);
    s.calls[1]('b');
    expect(await q).toBe('b');
  });
});
