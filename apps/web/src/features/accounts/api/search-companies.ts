import { CALL_PATHS, type TCompanySimpleSearchRequest, type TCompanySimpleSearchResponse } from '@portal/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';

/** Companies for the join form, by nation and part of the name (at most 20). */
export const searchCompanies = (body: TCompanySimpleSearchRequest): Promise<TCompanySimpleSearchResponse> =>
  api.call(CALL_PATHS.searchCompaniesSimple, { body, silent: true });
export const searchCompaniesQueryOptions = (body: TCompanySimpleSearchRequest) =>
  queryOptions({
    queryKey: ['accounts', 'companies', body.nationCode ?? '', body.companyName],
    queryFn: () => searchCompanies(body),
    staleTime: 60_000,
  });
export const useSearchCompanies = (body: TCompanySimpleSearchRequest) =>
  useQuery({ ...searchCompaniesQueryOptions(body), enabled: body.companyName.trim().length > 0 });
