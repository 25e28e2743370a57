import { CALL_PATHS, type TCompanySimpleSearchResponse } from '@portal/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../lib/api';

/** The searchCompaniesSimple call for the provider's company filters: companies by part of their name (at most 20). */
export const searchCompaniesByName = (companyName: string, signal?: AbortSignal): Promise<TCompanySimpleSearchResponse> =>
  api.call(CALL_PATHS.searchCompaniesSimple, { body: { companyName }, signal, silent: true });
export const searchCompaniesByNameQueryOptions = (companyName: string) =>
  queryOptions({
    queryKey: ['companies', 'by-name', companyName],
    queryFn: ({ signal }) => searchCompaniesByName(companyName, signal),
    staleTime: 5 * 60_000,
  });
export const useCompaniesByName = (companyName: string) =>
  useQuery({ ...searchCompaniesByNameQueryOptions(companyName), enabled: companyName.trim().length > 0 });
