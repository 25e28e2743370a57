import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

describe('constants.ts', () => {
  it('imports nothing, so the web app takes its values without zod (docs/decisions/032-first-load.md)', () => {
    const source = readFileSync(new URL('./constants.ts', import.meta.url), 'utf8');
    expect(source.match(/^\s*import\s/gm) ?? []).toEqual([]);
    expect(source).not.toMatch(/\brequire\(|\bimport\(/);
  });
});
