import { CODE_GROUPS, type TCodeGroup } from '@portal/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';

/** The nation code list (ISO alpha-2 code, name in the request's language, dialling code in extraValue). */
export const getNations = () => api.get<TCodeGroup>(`/apis/v1/common/codes/${CODE_GROUPS.nation}`, { silent: true });
export const nationsQueryOptions = () => queryOptions({ queryKey: ['codes', CODE_GROUPS.nation], queryFn: getNations, staleTime: Infinity });
export const useNations = () => useQuery(nationsQueryOptions());
