import { CALL_PATHS, type TCompanyMappingSearchRequest, type TCompanyMappingSearchResponse } from '@portal/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../../lib/api';

/** The searchCompanyMappings call: customer companies by name or customer code with their customer mapping, one page. */
export const searchCompanyMappings = (body: TCompanyMappingSearchRequest, signal?: AbortSignal): Promise<TCompanyMappingSearchResponse> =>
  api.call(CALL_PATHS.searchCompanyMappings, { body, signal, silent: true });

export const useCompanyMappings = (body: TCompanyMappingSearchRequest, enabled: boolean) =>
  useQuery({
    queryKey: ['companies', 'mapping', body],
    queryFn: ({ signal }) => searchCompanyMappings(body, signal),
    placeholderData: keepPreviousData,
    staleTime: 60_000,
    enabled,
  });
