import { describe, expect, it } from 'vitest';
import { formatFileSize } from '../format-file-size';
import { isSearching, rowNumber } from './list-state';

describe('row numbers', () => {
  it('count down from the newest across pages', () => {
    expect(rowNumber({ pageNumber: 1, pageSize: 10, sort: 'newest' }, 35, 0)).toBe(35);
    expect(rowNumber({ pageNumber: 2, pageSize: 10, sort: 'newest' }, 35, 3)).toBe(22);
  });
  it('count up from the oldest', () => {
    expect(rowNumber({ pageNumber: 1, pageSize: 10, sort: 'oldest' }, 35, 0)).toBe(1);
    expect(rowNumber({ pageNumber: 4, pageSize: 10, sort: 'oldest' }, 35, 4)).toBe(35);
  });
});

describe('empty state wording', () => {
  it('says "no results" only when a search, a category or a page filter narrows the list', () => {
    expect(isSearching({ keyword: '', categories: [] })).toBe(false);
    expect(isSearching({ keyword: '', categories: [] }, undefined, null)).toBe(false);
    expect(isSearching({ keyword: 'x', categories: [] })).toBe(true);
    expect(isSearching({ keyword: '', categories: ['01'] })).toBe(true);
    expect(isSearching({ keyword: '', categories: [] }, 'AWAITING')).toBe(true);
  });
});

describe('file sizes', () => {
  it('reads in B, KB and MB', () => {
    expect(formatFileSize(900)).toBe('900 B');
    expect(formatFileSize(2048)).toBe('2.0 KB');
    expect(formatFileSize(3 * 1024 * 1024)).toBe('3.0 MB');
  });
});
