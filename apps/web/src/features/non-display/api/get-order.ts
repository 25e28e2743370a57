import { CALL_PATHS, type TOrderDetail } from '@portal/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';

/** The getOrder call for the declaration form: the chosen order's number, type and declared non-display uses. */
export const getOrderForDeclaration = (orderId: number, signal?: AbortSignal): Promise<TOrderDetail> =>
  api.call(CALL_PATHS.getOrder, { params: { orderId }, signal, silent: true });
export const getOrderForDeclarationQueryOptions = (orderId: number) =>
  queryOptions({
    queryKey: ['orders', 'detail', orderId],
    queryFn: ({ signal }) => getOrderForDeclaration(orderId, signal),
    retry: false,
  });
export const useOrderForDeclaration = (orderId: number | null) =>
  useQuery({ ...getOrderForDeclarationQueryOptions(orderId ?? 0), enabled: !!orderId && orderId > 0 });
