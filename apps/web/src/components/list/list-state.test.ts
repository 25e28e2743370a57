import { describe, expect, it } from 'vitest';
import { DEFAULT_LIST_STATE, listStateToParams, parseListState } from './list-state';

describe('list state in the URL', () => {
  it('omits page number and size at their defaults', () => {
    expect(listStateToParams(DEFAULT_LIST_STATE).toString()).toBe('');
    expect(listStateToParams({ ...DEFAULT_LIST_STATE, pageNumber: 1, pageSize: 10 }).toString()).toBe('');
  });

  it('writes every value that differs from its default, categories joined with a bar', () => {
    const params = listStateToParams({ pageNumber: 3, pageSize: 50, sort: 'oldest', categories: ['01', '03'], keyword: ' 시세 ' });
    expect(params.get('pageNumber')).toBe('3');
    expect(params.get('pageSize')).toBe('50');
    expect(params.get('sort')).toBe('oldest');
    expect(params.get('category')).toBe('01|03');
    expect(params.get('keyword')).toBe('시세');
  });

  it('reads back what it wrote', () => {
    const state = { pageNumber: 2, pageSize: 100, sort: 'oldest' as const, categories: ['02'], keyword: 'index' };
    expect(parseListState(listStateToParams(state))).toEqual(state);
  });

  it('falls back to defaults on values a list does not offer', () => {
    const state = parseListState(new URLSearchParams('pageNumber=-4&pageSize=33&sort=random&category=%7C%7C'));
    expect(state).toEqual(DEFAULT_LIST_STATE);
  });
});
