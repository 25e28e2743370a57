import {
  STAFF_PATHS,
  type TStaffDeleteRequest,
  type TStaffDeleteResponse,
  type TStaffExportRequest,
  type TStaffInviteRequest,
  type TStaffInviteResponse,
  type TStaffSearchRequest,
  type TStaffSearchResponse,
} from '@portal/contract';
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';

const STAFF_KEY = ['workspace', 'staff'] as const;

/** POST /apis/v1/user/staff/search: the staff of the company in use. */
export const searchStaff = (body: TStaffSearchRequest, signal?: AbortSignal) => api.post<TStaffSearchResponse>(STAFF_PATHS.search, body, { signal });
export const staffQueryOptions = (body: TStaffSearchRequest) =>
  queryOptions({ queryKey: [...STAFF_KEY, body], queryFn: ({ signal }) => searchStaff(body, signal), placeholderData: keepPreviousData });
export const useStaff = (body: TStaffSearchRequest) => useQuery(staffQueryOptions(body));

/** POST .../staff/invitations or .../staff/subscriber-invitations: an invitation mail. */
export const inviteStaff = (kind: 'member' | 'subscriber', body: TStaffInviteRequest) =>
  api.post<TStaffInviteResponse>(kind === 'member' ? STAFF_PATHS.invite : STAFF_PATHS.inviteSubscriber, body, { silent: true });
export const useInviteStaff = () => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ kind, body }: { kind: 'member' | 'subscriber'; body: TStaffInviteRequest }) => inviteStaff(kind, body),
    onSuccess: () => client.invalidateQueries({ queryKey: STAFF_KEY }),
  });
};

/** DELETE /apis/v1/user/staff/{userId} with the reason: the member leaves the company at once. */
export const deleteStaff = (userId: number, body: TStaffDeleteRequest) => api.delete<TStaffDeleteResponse>(STAFF_PATHS.member(userId), body, { silent: true });
export const useDeleteStaff = () => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ userId, body }: { userId: number; body: TStaffDeleteRequest }) => deleteStaff(userId, body),
    onSuccess: () => client.invalidateQueries({ queryKey: STAFF_KEY }),
  });
};

/** POST /apis/v1/user/staff/export: the selected rows as an .xlsx file. */
export const exportStaff = (body: TStaffExportRequest) => api.post<Blob>(STAFF_PATHS.export, body, { blob: true });
