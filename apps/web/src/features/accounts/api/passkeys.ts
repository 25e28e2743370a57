import {
  CALL_PATHS,
  type TPasskey,
  type TPasskeyList,
  type TPasskeyRegisterRequest,
  type TPasskeyRegistrationOptions,
} from '@portal/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';

/** The cache key of the member's passkeys. */
export const PASSKEYS_KEY = ['accounts', 'passkeys'] as const;

/** The member's passkeys (the listPasskeys call). */
export const listPasskeys = (): Promise<TPasskeyList> => api.call(CALL_PATHS.listPasskeys, {});
export const usePasskeys = () => useQuery({ queryKey: PASSKEYS_KEY, queryFn: listPasskeys });

/** The password again, then the creation options (the startPasskeyRegistration call). */
export const startPasskeyRegistration = (loginSecretNo: string): Promise<TPasskeyRegistrationOptions> =>
  api.call(CALL_PATHS.startPasskeyRegistration, { body: { loginSecretNo }, silent: true });
/** The browser's answer with a name (the registerPasskey call). */
export const registerPasskey = (body: TPasskeyRegisterRequest): Promise<TPasskey> =>
  api.call(CALL_PATHS.registerPasskey, { body, silent: true });
export const renamePasskey = ({ passkeyId, name }: { passkeyId: number; name: string }): Promise<TPasskey> =>
  api.call(CALL_PATHS.renamePasskey, { params: { passkeyId }, body: { name }, silent: true });
export const removePasskey = (passkeyId: number): Promise<void> =>
  api.call(CALL_PATHS.removePasskey, { params: { passkeyId }, silent: true });

/** A change of the member's passkeys, then the list again. */
function usePasskeyChange<A, R>(mutationFn: (arg: A) => Promise<R>) {
  const client = useQueryClient();
  return useMutation({ mutationFn, onSuccess: () => client.invalidateQueries({ queryKey: PASSKEYS_KEY }) });
}
export const useRegisterPasskey = () => usePasskeyChange(registerPasskey);
export const useRenamePasskey = () => usePasskeyChange(renamePasskey);
export const useRemovePasskey = () => usePasskeyChange(removePasskey);
