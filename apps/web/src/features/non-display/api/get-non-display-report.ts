import { CALL_PATHS, type TNonDisplayDetail } from '@portal/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';

/** The cache key of every declaration detail. */
export const DECLARATION_DETAIL_KEY = ['non-display', 'detail'] as const;

/** The getNonDisplayReport call: a declaration with its fees, warnings and what the caller may do now. */
export const getNonDisplayReport = (declarationId: number, signal?: AbortSignal): Promise<TNonDisplayDetail> =>
  api.call(CALL_PATHS.getNonDisplayReport, { params: { declarationId }, signal, silent: true });
export const getNonDisplayReportQueryOptions = (declarationId: number) =>
  queryOptions({
    queryKey: [...DECLARATION_DETAIL_KEY, declarationId],
    queryFn: ({ signal }) => getNonDisplayReport(declarationId, signal),
    retry: false,
  });
export const useNonDisplayReport = (declarationId: number | null) =>
  useQuery({
    ...getNonDisplayReportQueryOptions(declarationId ?? 0),
    enabled: declarationId !== null && Number.isInteger(declarationId) && declarationId > 0,
  });
