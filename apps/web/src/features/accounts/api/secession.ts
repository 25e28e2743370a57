import { CALL_PATHS, type TSecessionRequest, type TSecessionResponse } from '@portal/contract';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api';

/** Withdrawal with the password, the withdrawal terms box and a reason; every session ends. */
export const secede = (userId: number, body: TSecessionRequest): Promise<TSecessionResponse> =>
  api.call(CALL_PATHS.withdrawMember, { params: { userId }, body, silent: true });
export const useSecession = (userId: number) => useMutation({ mutationFn: (body: TSecessionRequest) => secede(userId, body) });
