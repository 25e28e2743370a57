import {
  CALL_PATHS,
  type TNonDisplayApplicationChange,
  type TNonDisplayApplicationBody,
  type TNonDisplayApplicationSearchRequest,
  type TNonDisplayApplicationSearchResponse,
  type TNonDisplayTierSummary,
} from '@portal/contract';
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';

/** The cache key of the inventory: a change invalidates it, the tiers and the declarations it may have drafted. */
export const INVENTORY_KEY = ['non-display-applications'] as const;

/** The searchNonDisplayApplications call: the company's applications, newest start first. */
export const searchApplications = (
  body: TNonDisplayApplicationSearchRequest,
  signal?: AbortSignal,
): Promise<TNonDisplayApplicationSearchResponse> => api.call(CALL_PATHS.searchNonDisplayApplications, { body, signal, silent: true });
export const useApplications = (body: TNonDisplayApplicationSearchRequest) =>
  useQuery(
    queryOptions({
      queryKey: [...INVENTORY_KEY, 'list', body],
      queryFn: ({ signal }) => searchApplications(body, signal),
      placeholderData: keepPreviousData,
    }),
  );

/** The getNonDisplayApplicationTiers call: the tiers and fees month by month, the declaration in effect and the open change. */
export const getTiers = (months: number, signal?: AbortSignal): Promise<TNonDisplayTierSummary> =>
  api.call(CALL_PATHS.getNonDisplayApplicationTiers, { query: { months }, signal, silent: true });
export const useTiers = (months: number) =>
  useQuery(queryOptions({ queryKey: [...INVENTORY_KEY, 'tiers', months], queryFn: ({ signal }) => getTiers(months, signal) }));

type Save = { applicationId?: number; body: TNonDisplayApplicationBody };
const save = ({ applicationId, body }: Save): Promise<TNonDisplayApplicationChange> =>
  applicationId
    ? api.call(CALL_PATHS.updateNonDisplayApplication, { params: { applicationId }, body, silent: true })
    : api.call(CALL_PATHS.createNonDisplayApplication, { body, silent: true });
const remove = (applicationId: number): Promise<TNonDisplayApplicationChange> =>
  api.call(CALL_PATHS.deleteNonDisplayApplication, { params: { applicationId }, silent: true });

function useInventoryChange<A>(fn: (a: A) => Promise<TNonDisplayApplicationChange>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSuccess: () =>
      Promise.all([client.invalidateQueries({ queryKey: INVENTORY_KEY }), client.invalidateQueries({ queryKey: ['non-display'] })]),
  });
}
/** The createNonDisplayApplication and updateNonDisplayApplication calls. */
export const useSaveApplication = () => useInventoryChange(save);
/** The deleteNonDisplayApplication call. */
export const useDeleteApplication = () => useInventoryChange(remove);
