import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { INQUIRY_CATEGORY_CODES, compareCodes, orderedCodes } from './constants';

describe('constants.ts', () => {
  it('imports nothing, so the web app takes its values without zod (docs/decisions/032-first-load.md)', () => {
    const source = readFileSync(new URL('./constants.ts', import.meta.url), 'utf8');
    expect(source.match(/^\s*import\s/gm) ?? []).toEqual([]);
    expect(source).not.toMatch(/\brequire\(|\bimport\(/);
  });
});

describe('code order', () => {
  it('shows "Other" (99) last among the inquiry types, the rest by code', () => {
    expect(INQUIRY_CATEGORY_CODES).toEqual(['01', '02', '03', '04', '05', '99']);
  });
  it('puts 99 last whatever the key order or the sort order', () => {
    expect(orderedCodes({ '99': 1, '02': 1, '10': 1, '01': 1 })).toEqual(['01', '02', '10', '99']);
    expect(['99', '03', '01'].sort((a, b) => compareCodes(a, b, a === '99' ? 0 : 5, 5))).toEqual(['01', '03', '99']);
  });
});
