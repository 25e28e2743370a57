import { CALL_PATHS, type TMemberInfo, type TMemberUpdateRequest } from '@portal/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { memberInfoKey } from './get-member-info';

/** Edits the member's own profile (COM1N4002 "No data modified." when nothing changed); the answer replaces the cached record. */
export const updateMemberInfo = (userId: number, body: TMemberUpdateRequest): Promise<TMemberInfo> =>
  api.call(CALL_PATHS.updateMember, { params: { userId }, body, silent: true });
export function useUpdateMemberInfo(userId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: TMemberUpdateRequest) => updateMemberInfo(userId, body),
    onSuccess: (data) => client.setQueryData(memberInfoKey(userId), data),
  });
}
