import { CALL_PATHS, type TSignOnSettings, type TSignOnSettingsRequest } from '@portal/contract';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';

export const SIGN_ON_KEY = ['company-sign-on'] as const;

/** The settings of the token's company (company administrator), or of the company named (provider administrator). */
export const getSignOnSettings = (companyId: number | null, signal?: AbortSignal): Promise<TSignOnSettings> =>
  companyId === null
    ? api.call(CALL_PATHS.getCompanySignOn, { signal, silent: true })
    : api.call(CALL_PATHS.getAdminCompanySignOn, { params: { companyId }, signal, silent: true });
export const signOnSettingsQueryOptions = (companyId: number | null) =>
  queryOptions({ queryKey: [...SIGN_ON_KEY, companyId ?? 'mine'], queryFn: ({ signal }) => getSignOnSettings(companyId, signal) });
export const useSignOnSettings = (companyId: number | null) => useQuery(signOnSettingsQueryOptions(companyId));

export const updateSignOnSettings = (companyId: number | null, body: TSignOnSettingsRequest): Promise<TSignOnSettings> =>
  companyId === null
    ? api.call(CALL_PATHS.updateCompanySignOn, { body, silent: true })
    : api.call(CALL_PATHS.updateAdminCompanySignOn, { params: { companyId }, body, silent: true });
export const useUpdateSignOnSettings = (companyId: number | null) => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: TSignOnSettingsRequest) => updateSignOnSettings(companyId, body),
    onSuccess: (saved) => client.setQueryData([...SIGN_ON_KEY, companyId ?? 'mine'], saved),
  });
};
