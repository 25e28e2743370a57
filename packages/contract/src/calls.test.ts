import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { CALL_PATHS, callNameOf, callPath } from './call-paths';
import { calls } from './calls';

describe('the table of calls', () => {
  it('has the same names in the path table and the schema table, each a camelCase name with one method and path', () => {
    expect(Object.keys(calls)).toEqual(Object.keys(CALL_PATHS));
    const seen = new Set<string>();
    for (const [name, c] of Object.entries(CALL_PATHS)) {
      expect(name).toMatch(/^[a-z][A-Za-z0-9]*$/);
      expect(c.path).toMatch(/^\/apis\/v1\/[^?#]*[^/]$/);
      expect(seen.has(`${c.method} ${c.path}`), `${c.method} ${c.path}`).toBe(false);
      seen.add(`${c.method} ${c.path}`);
      expect(calls[name as keyof typeof calls]).toMatchObject(c);
    }
  });

  it('fills path parameters, encoded, and refuses a missing one', () => {
    expect(callPath(CALL_PATHS.getMember, { userId: 7 })).toBe('/apis/v1/user/users/7');
    expect(callPath(calls.countBbsContentView, { bbsCode: 'A/B', bbsContentId: 3 })).toBe(
      '/apis/v1/user/bbss/A%2FB/bbsContents/3/inquire-count',
    );
    expect(callPath(CALL_PATHS.searchNotices)).toBe('/apis/v1/user/notices/search');
    expect(() => callPath(CALL_PATHS.getMember, { userId: '' })).toThrow(/userId/);
    expect(callNameOf('GET', '/apis/v1/user/users/:userId')).toBe('getMember');
    expect(callNameOf('POST', '/apis/v1/user/users/:userId')).toBeUndefined();
  });

  it('keeps the path table free of imports, so the web app reads paths without zod (decision 032)', () => {
    const source = readFileSync(new URL('./call-paths.ts', import.meta.url), 'utf8');
    expect(source.match(/^\s*import\s/gm) ?? []).toEqual([]);
  });
});
