import type { TPopupsResponse } from '@portal/contract';
import { CALL_PATHS } from '@portal/contract/call-paths';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../lib/api';

/** The getPopups call: posted popups whose display window holds now and that are for the caller (the server decides). */
export const getPopups = (contentsTypeCode: string, signal?: AbortSignal): Promise<TPopupsResponse> =>
  api.call(CALL_PATHS.getPopups, { params: { contentsTypeCode }, signal, silent: true });

/**
 * `viewer` names who asks (the member's id, 0 for a visitor): the server answers each viewer their own popups (a member
 * with a second factor is never told to set one up), so a visitor's answer is never shown to the member who signs in.
 */
export const getPopupsQueryOptions = (contentsTypeCode: string, viewer: number) =>
  queryOptions({
    queryKey: ['contents', 'popups', contentsTypeCode, viewer],
    queryFn: ({ signal }) => getPopups(contentsTypeCode, signal),
    staleTime: 10 * 60 * 1000,
    retry: false,
  });

export const usePopups = (contentsTypeCode: string, viewer: number, enabled = true) =>
  useQuery({ ...getPopupsQueryOptions(contentsTypeCode, viewer), enabled });
