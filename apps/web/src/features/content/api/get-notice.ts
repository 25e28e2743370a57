import { CALL_PATHS, type TNoticeDetail, type TNoticeDetailRequest } from '@portal/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';

/** The getNotice call: one notice; the filters place its previous and next. */
export const getNotice = (bbsContentId: number, filters: TNoticeDetailRequest, signal?: AbortSignal): Promise<TNoticeDetail> =>
  api.call(CALL_PATHS.getNotice, { params: { bbsContentId }, body: filters, signal, silent: true });

export const getNoticeQueryOptions = (bbsContentId: number, filters: TNoticeDetailRequest) =>
  queryOptions({
    queryKey: ['notices', 'detail', bbsContentId, filters],
    queryFn: ({ signal }) => getNotice(bbsContentId, filters, signal),
    retry: false,
  });

export const useNotice = (bbsContentId: number, filters: TNoticeDetailRequest) =>
  useQuery({ ...getNoticeQueryOptions(bbsContentId, filters), enabled: Number.isInteger(bbsContentId) && bbsContentId > 0 });
