import { CALL_PATHS, type TCodeGroup } from '@portal/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../lib/api';

/** The getCodeGroup call: a code list in the reader's language (cached per group). */
export const getCodeGroup = (codeGroupCode: string): Promise<TCodeGroup> =>
  api.call(CALL_PATHS.getCodeGroup, { params: { codeGroupCode }, silent: true });

export const getCodeGroupQueryOptions = (codeGroupCode: string) =>
  queryOptions({
    queryKey: ['codes', codeGroupCode],
    queryFn: () => getCodeGroup(codeGroupCode),
    staleTime: 60 * 60 * 1000,
  });

export const useCodeGroup = (codeGroupCode: string) => useQuery(getCodeGroupQueryOptions(codeGroupCode));
