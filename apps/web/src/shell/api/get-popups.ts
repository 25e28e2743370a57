import type { TPopupsResponse } from '@portal/contract';
import { CALL_PATHS } from '@portal/contract/call-paths';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../lib/api';

/** The getPopups call: posted popups whose display window holds now. */
export const getPopups = (contentsTypeCode: string, signal?: AbortSignal): Promise<TPopupsResponse> =>
  api.call(CALL_PATHS.getPopups, { params: { contentsTypeCode }, signal, silent: true });

export const getPopupsQueryOptions = (contentsTypeCode: string) =>
  queryOptions({
    queryKey: ['contents', 'popups', contentsTypeCode],
    queryFn: ({ signal }) => getPopups(contentsTypeCode, signal),
    staleTime: 10 * 60 * 1000,
    retry: false,
  });

export const usePopups = (contentsTypeCode: string) => useQuery(getPopupsQueryOptions(contentsTypeCode));
