import { CALL_PATHS, type TCompanyAdminRequest, type TCompanyAdminResponse } from '@portal/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { STAFF_KEY } from '../../../lib/calls/staff';

/** The setCompanyAdmin call (decision 086): make a member the company administrator, or revoke it. */
export const setCompanyAdmin = (userId: number, body: TCompanyAdminRequest): Promise<TCompanyAdminResponse> =>
  api.call(CALL_PATHS.setCompanyAdmin, { params: { userId }, body, silent: true });
export const useSetCompanyAdmin = () => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ userId, body }: { userId: number; body: TCompanyAdminRequest }) => setCompanyAdmin(userId, body),
    onSuccess: () => client.invalidateQueries({ queryKey: STAFF_KEY }),
  });
};
