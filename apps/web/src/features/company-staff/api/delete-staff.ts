import { CALL_PATHS, type TStaffDeleteRequest, type TStaffDeleteResponse } from '@portal/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { STAFF_KEY } from '../../../lib/calls/staff';

/** The deleteStaff call (with the reason): the member leaves the company at once. */
export const deleteStaff = (userId: number, body: TStaffDeleteRequest): Promise<TStaffDeleteResponse> =>
  api.call(CALL_PATHS.deleteStaff, { params: { userId }, body, silent: true });
export const useDeleteStaff = () => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ userId, body }: { userId: number; body: TStaffDeleteRequest }) => deleteStaff(userId, body),
    onSuccess: () => client.invalidateQueries({ queryKey: STAFF_KEY }),
  });
};
