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

/**
 * The modules the web app's entry, shell and home page take values from (`@portal/contract/<module>`; the
 * lint rule of decision 051 keeps those files off the barrel): neither they nor what they import load zod.
 */
const ZOD_FREE = ['constants', 'workflow', 'call-paths', 'korean', 'presentation', 'pages'];

/** The value imports of a module, transitively (type-only imports are erased and do not count). */
function valueImports(module: string, seen = new Set<string>()): Set<string> {
  if (seen.has(module)) return seen;
  seen.add(module);
  const source = readFileSync(new URL(`./${module}.ts`, import.meta.url), 'utf8');
  for (const m of source.matchAll(/^\s*(?:import|export)\s+(type\s+)?(?:[^'"]*?\s+from\s+)?['"]([^'"]+)['"]/gm)) {
    if (m[1]) continue;
    const target = m[2]!;
    if (target.startsWith('./')) valueImports(target.slice(2).replace(/\.ts$/, ''), seen);
    else seen.add(target);
  }
  return seen;
}

describe('the zod-free modules of the first load', () => {
  it.each(ZOD_FREE)('%s.ts loads no zod, directly or through what it imports', (module) => {
    const loaded = [...valueImports(module)];
    expect(loaded.filter((m) => m === 'zod' || m.startsWith('zod/'))).toEqual([]);
  });

  it('counts a schema module that imports zod as loading it (the check bites)', () => {
    expect([...valueImports('work-queue')]).toContain('zod');
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
