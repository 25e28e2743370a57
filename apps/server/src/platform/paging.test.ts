import { describe, expect, it } from 'vitest';
import { pageWindow, toPage } from './paging';

describe('the paging helper', () => {
  it('turns a page request into a window and rows into the contract page', () => {
    expect(pageWindow({ pageNumber: 1, pageSize: 10 })).toEqual({ limit: 10, offset: 0 });
    expect(pageWindow({ pageNumber: 3, pageSize: 20 })).toEqual({ limit: 20, offset: 40 });
    expect(toPage(['a', 'b'], 12, { pageNumber: 2, pageSize: 10 })).toEqual({
      items: ['a', 'b'],
      totalCount: 12,
      pageNumber: 2,
      pageSize: 10,
    });
  });
});
