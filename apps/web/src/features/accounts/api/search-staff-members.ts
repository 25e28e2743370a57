import { CALL_PATHS, type TPendingMemberPage, type TPendingMemberSearchRequest } from '@portal/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';

/** The cache key of every page of the members awaiting a decision (approvals and refusals invalidate through it). */
export const STAFF_MEMBERS_KEY = ['accounts', 'staff-members'] as const;

/** Staff (roles 05, 06): members by status, newest first. */
export const searchStaffMembers = (body: TPendingMemberSearchRequest): Promise<TPendingMemberPage> =>
  api.call(CALL_PATHS.searchPendingMembers, { body });
export const searchStaffMembersQueryOptions = (body: TPendingMemberSearchRequest) =>
  queryOptions({ queryKey: [...STAFF_MEMBERS_KEY, body], queryFn: () => searchStaffMembers(body), placeholderData: keepPreviousData });
export const useStaffMembers = (body: TPendingMemberSearchRequest) => useQuery(searchStaffMembersQueryOptions(body));
