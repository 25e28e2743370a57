import type { TNoticeDetail, TNoticeDetailRequest } from '@portal/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';

/** POST /apis/v1/user/notices/{bbsContentId}: one notice; the filters place its previous and next. */
export const getNotice = (bbsContentId: number, filters: TNoticeDetailRequest, signal?: AbortSignal) =>
  api.post<TNoticeDetail>(`/apis/v1/user/notices/${bbsContentId}`, filters, { signal, silent: true });

export const getNoticeQueryOptions = (bbsContentId: number, filters: TNoticeDetailRequest) =>
  queryOptions({
    queryKey: ['notices', 'detail', bbsContentId, filters],
    queryFn: ({ signal }) => getNotice(bbsContentId, filters, signal),
    retry: false,
  });

export const useNotice = (bbsContentId: number, filters: TNoticeDetailRequest) =>
  useQuery({ ...getNoticeQueryOptions(bbsContentId, filters), enabled: Number.isInteger(bbsContentId) && bbsContentId > 0 });
