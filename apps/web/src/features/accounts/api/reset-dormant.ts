import { CALL_PATHS, type TResetDormantRequest, type TResetDormantResponse } from '@portal/contract';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api';

/** Reactivates a dormant account with its password. */
export const resetDormant = (body: TResetDormantRequest): Promise<TResetDormantResponse> =>
  api.call(CALL_PATHS.resetDormant, { body, silent: true });
export const useResetDormant = () => useMutation({ mutationFn: resetDormant });
