import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter, useLocation } from 'react-router';
import { describe, expect, it } from 'vitest';
import { DEFAULT_LIST_STATE, listStateToParams, parseListState, useListState } from './list-state';

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

describe('a list that filters by another key and keeps keys of its own', () => {
  it('reads and writes its multiple-choice filter under the key it names', () => {
    const state = parseListState(new URLSearchParams('status=ACTIVE%7CDORMANT&category=01'), { categoryKey: 'status' });
    expect(state.categories).toEqual(['ACTIVE', 'DORMANT']);
    expect(listStateToParams(state, { categoryKey: 'status' }).toString()).toBe('status=ACTIVE%7CDORMANT');
  });

  it('keeps the page keys, and goes back to page 1 when a filter, the sort or the page size changes', () => {
    let location = '';
    function Probe() {
      location = useLocation().search;
      return null;
    }
    const { result } = renderHook(() => useListState(['sortBy'], { categoryKey: 'status' }), {
      wrapper: ({ children }: { children: ReactNode }) => (
        <MemoryRouter initialEntries={['/mypage/manager-list?status=ACTIVE&sortBy=name&pageNumber=3']}>
          {children}
          <Probe />
        </MemoryRouter>
      ),
    });
    expect(result.current.state).toMatchObject({ categories: ['ACTIVE'], pageNumber: 3 });
    expect(result.current.extra).toEqual({ sortBy: 'name' });

    act(() => result.current.update({ keyword: '김' }));
    expect(new URLSearchParams(location).get('pageNumber')).toBeNull();
    expect(new URLSearchParams(location).get('sortBy')).toBe('name');
    expect(new URLSearchParams(location).get('keyword')).toBe('김');

    act(() => result.current.update({ pageNumber: 2 }));
    expect(new URLSearchParams(location).get('pageNumber')).toBe('2');
    act(() => result.current.setExtra('sortBy', null));
    expect(new URLSearchParams(location).get('sortBy')).toBeNull();
    expect(new URLSearchParams(location).get('pageNumber')).toBeNull();
    expect(new URLSearchParams(location).get('status')).toBe('ACTIVE');
  });
});
