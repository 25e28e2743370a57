import { CALL_PATHS, type TRequestVersion } from '@portal/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';

export const DECLARATION_VERSIONS_KEY = ['non-display', 'versions'] as const;

/** The getNonDisplayReportVersions call: every version of a declaration with its content, oldest first. */
export const getNonDisplayReportVersions = (declarationId: number, signal?: AbortSignal): Promise<{ items: TRequestVersion[] }> =>
  api.call(CALL_PATHS.getNonDisplayReportVersions, { params: { declarationId }, signal, silent: true });
export const getNonDisplayReportVersionsQueryOptions = (declarationId: number) =>
  queryOptions({
    queryKey: [...DECLARATION_VERSIONS_KEY, declarationId],
    queryFn: ({ signal }) => getNonDisplayReportVersions(declarationId, signal),
    retry: false,
  });
export const useNonDisplayReportVersions = (declarationId: number | null) =>
  useQuery({ ...getNonDisplayReportVersionsQueryOptions(declarationId ?? 0), enabled: !!declarationId && declarationId > 0 });
