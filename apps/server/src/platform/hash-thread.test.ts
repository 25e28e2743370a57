import { createHash, randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { sha256OnThread } from './hash-thread';

const direct = (parts: Uint8Array[]) => {
  const h = createHash('sha256');
  for (const p of parts) h.update(p);
  return h.digest('hex');
};

/** Cuts bytes into chunks of the given sizes, cycling (as a socket hands them over: any size). */
function chunks(bytes: Buffer, sizes: number[]): Buffer[] {
  const out: Buffer[] = [];
  for (let offset = 0, i = 0; offset < bytes.length; i++) {
    const n = sizes[i % sizes.length]!;
    out.push(bytes.subarray(offset, offset + n));
    offset += n;
  }
  return out;
}

describe('SHA-256 on a thread', () => {
  it('gives the digest of the bytes fed, whatever their chunking (across batch edges, exact batches, one byte)', async () => {
    const bytes = randomBytes(3 * 256 * 1024 + 17);
    for (const sizes of [[1, 65_536, 7], [256 * 1024], [bytes.length], [100_003, 3]]) {
      const hash = sha256OnThread();
      const parts = chunks(bytes, sizes);
      for (const part of parts) hash.update(part);
      expect(await hash.digest()).toBe(direct([bytes]));
    }
  });

  it('keeps hashes fed side by side apart, and the digest of nothing is that of the empty string', async () => {
    const a = randomBytes(700_000);
    const b = randomBytes(500_000);
    const ha = sha256OnThread();
    const hb = sha256OnThread();
    const empty = sha256OnThread();
    const ca = chunks(a, [65_536]);
    const cb = chunks(b, [40_000]);
    for (let i = 0; i < Math.max(ca.length, cb.length); i++) {
      if (ca[i]) ha.update(ca[i]!);
      if (cb[i]) hb.update(cb[i]!);
    }
    const dropped = sha256OnThread();
    dropped.update(a);
    dropped.drop();
    expect(await Promise.all([ha.digest(), hb.digest(), empty.digest()])).toEqual([direct([a]), direct([b]), direct([])]);
  });

  it('does not change the caller’s bytes and takes nothing after its digest', async () => {
    const bytes = randomBytes(300_000);
    const copy = Buffer.from(bytes);
    const hash = sha256OnThread();
    hash.update(bytes);
    expect(bytes.equals(copy)).toBe(true);
    await hash.digest();
    expect(() => hash.update(bytes)).toThrow('ended');
    await expect(hash.digest()).rejects.toThrow('ended');
  });
});
