import { describe, expect, it } from 'vitest';
import { alignFields, diffFields, flattenFields, genericPath, isEmptyValue } from './diff';

describe('flattenFields', () => {
  it('names nested fields by dotted paths and lists of objects by index', () => {
    expect(
      flattenFields({
        requestType: 'NEW',
        contacts: { order: { name: '김하나', email: 'a@b.kr' } },
        products: [{ productCode: 'P1', count: 2 }, { productCode: 'P2' }],
      }),
    ).toEqual({
      requestType: 'NEW',
      'contacts.order.name': '김하나',
      'contacts.order.email': 'a@b.kr',
      'products[0].productCode': 'P1',
      'products[0].count': 2,
      'products[1].productCode': 'P2',
    });
  });

  it('keeps a list of plain values as one value, dates as ISO text, null and empty text as emptied fields', () => {
    expect(
      flattenFields({
        flags: ['A', 'B'],
        at: new Date('2026-11-25T00:00:00Z'),
        memo: null,
        note: '',
        gone: undefined,
        nothing: [],
        empty: {},
        nested: [[{ a: 1 }]],
      }),
    ).toEqual({ flags: ['A', 'B'], at: '2026-11-25T00:00:00.000Z', memo: null, note: '', 'nested[0][0].a': 1 });
  });

  it('gives nothing for a value that is not an object', () => {
    expect(flattenFields(null)).toEqual({});
    expect(flattenFields(undefined)).toEqual({});
    expect(flattenFields('text')).toEqual({});
  });
});

describe('diffFields', () => {
  it('lists the changed, added and removed fields, and nothing for the same content', () => {
    const before = { name: 'Alpha', stake: 60, memo: '', products: [{ productCode: 'P1' }, { productCode: 'P2' }] };
    const after = { name: 'Alpha', stake: 70, memo: 'new note', products: [{ productCode: 'P1' }] };
    expect(diffFields(before, after)).toEqual([
      { path: 'stake', before: 60, after: 70, kind: 'changed' },
      { path: 'memo', before: '', after: 'new note', kind: 'added' },
      { path: 'products[1].productCode', before: 'P2', after: undefined, kind: 'removed' },
    ]);
    expect(diffFields(before, structuredClone(before))).toEqual([]);
  });

  it('treats null, undefined, blank text and an empty list as the same empty value', () => {
    expect(diffFields({ a: null, b: '', c: [] }, { a: '', b: undefined, c: null })).toEqual([]);
    expect(diffFields({ tags: ['x'] }, { tags: [] })).toEqual([{ path: 'tags', before: ['x'], after: undefined, kind: 'removed' }]);
    expect(diffFields({ tags: ['x', 'y'] }, { tags: ['y', 'x'] })).toEqual([
      { path: 'tags', before: ['x', 'y'], after: ['y', 'x'], kind: 'changed' },
    ]);
    expect(diffFields({ flag: false }, { flag: true })).toEqual([{ path: 'flag', before: false, after: true, kind: 'changed' }]);
  });

  it('keeps the order of the form: a removed field stays where it stood', () => {
    const changes = diffFields({ a: 1, b: 2, c: 3 }, { a: 9, c: 3, d: 4 });
    expect(changes.map((c) => `${c.kind}:${c.path}`)).toEqual(['changed:a', 'removed:b', 'added:d']);
  });
});

describe('helpers', () => {
  it('genericPath drops list positions and reports them 1-based', () => {
    expect(genericPath('products[0].productCode')).toEqual({ path: 'products[].productCode', positions: [1] });
    expect(genericPath('a[2].b[10].c')).toEqual({ path: 'a[].b[].c', positions: [3, 11] });
    expect(genericPath('plain')).toEqual({ path: 'plain', positions: [] });
  });
  it('isEmptyValue', () => {
    expect([undefined, null, '', '  ', []].every(isEmptyValue)).toBe(true);
    expect([0, false, 'x', ['x']].some(isEmptyValue)).toBe(false);
  });
});

describe('alignFields', () => {
  it('puts every field of both versions side by side with its kind', () => {
    expect(alignFields({ a: 1, b: 2 }, { a: 1, b: 3, c: 4 })).toEqual([
      { path: 'a', before: 1, after: 1, kind: 'same' },
      { path: 'b', before: 2, after: 3, kind: 'changed' },
      { path: 'c', before: undefined, after: 4, kind: 'added' },
    ]);
  });
});
