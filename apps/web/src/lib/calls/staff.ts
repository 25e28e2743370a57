import type { TStaffSearchRequest, TStaffSearchResponse } from '@portal/contract';
import { CALL_PATHS } from '@portal/contract/call-paths';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../api';

/** The cache key of every page of the staff list (invitations and removals invalidate through it). */
export const STAFF_KEY = ['company-staff'] as const;

/** The searchStaff call: the staff of the company in use. */
export const searchStaff = (body: TStaffSearchRequest, signal?: AbortSignal): Promise<TStaffSearchResponse> =>
  api.call(CALL_PATHS.searchStaff, { body, signal });
export const searchStaffQueryOptions = (body: TStaffSearchRequest) =>
  queryOptions({ queryKey: [...STAFF_KEY, body], queryFn: ({ signal }) => searchStaff(body, signal), placeholderData: keepPreviousData });
export const useStaff = (body: TStaffSearchRequest) => useQuery(searchStaffQueryOptions(body));
