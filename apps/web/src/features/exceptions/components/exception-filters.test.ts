import { describe, expect, it } from 'vitest';
import { exceptionRequest, exceptionsHref, parseExceptionFilters } from './exception-filters';

describe('the exceptions page’s filters in the URL', () => {
  it('reads a known kind and a customer id; anything else is left out', () => {
    expect(parseExceptionFilters({ kind: 'STALE_REQUEST', company: '12' })).toEqual({ kind: 'STALE_REQUEST', companyId: 12 });
    expect(parseExceptionFilters({ kind: 'NOPE', company: '0' })).toEqual({ kind: undefined, companyId: undefined });
    expect(parseExceptionFilters({ company: '1.5' }).companyId).toBeUndefined();
  });

  it('links each viewer’s page with a kind (the staff home’s counts)', () => {
    expect(exceptionsHref('provider', 'CONTRACT_ENDING')).toBe('/admin/exceptions?kind=CONTRACT_ENDING');
    expect(exceptionsHref('exchange')).toBe('/exchange/exceptions');
  });

  it('asks for the page with the keyword as the search text, none when empty', () => {
    expect(exceptionRequest({ kind: 'MISSING_REPORT' }, { pageNumber: 2, pageSize: 50, keyword: '' })).toEqual({
      pageNumber: 2,
      pageSize: 50,
      kind: 'MISSING_REPORT',
      companyId: undefined,
      searchText: undefined,
    });
    expect(exceptionRequest({}, { pageNumber: 1, pageSize: 10, keyword: '알파' }).searchText).toBe('알파');
  });
});
