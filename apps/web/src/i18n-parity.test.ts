import { describe, expect, it } from 'vitest';

/** The project's own test of the translation rule: every key exists in Korean and in English. */
const files = import.meta.glob<Record<string, unknown>>(['./**/locales/ko.json', './**/locales/en.json'], {
  eager: true,
  import: 'default',
});

function keysOf(value: unknown, prefix = '', out = new Set<string>()): Set<string> {
  if (value && typeof value === 'object' && !Array.isArray(value)) {
    for (const [k, v] of Object.entries(value)) keysOf(v, prefix ? `${prefix}.${k}` : k, out);
  } else out.add(prefix);
  return out;
}

const pairs = Object.keys(files)
  .filter((f) => f.endsWith('/ko.json'))
  .map((ko) => [ko, ko.replace(/ko\.json$/, 'en.json')] as const);

describe('translation parity', () => {
  it('finds translation files', () => {
    expect(pairs.length).toBeGreaterThan(0);
  });
  it.each(pairs)('%s has the same keys as its English twin', (ko, en) => {
    expect(files[en], `${en} exists`).toBeDefined();
    const k = keysOf(files[ko]);
    const e = keysOf(files[en]);
    expect(
      [...k].filter((x) => !e.has(x)),
      'missing in English',
    ).toEqual([]);
    expect(
      [...e].filter((x) => !k.has(x)),
      'missing in Korean',
    ).toEqual([]);
  });
  it('has no empty translation', () => {
    for (const [file, content] of Object.entries(files)) {
      const empty = [...keysOf(content)].filter((key) => {
        const v = key.split('.').reduce<unknown>((o, p) => (o as Record<string, unknown>)?.[p], content);
        return typeof v !== 'string' || v.trim() === '';
      });
      expect(empty, file).toEqual([]);
    }
  });
});
