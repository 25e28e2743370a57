import { CALL_PATHS, type TUserExistsResponse } from '@portal/contract';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api';

/** Duplicate id check: `existYn: 'N'` when free; a taken id answers USR1N4090 ("Duplicate ID."). */
export const checkUserExists = (loginEmail: string): Promise<TUserExistsResponse> =>
  api.call(CALL_PATHS.checkLoginEmailExists, { body: { loginEmail }, silent: true });
export const useCheckUserExists = () => useMutation({ mutationFn: checkUserExists });
